import type { Payload } from 'payload'
import type { SignedInUser } from '~/domain/accounts/users'
import { schoolEventsWhere } from '../access/rules'
import { relationId } from '../shared/relations'
import type { DocId } from '../shared/ids'
import { isTeacher, validId } from './event-result'
import type { EventDoc } from './event-result'

/**
 * Every field of an event but the programme sessions' own (decision 0088: a school's events have none), whose year
 * levels cost the read a sub-select of its own.
 */
export const SCHOOL_EVENT_FIELDS = { description: false, yearLevels: false, maxClassrooms: false, classroomsTaken: false } as const

/** The event if the teacher's school owns it; null for unknown ids and other schools' events (routes 404). */
export async function getTeacherEvent({ payload, teacher, id }: { payload: Payload; teacher: SignedInUser; id: DocId }): Promise<EventDoc | null> {
  if (!isTeacher(teacher) || !validId(id)) return null
  const school = relationId(teacher.school)
  if (school == null) return null
  // Every event page starts here. The teacher's read rule (their school's events) is in the query, every field of an
  // event is theirs to read and events have no read hooks: so the database adapter answers what the access-checked
  // read answers, without its walk over every field (decision 0054; a test holds them equal).
  const { docs } = await payload.db.find<EventDoc>({
    collection: 'events', where: { and: [{ id: { equals: id } }, schoolEventsWhere(school)] }, select: SCHOOL_EVENT_FIELDS, limit: 1, pagination: false,
  })
  return docs[0] ?? null
}
