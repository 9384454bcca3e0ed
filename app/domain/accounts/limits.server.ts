import { RateLimiter } from '~/lib/rate-limit.server'
import { getEnv } from '~/lib/env.server'
import { normaliseEmail } from './rules'

type Action = 'login' | 'forgot' | 'resend'
const limiters = new Map<Action, RateLimiter>()

/**
 * Counts an attempt for this account (email) and returns the whole minutes to wait when over the limit
 * (RATE_LIMIT_AUTH_PER_ACCOUNT per RATE_LIMIT_WINDOW_MS), otherwise 0.
 */
export function accountAttempt(action: Action, email: string): number {
  return minutes(limiterFor(action).hit(normaliseEmail(email)))
}

/**
 * Sign-in counts only failures (decision 0004: a shared classroom laptop signing in and out must not lock anyone out):
 * the whole minutes to wait when this account has failed RATE_LIMIT_AUTH_PER_ACCOUNT times in the window, otherwise 0.
 */
export function signInWait(email: string): number {
  return minutes(limiterFor('login').waitFor(normaliseEmail(email)))
}

export function countSignInFailure(email: string) {
  limiterFor('login').hit(normaliseEmail(email))
}

function limiterFor(action: Action): RateLimiter {
  let limiter = limiters.get(action)
  if (!limiter) {
    const env = getEnv()
    limiter = new RateLimiter(env.RATE_LIMIT_AUTH_PER_ACCOUNT, env.RATE_LIMIT_WINDOW_MS)
    limiters.set(action, limiter)
  }
  return limiter
}

const minutes = (waitMs: number) => (waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 60_000)) : 0)
