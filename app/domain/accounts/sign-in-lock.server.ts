import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { createLimiter, sharedCounter } from '~/lib/rate-limit.server'
import type { Limiter } from '~/lib/rate-limit.server'
import { getEnv } from '~/lib/env.server'
import { normaliseEmail } from './rules'

/**
 * Failed sign-ins limited per account, from every address together (decision 0080): staff, and role models (whose
 * page and the legacy `/Security/LoginForm` both sign in through `logInRoleModel`). Keyed by the normalised email
 * whether or not an account has it, so the answers never tell which emails have accounts.
 *
 * RATE_LIMIT_AUTH_PER_ACCOUNT failures in a RATE_LIMIT_WINDOW_MS window lock the email's sign-in: every attempt is
 * then refused, the right password too, and each attempt during the lock makes it longer (the first lasts the window,
 * each refused attempt sets it to twice the last from now, at most LOCK_CAP_MS). The lock ends on its own, or when the
 * account's password is reset (`clearSignInLock`). Both counters live in the database every process shares (0034).
 */
export type SignInKind = 'staff' | 'role-model'

/** The longest a lock grows to: one day after the last attempt refused. */
export const LOCK_CAP_MS = 24 * 60 * 60 * 1000

export type SignInGate = {
  /** How long (ms) this attempt must wait: 0 when it may go on to the password check, otherwise it is refused. */
  waitMs: number
  /** This attempt started the lock (once per lock: staff are told by email). */
  lockStarted: boolean
}

type Counters = { failures: Limiter; lock: RateLimiterAbstract; baseMs: number }
const countersOf = new WeakMap<Payload, Map<SignInKind, Counters>>()

function counters(payload: Payload, kind: SignInKind): Counters {
  let byKind = countersOf.get(payload)
  if (!byKind) countersOf.set(payload, (byKind = new Map()))
  let found = byKind.get(kind)
  if (!found) {
    const env = getEnv()
    found = {
      failures: createLimiter(payload, { name: `sign-in-failures-${kind}`, limit: env.RATE_LIMIT_AUTH_PER_ACCOUNT, windowMs: env.RATE_LIMIT_WINDOW_MS }),
      // The lock: its points count the attempts made during it (1 is the attempt that started it), its expiry is its end.
      lock: sharedCounter(payload, { name: `sign-in-lock-${kind}`, limit: Number.MAX_SAFE_INTEGER, windowMs: env.RATE_LIMIT_WINDOW_MS }),
      baseMs: env.RATE_LIMIT_WINDOW_MS,
    }
    byKind.set(kind, found)
  }
  return found
}

/** How long a lock lasts after its `attempts`-th attempt (1: the one that started it): doubling, at most LOCK_CAP_MS. */
export function lockDuration(baseMs: number, attempts: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), LOCK_CAP_MS)
}

/**
 * Counts this sign-in attempt as a failure before the password is checked (so parallel guesses cannot all pass the
 * check first); `signInSucceeded` takes it back. Refuses it (a wait over 0) while the email's sign-in is locked, which
 * makes the lock longer, and when this attempt is one over the limit, which starts the lock.
 */
export async function startSignIn(payload: Payload, kind: SignInKind, email: string): Promise<SignInGate> {
  const key = normaliseEmail(email)
  const { failures, lock, baseMs } = counters(payload, kind)
  const current = await lock.get(key)
  if (current && current.msBeforeNext > 0) {
    const grown = await growLock(lock, baseMs, key)
    if (grown) return { waitMs: grown, lockStarted: false }
    // The lock ended between the two reads: this attempt is counted like any other.
  }
  if (!(await failures.hit(key))) return { waitMs: 0, lockStarted: false }
  // Over the limit: the lock starts with this attempt, unless a parallel one started it a moment before.
  const started = await lock.penalty(key, 1)
  if (started.consumedPoints === 1) return { waitMs: Math.max(1, started.msBeforeNext), lockStarted: true }
  return { waitMs: (await growLock(lock, baseMs, key)) || baseMs, lockStarted: false }
}

/**
 * One more attempt during the lock: counted atomically, then the lock's end set to twice its last length from now.
 * Two attempts at the same moment may set it one step short (the later write wins), never shorter than before.
 * Returns 0 when there was no lock to grow (it ended meanwhile; the count just made is removed).
 */
async function growLock(lock: RateLimiterAbstract, baseMs: number, key: string): Promise<number> {
  const counted = await lock.penalty(key, 1)
  if (counted.consumedPoints <= 1) {
    await lock.delete(key)
    return 0
  }
  const waitMs = lockDuration(baseMs, counted.consumedPoints)
  await lock.set(key, counted.consumedPoints, waitMs / 1000)
  return waitMs
}

/** The attempt `startSignIn` counted signed in (or proved the password right): it was no failure. */
export async function signInSucceeded(payload: Payload, kind: SignInKind, email: string): Promise<void> {
  await counters(payload, kind).failures.takeBack(normaliseEmail(email))
}

/** A password reset proved the account: its failures and any lock are forgotten. */
export async function clearSignInLock(payload: Payload, kind: SignInKind, email: string): Promise<void> {
  const key = normaliseEmail(email)
  const { failures, lock } = counters(payload, kind)
  await Promise.all([failures.reset(key), lock.delete(key)])
}

/** Whole minutes of a wait, at least 1, as the 'Too many attempts' message says them. */
export const waitMinutes = (waitMs: number) => (waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 60_000)) : 0)
