import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import { emailInUse } from './accounts.server'
import { sendAccountEmail } from './emails.server'
import { fail } from './messages'
import type { Failure } from './messages'
import { passwordMatches } from './passwords.server'
import { EMAIL_CHANGE_BLOCK_MS, normaliseEmail } from './rules'
import { randomToken } from './tokens.server'

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/**
 * Starts an email change: after checking the password and that the new address is free, emails a
 * confirmation link to the new address. Until the link is used, or for 24 hours, the account cannot sign
 * in (getCurrentUser and the login both honour emailChangeBlockedUntil).
 */
export async function requestEmailChange(
  payload: Payload,
  { userId, newEmail, password, lang = 'en' }: { userId: number | string; newEmail: string; password: string; lang?: string },
  now = Date.now(),
): Promise<{ ok: true; email: string } | Failure> {
  const email = normaliseEmail(newEmail)
  if (!(await passwordMatches(payload, userId, password))) return fail('account:errors.currentPasswordIncorrect', undefined, 'Password')
  if (await emailInUse(payload, email, userId)) return fail('account:errors.emailInUse', undefined, 'Email')
  // The signed-in role model proved their password above: their own address and name, through the database adapter.
  const account = await payload.db.findOne<Pick<RoleModel, 'id' | 'email' | 'firstName'>>({ collection: 'role-models', where: { id: { equals: userId } }, select: { email: true, firstName: true } })
  if (!account) return fail('account:errors.currentPasswordIncorrect', undefined, 'Password')
  if (normaliseEmail(account.email) === email) return fail('account:errors.emailInUse', undefined, 'Email')
  const token = randomToken()
  await payload.update({
    collection: 'role-models',
    id: userId,
    data: { pendingEmail: email, emailChangeToken: hash(token), emailChangeBlockedUntil: new Date(now + EMAIL_CHANGE_BLOCK_MS).toISOString() },
    // The password proved the account; these fields are the system's.
    overrideAccess: true,
  })
  await sendAccountEmail(payload, 'confirmEmailChange', { to: email, name: account.firstName, path: `/account/confirm-email?token=${encodeURIComponent(token)}`, lang })
  return { ok: true, email }
}

export type ConfirmOutcome = { status: 'confirmed'; email: string } | { status: 'expired' } | { status: 'in-use' }

/** Follows the confirmation link: the new address becomes the account's email and sign-in opens again. */
export async function confirmEmailChange(payload: Payload, token: string | null, now = Date.now()): Promise<ConfirmOutcome> {
  if (!token) return { status: 'expired' }
  // The emailed token proves the account (read through the database adapter); its writes are the system's.
  const account = await payload.db.findOne<Pick<RoleModel, 'id' | 'pendingEmail' | 'emailChangeBlockedUntil'>>({
    collection: 'role-models', where: { emailChangeToken: { equals: hash(token) } }, select: { pendingEmail: true, emailChangeBlockedUntil: true },
  })
  if (!account?.pendingEmail) return { status: 'expired' }
  const email = account.pendingEmail
  const outcome = await confirmOutcome(payload, account.id, email, account.emailChangeBlockedUntil, now)
  const clear = { pendingEmail: null, emailChangeToken: null, emailChangeBlockedUntil: null }
  // Whatever the outcome, the change waiting is cleared; confirmed, the new address becomes the account's. Whoever
  // follows the link may be signed out: the emailed token proved the account, and these fields are the system's.
  await payload.update({ collection: 'role-models', id: account.id, data: outcome.status === 'confirmed' ? { ...clear, email, _verified: true } : clear, overrideAccess: true })
  return outcome
}

/** What a confirmation link does: nothing once its day is over, nothing when another account took the address meanwhile. */
async function confirmOutcome(payload: Payload, id: number | string, email: string, blockedUntil: string | null | undefined, now: number): Promise<ConfirmOutcome> {
  if (!blockedUntil || new Date(blockedUntil).getTime() <= now) return { status: 'expired' }
  const taken = await payload.db.count({ collection: 'role-models', where: { and: [{ email: { equals: email } }, { id: { not_equals: id } }] } })
  return taken.totalDocs > 0 ? { status: 'in-use' } : { status: 'confirmed', email }
}
