import { RateLimiter } from '~/utils/rate-limit.server'
import { getEnv } from '~/utils/env.server'
import { normaliseEmail } from './rules'

type Action = 'login' | 'forgot' | 'resend'
const limiters = new Map<Action, RateLimiter>()

/**
 * Counts an attempt for this account (email) and returns the whole minutes to wait when over the limit
 * (RATE_LIMIT_AUTH_PER_ACCOUNT per RATE_LIMIT_WINDOW_MS), otherwise 0.
 */
export function accountAttempt(action: Action, email: string): number {
  let limiter = limiters.get(action)
  if (!limiter) {
    const env = getEnv()
    limiter = new RateLimiter(env.RATE_LIMIT_AUTH_PER_ACCOUNT, env.RATE_LIMIT_WINDOW_MS)
    limiters.set(action, limiter)
  }
  const waitMs = limiter.hit(normaliseEmail(email))
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 60_000)) : 0
}
