import type { Payload } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import type { SignedInRoleModel } from './users'
import { APIError } from 'payload'
import { findAccountByEmail } from './accounts.server'
import { sendAccountEmail } from './emails.server'
import { accountAttempt } from './limits.server'
import { fail } from './messages'
import type { Failure } from './messages'
import { normaliseEmail } from './rules'
import { clearSignInLock } from './sign-in-lock.server'

/**
 * Emails a single-use reset link (Payload's reset token, valid for the collection's forgotPassword
 * expiration, 2 hours). Always answers the same way, whether or not the address has an account.
 */
export async function requestPasswordReset(payload: Payload, email: string, lang = 'en'): Promise<{ ok: true } | Failure> {
  const address = normaliseEmail(email)
  const wait = await accountAttempt(payload, 'forgot', address)
  if (wait) return fail('common:errors.tooManyRequests', { minutes: wait })
  const account = await findAccountByEmail(payload, address)
  if (!account || account.deleteAt) return { ok: true }
  const token = await payload.forgotPassword({ collection: 'role-models', data: { email: address }, disableEmail: true })
  if (token) {
    await sendAccountEmail(payload, 'resetPassword', { to: address, name: account.firstName, path: `/account/log-in/reset-password?token=${encodeURIComponent(token)}`, lang })
  }
  return { ok: true }
}

/** Whether a reset link can still be used (exists, unused, unexpired). */
export async function resetTokenUsable(payload: Payload, token: string | null | undefined): Promise<boolean> {
  if (!token) return false
  const account = await payload.db.findOne({
    collection: 'role-models',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
  })
  return Boolean(account)
}

/** Sets the new password; the link stops working. Also unlocks an account locked by failed logins (Payload's lock and decision 0080's). */
export async function resetPassword(payload: Payload, { token, password }: { token: string; password: string }): Promise<{ ok: true } | Failure> {
  try {
    // The emailed reset token proves the account: Payload checks it, no access rule does (overriding access would only
    // widen what is read back, and only the id is used).
    const { user } = await payload.resetPassword({ collection: 'role-models', data: { token, password }, overrideAccess: false })
    // Payload's reset skips the collection's hooks, so end the account's sessions here.
    const id = (user as { id: number }).id // Payload types the reset's user loosely; it is the role model just reset.
    const account = await payload.db.findOne<Pick<RoleModel, 'id' | 'sessionVersion' | 'email'>>({ collection: 'role-models', where: { id: { equals: id } }, select: { sessionVersion: true, email: true } })
    // Nobody is signed in (the token proved the account) and sessionVersion is the system's field: written as the system.
    await payload.update({ collection: 'role-models', id, data: { sessionVersion: (account?.sessionVersion ?? 0) + 1 }, overrideAccess: true, depth: 0 })
    // The reset proved the account: its failed sign-ins and any lock on them are forgotten (decision 0080).
    if (account?.email) await clearSignInLock(payload, 'role-model', account.email)
    return { ok: true }
  } catch (error) {
    if (error instanceof APIError && error.status === 403) return fail('account:errors.resetExpired')
    throw error
  }
}

/**
 * Changes a signed-in role model's password after checking the current one. The change is theirs, under the
 * collection's rules (a role model updates their own record); its hook raises the session version, which is the
 * system's to read (staff-only through the API), so it is read back through the database adapter for the new session.
 */
export async function changePassword(
  payload: Payload,
  { user, currentPassword, newPassword }: { user: SignedInRoleModel; currentPassword: string; newPassword: string },
): Promise<{ ok: true; sessionVersion: number } | Failure> {
  if (!(await passwordMatches(payload, user.id, currentPassword))) return fail('account:errors.currentPasswordIncorrect', undefined, 'CurrentPassword')
  await payload.update({ collection: 'role-models', id: user.id, data: { password: newPassword }, user, overrideAccess: false, depth: 0 })
  const account = await payload.db.findOne<Pick<RoleModel, 'id' | 'sessionVersion'>>({ collection: 'role-models', where: { id: { equals: user.id } }, select: { sessionVersion: true } })
  return { ok: true, sessionVersion: account?.sessionVersion ?? 0 }
}

/**
 * Checks a signed-in account's password through Payload's login (so failures count towards the lockout
 * like any other attempt). Returns false for a wrong password or a locked account.
 */
export async function passwordMatches(payload: Payload, userId: number | string, password: string): Promise<boolean> {
  // The signed-in account's address, through the database adapter; the login below is the check itself.
  const account = await payload.db.findOne<Pick<RoleModel, 'id' | 'email'>>({ collection: 'role-models', where: { id: { equals: userId } }, select: { email: true } })
  if (!account) return false
  try {
    // Payload's login checks the password itself, no access rule does; the user it returns is not used.
    await payload.login({ collection: 'role-models', data: { email: account.email, password }, overrideAccess: false, depth: 0 })
    return true
  } catch {
    return false
  }
}

export { findAccountByEmail }
