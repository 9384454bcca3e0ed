import { getEnv } from '~/lib/env.server'
import { log } from '../../lib/logger.server'

/** The spec's sign-up field carrying the human-verification token (reCAPTCHA v3, action label signUp). */
export const HUMAN_TOKEN_FIELD = 'g-recaptcha-response'
export const HUMAN_ACTION = 'signUp'

/** What the CSP must allow when verification is on: Google's script (it loads more from gstatic) and its frame. */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']

export type HumanVerification = { siteKey: string; secret: string; verifyUrl: string; minScore: number }

/**
 * Human verification on role-model sign-up (decision 0025): on only when both keys are configured; the honeypot
 * stays the default bot check either way. The site key is public (page data); the secret never leaves the server.
 */
export function humanVerification(): HumanVerification | null {
  const env = getEnv()
  if (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET_KEY) return null
  return { siteKey: env.RECAPTCHA_SITE_KEY, secret: env.RECAPTCHA_SECRET_KEY, verifyUrl: env.RECAPTCHA_VERIFY_URL, minScore: env.RECAPTCHA_MIN_SCORE }
}

type SiteVerifyAnswer = { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] }

/** Whether the provider's answer says a person made this sign-up: success, our action, a good enough score. */
export function isHumanAnswer(answer: SiteVerifyAnswer, minScore: number): boolean {
  return answer.success === true && answer.action === HUMAN_ACTION && typeof answer.score === 'number' && answer.score >= minScore
}

/**
 * Asks the provider about a sign-up's token. True when verification is off; false for a missing token, a
 * refused one, or a provider that can't be reached in 5 seconds (we fail closed: the form says 'Something went
 * wrong. Please try again.' and keeps what was typed).
 */
export async function passesHumanCheck(formData: FormData, config = humanVerification()): Promise<boolean> {
  if (!config) return true
  const token = String(formData.get(HUMAN_TOKEN_FIELD) ?? '')
  if (!token || token.length > 4096) return false
  const body = new URLSearchParams({ secret: config.secret, response: token })
  try {
    const response = await fetch(config.verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5000) })
    if (!response.ok) return false
    return isHumanAnswer((await response.json()) as SiteVerifyAnswer, config.minScore)
  } catch (error) {
    log().error({ err: error }, 'Human verification failed')
    return false
  }
}
