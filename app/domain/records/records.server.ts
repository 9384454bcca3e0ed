import type { Payload, Where } from 'payload'
import type { Event } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { studentsForTotals } from '../attendance/attendance'
import { eventEndsAt } from '../calendar/event-times'
import { roleModelsWhoCame } from '../feedback/feedback.server'
import { cameToEvent } from '../feedback/feedback'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { eventDateToStored, nzDate, storedToEventDate } from '../shared/dates'
import { relationId } from '../shared/relations'
import { eventHours, totalHours } from './hours'
import { fastPathClient, sqlNumber, sqlText } from '../../lib/sqlite.server'
import type { SqlClient } from '../../lib/sqlite.server'

/**
 * Each person's record (docs/decisions/0037): a role model's events attended, students reached, schools, hours and
 * thank-you notes; a school's past events with the role models who came, the students and the feedback it gave.
 */
type Id = number | string

export const RECORD_EVENTS_PER_PAGE = 20
const RECORD_FIELDS = { title: true, type: true, date: true, arrivalTime: true, startTime: true, endTime: true, school: true, numberOfStudents: true, studentsAttended: true, attendanceRecordedAt: true, status: true } as const
type RecordEvent = Pick<Event, 'id' | 'title' | 'type' | 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'school' | 'numberOfStudents' | 'studentsAttended' | 'attendanceRecordedAt' | 'status'>

export type RecordTotals = { events: number; students: number; unconfirmed: boolean; schools: number; hours: number; roleModels?: number }
export type RoleModelRecordEvent = { id: Id; title: string; type: string; date: string | null; schoolName: string; students: number; confirmed: boolean; hours: number }
export type ThankYouNote = { eventId: Id; eventTitle: string; date: string | null; schoolName: string; text: string }

const pageOf = <T>(list: T[], page: number, perPage: number) => list.slice((page - 1) * perPage, page * perPage)

async function schoolNames(payload: Payload, ids: Id[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const found = await payload.find({ collection: 'schools', where: { id: { in: [...new Set(ids.map(String))] } }, select: { name: true }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
  return new Map(found.docs.map((doc) => [String(doc.id), doc.name ?? '']))
}

/** An event is in a record once it has ended, live or finished (never a draft or a cancelled one). */
const isPast = (event: RecordEvent, now: Date) => (event.status === 'active' || event.status === 'done') && Boolean(eventEndsAt(event) && eventEndsAt(event)! <= now)

/** A past event a role model came to, with its school's name; a thank-you note to them, with its school's name. */
export type RoleModelRecordReads = {
  events: (RecordEvent & { schoolName: string })[]
  notes: { event: Id; school: Id | null; schoolName: string; thankYou: string }[]
}

/**
 * What a role model's record is made of: the events they came to that have ended (attending at the end, not recorded
 * absent; newest first), and the thank-you notes teachers left them (newest first; read as the role model, so the
 * ratings about them stay hidden). One statement each on SQLite, Payload's reads elsewhere (a test holds them equal).
 */
export function roleModelRecordReads(payload: Payload, roleModel: SignedInUser, now: Date): Promise<RoleModelRecordReads> {
  const client = fastPathClient(payload)
  return client ? roleModelRecordReadsThroughSql(client, roleModel.id, now) : roleModelRecordReadsThroughPayload(payload, roleModel, now)
}

export async function roleModelRecordReadsThroughPayload(payload: Payload, roleModel: SignedInUser, now: Date): Promise<RoleModelRecordReads> {
  // The places accepted and the thank-you notes side by side; then the events; then every school named, in one read.
  const [rows, notes] = await Promise.all([
    payload.find({
      collection: 'event-role-models', where: { and: [{ roleModel: { equals: roleModel.id } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] },
      select: { event: true, status: true, attended: true }, depth: 0, limit: 0, pagination: false, overrideAccess: false, user: roleModel,
    }),
    payload.find({
      collection: 'feedback', where: { and: [{ roleModel: { equals: roleModel.id } }, { kind: { equals: 'role-model' } }, { thankYou: { exists: true } }] },
      select: { event: true, school: true, thankYou: true }, sort: ['-updatedAt', '-id'], depth: 0, limit: 0, pagination: false, overrideAccess: false, user: roleModel,
    }),
  ])
  const eventIds = rows.docs.filter(cameToEvent).map((row) => relationId(row.event)!)
  const events = eventIds.length
    ? (await payload.find({
      collection: 'events', where: { and: [{ id: { in: eventIds } }, { status: { in: ['active', 'done'] } }, { date: { less_than_equal: eventDateToStored(nzDate(now)) } }] },
      select: RECORD_FIELDS, sort: ['-date', '-id'], depth: 0, limit: 0, pagination: false, overrideAccess: true,
    })).docs as RecordEvent[]
    : []
  const names = await schoolNames(payload, [...events.map((event) => relationId(event.school)!), ...notes.docs.map((doc) => relationId(doc.school)!).filter((id) => id != null)])
  return {
    events: events.map((event) => ({ ...event, schoolName: names.get(String(relationId(event.school))) ?? '' })),
    notes: notes.docs.map((doc) => ({ event: relationId(doc.event)!, school: relationId(doc.school) ?? null, schoolName: names.get(String(relationId(doc.school))) ?? '', thankYou: doc.thankYou ?? '' })),
  }
}

/**
 * The same on SQLite. The role model's read rule for their places (their own rows, never a selection not yet sent) is
 * in the statement's WHERE (an accepted row is sent); the notes are their own role-model feedback, whose thank-you
 * note is theirs to read (the rating and comment are not read).
 */
export async function roleModelRecordReadsThroughSql(client: SqlClient, roleModel: Id, now: Date): Promise<RoleModelRecordReads> {
  const roleModelKey = Number(roleModel)
  if (!Number.isSafeInteger(roleModelKey)) return { events: [], notes: [] }
  const [events, notes] = await Promise.all([
    client.execute({
      sql: `SELECT e.id, e.title, e.type, e.date, e.arrival_time, e.start_time, e.end_time, e.school_id, e.number_of_students, e.students_attended,
        e.attendance_recorded_at, e.status, s.name AS school_name
        FROM events e LEFT JOIN schools s ON s.id = e.school_id
        WHERE e.id IN (SELECT r.event_id FROM event_role_models r WHERE r.role_model_id = ? AND r.status = ? AND (r.attended IS NULL OR r.attended <> 0))
        AND e.status IN ('active', 'done') AND e.date <= ? ORDER BY e.date DESC, e.id DESC`,
      args: [roleModelKey, ROLE_MODEL_STATUS.accepted, eventDateToStored(nzDate(now))],
    }),
    client.execute({
      sql: `SELECT f.event_id, f.school_id, f.thank_you, s.name AS school_name FROM feedback f LEFT JOIN schools s ON s.id = f.school_id
        WHERE f.role_model_id = ? AND f.kind = 'role-model' AND f.thank_you IS NOT NULL ORDER BY f.updated_at DESC, f.id DESC`,
      args: [roleModelKey],
    }),
  ])
  return {
    events: events.rows.map((row) => ({
      id: Number(row.id), title: sqlText(row.title), type: String(row.type) as RecordEvent['type'], date: sqlText(row.date), arrivalTime: sqlText(row.arrival_time),
      startTime: sqlText(row.start_time), endTime: sqlText(row.end_time), school: Number(row.school_id), numberOfStudents: sqlNumber(row.number_of_students),
      studentsAttended: sqlNumber(row.students_attended), attendanceRecordedAt: sqlText(row.attendance_recorded_at), status: String(row.status) as RecordEvent['status'],
      schoolName: sqlText(row.school_name) ?? '',
    })),
    notes: notes.rows.map((row) => ({ event: Number(row.event_id), school: sqlNumber(row.school_id), schoolName: sqlText(row.school_name) ?? '', thankYou: String(row.thank_you) })),
  }
}

/**
 * A role model's record: the events they came to that have ended, the students reached (recorded, or planned and
 * flagged unconfirmed), the schools, the hours from the event times, and the thank-you notes teachers left them. The
 * events newest first, a page at a time; the totals over all of them.
 */
export async function roleModelRecord({ payload, roleModel, page = 1, perPage = RECORD_EVENTS_PER_PAGE, now = new Date() }: { payload: Payload; roleModel: SignedInUser; page?: number; perPage?: number; now?: Date }) {
  const reads = await roleModelRecordReads(payload, roleModel, now)
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
