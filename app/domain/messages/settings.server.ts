import type { Payload } from 'payload'
import type { SignedInUser } from '../accounts/users'

/** Whether a teacher or role model is emailed about new messages (on unless they turned it off): read with their session. */
export function messageEmailsOn(user: SignedInUser): boolean {
  return user.messageEmails !== false
}

/**
 * Turns a person's emails about new messages on or off, for themself only. A role model changes their own document
 * under the collection's access; teachers' documents are the system's (single sign-on writes them), so this one field
 * of the signed-in teacher's own is written by the system.
 */
export async function setMessageEmails(payload: Payload, user: SignedInUser, on: boolean): Promise<void> {
  if (user.collection === 'role-models') {
    await payload.update({ collection: 'role-models', id: user.id, data: { messageEmails: on }, user, overrideAccess: false, depth: 0, context: { skipEmail: true } })
  } else {
    // The signed-in teacher's own document (user.id, from their session), this one field only (see above).
    await payload.update({ collection: 'teachers', id: user.id, data: { messageEmails: on }, overrideAccess: true, depth: 0 })
  }
}
