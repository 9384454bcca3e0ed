import type { Payload } from 'payload'
import { createLimiter } from '~/lib/rate-limit.server'
import type { Limiter } from '~/lib/rate-limit.server'
import { getEnv } from '~/lib/env.server'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { normaliseEmail } from './rules'
import { signInSucceeded, startSignIn, waitMinutes } from './sign-in-lock.server'

/**
 * The client's address on a request to Payload (the admin and /cms-api). Next, which serves Payload, cannot see the
 * address Express trusts (TRUST_PROXY), and X-Forwarded-For is whatever the client sent; so server/index.ts puts the
 * address in this header on every admin and /cms-api request, replacing any value the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * How many times more failures one address may make on all staff accounts together than on one of them: room for a
 * few colleagues behind one office address who mistype, not for trying the password on every staff account.
 */
const ACCOUNTS_PER_ADDRESS = 3

const limiters = new WeakMap<Payload, Limiter>()

/** Counted in the database every process shares (decision 0034). */
function addressLimiter(payload: Payload) {
  let found = limiters.get(payload)
  if (!found) {
    const env = getEnv()
    found = createLimiter(payload, { name: 'staff-address', limit: env.RATE_LIMIT_AUTH_PER_ACCOUNT * ACCOUNTS_PER_ADDRESS, windowMs: env.RATE_LIMIT_WINDOW_MS })
    limiters.set(payload, found)
  }
  return found
}

/**
 * Staff sign-in is limited per account, from every address together (decision 0080, which replaces 0012's addendum of
 * 2026-11-26): RATE_LIMIT_AUTH_PER_ACCOUNT failures per RATE_LIMIT_WINDOW_MS lock the email's sign-in, for a wait that
 * grows with every attempt during the lock (app/domain/accounts/sign-in-lock.server.ts), and the staff member is told
 * by email when the lock starts. One address may also fail ACCOUNTS_PER_ADDRESS times that on all accounts together.
 *
 * Counts this attempt as a failure before the password is checked, so parallel guesses cannot all pass the check
 * first; `staffSignedIn` takes it back when it succeeds. Returns the whole minutes to wait when the account or the
 * address is over a limit (the attempt is then refused whatever the password), otherwise 0.
 */
export async function startStaffSignIn(payload: Payload, address: string, email: string): Promise<number> {
  const [byAddress, account] = await Promise.all([addressLimiter(payload).hit(address), startSignIn(payload, 'staff', email)])
  if (account.lockStarted) await tellOfLock(payload, email, account.waitMs)
  return waitMinutes(Math.max(byAddress, account.waitMs))
}

/** The attempt `startStaffSignIn` counted signed in: it was no failure. */
export async function staffSignedIn(payload: Payload, address: string, email: string): Promise<void> {
  await Promise.all([addressLimiter(payload).takeBack(address), signInSucceeded(payload, 'staff', email)])
}

/**
 * Tells the staff member whose sign-in just locked, once per lock, in English (the admin's language), through the
 * email queue. The account is looked up whether or not it exists, so an unknown email costs the same read; nothing
 * is sent for it.
 */
async function tellOfLock(payload: Payload, email: string, waitMs: number): Promise<void> {
  const staff = await payload.db.findOne<{ id: number; email: string; name?: string | null }>({ collection: 'staff', where: { email: { equals: normaliseEmail(email) } }, select: { email: true, name: true } })
  if (!staff) return
  const env = getEnv()
  const { t, lang } = await mailCopy(payload, 'en', 'messages')
  const values = {
    name: staff.name || staff.email,
    email: staff.email,
    failures: env.RATE_LIMIT_AUTH_PER_ACCOUNT,
    window: waitMinutes(env.RATE_LIMIT_WINDOW_MS),
    minutes: waitMinutes(waitMs),
    resetUrl: siteUrl('/admin/forgot'),
  }
  await sendEmail(payload, { to: staff.email, lang, subject: t('emails.staffSignInLockedSubject', values), text: t('emails.staffSignInLockedText', values) })
}
