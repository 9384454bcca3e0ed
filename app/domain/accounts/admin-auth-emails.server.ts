import type { Payload, PayloadRequest } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import { sendAccountEmail } from './emails.server'
import { storedLanguage } from './language'
import { normaliseEmail } from './rules'
import { sendVerification } from './sign-up.server'

/**
 * The account emails Payload itself would send for a role model (decision 0048): the verification when staff create an
 * account in the admin, and a reset asked for through Payload's own forgot-password (staff only, through the CMS API
 * gate). Payload's sending is switched off (`collections/RoleModels/emails.ts`) and these send the product's own
 * emails instead, in the recipient's stored language, as every other email to a person.
 */
export async function sendCreatedAccountVerification(payload: Payload, account: { id: number | string; email: string; firstName?: string | null; language?: unknown }) {
  await sendVerification(payload, account, storedLanguage(account.language))
}

/** The reset link for Payload's own forgot-password; nothing for an address without an account or one being deleted. */
export async function sendRequestedReset({ payload, req, email, token }: { payload: Payload; req?: PayloadRequest; email: string; token: string }) {
  // Payload's forgot-password (staff only) made the token for this address; the link goes only to the address itself.
  const account = await payload.db.findOne<Pick<RoleModel, 'id' | 'email' | 'firstName' | 'language' | 'deleteAt'>>({
    collection: 'role-models', where: { email: { equals: normaliseEmail(email) } }, select: { email: true, firstName: true, language: true, deleteAt: true }, req,
  })
  if (!account || account.deleteAt) return
  await sendAccountEmail(payload, 'resetPassword', {
    to: account.email, name: account.firstName, path: `/account/log-in/reset-password?token=${encodeURIComponent(token)}`, lang: storedLanguage(account.language),
  })
}
