import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import { acceptedWhere, askedToWhere, attendanceEventsWhere, schoolEventsWhere } from '../../app/domain/access/rules'
import { RECORD_ATTENDANCE_CONTEXT } from '../../app/domain/attendance/attendance'
import { isStaffUser, lookupIds, teacherSchoolId, userOf } from '../access'

/** Staff see all events; teachers their school's; role models the events they were invited to. */
export const readEvents: Access = async ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school != null) return schoolEventsWhere(school)
  const user = userOf(req)
  if (user?.collection !== 'role-models') return false
  const ids = await lookupIds(req, 'event-role-models', askedToWhere(user.id), 'event')
  return { id: { in: ids.length ? ids : [-1] } }
}

/**
 * Teachers change their own school's events while they are drafts or active; cancelled and done events are history,
 * but for the attendance save (its context flag), which records a live or finished event's attendance and nothing else.
 */
export const updateEvents: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school == null) return false
  if (req.context?.[RECORD_ATTENDANCE_CONTEXT] === true) return attendanceEventsWhere(school)
  return { and: [schoolEventsWhere(school), { status: { in: ['draft', 'active'] } }] }
}

/** Only drafts are deleted (discarding, spec section 4); teachers only their own school's. */
export const deleteDrafts: Access = ({ req }) => {
  const drafts: Where = { status: { equals: 'draft' } }
  if (isStaffUser(req)) return drafts
  const school = teacherSchoolId(req)
  return school == null ? false : { and: [schoolEventsWhere(school), drafts] }
}

export const isTeacherWithSchool: Access = ({ req }) => isStaffUser(req) || teacherSchoolId(req) != null

/** Role models never read why an event was cancelled. */
export const notRoleModels: FieldAccess = ({ req }) => userOf(req)?.collection !== 'role-models'

// One lookup per request, however many events and fields are read in it.
const acceptedByRequest = new WeakMap<PayloadRequest, Promise<Set<string>>>()

function acceptedEventIds(req: PayloadRequest, roleModelId: number | string): Promise<Set<string>> {
  let ids = acceptedByRequest.get(req)
  if (!ids) {
    ids = lookupIds(req, 'event-role-models', acceptedWhere(roleModelId), 'event')
      .then((found) => new Set(found.map(String)))
    acceptedByRequest.set(req, ids)
  }
  return ids
}

/** Meeting links, passwords and pre-event details: role models only once they accepted this event. */
export const acceptedRoleModelsOnly: FieldAccess = async ({ req, doc, id }) => {
  const user = userOf(req)
  if (user?.collection !== 'role-models') return true
  const eventId = id ?? (doc as { id?: number | string } | undefined)?.id
  if (eventId == null) return false
  return (await acceptedEventIds(req, user.id)).has(String(eventId))
}
