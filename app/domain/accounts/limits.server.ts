import type { Payload } from 'payload'
import { createLimiter } from '~/lib/rate-limit.server'
import type { Limiter } from '~/lib/rate-limit.server'
import { getEnv } from '~/lib/env.server'
import { normaliseEmail } from './rules'

/** Sign-in failures have their own limit and lock (sign-in-lock.server.ts, decision 0080). */
type Action = 'forgot' | 'resend'
const limiters = new WeakMap<Payload, Map<Action, Limiter>>()

/**
 * Counts an attempt for this account (email) and returns the whole minutes to wait when over the limit
 * (RATE_LIMIT_AUTH_PER_ACCOUNT per RATE_LIMIT_WINDOW_MS, counted in the shared database: decision 0034), otherwise 0.
 */
export async function accountAttempt(payload: Payload, action: Action, email: string): Promise<number> {
  return minutes(await limiterFor(payload, action).hit(normaliseEmail(email)))
}

function limiterFor(payload: Payload, action: Action): Limiter {
  let byAction = limiters.get(payload)
  if (!byAction) limiters.set(payload, (byAction = new Map()))
  let limiter = byAction.get(action)
  if (!limiter) {
    const env = getEnv()
    limiter = createLimiter(payload, { name: `account-${action}`, limit: env.RATE_LIMIT_AUTH_PER_ACCOUNT, windowMs: env.RATE_LIMIT_WINDOW_MS })
    byAction.set(action, limiter)
  }
  return limiter
}

const minutes = (waitMs: number) => (waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 60_000)) : 0)
