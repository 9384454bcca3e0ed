import type { Payload } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import { normaliseEmail } from './rules'

/** The role-model account with this email (any state), with the hidden auth fields the flows need. */
export async function findAccountByEmail(payload: Payload, email: string): Promise<RoleModel | null> {
  // For the sign-in, sign-up and reset flows before anyone is signed in: the flow itself proves the account (password,
  // token or link) before anything is shown or changed.
  const result = await payload.find({
    collection: 'role-models',
    where: { email: { equals: normaliseEmail(email) } },
    limit: 1,
    depth: 0,
    // No one signed in yet: the flow proves the account before anything is shown (above).
    overrideAccess: true,
    showHiddenFields: true,
  })
  return result.docs[0] ?? null
}

export async function findAccountById(payload: Payload, id: number | string): Promise<RoleModel | null> {
  // As above: the caller's signed link or session names the account.
  const doc = await payload.findByID({ collection: 'role-models', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  return doc ?? null
}

/** Whether an address is taken: by an account, or as another account's unconfirmed new address. */
export async function emailInUse(payload: Payload, email: string, exceptId?: number | string): Promise<boolean> {
  const value = normaliseEmail(email)
  // A yes or no only, through the database adapter: nothing of the accounts is shown.
  const result = await payload.db.count({
    collection: 'role-models',
    where: {
      and: [
        {
          or: [
            { email: { equals: value } },
            { and: [{ pendingEmail: { equals: value } }, { emailChangeBlockedUntil: { greater_than: new Date().toISOString() } }] },
          ],
        },
        ...(exceptId != null ? [{ id: { not_equals: exceptId } }] : []),
      ],
    },
  })
  return result.totalDocs > 0
}
