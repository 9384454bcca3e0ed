import type { Field, FieldAccess } from 'payload'
import { STORED_LANGUAGES } from '../app/domain/accounts/language'
import { isStaffUser, userOf, type UserCollection } from './access'

/**
 * The person's language (decision 0042): pages after sign-in and every email to them use it. A select, so Payload
 * refuses any value but en or mi. Read by the person and staff; written by staff in the admin, and by the person only
 * through the language switch (app/domain/accounts/language.server.ts, which writes their own record alone).
 */
export function languageField(collection: UserCollection): Field {
  const selfOrStaff: FieldAccess = ({ req, id, doc }) => {
    if (isStaffUser(req)) return true
    const user = userOf(req)
    const own = id ?? doc?.id
    return user?.collection === collection && own != null && String(own) === String(user.id)
  }
  return {
    name: 'language',
    type: 'select',
    defaultValue: 'en',
    options: STORED_LANGUAGES.map((value) => ({ value, label: value === 'mi' ? 'Te reo Māori' : 'English' })),
    access: { read: selfOrStaff, update: isStaffUserField, create: isStaffUserField },
    admin: { description: 'The language of this person\'s pages after sign-in and of every email sent to them.' },
  }
}

const isStaffUserField: FieldAccess = ({ req }) => isStaffUser(req)
