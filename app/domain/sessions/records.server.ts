import type { Payload } from 'payload'
import { eventDateToStored, nzDate } from '../shared/dates'
import { idKey } from '../shared/ids'
import { relationId } from '../shared/relations'

type Id = number | string

/**
 * The students of programme sessions as the records count them (issue 53): the classes registered (planned) and, once
 * every registered class recorded it, the students who watched (confirmed). By session id.
 */
export async function sessionStudents(payload: Payload, sessionIds: Id[]): Promise<Map<string, { planned: number; watched: number; recorded: boolean }>> {
  const found = new Map<string, { planned: number; watched: number; recorded: boolean }>()
  if (!sessionIds.length) return found
  // By the system: counts only, never who registered.
  const rows = await payload.db.find<{ id: Id; session: Id; students: number; watched?: boolean | null; studentsWatched?: number | null; watchedRecordedAt?: string | null }>({
    collection: 'session-registrations', where: { and: [{ session: { in: sessionIds } }, { status: { equals: 'registered' } }] },
    select: { session: true, students: true, watched: true, studentsWatched: true, watchedRecordedAt: true }, limit: 0, pagination: false,
  })
  for (const row of rows.docs) {
    const key = idKey(relationId(row.session))
    const entry = found.get(key) ?? { planned: 0, watched: 0, recorded: true }
    entry.planned += row.students ?? 0
    entry.watched += row.watched ? row.studentsWatched ?? 0 : 0
    entry.recorded &&= Boolean(row.watchedRecordedAt)
    found.set(key, entry)
  }
  return found
}

/** A school's classes that watched past programme sessions: how many sessions, and the students who watched. */
export async function schoolSessionReach(payload: Payload, school: Id, now: Date): Promise<{ sessions: number; students: number }> {
  const rows = await payload.db.find<{ id: Id; session: Id; studentsWatched?: number | null }>({
    collection: 'session-registrations', where: { and: [{ school: { equals: school } }, { status: { equals: 'registered' } }, { watched: { equals: true } }] },
    select: { session: true, studentsWatched: true }, limit: 0, pagination: false,
  })
  if (!rows.docs.length) return { sessions: 0, students: 0 }
  const past = await payload.db.find<{ id: Id }>({
    collection: 'events', where: { and: [{ id: { in: rows.docs.map((row) => relationId(row.session)!) } }, { date: { less_than_equal: eventDateToStored(nzDate(now)) } }] },
    select: { id: true }, limit: 0, pagination: false,
  })
  const held = new Set(past.docs.map((doc) => idKey(doc.id)))
  const counted = rows.docs.filter((row) => held.has(idKey(relationId(row.session))))
  return { sessions: new Set(counted.map((row) => idKey(relationId(row.session)))).size, students: counted.reduce((sum, row) => sum + (row.studentsWatched ?? 0), 0) }
}
