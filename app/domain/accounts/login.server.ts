import { AuthenticationError, LockedAuth, UnverifiedEmail } from 'payload'
import type { Payload } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import { formatDisplayDate, nzDate } from '~/domain/shared/dates'
import { findAccountByEmail } from './accounts.server'
import { signInBlock } from './eligibility'
import { checkDummyPassword } from './dummy-password.server'
import { signInSucceeded, startSignIn, waitMinutes } from './sign-in-lock.server'
import { fail } from './messages'
import type { Failure } from './messages'
import { normaliseEmail } from './rules'

export type LoginResult =
  | { ok: true; user: RoleModel }
  /** The account is scheduled for deletion: the visitor goes to account-will-be-deleted. */
  | { ok: false; deleteDate: string; message: string }
  /** `tooMany`: refused by the per-account limit (decision 0080) whatever the password; pages answer 429. */
  | (Failure & { tooMany?: true })

/** Minutes until a blocked account opens again (at least 1). */
function minutesUntil(iso: string | null | undefined, now: number) {
  if (!iso) return 15
  return Math.max(1, Math.round((new Date(iso).getTime() - now) / 60_000))
}

/**
 * Checks a role model's email and password with Payload (which counts failures and locks the account
 * after 5 for 15 minutes), then the account's own state: verified, not scheduled for deletion, not
 * waiting for an email change to be confirmed.
 *
 * Failed sign-ins are also limited per email, whether or not an account has it (decision 0080): each attempt is
 * counted before the password is checked and taken back once the password proves right; past
 * RATE_LIMIT_AUTH_PER_ACCOUNT failures in the window every attempt, the right password too, answers 'Too many
 * attempts' for a wait that grows with each attempt. The page and the legacy `/Security/LoginForm` both come here.
 *
 * The answer does not tell which emails have accounts (ADR 0012): an unknown email, a wrong password and a
 * locked account get the same message, and take as long, because the first and the last (which Payload answers
 * without hashing) check a dummy password. Only the right password learns more (verify first, deletion, email
 * change), as the spec requires.
 */
export async function logInRoleModel(payload: Payload, { email, password }: { email: string; password: string }, now = Date.now()): Promise<LoginResult> {
  const address = normaliseEmail(email)
  const gate = await startSignIn(payload, 'role-model', address)
  if (gate.waitMs) return { ...fail('common:errors.tooManyRequests', { minutes: waitMinutes(gate.waitMs) }), tooMany: true }
  // The attempt is already counted as a failure; only a password proved right takes it back.
  const refused = () => fail('account:errors.invalidCredentials')
  const account = await findAccountByEmail(payload, address)
  if (!account || (account.lockUntil && new Date(account.lockUntil).getTime() > now)) {
    await checkDummyPassword(password)
    return refused()
  }
  let user: RoleModel | undefined
  try {
    // Signing in is how the caller proves who they are; Payload checks the password.
    const result = await payload.login({ collection: 'role-models', data: { email: address, password }, overrideAccess: true, showHiddenFields: true, depth: 0 })
    user = result.user
  } catch (error) {
    if (error instanceof UnverifiedEmail) {
      await signInSucceeded(payload, 'role-model', address)
      return fail('account:errors.verifyFirst')
    }
    // LockedAuth: this failure reached the limit, or a parallel one did.
    if (error instanceof AuthenticationError || error instanceof LockedAuth) return refused()
    throw error
  }
  // Payload types the user as optional; it is there whenever login does not throw.
  if (!user) return refused()
  await signInSucceeded(payload, 'role-model', address)
  const block = signInBlock(user, now)
  if (block?.reason === 'will-be-deleted') {
    const deleteDate = nzDate(new Date(block.deleteAt))
    return { ok: false, deleteDate, message: `account:errors.willBeDeleted|${JSON.stringify({ date: formatDisplayDate(deleteDate) })}` }
  }
  if (block?.reason === 'email-change-pending') {
    return fail('account:errors.emailChangePending', { minutes: minutesUntil(block.until, now), hours: Math.ceil(minutesUntil(block.until, now) / 60) })
  }
  return { ok: true, user }
}
