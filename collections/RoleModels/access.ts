import type { Access, FieldAccess } from 'payload'
import { isStaffUser, teacherSchoolId, userOf } from '../access'
import { visibleToTeachersWhere } from '../../app/domain/vetting/visibility'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { unableToTakePart } from '../../app/domain/vetting/participation.server'

export const readRoleModels: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  if (user?.collection === 'role-models') return { id: { equals: user.id } }
  if (user?.collection === 'teachers') return visibleToTeachersWhere()
  return false
}

/** Staff and the role model themself; a teacher only once the role model accepted an event of the teacher's school. */
export const readPhoneNumber: FieldAccess = async ({ req, doc, id }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  const roleModelId = id ?? doc?.id
  if (user?.collection === 'role-models') return roleModelId != null && String(roleModelId) === String(user.id)
  const school = teacherSchoolId(req)
  if (school == null || roleModelId == null) return false
  // Only while the role model may still take part: a released place shows no phone number.
  if ((await unableToTakePart(req.payload, [roleModelId], new Date(), req)).size) return false
  const accepted = await req.payload.count({
    collection: 'event-role-models',
    where: {
      and: [
        { roleModel: { equals: roleModelId } },
        { status: { equals: ROLE_MODEL_STATUS.accepted } },
        { 'event.school': { equals: school } },
      ],
    },
    req,
    overrideAccess: true,
  })
  return accepted.totalDocs > 0
}

/** Private account fields: staff and the role model themself. */
export const selfOrStaffField: FieldAccess = ({ req, doc, id }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  const roleModelId = id ?? doc?.id
  return user?.collection === 'role-models' && roleModelId != null && String(roleModelId) === String(user.id)
}

