/** How long a signed-in session lasts (checked on every request, whatever the cookie's own expiry says). */
export const SESSION_LIMITS = {
  /** Without 'Keep me signed in': ends after 2 hours without a request, and 12 hours after signing in. */
  session: { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 },
  /** With 'Keep me signed in': 30 days, idle or not. */
  remembered: { idleMs: 30 * 24 * 60 * 60 * 1000, absoluteMs: 30 * 24 * 60 * 60 * 1000 },
} as const

/** The last request is written back to the cookie at most this often, so most responses set no cookie. */
export const SEEN_AT_RESOLUTION_MS = 60 * 1000

export type SessionStamp = { issuedAt?: number; seenAt?: number; remember?: boolean }

/** Whether a signed-in session has outlived its limits; a session with no issue time (older cookies) has. */
export function sessionExpired({ issuedAt, seenAt, remember }: SessionStamp, now: number): boolean {
  if (typeof issuedAt !== 'number' || typeof seenAt !== 'number') return true
  const limits = remember ? SESSION_LIMITS.remembered : SESSION_LIMITS.session
  return now - issuedAt > limits.absoluteMs || now - seenAt > limits.idleMs || issuedAt > now + 60_000
}
