import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { SignedInTeacher, SignedInUser } from '~/domain/accounts/users'
import type { Event, EventRoleModel, RoleModel } from '../../../cms/payload-types'
import { fastPathClient, sqlBoolean, sqlNumber, sqlText } from '~/lib/sqlite.server'
import type { SqlClient } from '~/lib/sqlite.server'
import { relationId } from '../shared/relations'
import { EVENT_TRANSITION } from './rules'
import { visibleToTeachersWhere } from '../vetting/visibility'
import { siteSettings } from '../accounts/content.server'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { profilePhotoUrl } from '../profiles/profile-view'
import { eventDateToStored, nzDate } from '../shared/dates'
import { EVENTS_PER_PAGE } from './list-query'
import { sendCancellationEmails, sendInvitationEmails, sendNextStepsEmail } from './emails.server'
import { cancelledCalendars, sendCalendarUpdates } from '../calendar/calendar.server'
import type { EventEmailRecipient } from './emails.server'
import { COUNTED_STATUSES, EVENT_LIST_TABS, eventDisplayState, hasEventDatePassed, missingEventDetails, roleModelCountProblem } from './rules'
import type { EventDisplayState, EventListTab } from './rules'
import { releaseUnableOnEvent } from '../vetting/participation.server'
import { mayTakePart } from '../vetting/visibility'
import { nextStep } from './next-step'
import { contactVisible } from '../profiles/contact-access.server'
import type { NextStep } from './next-step'
import { asTypedId, idKey, parseDocId } from '../shared/ids'

export type EventType = Event['type']
export type EventStatus = Event['status']
export type { EventDisplayState, EventListTab }
/** An event as the Local API returns it (depth 0 unless asked: relations are ids). */
export type EventDoc = Event

type Id = number | string

export type EventFailure = {
  ok: false
  error: 'not-found' | 'not-allowed' | 'invalid-state' | 'invalid' | 'incomplete' | 'role-model-count'
  /** An i18n key in the `events` namespace, with params as `key|{json}` where the message has any. */
  message?: string
}
export type EventResult<T = object> = ({ ok: true } & T) | EventFailure

export type EventCardData = {
  id: number
  type: EventType
  title: string
  status: EventStatus
  displayState: EventDisplayState
  date: string | null
  arrivalTime: string | null
  startTime: string | null
  endTime: string | null
  schoolName: string
  /** Role models who were sent an invitation (waiting, attending, declined or expired). */
  invitedCount: number
  acceptedCount: number
  /** What the teacher does next for it (the teacher's home), or nothing (cancelled, or done and recorded). */
  nextStep: NextStep | null
}

/**
 * A role model on an event; the phone number and hosting needs only once they accepted (spec section 6, the contact
 * rule of docs/decisions/0040), never before.
 */
export type EventRoleModelRow = {
  id: number; roleModelId: number; name: string; status: number; photo: string | null; phone: string | null
  accessNeeds: string | null; supportPersonNeeds: string | null
}

/** Fields only the transitions and the creation hook write; form data carrying them is refused. */
const SERVER_HELD_FIELDS = ['status', 'school', 'createdBy', 'minRoleModels', 'maxRoleModels', 'activatedAt', 'cancelReason', 'cancelledAt', 'id']
/** Fixed once the event is created (type) or once invitations describe it (when and where); dropped from active edits. */
const LOCKED_WHEN_ACTIVE = ['type', 'date', 'arrivalTime', 'startTime', 'endTime', 'address', 'region', 'district', 'meeting', 'preEventMeeting']

const EVER_INVITED = [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted, ROLE_MODEL_STATUS.declined, ROLE_MODEL_STATUS.expired]

const transition = { [EVENT_TRANSITION]: true }
const fail = (error: EventFailure['error'], message?: string): EventFailure => (message ? { ok: false, error, message } : { ok: false, error })
const isTeacher = (teacher: SignedInUser | null | undefined): teacher is SignedInTeacher => teacher?.collection === 'teachers'
const validId = (id: Id) => parseDocId(id) != null

/** How many days an invitation stays open (site settings). */
async function invitationExpiryDays(payload: Payload): Promise<number> {
  return (await siteSettings(payload)).invitationExpiryDays ?? 14
}

/** A school's name (read on every My events page): one statement on SQLite, the same as Payload's read (a test holds them equal). */
export async function schoolName(payload: Payload, school: Event['school'] | Id) {
  if (typeof school === 'object') return school.name
  const client = fastPathClient(payload)
  return client ? schoolNameThroughSql(client, school) : schoolNameThroughPayload(payload, school)
}

export async function schoolNameThroughSql(client: SqlClient, school: Id): Promise<string> {
  const id = Number(school)
  if (!Number.isSafeInteger(id)) return ''
  const { rows } = await client.execute({ sql: 'SELECT name FROM schools WHERE id = ?', args: [id] })
  return sqlText(rows[0]?.name) ?? ''
}

export async function schoolNameThroughPayload(payload: Payload, school: Id): Promise<string> {
  const doc = await payload.findByID({ collection: 'schools', id: school, depth: 0, select: { name: true }, overrideAccess: true, disableErrors: true })
  return doc?.name ?? ''
}

/** Runs `work` in one database transaction acting as the teacher; rolls back when it throws. */
async function asTeacherInTransaction<T>(payload: Payload, teacher: SignedInTeacher, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ user: teacher, context: transition }, payload)
  const started = await initTransaction(req)
  try {
    const result = await work(req)
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/** A new draft of the teacher's school, created by the teacher, with min/max role models from site settings. */
export async function createDraftEvent({ payload, teacher, type }: { payload: Payload; teacher: SignedInUser; type: EventType }): Promise<EventResult<{ event: EventDoc }>> {
  if (!isTeacher(teacher) || relationId(teacher.school) == null) return fail('not-allowed')
  if (type !== 'in-person' && type !== 'online') return fail('invalid')
  // The collection's hook sets school, creator, status and the min/max role models: whatever the caller sends.
  // An in-person draft starts at the school: its address, region and district, which the teacher may change.
  const place = type === 'in-person' ? await schoolPlace(payload, teacher) : {}
  const event = await payload.create({ collection: 'events', data: { type, status: 'draft', school: relationId(teacher.school) as number, ...place }, user: teacher, overrideAccess: false, depth: 0 })
  return { ok: true, event }
}

/** The school's address, region and district as the teacher reads them (their own school), for a new in-person event. */
async function schoolPlace(payload: Payload, teacher: SignedInTeacher): Promise<Pick<Event, 'address' | 'region' | 'district'>> {
  const id = relationId(teacher.school)
  if (id == null) return {}
  const { docs } = await payload.find({
    collection: 'schools', where: { id: { equals: id } }, select: { address: true, region: true, district: true }, depth: 0, limit: 1, pagination: false, user: teacher, overrideAccess: false,
  })
  const school = docs[0]
  if (!school) return {}
  return { address: school.address?.trim() || null, region: (relationId(school.region) as number | null) ?? null, district: (relationId(school.district) as number | null) ?? null }
}

/** What a copy keeps: everything the teacher typed but the date, the times and (being rows of their own) the role models. */
const COPIED_FIELDS = [
  'title', 'type', 'address', 'region', 'district', 'arrivalDetails', 'howWillTheEventStart', 'culturalExpectations', 'photosAllowed',
  'howWillStudentsAttend', 'studentLanguages', 'studentsAge', 'numberOfStudents', 'whatStudentsCallTheTeacher', 'learningGoals',
  'whatMakesTheSchoolSpecial', 'relatedTopic',
] as const

/**
 * 'Copy as a new event': a draft of the teacher's school with everything of one of their school's events but the
 * date, the times and the role models (the meeting keeps its platform and link, the pre-event meeting its place but
 * not its day). Another school's event is not found.
 */
export async function copyEvent({ payload, teacher, id }: { payload: Payload; teacher: SignedInUser; id: Id }): Promise<EventResult<{ event: EventDoc }>> {
  if (!isTeacher(teacher)) return fail('not-allowed')
  const source = await getTeacherEvent({ payload, teacher, id })
  if (!source) return fail('not-found')
  const data: Record<string, unknown> = {}
  for (const field of COPIED_FIELDS) {
    const value = source[field]
    data[field] = Array.isArray(value) ? value.map((item) => relationId(item)) : typeof value === 'object' && value !== null ? relationId(value) : value
  }
  if (source.type === 'online') {
    // The meeting group is read as the teacher: their own school's event, so it is there.
    if (source.meeting) data.meeting = { platform: source.meeting.platform ?? null, inviteLink: source.meeting.inviteLink ?? null, password: source.meeting.password ?? null }
    const pre = source.preEventMeeting
    if (pre?.enabled) data.preEventMeeting = { enabled: true, date: null, startTime: null, endTime: null, platform: pre.platform ?? null, inviteLink: pre.inviteLink ?? null, password: pre.password ?? null }
  }
  const event = await payload.create({
    collection: 'events', data: { ...data, type: source.type, status: 'draft', school: relationId(teacher.school) as number } as Omit<Event, 'id' | 'createdAt' | 'updatedAt'>,
    user: teacher, overrideAccess: false, depth: 0,
  })
  return { ok: true, event }
}

/** The event if the teacher's school owns it; null for unknown ids and other schools' events (routes 404). */
export async function getTeacherEvent({ payload, teacher, id, depth = 0 }: { payload: Payload; teacher: SignedInUser; id: Id; depth?: number }): Promise<EventDoc | null> {
  if (!isTeacher(teacher) || !validId(id)) return null
  const school = relationId(teacher.school)
  if (school == null) return null
  if (depth > 0) {
    const { docs } = await payload.find({ collection: 'events', where: { id: { equals: id } }, depth, limit: 1, pagination: false, user: teacher, overrideAccess: false })
    return docs[0] ?? null
  }
  // Every event page starts here. The collection's read rule for a teacher is `school = their school`, here in the
  // query; every field of an event is theirs to read and events have no read hooks: so the database adapter answers
  // what Payload's access-checked read answers, without its per-field walk (decision 0054; a test holds them equal).
  const client = fastPathClient(payload)
  return client ? schoolEventThroughSql(client, id, school) : schoolEventThroughPayload(payload, id, school)
}

export async function schoolEventThroughPayload(payload: Payload, id: Id, school: Id): Promise<EventDoc | null> {
  const { docs } = await payload.db.find<EventDoc>({
    collection: 'events', where: { and: [{ id: { equals: id } }, { school: { equals: school } }] }, limit: 1, pagination: false,
  })
  return docs[0] ?? null
}

/** An event's columns, each with its field (a group's field as `group.field`) and how Payload reads it. */
const EVENT_COLUMNS: [column: string, field: string, read: (value: unknown) => unknown][] = [
  ['title', 'title', sqlText], ['type', 'type', sqlText], ['status', 'status', sqlText], ['school_id', 'school', sqlNumber],
  ['created_by_id', 'createdBy', sqlNumber], ['date', 'date', sqlText], ['arrival_time', 'arrivalTime', sqlText],
  ['start_time', 'startTime', sqlText], ['end_time', 'endTime', sqlText], ['address', 'address', sqlText], ['region_id', 'region', sqlNumber],
  ['district_id', 'district', sqlNumber], ['arrival_details', 'arrivalDetails', sqlText], ['how_will_the_event_start', 'howWillTheEventStart', sqlText],
  ['cultural_expectations', 'culturalExpectations', sqlText], ['photos_allowed', 'photosAllowed', sqlBoolean],
  ['meeting_platform', 'meeting.platform', sqlText], ['meeting_invite_link', 'meeting.inviteLink', sqlText], ['meeting_password', 'meeting.password', sqlText],
  ['pre_event_meeting_enabled', 'preEventMeeting.enabled', sqlBoolean], ['pre_event_meeting_date', 'preEventMeeting.date', sqlText],
  ['pre_event_meeting_start_time', 'preEventMeeting.startTime', sqlText], ['pre_event_meeting_end_time', 'preEventMeeting.endTime', sqlText],
  ['pre_event_meeting_platform', 'preEventMeeting.platform', sqlText], ['pre_event_meeting_invite_link', 'preEventMeeting.inviteLink', sqlText],
  ['pre_event_meeting_password', 'preEventMeeting.password', sqlText], ['how_will_students_attend', 'howWillStudentsAttend', sqlText],
  ['students_age', 'studentsAge', sqlText], ['number_of_students', 'numberOfStudents', sqlNumber],
  ['what_students_call_the_teacher', 'whatStudentsCallTheTeacher', sqlText], ['learning_goals', 'learningGoals', sqlText],
  ['what_makes_the_school_special', 'whatMakesTheSchoolSpecial', sqlText], ['related_topic', 'relatedTopic', sqlText],
  ['primary_contact_id', 'primaryContact', sqlNumber], ['min_role_models', 'minRoleModels', sqlNumber], ['max_role_models', 'maxRoleModels', sqlNumber],
  ['suggestion_dismissed', 'suggestionDismissed', sqlBoolean], ['activated_at', 'activatedAt', sqlText], ['cancel_reason', 'cancelReason', sqlText],
  ['cancelled_at', 'cancelledAt', sqlText], ['calendar_sequence', 'calendarSequence', sqlNumber],
  ['three_day_reminder_sent_at', 'threeDayReminderSentAt', sqlText], ['one_day_reminder_sent_at', 'oneDayReminderSentAt', sqlText],
  ['students_attended', 'studentsAttended', sqlNumber], ['attendance_recorded_at', 'attendanceRecordedAt', sqlText],
  ['attendance_reminder_sent_at', 'attendanceReminderSentAt', sqlText], ['feedback_request_sent_at', 'feedbackRequestSentAt', sqlText],
  ['updated_at', 'updatedAt', sqlText], ['created_at', 'createdAt', sqlText],
]

/** The columns with their group (or null) and field name apart, and the statement, made once. */
const EVENT_FIELDS = EVENT_COLUMNS.map(([column, field, read]) => {
  const [first, second] = field.split('.')
  return second ? { column, group: first, name: second, read } : { column, group: null, name: field, read }
})
const SCHOOL_EVENT_SQL = `SELECT e.id, ${EVENT_COLUMNS.map(([column]) => `e.${column}`).join(', ')},
    (SELECT json_group_array(languages_id) FROM (SELECT r.languages_id FROM events_rels r WHERE r.parent_id = e.id AND r.path = 'studentLanguages' ORDER BY r."order")) AS student_languages,
    (SELECT json_group_array(json_object('id', s.id, 'teacher', s.teacher_id, 'subscribed', s.subscribed)) FROM (SELECT s.id, s.teacher_id, s.subscribed FROM events_notification_subscribers s WHERE s._parent_id = e.id ORDER BY s._order) s) AS subscribers
    FROM events e WHERE e.id = ? AND e.school_id = ?`

/**
 * The same read in one statement on SQLite: the row, its students' languages and its notification subscribers (as
 * JSON, in their saved order). Drizzle's relational query building was an eighth of the event page's request thread.
 */
export async function schoolEventThroughSql(client: SqlClient, event: Id, school: Id): Promise<EventDoc | null> {
  const eventKey = Number(event)
  const schoolKey = Number(school)
  if (!Number.isSafeInteger(eventKey) || !Number.isSafeInteger(schoolKey)) return null
  const { rows } = await client.execute({ sql: SCHOOL_EVENT_SQL, args: [eventKey, schoolKey] })
  const row = rows[0]
  if (!row) return null
  const doc: Record<string, unknown> = { id: Number(row.id), meeting: {}, preEventMeeting: {} }
  for (const { column, group, name, read } of EVENT_FIELDS) {
    if (group) (doc[group] as Record<string, unknown>)[name] = read(row[column])
    else doc[name] = read(row[column])
  }
  doc.studentLanguages = (JSON.parse(String(row.student_languages)) as unknown[]).map(Number)
  doc.notificationSubscribers = (JSON.parse(String(row.subscribers)) as { id: unknown; teacher: unknown; subscribed: unknown }[])
    .map((subscriber) => ({ id: String(subscriber.id), teacher: Number(subscriber.teacher), subscribed: sqlBoolean(subscriber.subscribed) }))
  return doc as unknown as EventDoc
}

/**
 * Saves form data (event-form.ts mappers) on a draft or an active event. Status, school, creator and the role-model
 * limits are refused; an active event keeps its type, time, place and meeting details (invitations describe them).
 */
export async function updateEventDetails({ payload, teacher, id, data }: { payload: Payload; teacher: SignedInUser; id: Id; data: Record<string, unknown> }): Promise<EventResult<{ event: EventDoc }>> {
  if (SERVER_HELD_FIELDS.some((field) => field in data)) return fail('not-allowed')
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event) return fail('not-found')
  if (event.status !== 'draft' && event.status !== 'active') return fail('invalid-state')
  const changes = { ...data }
  if (event.status === 'active') for (const field of LOCKED_WHEN_ACTIVE) delete changes[field]
  else delete changes.type
  try {
    const updated = await payload.update({ collection: 'events', id: event.id, data: changes, user: teacher, overrideAccess: false, depth: 0 })
    await sendCalendarUpdates({ payload, before: event, after: updated })
    return { ok: true, event: updated }
  } catch (error) {
    if ((error as { name?: string }).name === 'ValidationError') return fail('invalid')
    throw error
  }
}

/** Where clause of a tab, from the New Zealand date: an active event is upcoming until its day has passed. */
function tabWhere(tab: EventListTab, school: Id, today: string): Where {
  const states: Record<EventListTab, Where> = {
    upcoming: { and: [{ status: { equals: 'active' } }, { date: { greater_than_equal: eventDateToStored(today) } }] },
    // Done, or active with a past date the nightly job has not reached yet.
    completed: { or: [{ status: { equals: 'done' } }, { and: [{ status: { equals: 'active' } }, { date: { less_than: eventDateToStored(today) } }] }] },
    cancelled: { status: { equals: 'cancelled' } },
    drafts: { status: { equals: 'draft' } },
  }
  return { and: [{ school: { equals: school } }, states[tab]] }
}

const TAB_SORT: Record<EventListTab, string[]> = {
  upcoming: ['date', 'id'],
  completed: ['-date', '-id'],
  cancelled: ['-date', '-id'],
  drafts: ['-updatedAt', '-id'],
}

/** The event fields a draft needs before it can be invited (missingEventDetails), read only for drafts. */
const DRAFT_DETAIL_FIELDS = {
  address: true, region: true, district: true, numberOfStudents: true, studentsAge: true, meeting: true, preEventMeeting: true, howWillStudentsAttend: true,
} as const

/**
 * One page of the school's events for a tab, with the count of every tab and each event's next step. `limit` shortens
 * the page (the home's few drafts to finish above the upcoming list).
 */
export async function listTeacherEvents({ payload, teacher, tab, page, limit = EVENTS_PER_PAGE, now = new Date(), known }: {
  payload: Payload; teacher: SignedInUser; tab: EventListTab; page: number; limit?: number; now?: Date
  /** The tab counts and school name of another list read in the same request (My events' drafts above its upcoming list). */
  known?: { counts?: Record<EventListTab, number>; schoolName?: string }
}): Promise<{
  events: EventCardData[]
  totalPages: number
  totalDocs: number
  counts: Record<EventListTab, number>
}> {
  const school = isTeacher(teacher) ? relationId(teacher.school) : null
  const empty = { events: [], totalPages: 0, totalDocs: 0, counts: { upcoming: 0, completed: 0, cancelled: 0, drafts: 0 } }
  if (!isTeacher(teacher) || school == null || !EVENT_LIST_TABS.includes(tab)) return empty
  const today = nzDate(now)
  const [found, counts] = await Promise.all([
    eventCards(payload, { school, tab, today, limit, page: Math.max(1, Math.floor(page) || 1) }),
    known?.counts ?? tabCounts({ payload, teacher, today }),
  ])
  const events = found.docs
  const tally = events.length ? await roleModelTally(payload, events.map((event) => event.id)) : new Map<string, Tally>()
  const name = !events.length ? '' : known?.schoolName ?? await schoolName(payload, teacher.school as Event['school'])
  return {
    events: events.map((event) => {
      const counted = tally.get(String(event.id)) ?? { selected: 0, waiting: 0, invited: 0, accepted: 0 }
      return {
        id: event.id, type: event.type, title: event.title ?? '', status: event.status,
        displayState: eventDisplayState(event, now),
        date: event.date ?? null, arrivalTime: event.arrivalTime ?? null, startTime: event.startTime ?? null, endTime: event.endTime ?? null,
        schoolName: name, invitedCount: counted.invited, acceptedCount: counted.accepted,
        nextStep: nextStep({
          id: event.id, status: event.status, date: event.date, selected: counted.selected, waiting: counted.waiting, accepted: counted.accepted,
          minRoleModels: event.minRoleModels ?? 1, attendanceRecorded: Boolean(event.attendanceRecordedAt),
          // Only drafts read their details; a live event was complete when it was activated.
          detailsComplete: event.status !== 'draft' || missingEventDetails(event).length === 0,
        }, now),
      }
    }),
    totalPages: found.totalPages,
    totalDocs: found.totalDocs,
    counts,
  }
}

type CardQuery = { school: Id; tab: EventListTab; today: string; limit: number; page: number }
const CARD_FIELDS = {
  type: true, title: true, status: true, date: true, arrivalTime: true, startTime: true, endTime: true, minRoleModels: true, attendanceRecordedAt: true,
} as const

/**
 * One page of a tab of the school's events, with what a card shows (a draft's card also the details it still misses).
 * The teacher's school's events, which the collection's read rule lets them read every field of (`school = their
 * school`, here in the query itself), so they are read by the system: on SQLite one statement; elsewhere the database
 * adapter, without Payload asking the rule again and walking every field of every event for access and read hooks the
 * events have none of (decisions 0049, 0054; a test holds the two equal).
 */
export async function eventCards(payload: Payload, query: CardQuery): Promise<{ docs: Event[]; totalDocs: number; totalPages: number }> {
  const client = fastPathClient(payload)
  return client ? eventCardsThroughSql(client, query) : eventCardsThroughPayload(payload, query)
}

const CARD_ORDER: Record<EventListTab, string> = { upcoming: 'date ASC, id ASC', completed: 'date DESC, id DESC', cancelled: 'date DESC, id DESC', drafts: 'updated_at DESC, id DESC' }
const CARD_STATES: Record<EventListTab, string> = {
  upcoming: "status = 'active' AND date >= ?", completed: "(status = 'done' OR (status = 'active' AND date < ?))", cancelled: "status = 'cancelled'", drafts: "status = 'draft'",
}
/** DRAFT_DETAIL_FIELDS' columns. */
const DRAFT_DETAIL_COLUMNS = `, address, region_id, district_id, number_of_students, students_age, how_will_students_attend, meeting_platform, meeting_invite_link,
  meeting_password, pre_event_meeting_enabled, pre_event_meeting_date, pre_event_meeting_start_time, pre_event_meeting_end_time, pre_event_meeting_platform,
  pre_event_meeting_invite_link, pre_event_meeting_password`

/** A draft's details as Payload reads them (DRAFT_DETAIL_FIELDS). */
const draftDetails = (row: Record<string, unknown>): Partial<Event> => ({
  address: sqlText(row.address), region: sqlNumber(row.region_id), district: sqlNumber(row.district_id), numberOfStudents: sqlNumber(row.number_of_students),
  studentsAge: sqlText(row.students_age) as Event['studentsAge'], howWillStudentsAttend: sqlText(row.how_will_students_attend) as Event['howWillStudentsAttend'],
  meeting: { platform: sqlText(row.meeting_platform), inviteLink: sqlText(row.meeting_invite_link), password: sqlText(row.meeting_password) } as Event['meeting'],
  preEventMeeting: {
    enabled: sqlBoolean(row.pre_event_meeting_enabled), date: sqlText(row.pre_event_meeting_date),
    startTime: sqlText(row.pre_event_meeting_start_time), endTime: sqlText(row.pre_event_meeting_end_time), platform: sqlText(row.pre_event_meeting_platform),
    inviteLink: sqlText(row.pre_event_meeting_invite_link), password: sqlText(row.pre_event_meeting_password),
  } as Event['preEventMeeting'],
})

export async function eventCardsThroughSql(client: SqlClient, { school, tab, today, limit, page }: CardQuery): Promise<{ docs: Event[]; totalDocs: number; totalPages: number }> {
  const states = CARD_STATES[tab]
  const args = tab === 'upcoming' || tab === 'completed' ? [Number(school), eventDateToStored(today)] : [Number(school)]
  const { rows } = await client.execute({
    sql: `SELECT id, type, title, status, date, arrival_time, start_time, end_time, min_role_models, attendance_recorded_at${tab === 'drafts' ? DRAFT_DETAIL_COLUMNS : ''},
          COUNT(*) OVER () AS total FROM events WHERE school_id = ? AND ${states} ORDER BY ${CARD_ORDER[tab]} LIMIT ? OFFSET ?`,
    args: [...args, limit, (page - 1) * limit],
  })
  const docs = rows.map((row) => ({
    id: Number(row.id), type: String(row.type), title: sqlText(row.title), status: String(row.status), date: sqlText(row.date),
    arrivalTime: sqlText(row.arrival_time), startTime: sqlText(row.start_time), endTime: sqlText(row.end_time),
    minRoleModels: sqlNumber(row.min_role_models), attendanceRecordedAt: sqlText(row.attendance_recorded_at),
    ...(tab === 'drafts' ? draftDetails(row) : {}),
  }) as Event)
  // A page past the last has no rows to carry the total: count it (only a hand-edited address asks for one).
  const totalDocs = rows.length ? Number(rows[0].total) : page > 1 ? Number((await client.execute({ sql: `SELECT COUNT(*) AS n FROM events WHERE school_id = ? AND ${states}`, args })).rows[0]?.n ?? 0) : 0
  return { docs, totalDocs, totalPages: Math.ceil(totalDocs / limit) }
}

export async function eventCardsThroughPayload(payload: Payload, { school, tab, today, limit, page }: CardQuery): Promise<{ docs: Event[]; totalDocs: number; totalPages: number }> {
  const found = await payload.db.find<Event>({
    collection: 'events', where: tabWhere(tab, school, today), sort: TAB_SORT[tab],
    select: { ...CARD_FIELDS, ...(tab === 'drafts' ? DRAFT_DETAIL_FIELDS : {}) }, limit, page, pagination: true,
  })
  return { docs: found.docs, totalDocs: found.totalDocs, totalPages: found.totalPages }
}

/** How many role models an event has selected, waiting for an answer, ever invited and attending. */
export type Tally = { selected: number; waiting: number; invited: number; accepted: number }

/**
 * The tally of each of the school's events a list shows. Their rows are the teacher's to read every one of (the
 * collection's rule: rows of their school's events), so they are read by the system: on SQLite one counting statement,
 * elsewhere the rows' two fields through the database adapter (decision 0049; an integration test holds them equal).
 */
export async function roleModelTally(payload: Payload, eventIds: Id[]): Promise<Map<string, Tally>> {
  const client = fastPathClient(payload)
  return client ? roleModelTallyThroughSql(client, eventIds) : roleModelTallyThroughPayload(payload, eventIds)
}

const TALLIED = [ROLE_MODEL_STATUS.selected, ...EVER_INVITED]

function addTo(tally: Map<string, Tally>, eventId: string, status: number, count: number) {
  const entry = tally.get(eventId) ?? { selected: 0, waiting: 0, invited: 0, accepted: 0 }
  if (status === ROLE_MODEL_STATUS.selected) entry.selected += count
  else entry.invited += count
  if (status === ROLE_MODEL_STATUS.invited) entry.waiting += count
  if (status === ROLE_MODEL_STATUS.accepted) entry.accepted += count
  tally.set(eventId, entry)
}

export async function roleModelTallyThroughSql(client: SqlClient, eventIds: Id[]): Promise<Map<string, Tally>> {
  const tally = new Map<string, Tally>()
  const ids = eventIds.map(Number).filter(Number.isSafeInteger)
  if (!ids.length) return tally
  const { rows } = await client.execute({
    sql: `SELECT event_id, status, COUNT(*) AS n FROM event_role_models WHERE event_id IN (${ids.map(() => '?').join(', ')})
          AND status IN (${TALLIED.map(() => '?').join(', ')}) GROUP BY event_id, status`,
    args: [...ids, ...TALLIED],
  })
  for (const row of rows) addTo(tally, String(row.event_id), Number(row.status), Number(row.n))
  return tally
}

export async function roleModelTallyThroughPayload(payload: Payload, eventIds: Id[]): Promise<Map<string, Tally>> {
  const tally = new Map<string, Tally>()
  if (!eventIds.length) return tally
  const rows = await payload.db.find<EventRoleModel>({
    collection: 'event-role-models', where: { and: [{ event: { in: eventIds } }, { status: { in: TALLIED } }] },
    select: { event: true, status: true }, limit: 0, pagination: false,
  })
  for (const row of rows.docs) addTo(tally, String(relationId(row.event)), row.status, 1)
  return tally
}

type TabCountArgs = { payload: Payload; teacher: SignedInTeacher; today: string }

/**
 * How many of the school's events each tab holds. On SQLite one statement over the school's events (the teacher's
 * read rule is exactly `school = their school`, the statement's condition); an integration test holds it equal to
 * Payload's four counts as the teacher, which MongoDB keeps.
 */
export async function tabCounts(args: TabCountArgs): Promise<Record<EventListTab, number>> {
  const client = fastPathClient(args.payload)
  return client ? tabCountsThroughSql(client, args) : tabCountsThroughPayload(args)
}

export async function tabCountsThroughSql(client: SqlClient, { teacher, today }: Omit<TabCountArgs, 'payload'>): Promise<Record<EventListTab, number>> {
  const school = relationId(teacher.school)
  if (school == null) return Object.fromEntries(EVENT_LIST_TABS.map((name) => [name, 0])) as Record<EventListTab, number>
  const from = eventDateToStored(today)
  const { rows } = await client.execute({
    sql: `SELECT COALESCE(SUM(status = 'active' AND date >= ?), 0) AS upcoming, COALESCE(SUM(status = 'done' OR (status = 'active' AND date < ?)), 0) AS completed,
          COALESCE(SUM(status = 'cancelled'), 0) AS cancelled, COALESCE(SUM(status = 'draft'), 0) AS drafts FROM events WHERE school_id = ?`,
    args: [from, from, school],
  })
  return Object.fromEntries(EVENT_LIST_TABS.map((name) => [name, Number(rows[0]?.[name] ?? 0)])) as Record<EventListTab, number>
}

export async function tabCountsThroughPayload({ payload, teacher, today }: TabCountArgs): Promise<Record<EventListTab, number>> {
  const school = relationId(teacher.school) ?? 0
  const counts = await Promise.all(EVENT_LIST_TABS.map((name) => payload.count({ collection: 'events', where: tabWhere(name, school, today), user: teacher, overrideAccess: false })))
  return Object.fromEntries(EVENT_LIST_TABS.map((name, index) => [name, counts[index].totalDocs])) as Record<EventListTab, number>
}

/**
 * One role model on an event, as the event's page needs it: the row with what happened to it (released by the system,
 * confirmed still coming, withdrawn with a reason), and the role model's name, photo and phone.
 */
export type EventRoleModelRecord = {
  id: number
  roleModelId: number
  status: number
  /** Uninvited by the system (vetting or an expired check: `releasedAt`, whose date only staff read). */
  released: boolean
  confirmedAt: string | null
  withdrawnAt: string | null
  withdrawReason: string | null
  /** `mayTakePart`: whether the role model may still take part now (docs/decisions/0027): if not, no phone number. */
  person: {
    name: string | null; firstName: string | null; surname: string | null; photo: number | null; phone: string | null
    accessNeeds: string | null; supportPersonNeeds: string | null; mayTakePart: boolean
  } | null
}

/**
 * The role models on an event of the teacher's school. The rows are read as the teacher (the collection's rule:
 * rows of their school's events, so another school's event has none); names and photos of the role models on those
 * rows are read by the system: a teacher keeps seeing who is on their event after a check expires.
 */
export async function getEventRoleModels({ payload, teacher, id }: { payload: Payload; teacher: SignedInUser; id: Id }): Promise<EventRoleModelRow[]> {
  if (!isTeacher(teacher) || !validId(id)) return []
  return (await eventRoleModelRecords(payload, teacher, asTypedId(id))).map(eventRoleModelRow)
}

/** A role model who withdrew from an event, with their reason (the teacher's event page). */
export type Withdrawal = { roleModelId: Id; name: string; reason: string; withdrawnAt: string }

/**
 * The event page's role models and what happened to them, from the one read of the event's rows: the rows it lists,
 * the names of those the system released (without the reason), those who withdrew (with their reasons, in the order
 * they did), and when each attending role model confirmed they are still coming. Reading each of these apart cost a
 * Payload read apiece, ~1 ms of CPU each on every view of the page (decision 0054).
 */
export async function eventRoleModelsOverview({ payload, teacher, id }: { payload: Payload; teacher: SignedInUser; id: Id }) {
  const records = isTeacher(teacher) && validId(id) ? await eventRoleModelRecords(payload, teacher, asTypedId(id)) : []
  const withdrawn = records.filter((record) => record.status === ROLE_MODEL_STATUS.declined && record.withdrawnAt)
  return {
    rows: records.map(eventRoleModelRow),
    released: records
      .filter((record) => record.status === ROLE_MODEL_STATUS.uninvited && record.released)
      .map((record) => record.person?.name?.trim() ?? '').filter(Boolean).sort((a, b) => a.localeCompare(b)),
    withdrawals: withdrawn
      .sort((a, b) => String(a.withdrawnAt).localeCompare(String(b.withdrawnAt)))
      .map((record): Withdrawal => ({ roleModelId: record.roleModelId, name: nameOf(record), reason: record.withdrawReason ?? '', withdrawnAt: record.withdrawnAt ?? '' })),
    confirmations: new Map(records
      .filter((record) => record.status === ROLE_MODEL_STATUS.accepted && record.confirmedAt)
      .map((record) => [String(record.roleModelId), record.confirmedAt ?? ''])),
  }
}

/** A role model's name as the teacher's pages show it: their display name, or their first name and surname. */
const nameOf = ({ person }: EventRoleModelRecord) => person?.name?.trim() || [person?.firstName, person?.surname].filter(Boolean).join(' ')

function eventRoleModelRow(record: EventRoleModelRecord): EventRoleModelRow {
  const { id, roleModelId, status, person } = record
  // The contact rule: attending (accepted, of this school's event) and still able to take part.
  const contact = contactVisible({ acceptedBySchool: status === ROLE_MODEL_STATUS.accepted, mayTakePart: Boolean(person?.mayTakePart) })
  const shown = (value: string | null | undefined) => (contact ? value?.trim() || null : null)
  return {
    id,
    roleModelId,
    name: nameOf(record),
    status,
    photo: person?.photo == null ? null : profilePhotoUrl(person.photo, 'md'),
    phone: shown(person?.phone),
    accessNeeds: shown(person?.accessNeeds),
    supportPersonNeeds: shown(person?.supportPersonNeeds),
  }
}

/**
 * On SQLite one statement: the event's rows joined with its school, which must be the teacher's (the rows' read rule
 * for a teacher, `event.school = their school`), and with their role models. Payload's two reads stay for MongoDB;
 * an integration test holds the two equal (decision 0021).
 */
export async function eventRoleModelRecords(payload: Payload, teacher: SignedInTeacher, eventId: number, now = new Date()): Promise<EventRoleModelRecord[]> {
  const client = fastPathClient(payload)
  return client ? eventRoleModelRecordsThroughSql(client, teacher, eventId, now) : eventRoleModelRecordsThroughPayload(payload, teacher, eventId, now)
}

export async function eventRoleModelRecordsThroughSql(client: SqlClient, teacher: SignedInTeacher, eventId: number, now = new Date()): Promise<EventRoleModelRecord[]> {
  const school = relationId(teacher.school)
  if (school == null) return []
  const { rows } = await client.execute({
    sql: `SELECT erm.id, erm.role_model_id, erm.status, erm.released_at IS NOT NULL AS released, erm.confirmed_at, erm.withdrawn_at, erm.withdraw_reason, rm.id AS person, rm.name, rm.first_name, rm.surname, rm.profile_picture_id, rm.contact_phone_number,
      rm.access_needs, rm.support_person_needs, rm.check_status, rm.check_expires_at, rm.profile_complete, rm.delete_at
      FROM event_role_models erm JOIN events e ON e.id = erm.event_id LEFT JOIN role_models rm ON rm.id = erm.role_model_id
      WHERE erm.event_id = ? AND e.school_id = ? ORDER BY erm.created_at, erm.id`,
    args: [eventId, Number(school)],
  })
  return rows.map((row) => ({
    id: Number(row.id),
    roleModelId: Number(row.role_model_id),
    status: Number(row.status),
    released: Number(row.released) === 1,
    confirmedAt: sqlText(row.confirmed_at),
    withdrawnAt: sqlText(row.withdrawn_at),
    withdrawReason: sqlText(row.withdraw_reason),
    person: row.person == null ? null : {
      name: sqlText(row.name),
      firstName: sqlText(row.first_name),
      surname: sqlText(row.surname),
      photo: row.profile_picture_id == null ? null : Number(row.profile_picture_id),
      phone: sqlText(row.contact_phone_number),
      accessNeeds: sqlText(row.access_needs),
      supportPersonNeeds: sqlText(row.support_person_needs),
      mayTakePart: mayTakePart({
        checkStatus: sqlText(row.check_status) as RoleModel['checkStatus'], checkExpiresAt: sqlText(row.check_expires_at),
        profileComplete: Number(row.profile_complete) === 1, deleteAt: sqlText(row.delete_at),
      }, now),
    },
  }))
}

export async function eventRoleModelRecordsThroughPayload(payload: Payload, teacher: SignedInTeacher, eventId: number, now = new Date()): Promise<EventRoleModelRecord[]> {
  const rows = await payload.find({
    collection: 'event-role-models', where: { event: { equals: eventId } }, sort: ['createdAt', 'id'],
    depth: 0, limit: 0, pagination: false, user: teacher, overrideAccess: false,
  })
  if (!rows.docs.length) return []
  const uninvited = rows.docs.filter((row) => row.status === ROLE_MODEL_STATUS.uninvited).map((row) => row.id)
  // `releasedAt` is read by staff only: whether it is set is read by the system, for rows the teacher reads.
  const released = uninvited.length
    ? await payload.find({
      collection: 'event-role-models', where: { and: [{ id: { in: uninvited } }, { releasedAt: { exists: true } }] }, select: {},
      depth: 0, limit: 0, pagination: false, overrideAccess: true,
    })
    : { docs: [] }
  const releasedIds = new Set(released.docs.map((row) => idKey(row.id)))
  const people = await payload.find({
    collection: 'role-models', where: { id: { in: rows.docs.map((row) => relationId(row.roleModel)) } },
    select: {
      name: true, firstName: true, surname: true, profilePicture: true, contactPhoneNumber: true, accessNeeds: true, supportPersonNeeds: true,
      checkStatus: true, checkExpiresAt: true, profileComplete: true, deleteAt: true,
    },
    depth: 0, limit: 0, pagination: false, overrideAccess: true,
  })
  const byId = new Map(people.docs.map((doc) => [doc.id, doc]))
  return rows.docs.map((row) => {
    const roleModelId = asTypedId(relationId(row.roleModel)!)
    const person = byId.get(roleModelId)
    const photo = relationId(person?.profilePicture ?? null)
    return {
      id: row.id,
      roleModelId,
      status: row.status,
      released: releasedIds.has(idKey(row.id)),
      confirmedAt: row.confirmedAt ?? null,
      withdrawnAt: row.withdrawnAt ?? null,
      withdrawReason: row.withdrawReason ?? null,
      person: person
        ? {
          name: person.name ?? null, firstName: person.firstName ?? null, surname: person.surname ?? null, photo: photo == null ? null : Number(photo),
          phone: person.contactPhoneNumber ?? null, accessNeeds: person.accessNeeds ?? null, supportPersonNeeds: person.supportPersonNeeds ?? null,
          mayTakePart: mayTakePart(person, now),
        }
        : null,
    }
  })
}

export async function recipients(payload: Payload, roleModelIds: Id[], expiresAt?: string, calendars?: Map<string, EventEmailRecipient['calendar']>): Promise<EventEmailRecipient[]> {
  if (!roleModelIds.length) return []
  const { docs } = await payload.find({
    collection: 'role-models', where: { id: { in: roleModelIds } }, select: { email: true, firstName: true, language: true },
    depth: 0, limit: 0, pagination: false, overrideAccess: true,
  })
  return docs.map((doc) => ({ email: doc.email, firstName: doc.firstName, language: doc.language, expiresAt, calendar: calendars?.get(String(doc.id)) }))
}

async function placeOf(payload: Payload, event: EventDoc) {
  if (event.type !== 'in-person') return null
  const district = relationId(event.district ?? null)
  const region = relationId(event.region ?? null)
  const title = async (collection: 'districts' | 'regions', id: Id | null) =>
    id == null ? '' : String(((await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })) as { title?: string } | null)?.title ?? '')
  return [event.address, await title('districts', district), await title('regions', region)].filter(Boolean).join(', ')
}

/**
 * Draft → active (spec section 4): the details are complete and the number of selected role models is within the
 * event's min..max. Every selected role model becomes invited (with its expiry) and is emailed an invitation.
 */
export async function activateEvent({ payload, teacher, id, now = new Date() }: { payload: Payload; teacher: SignedInUser; id: Id; now?: Date }): Promise<EventResult> {
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event || !isTeacher(teacher)) return fail('not-found')
  if (event.status !== 'draft') return fail('invalid-state')
  if (missingEventDetails(event).length) return fail('incomplete')
  // A draft planned for a day that has gone would be done by the next nightly run: its date must change first.
  if (hasEventDatePassed(event, now)) return fail('incomplete', 'events:validation.dateInFuture')
  // Selected role models who may no longer take part are released, not invited (the event's pages name them); the
  // count that follows is of those who can be invited.
  await releaseUnableOnEvent({ payload, eventId: event.id, now })
  const counted = await payload.count({
    collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { status: { in: [...COUNTED_STATUSES] } }] }, user: teacher, overrideAccess: false,
  })
  const problem = roleModelCountProblem({ total: counted.totalDocs, min: event.minRoleModels ?? 1, max: event.maxRoleModels ?? Number.MAX_SAFE_INTEGER })
  if (problem || counted.totalDocs === 0) return fail('role-model-count', problem ?? undefined)

  const { invitedAt, expiresAt } = await invitationTimes(payload, now)
  const invited = await asTeacherInTransaction(payload, teacher, async (req) => {
    // Compare-and-set on the status: of two activations at once, only one finds the draft.
    const activated = await payload.update({
      collection: 'events', where: { and: [{ id: { equals: event.id } }, { status: { equals: 'draft' } }] },
      data: { status: 'active', activatedAt: invitedAt }, depth: 0, overrideAccess: false, req,
    })
    if (activated.docs.length !== 1) return null
    return inviteSelectedRows(payload, { req }, event.id, { invitedAt, expiresAt })
  })
  if (!invited) return fail('invalid-state')
  await emailInvitations(payload, event, invited, expiresAt)
  await emailNextSteps(payload, event, teacher, { count: invited.length, expiresAt })
  return { ok: true }
}

/** When invitations sent now were sent and when they expire (the lifetime in site settings). */
export async function invitationTimes(payload: Payload, now: Date) {
  const days = await invitationExpiryDays(payload)
  return { invitedAt: now.toISOString(), expiresAt: new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString() }
}

/** Every selected role model of the event becomes invited (as the caller: the collection checks the change). */
export async function inviteSelectedRows(payload: Payload, as: { req: PayloadRequest } | { user: SignedInTeacher }, eventId: Id, times: { invitedAt: string; expiresAt: string }): Promise<Id[]> {
  const rows = await payload.update({
    collection: 'event-role-models', where: { and: [{ event: { equals: eventId } }, { status: { equals: ROLE_MODEL_STATUS.selected } }] },
    data: { status: ROLE_MODEL_STATUS.invited, ...times }, depth: 0, overrideAccess: false, ...as,
  })
  return rows.docs.map((row) => relationId(row.roleModel)).filter((value): value is Id => value != null)
}

/** Emails each newly invited role model the event summary and the link to their invitation page. */
export async function emailInvitations(payload: Payload, event: EventDoc, roleModelIds: Id[], expiresAt: string) {
  await sendInvitationEmails(
    payload,
    { event, schoolName: await schoolName(payload, event.school), place: await placeOf(payload, event) },
    await recipients(payload, roleModelIds, expiresAt),
  )
}

/** Emails the teacher who activated the event its next steps (in their stored language, decision 0042). */
async function emailNextSteps(payload: Payload, event: EventDoc, teacher: SignedInTeacher, invited: { count: number; expiresAt: string }) {
  if (!teacher.email) return
  const context = { event, schoolName: await schoolName(payload, event.school), place: await placeOf(payload, event) }
  await sendNextStepsEmail(payload, context, { email: teacher.email, firstName: teacher.firstName || teacher.name, language: teacher.language }, invited)
}

/** Deletes a draft for good; the collection's hook removes its role-model rows in the same transaction. */
export async function discardEvent({ payload, teacher, id }: { payload: Payload; teacher: SignedInUser; id: Id }): Promise<EventResult> {
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event) return fail('not-found')
  if (event.status !== 'draft') return fail('invalid-state')
  // Delete access allows drafts only, so an event activated meanwhile is left alone.
  const deleted = await payload.delete({
    collection: 'events', where: { id: { equals: event.id } }, depth: 0, user: teacher, overrideAccess: false,
  })
  return deleted.docs.length === 1 ? { ok: true } : fail('invalid-state')
}

export const CANCEL_REASON_MAX = 2048

/** Active → cancelled with a reason role models never see; every invited or attending role model is emailed. */
export async function cancelEvent({ payload, teacher, id, reason, now = new Date() }: { payload: Payload; teacher: SignedInUser; id: Id; reason: string; now?: Date }): Promise<EventResult> {
  const cancelReason = reason?.trim() ?? ''
  if (!cancelReason || cancelReason.length > CANCEL_REASON_MAX) return fail('invalid')
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event || !isTeacher(teacher)) return fail('not-found')
  if (event.status !== 'active') return fail('invalid-state')
  const cancelled = await asTeacherInTransaction(payload, teacher, async (req) => {
    const { docs } = await payload.update({
      collection: 'events', where: { and: [{ id: { equals: event.id } }, { status: { equals: 'active' } }] },
      data: { status: 'cancelled', cancelReason, cancelledAt: now.toISOString() }, depth: 0, overrideAccess: false, req,
    })
    return docs.length
  })
  if (cancelled !== 1) return fail('invalid-state')
  const rows = await payload.find({
    collection: 'event-role-models',
    where: { and: [{ event: { equals: event.id } }, { status: { in: [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted] } }] },
    select: { roleModel: true }, depth: 0, limit: 0, pagination: false, overrideAccess: true,
  })
  const ids = rows.docs.map((row) => relationId(row.roleModel)).filter((value): value is Id => value != null)
  // Attending role models also get their calendar entry's cancellation.
  const calendars = await cancelledCalendars(payload, event.id)
  await sendCancellationEmails(payload, { event, schoolName: await schoolName(payload, event.school) }, await recipients(payload, ids, undefined, calendars))
  return { ok: true }
}

/** Role models visible to teachers who can do in-person events in the region (the region rule of section 5). */
export async function countInPersonRoleModelsInRegion(payload: Payload, regionId: Id, now = new Date()): Promise<number> {
  if (!validId(regionId)) return 0
  const { totalDocs } = await payload.count({
    collection: 'role-models',
    where: { and: [visibleToTeachersWhere(now), { canDoInPersonEvent: { equals: true } }, { region: { equals: regionId } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * A draft in person becomes an online event (the choose page's way out of a thin region, decision 0038): the school
 * then plans the meeting on step 1. Selected role models who do not take part online are taken off (they were never
 * invited); everything else the teacher typed stays.
 */
export async function switchEventToOnline({ payload, teacher, id }: { payload: Payload; teacher: SignedInUser; id: Id }): Promise<EventResult<{ removed: number }>> {
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event || !isTeacher(teacher)) return fail('not-found')
  if (event.status !== 'draft' || event.type !== 'in-person') return fail('invalid-state')
  const asTeacher = { user: teacher, overrideAccess: false } as const
  const rows = await payload.find({
    collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { status: { equals: ROLE_MODEL_STATUS.selected } }] },
    select: { roleModel: true }, depth: 0, limit: 0, pagination: false, ...asTeacher,
  })
  const ids = rows.docs.map((row) => relationId(row.roleModel)).filter((value): value is Id => value != null)
  const online = ids.length
    ? new Set((await payload.find({ collection: 'role-models', where: { and: [{ id: { in: ids } }, { canDoOnlineEvent: { equals: true } }] }, select: {}, depth: 0, limit: 0, pagination: false, overrideAccess: true })).docs.map((doc) => String(doc.id)))
    : new Set<string>()
  const leaving = rows.docs.filter((row) => !online.has(String(relationId(row.roleModel))))
  for (const row of leaving) await payload.delete({ collection: 'event-role-models', id: row.id, depth: 0, ...asTeacher })
  await payload.update({ collection: 'events', id: event.id, data: { type: 'online' }, depth: 0, ...asTeacher })
  return { ok: true, removed: leaving.length }
}

/** Role models visible to teachers who take part in online events, from anywhere (step 1 of an online event). */
export async function countOnlineRoleModels(payload: Payload, now = new Date()): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'role-models', where: { and: [visibleToTeachersWhere(now), { canDoOnlineEvent: { equals: true } }] }, overrideAccess: true })
  return totalDocs
}
