import type { Access, FieldAccess } from 'payload'
import { isStaffUser, teacherSchoolId, userOf } from '../access'
import { visibleToTeachersWhere } from '../../app/domain/vetting/visibility'
import { contactVisibleInRequest } from '../../app/domain/profiles/contact-access.server'
import { SCHEDULE_DELETION_CONTEXT } from '../../app/domain/accounts/rules'

export const readRoleModels: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  if (user?.collection === 'role-models') return { id: { equals: user.id } }
  if (user?.collection === 'teachers') return visibleToTeachersWhere()
  return false
}

/**
 * Contact and hosting details (phone, access needs, support-person needs): staff and the role model themself; a
 * teacher only under the contact rule (app/domain/profiles/contact-access.server.ts, docs/decisions/0040).
 */
export const readContactField: FieldAccess = async ({ req, doc, id }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  const roleModelId = id ?? doc?.id
  if (user?.collection === 'role-models') return roleModelId != null && String(roleModelId) === String(user.id)
  const school = teacherSchoolId(req)
  if (school == null || roleModelId == null) return false
  return contactVisibleInRequest(req, school, roleModelId)
}

/** Private account fields: staff and the role model themself. */
export const selfOrStaffField: FieldAccess = ({ req, doc, id }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  const roleModelId = id ?? doc?.id
  return user?.collection === 'role-models' && roleModelId != null && String(roleModelId) === String(user.id)
}


/** The scheduled deletion (date and reason): staff, and the role model themself through the deletion only (its context flag). */
export const ownDeletionField: FieldAccess = (args) =>
  isStaffUser(args.req) || (args.req.context?.[SCHEDULE_DELETION_CONTEXT] === true && selfOrStaffField(args))
