import type { Payload } from 'payload'
import { emailInUse, findAccountByEmail, findAccountById } from './accounts.server'
import { sendAccountEmail } from './emails.server'
import { accountAttempt } from './limits.server'
import { fail } from './messages'
import type { Failure } from './messages'
import { normaliseEmail } from './rules'
import { storedLanguage } from './language'
import { readToken, signToken, VERIFICATION_LINK_TTL_MS, VERIFY_PURPOSE } from './tokens.server'

export { VERIFICATION_LINK_TTL_MS, VERIFY_PURPOSE }

export type SignUpData = { firstName: string; surname: string; email: string; password: string }

export async function sendVerification(payload: Payload, account: { id: number | string; email: string; firstName?: string | null }, lang: string) {
  const token = signToken(VERIFY_PURPOSE, account.id, account.email, VERIFICATION_LINK_TTL_MS)
  await sendAccountEmail(payload, 'verify', { to: account.email, name: account.firstName, path: `/account/verify?token=${encodeURIComponent(token)}`, lang })
}

/**
 * Creates an unverified role-model account and emails its verification link. An address already used
 * (including by an account waiting for deletion, until it is removed) is refused.
 */
export async function signUpRoleModel(payload: Payload, data: SignUpData, lang = 'en'): Promise<{ ok: true; email: string } | Failure> {
  const email = normaliseEmail(data.email)
  if (await emailInUse(payload, email)) return fail('account:errors.emailExists', { value: email }, 'Email')
  // Anyone may sign up: the system creates the account (unverified) with only the fields above.
  const account = await payload.create({
    collection: 'role-models',
    // The generated type requires checkStatus (a required field) although the collection defaults it to this.
    data: { email, password: data.password, firstName: data.firstName.trim(), surname: data.surname.trim(), checkStatus: 'not-received', language: storedLanguage(lang) },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  await sendVerification(payload, { id: account.id, email, firstName: account.firstName }, lang)
  return { ok: true, email }
}

export type VerifyOutcome = 'verified' | 'already-verified' | 'expired' | 'invalid'

/** Follows a verification link: verifies the account unless the link expired or no longer matches it. */
export async function verifyEmailLink(payload: Payload, token: string | null, now = Date.now()): Promise<VerifyOutcome> {
  const check = readToken(token, VERIFY_PURPOSE, now)
  if (check.status === 'invalid') return 'invalid'
  const account = await findAccountById(payload, check.id)
  if (!account || normaliseEmail(account.email) !== check.email) return 'invalid'
  if (account._verified) return 'already-verified'
  if (check.status === 'expired') return 'expired'
  // The signed verification link proved the account.
  await payload.update({ collection: 'role-models', id: account.id, data: { _verified: true, _verificationToken: null }, overrideAccess: true })
  return 'verified'
}

/**
 * Sends a new verification link. Unknown addresses get the same answer as waiting ones (no account
 * discovery); an already-verified account is told so, as the spec asks.
 */
export async function resendVerification(payload: Payload, email: string, lang = 'en'): Promise<{ ok: true; alreadyVerified: boolean } | Failure> {
  const address = normaliseEmail(email)
  const wait = await accountAttempt(payload, 'resend', address)
  if (wait) return fail('common:errors.tooManyRequests', { minutes: wait })
  const account = await findAccountByEmail(payload, address)
  if (!account || account.deleteAt) return { ok: true, alreadyVerified: false }
  if (account._verified) return { ok: true, alreadyVerified: true }
  await sendVerification(payload, account, lang)
  return { ok: true, alreadyVerified: false }
}
