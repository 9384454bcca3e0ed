import type { Access, Where } from 'payload'
import { isStaffUser, relationId, teacherSchoolId, userOf } from '../access'

/** Staff see all events; teachers their school's; role models the events they were invited to. */
export const readEvents: Access = async ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school != null) return { school: { equals: school } } as Where
  const user = userOf(req)
  if (user?.collection !== 'role-models') return false
  const invitations = await req.payload.find({
    collection: 'event-role-models',
    where: { and: [{ roleModel: { equals: user.id } }, { status: { in: [1, 2, 3, 5] } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { event: true },
    overrideAccess: true,
    req,
  })
  const ids = invitations.docs.map((doc) => relationId(doc.event)).filter((id) => id != null)
  return { id: { in: ids.length ? ids : [-1] } } as Where
}

/** Teachers change only their own school's events. */
export const teacherOfSchool: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  return school == null ? false : ({ school: { equals: school } } as Where)
}

export const isTeacherWithSchool: Access = ({ req }) => isStaffUser(req) || teacherSchoolId(req) != null
