import { schoolSessionReach, sessionStudents } from '../sessions/records.server'
import type { Payload, Where } from 'payload'
import type { Event, EventRoleModel, Feedback } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { studentsForTotals } from '../attendance/attendance'
import { cameToEvent } from '../feedback/feedback'
import { eventEndsAt } from '../calendar/event-times'
import { roleModelsWhoCame } from '../feedback/feedback.server'
import { eventDateToStored, nzDate, storedToEventDate } from '../shared/dates'
import { relationId } from '../shared/relations'
import { eventHours, totalHours } from './hours'
import { acceptedWhere, isAccepted, ownFeedbackWhere } from '../access/rules'
import { schoolNames } from '../invitations/school-names.server'
import { idKey } from '../shared/ids'

/**
 * Each person's record (docs/decisions/0037): a role model's events attended, students reached, schools, hours and
 * thank-you notes; a school's past events with the role models who came, the students and the feedback it gave.
 */
type Id = number | string

export const RECORD_EVENTS_PER_PAGE = 20
const RECORD_FIELDS = { kind: true, title: true, type: true, date: true, arrivalTime: true, startTime: true, endTime: true, school: true, numberOfStudents: true, studentsAttended: true, attendanceRecordedAt: true, status: true } as const
type RecordEvent = Pick<Event, 'id' | 'kind' | 'title' | 'type' | 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'school' | 'numberOfStudents' | 'studentsAttended' | 'attendanceRecordedAt' | 'status'>

export type RecordTotals = { events: number; students: number; unconfirmed: boolean; schools: number; hours: number; roleModels?: number; sessions?: number }
export type RoleModelRecordEvent = { id: Id; title: string; type: string; date: string | null; schoolName: string; students: number; confirmed: boolean; hours: number }
export type ThankYouNote = { eventId: Id; eventTitle: string; date: string | null; schoolName: string; text: string }

const pageOf = <T>(list: T[], page: number, perPage: number) => list.slice((page - 1) * perPage, page * perPage)

/** An event is in a record once it has ended, live or finished (never a draft or a cancelled one). */
const isPast = (event: RecordEvent, now: Date) => (event.status === 'active' || event.status === 'done') && Boolean(eventEndsAt(event) && eventEndsAt(event)! <= now)

/** A role model's place on an event, as much of it as the record reads. */
type PlaceRow = Pick<EventRoleModel, 'id' | 'event' | 'status' | 'attended'>

/** A past event a role model came to, with its school's name; a thank-you note to them, with its school's name. */
export type RoleModelRecordReads = {
  events: (RecordEvent & { schoolName: string })[]
  notes: { event: Id; school: Id | null; schoolName: string; thankYou: string }[]
}

/** What a role model's record reads before its schools are named: the events they came to and the notes left them. */
export type RoleModelRecordSources = { events: RecordEvent[]; notes: Pick<Feedback, 'id' | 'event' | 'school' | 'thankYou'>[] }

/**
 * What a role model's record is made of: the events they came to that have ended (attending at the end, not recorded
 * absent; newest first), and the thank-you notes teachers left them (newest first; read as the role model, so the
 * ratings about them stay hidden). Four reads at depth 0: their accepted places, the events they came to, the notes,
 * and the schools named.
 */
export async function roleModelRecordReads(payload: Payload, roleModel: SignedInUser, now: Date, places?: PlaceRow[]): Promise<RoleModelRecordReads> {
  const sources = await roleModelRecordSources(payload, roleModel, now, places)
  return namedRecordReads(sources, await schoolNames(payload, recordSchoolIds(sources)))
}

/** The record's reads but the schools' names (the landing names them with its other lists' in one read). */
export async function roleModelRecordSources(payload: Payload, roleModel: SignedInUser, now: Date, places?: PlaceRow[]): Promise<RoleModelRecordSources> {
  if (roleModel.collection !== 'role-models') return { events: [], notes: [] }
  const [came, notes] = await Promise.all([
    // By the system, under the rows' rule for this role model's accepted places (which also proves the events' rule:
    // they were asked to them), so the events are read by id. The landing has read their places already.
    places
      ? places.filter(isAccepted)
      : payload.db.find<PlaceRow>({
        collection: 'event-role-models', where: acceptedWhere(roleModel.id), select: { event: true, status: true, attended: true }, limit: 0, pagination: false,
      }).then(({ docs }) => docs),
    // Their own feedback (the collection's rule for them), only the notes' fields a role model reads: no rating.
    payload.db.find<Pick<Feedback, 'id' | 'event' | 'school' | 'thankYou'>>({
      collection: 'feedback', where: { and: [ownFeedbackWhere(roleModel.id), { kind: { equals: 'role-model' } }, { thankYou: { exists: true } }] },
      select: { event: true, school: true, thankYou: true }, sort: ['-updatedAt', '-id'], limit: 0, pagination: false,
    }),
  ])
  const eventIds = came.filter(cameToEvent).map((row) => relationId(row.event)).filter((id) => id != null)
  const events = eventIds.length
    ? (await payload.db.find<RecordEvent>({
      collection: 'events', where: { and: [{ id: { in: eventIds } }, { status: { in: ['active', 'done'] } }, { date: { less_than_equal: eventDateToStored(nzDate(now)) } }] },
      select: RECORD_FIELDS, sort: ['-date', '-id'], limit: 0, pagination: false,
    })).docs
    : []
  // A programme session they presented counts its classes' students (issue 53): registered, else watched once all recorded.
  const sessions = await sessionStudents(payload, events.filter((event) => event.kind === 'programme').map((event) => event.id))
  for (const event of events) {
    const reach = sessions.get(idKey(event.id))
    if (event.kind !== 'programme') continue
    event.numberOfStudents = reach?.planned ?? 0
    event.studentsAttended = reach?.recorded ? reach.watched : null
    event.attendanceRecordedAt = reach?.recorded ? event.date ?? null : null
  }
  return { events, notes: notes.docs }
}

/** The schools the record names: its events' and its notes'. */
export const recordSchoolIds = (sources: RoleModelRecordSources) => [...sources.events.map((event) => relationId(event.school)), ...sources.notes.map((doc) => relationId(doc.school))]

/** The record's reads with their schools' names (by `idKey`). */
export function namedRecordReads(sources: RoleModelRecordSources, names: Map<string, string>): RoleModelRecordReads {
  return {
    // Each field named: the adapter's documents carry every other field of the collection as undefined.
    events: sources.events.map((event) => ({
      id: event.id, title: event.title ?? null, type: event.type, date: event.date ?? null, arrivalTime: event.arrivalTime ?? null, startTime: event.startTime ?? null,
      endTime: event.endTime ?? null, school: event.school, numberOfStudents: event.numberOfStudents ?? null, studentsAttended: event.studentsAttended ?? null,
      attendanceRecordedAt: event.attendanceRecordedAt ?? null, status: event.status, schoolName: names.get(idKey(relationId(event.school))) ?? '',
    })),
    notes: sources.notes.map((doc) => ({ event: relationId(doc.event)!, school: relationId(doc.school) ?? null, schoolName: names.get(idKey(relationId(doc.school))) ?? '', thankYou: doc.thankYou ?? '' })),
  }
}

/**
 * A role model's record: the events they came to that have ended, the students reached (recorded, or planned and
 * flagged unconfirmed), the schools, the hours from the event times, and the thank-you notes teachers left them. The
 * events newest first, a page at a time; the totals over all of them.
 */
export async function roleModelRecord({ payload, roleModel, page = 1, perPage = RECORD_EVENTS_PER_PAGE, now = new Date(), places }: {
  payload: Payload; roleModel: SignedInUser; page?: number; perPage?: number; now?: Date
  /** The role model's places already read (the landing's invitations and accepted places). */
  places?: PlaceRow[]
}) {
  return roleModelRecordOf(await roleModelRecordReads(payload, roleModel, now, places), { page, perPage, now })
}

/** The record from its reads (the landing's, read with its other lists). */
export function roleModelRecordOf(reads: RoleModelRecordReads, { page = 1, perPage = RECORD_EVENTS_PER_PAGE, now }: { page?: number; perPage?: number; now: Date }) {
  const events = reads.events.filter((event) => isPast(event, now))
  const list: RoleModelRecordEvent[] = events.map((event) => ({
    id: event.id, title: event.title?.trim() ?? '', type: event.type, date: storedToEventDate(event.date), schoolName: event.schoolName,
    ...studentsForTotals(event), hours: eventHours(event),
  }))
  const byId = new Map(list.map((event) => [String(event.id), event]))
  const thankYouNotes: ThankYouNote[] = reads.notes.filter((note) => note.thankYou.trim()).map((note) => {
    const event = byId.get(String(note.event))
    return { eventId: note.event, eventTitle: event?.title ?? '', date: event?.date ?? null, schoolName: note.schoolName, text: note.thankYou.trim() }
  })
  const totals: RecordTotals = {
    events: list.length,
    students: list.reduce((sum, event) => sum + event.students, 0),
    unconfirmed: list.some((event) => !event.confirmed),
    schools: new Set(events.map((event) => String(relationId(event.school)))).size,
    hours: totalHours(list.map((event) => event.hours)),
  }
  const totalPages = perPage > 0 ? Math.max(1, Math.ceil(list.length / perPage)) : 1
  return { totals, events: pageOf(list, page, perPage), page, totalPages, thankYouNotes }
}

export type SchoolRecordEvent = {
  id: Id; title: string; type: string; date: string | null; students: number; confirmed: boolean
  roleModels: { roleModelId: Id; name: string; ratings: number[] }[]
  eventRatings: number[]
  comments: string[]
}

/** The school's past events: ended, live or finished, newest first. */
const schoolPastWhere = (school: Id, now: Date): Where => ({
  and: [{ school: { equals: school } }, { status: { in: ['active', 'done'] } }, { date: { less_than_equal: eventDateToStored(nzDate(now)) } }],
})

async function describeSchoolEvents(payload: Payload, teacher: SignedInUser, events: RecordEvent[]): Promise<SchoolRecordEvent[]> {
  const ids = events.map((event) => event.id)
  if (!ids.length) return []
  const [came, feedback] = await Promise.all([
    roleModelsWhoCame(payload, ids),
    // Read as the teacher: the collection's rules leave out the role models' ratings of the school.
    payload.find({ collection: 'feedback', where: { event: { in: ids } }, select: { event: true, kind: true, roleModel: true, rating: true, comment: true }, sort: 'createdAt', depth: 0, limit: 0, pagination: false, overrideAccess: false, user: teacher }),
  ])
  return events.map((event) => {
    const answers = feedback.docs.filter((doc) => String(relationId(doc.event)) === String(event.id))
    const ofEvent = answers.filter((doc) => doc.kind === 'event')
    return {
      id: event.id, title: event.title?.trim() ?? '', type: event.type, date: storedToEventDate(event.date), ...studentsForTotals(event),
      roleModels: (came.get(String(event.id)) ?? []).map((person) => ({
        ...person,
        ratings: answers.filter((doc) => doc.kind === 'role-model' && String(relationId(doc.roleModel)) === String(person.roleModelId)).map((doc) => doc.rating),
      })),
      eventRatings: ofEvent.map((doc) => doc.rating),
      comments: ofEvent.map((doc) => doc.comment?.trim() ?? '').filter(Boolean),
    }
  })
}

/**
 * The school's record, for a teacher of the school: its past events a page at a time (the school, status and date
 * index), each with the role models who came, the students (recorded, or planned and flagged unconfirmed) and the
 * ratings its teachers gave; the totals over all its past events.
 */
export async function schoolRecord({ payload, teacher, page = 1, perPage = RECORD_EVENTS_PER_PAGE, now = new Date() }: { payload: Payload; teacher: SignedInUser; page?: number; perPage?: number; now?: Date }) {
  if (teacher.collection !== 'teachers') return null
  const school = relationId(teacher.school)!
  const all = (await payload.find({
    collection: 'events', where: schoolPastWhere(school, now), select: RECORD_FIELDS, sort: '-date', depth: 0, limit: 0, pagination: false, overrideAccess: false, user: teacher,
  })).docs.filter((event) => isPast(event as RecordEvent, now)) as RecordEvent[]
  const came = await roleModelsWhoCame(payload, all.map((event) => event.id))
  const counted = all.map((event) => studentsForTotals(event))
  const totals: RecordTotals = {
    events: all.length,
    students: counted.reduce((sum, value) => sum + value.students, 0),
    unconfirmed: counted.some((value) => !value.confirmed),
    schools: 1,
    hours: totalHours(all.map(eventHours)),
    roleModels: new Set([...came.values()].flat().map((person) => String(person.roleModelId))).size,
  }
  // Its classes that watched programme sessions count in its students reached (issue 53).
  const reach = await schoolSessionReach(payload, school, now)
  if (reach.sessions) {
    totals.students += reach.students
    totals.sessions = reach.sessions
  }
  const totalPages = Math.max(1, Math.ceil(all.length / perPage))
  return { totals, page, totalPages, events: await describeSchoolEvents(payload, teacher, pageOf(all, page, perPage)) }
}

/** Every past event of the teacher's school, described as on the record page (for the CSV export). */
export async function schoolRecordAll({ payload, teacher, now = new Date() }: { payload: Payload; teacher: SignedInUser; now?: Date }): Promise<SchoolRecordEvent[]> {
  if (teacher.collection !== 'teachers') return []
  const all = (await payload.find({
    collection: 'events', where: schoolPastWhere(relationId(teacher.school)!, now), select: RECORD_FIELDS, sort: '-date', depth: 0, limit: 0, pagination: false, overrideAccess: false, user: teacher,
  })).docs.filter((event) => isPast(event as RecordEvent, now)) as RecordEvent[]
  return describeSchoolEvents(payload, teacher, all)
}

/** The school record as a table (header and rows) for `toCsv`; `t` names the columns and words. */
export function schoolRecordTable(events: SchoolRecordEvent[], t: (key: string) => string): { header: string[]; rows: (string | number | null)[][] } {
  const average = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null)
  return {
    header: ['date', 'event', 'type', 'students', 'studentsConfirmed', 'cameLabel', 'roleModelRatings', 'eventRating', 'comments'].map((key) => t(`records.${key}`)),
    rows: events.map((event) => [
      event.date, event.title, event.type, event.students, event.confirmed ? t('records.yes') : t('records.no'),
      event.roleModels.map((person) => person.name).join('; '),
      event.roleModels.map((person) => `${person.name}: ${person.ratings.join('/') || '-'}`).join('; '),
      average(event.eventRatings),
      event.comments.join(' | '),
    ]),
  }
}
