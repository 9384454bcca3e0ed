import type { Access } from 'payload'
import { isStaffUser, teacherSchoolId, userOf } from '../access'

/** Staff see all events; teachers their school's; role models the events they were invited to. */
export const readEvents: Access = async ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school != null) return { school: { equals: school } }
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
  const ids = invitations.docs.map((doc) => (typeof doc.event === 'object' ? doc.event?.id : doc.event)).filter(Boolean)
  return { id: { in: ids.length ? ids : [-1] } }
}

/** Teachers change only their own school's events. */
export const teacherOfSchool: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  return school == null ? false : { school: { equals: school } }
}

export const isTeacherWithSchool: Access = ({ req }) => isStaffUser(req) || teacherSchoolId(req) != null
