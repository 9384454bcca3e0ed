import type { RoleModel, Teacher } from '../../../cms/payload-types'

/**
 * What is read of a signed-in role model on every request: their own record's plain fields that sessions, the header
 * and the eligibility rules use. Reading the whole record (its many-to-many lists joined in) cost ~1-3 ms of CPU on
 * every role model page; the type below lets TypeScript refuse any use of a field not read (decision 0067).
 */
export const SIGNED_IN_ROLE_MODEL_FIELDS = {
  email: true, sessionVersion: true, language: true, firstName: true, surname: true, name: true,
  deleteAt: true, emailChangeBlockedUntil: true, checkStatus: true, checkExpiresAt: true, profileComplete: true,
  // Where and in what they take part: with the eligibility fields above, all the opportunities ask of them.
  region: true, industry: true, canDoInPersonEvent: true, canDoOnlineEvent: true,
  // Whether they are emailed about new messages (the thread pages' setting, a teacher's is on their record too).
  messageEmails: true,
} as const

// The signed-in role model or teacher; `collection` tells the two apart, as on the `user` Payload's access rules receive.
export type SignedInRoleModel = Pick<RoleModel, 'id' | keyof typeof SIGNED_IN_ROLE_MODEL_FIELDS> & { collection: 'role-models' }
export type SignedInTeacher = Teacher & { collection: 'teachers' }
export type SignedInUser = SignedInRoleModel | SignedInTeacher
