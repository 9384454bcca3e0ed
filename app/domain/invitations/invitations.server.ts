import { APIError } from 'payload'
import type { Payload } from 'payload'
import type { SignedInUser } from '~/domain/accounts/users'
import { fastPathClient, sqlBoolean, sqlNumber, sqlText } from '~/lib/sqlite.server'
import type { SqlClient } from '~/lib/sqlite.server'
import { relationId } from '../shared/relations'
import { notifyTeachersOfAnswer } from './emails.server'
import { sendAttendingEmail } from '../calendar/calendar.server'
import { storedToEventDate } from '../shared/dates'
import { EVENTS_PER_PAGE } from '../events/list-query'
import { schoolNameThroughPayload, schoolNameThroughSql } from '../events/events.server'
import type { EventDisplayState } from '../events/rules'
import { ANSWER_CONTEXT, answerProblem, cleanDeclineReason, DECLINE_REASON_MAX_LENGTH, displayStateOf, respondBy, ROLE_MODEL_EVENT_TABS, roleModelEventTab } from './rules'
import type { AnswerIntent, AnswerProblem, RoleModelEventTab } from './rules'
import { ROLE_MODEL_STATUS } from './status'
import { mayTakePart } from '../vetting/visibility'
import { isWithdrawn, withdrawProblem } from './withdraw'
import type { WithdrawProblem } from './withdraw'
import { idKey, parseDocId } from '../shared/ids'
import { taxonomyTerms } from '../reference/taxonomies.server'
import type { Term } from '../reference/terms'
import type { DocId } from '../shared/ids'

type Locale = 'en' | 'mi'
type Id = number | string
type Relation<T> = Id | (T & { id: Id }) | null | undefined
type Titled = { title?: string | null }
type Teacher = { name?: string | null; firstName?: string | null; lastName?: string | null; email?: string | null }
type Meeting = { platform?: string | null; inviteLink?: string | null; password?: string | null }

/** The event fields this module reads (the stored shape of collections/Events). */
type EventDoc = {
  id: Id
  title?: string | null
  type?: string | null
  status?: string | null
  date?: string | null
  arrivalTime?: string | null
  startTime?: string | null
  endTime?: string | null
  address?: string | null
  region?: Relation<Titled>
  district?: Relation<Titled>
  school?: Relation<{ name?: string | null }>
  createdBy?: Relation<Teacher>
  primaryContact?: Relation<Teacher>
  arrivalDetails?: string | null
  howWillTheEventStart?: string | null
  culturalExpectations?: string | null
  photosAllowed?: boolean | null
  meeting?: Meeting | null
  preEventMeeting?: (Meeting & { enabled?: boolean | null; date?: string | null; startTime?: string | null; endTime?: string | null }) | null
  howWillStudentsAttend?: string | null
  studentLanguages?: Relation<Titled>[] | null
  studentsAge?: string | null
  numberOfStudents?: number | null
  whatStudentsCallTheTeacher?: string | null
  learningGoals?: string | null
  whatMakesTheSchoolSpecial?: string | null
  relatedTopic?: string | null
}

type RowDoc = { id: Id; status: number; event: Relation<EventDoc>; expiresAt?: string | null; invitedAt?: string | null; withdrawnAt?: string | null; attended?: boolean | null }

export type AnswerResult = { ok: true } | { ok: false; error: 'not-found' | 'invalid-state' | 'invalid'; message: string }

/** The message every refused or failed answer shows (spec section 8). */
export const ANSWER_ERROR = 'invitations:messages.error'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const objectOf = <T>(value: Relation<T>): (T & { id: Id }) | null => (value && typeof value === 'object' ? value : null)

/** A positive whole-number id from an address, or null (a forged id is simply not found). */
export function parseId(value: unknown): DocId | null {
  return parseDocId(value)
}

export type RoleModelEventCard = {
  id: Id
  title: string
  type: string
  invitation: 'invited' | 'accepted'
  displayState: EventDisplayState
  date: string | null
  arrivalTime: string
  startTime: string
  endTime: string
  schoolName: string
  address: string
  /** The last day to answer (an instant or a calendar date), for invitations still waiting. */
  respondBy: string | null
}

/**
 * One page of the role model's events in one tab of `/role-model/events` (Upcoming, Completed, Cancelled), how
 * many pages the tab has and how many events each tab holds. Declined, uninvited and expired invitations are not
 * listed.
 */
export async function listRoleModelEvents({ payload, roleModel, tab, page = 1, now = new Date() }: { payload: Payload; roleModel: SignedInUser; tab: RoleModelEventTab; page?: number; now?: Date }) {
  const byTab = Object.fromEntries(ROLE_MODEL_EVENT_TABS.map((name) => [name, [] as ListedRow[]])) as Record<RoleModelEventTab, ListedRow[]>
  for (const row of await listedRows(payload, roleModel)) {
    const where = roleModelEventTab(row.status, row.event, now)
    if (where) byTab[where].push(row)
  }
  const counts = Object.fromEntries(ROLE_MODEL_EVENT_TABS.map((name) => [name, byTab[name].length])) as Record<RoleModelEventTab, number>
  // By date (soonest first when upcoming, latest first otherwise), then by event, so the pages never overlap.
  const sorted = byTab[tab].sort((a, b) => {
    const order = text(storedToEventDate(a.event.date)).localeCompare(text(storedToEventDate(b.event.date)))
      || String(a.event.id).localeCompare(String(b.event.id), 'en', { numeric: true })
    return tab === 'upcoming' ? order : -order
  })
  const totalPages = Math.max(1, Math.ceil(sorted.length / EVENTS_PER_PAGE))
  const shown = sorted.slice((page - 1) * EVENTS_PER_PAGE, page * EVENTS_PER_PAGE)
  const events: RoleModelEventCard[] = shown.map(({ status, expiresAt, event }) => ({
    id: event.id,
    title: text(event.title),
    type: text(event.type),
    invitation: status === ROLE_MODEL_STATUS.accepted ? 'accepted' : 'invited',
    displayState: displayStateOf(event, now),
    date: storedToEventDate(event.date),
    arrivalTime: text(event.arrivalTime),
    startTime: text(event.startTime),
    endTime: text(event.endTime),
    schoolName: event.schoolName,
    address: text(event.address),
    respondBy: respondBy(expiresAt, event.date),
  }))
  return { tab, page, totalPages, events, counts }
}

/** An invitation waiting for an answer or accepted, with the fields of its event the list shows. */
export type ListedRow = {
  status: number
  expiresAt: string | null
  event: Pick<EventDoc, 'id' | 'title' | 'type' | 'status' | 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'address'> & { schoolName: string }
}

const LISTED_STATUSES = [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted]
/** At most this many listed invitations are read (either way). */
const MAX_LISTED = 500

/**
 * The role model's invitations waiting for an answer or accepted, each with its event and school name. Read on
 * every visit of the events list, so on SQLite it is one indexed statement: Payload's read of the same rows as the
 * role model (their own rows; events and schools they were invited by, which every listed row is) spent ~25 ms on
 * population and field traversal for 70 invitations (decision 0021). An integration test holds the two equal.
 */
export async function listedRows(payload: Payload, roleModel: SignedInUser): Promise<ListedRow[]> {
  if (roleModel.collection !== 'role-models') return []
  const client = fastPathClient(payload)
  return client ? listedRowsThroughSql(client, roleModel) : listedRowsThroughPayload(payload, roleModel)
}

export async function listedRowsThroughSql(client: SqlClient, roleModel: SignedInUser): Promise<ListedRow[]> {
  if (roleModel.collection !== 'role-models') return []
  const { rows } = await client.execute({
    sql: `SELECT r.status AS row_status, r.expires_at, e.id, e.title, e.type, e.status, e.date, e.arrival_time, e.start_time, e.end_time, e.address, s.name AS school_name
          FROM event_role_models r JOIN events e ON e.id = r.event_id LEFT JOIN schools s ON s.id = e.school_id
          WHERE r.role_model_id = ? AND r.status IN (${LISTED_STATUSES.map(() => '?').join(', ')})
          LIMIT ?`,
    args: [roleModel.id, ...LISTED_STATUSES, MAX_LISTED],
  })
  return Array.from(rows, (row) => ({
    status: Number(row.row_status),
    expiresAt: sqlText(row.expires_at),
    event: {
      id: Number(row.id),
      title: sqlText(row.title),
      type: sqlText(row.type),
      status: sqlText(row.status),
      date: sqlText(row.date),
      arrivalTime: sqlText(row.arrival_time),
      startTime: sqlText(row.start_time),
      endTime: sqlText(row.end_time),
      address: sqlText(row.address),
      schoolName: text(row.school_name),
    },
  }))
}

/** The same rows read through Payload as the role model (MongoDB, and the reference the test compares with). */
export async function listedRowsThroughPayload(payload: Payload, roleModel: SignedInUser): Promise<ListedRow[]> {
  const found = await payload.find({
    collection: 'event-role-models',
    where: { and: [{ roleModel: { equals: roleModel.id } }, { status: { in: LISTED_STATUSES } }] },
    select: { status: true, event: true, expiresAt: true },
    depth: 1,
    populate: {
      events: { title: true, type: true, status: true, date: true, arrivalTime: true, startTime: true, endTime: true, address: true, school: true },
    },
    limit: MAX_LISTED,
    pagination: false,
    overrideAccess: false,
    user: roleModel,
  })
  const rows = (found.docs as unknown as RowDoc[]).flatMap((row) => {
    const event = objectOf(row.event)
    return event ? [{ row, event }] : []
  })
  const schools = await schoolNames(payload, roleModel, rows.map(({ event }) => event.school))
  return rows.map(({ row, event }) => ({
    status: row.status,
    expiresAt: row.expiresAt ?? null,
    event: {
      id: event.id,
      title: event.title ?? null,
      type: event.type ?? null,
      status: event.status ?? null,
      date: event.date ?? null,
      arrivalTime: event.arrivalTime ?? null,
      startTime: event.startTime ?? null,
      endTime: event.endTime ?? null,
      address: event.address ?? null,
      schoolName: schools.get(String(relationId(event.school))) ?? '',
    },
  }))
}

async function schoolNames(payload: Payload, roleModel: SignedInUser, values: Relation<{ name?: string | null }>[]) {
  const ids = [...new Set(values.map(relationId).filter((id): id is Id => id != null))]
  if (!ids.length) return new Map<string, string>()
  const found = await payload.find({
    collection: 'schools', where: { id: { in: ids } }, select: { name: true }, depth: 0, limit: ids.length, pagination: false, overrideAccess: false, user: roleModel,
  })
  return new Map(found.docs.map((school) => [String(school.id), text(school.name)]))
}

/** The role model's own row on the event, if they were ever sent an invitation to it. */
async function findOwnRow(payload: Payload, roleModel: SignedInUser, eventId: DocId): Promise<RowDoc | null> {
  const found = await payload.find({
    collection: 'event-role-models',
    where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModel.id } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: roleModel,
  })
  const row = (found.docs[0] as unknown as RowDoc | undefined) ?? null
  // Uninvited: the invitation was withdrawn, so the event is no longer theirs to see.
  return row && row.status !== ROLE_MODEL_STATUS.uninvited ? row : null
}

async function readEvent(payload: Payload, roleModel: SignedInUser, eventId: DocId, depth: number) {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth, overrideAccess: false, user: roleModel, disableErrors: true })
  return (event as unknown as EventDoc | null) ?? null
}

/**
 * The event of the role model's own row, which (found under their access, neither selected nor uninvited) proves the
 * events' read rule: they were asked to it. Read by id without asking the rule again, which loads every event of the
 * role model's history; the meetings' links and passwords, which the rule shows only once accepted, are selected only
 * then, and the cancel reason never (decision 0054).
 */
async function readInvitedEvent(payload: Payload, eventId: DocId, locale: Locale, accepted: boolean) {
  const { meeting, preEventMeeting, ...unlessAccepted } = INVITATION_FIELDS
  const select = accepted ? { ...unlessAccepted, meeting, preEventMeeting } : unlessAccepted
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, locale, overrideAccess: true, disableErrors: true, select })
  return (event as unknown as EventDoc | null) ?? null
}

type OwnInvitation = { row: RowDoc; event: EventDoc }
const ROW_FIELDS = ['id', 'status', 'event', 'expiresAt', 'invitedAt', 'withdrawnAt', 'attended'] as const

/**
 * The role model's own row on the event (sent, not withdrawn by the school) and the event as its invitation shows it:
 * the meetings only once accepted. Read on every view of the role model's event page: on SQLite one statement for the
 * row and the event and one for its students' languages, held equal by the invitations integration test to Payload's
 * two reads (the row under the role model's access, then the event by id), which MongoDB keeps.
 */
export async function ownInvitation(payload: Payload, roleModel: SignedInUser, eventId: DocId, locale: Locale = 'en'): Promise<OwnInvitation | null> {
  const client = fastPathClient(payload)
  return client && roleModel.collection === 'role-models' ? ownInvitationThroughSql(client, roleModel.id, eventId) : ownInvitationThroughPayload(payload, roleModel, eventId, locale)
}

export async function ownInvitationThroughPayload(payload: Payload, roleModel: SignedInUser, eventId: DocId, locale: Locale = 'en'): Promise<OwnInvitation | null> {
  const found = await findOwnRow(payload, roleModel, eventId)
  if (!found) return null
  const row = Object.fromEntries(ROW_FIELDS.map((field) => [field, found[field] ?? null])) as RowDoc
  const event = await readInvitedEvent(payload, eventId, locale, row.status === ROLE_MODEL_STATUS.accepted)
  return event ? { row, event } : null
}

/** The events' columns of INVITATION_FIELDS but the meetings' and the students' languages (a table of their own). */
const INVITED_EVENT_COLUMNS = {
  title: 'title', type: 'type', status: 'status', date: 'date', arrivalTime: 'arrival_time', startTime: 'start_time', endTime: 'end_time', address: 'address',
  studentsAge: 'students_age', howWillStudentsAttend: 'how_will_students_attend', arrivalDetails: 'arrival_details',
  howWillTheEventStart: 'how_will_the_event_start', culturalExpectations: 'cultural_expectations', whatStudentsCallTheTeacher: 'what_students_call_the_teacher',
  learningGoals: 'learning_goals', whatMakesTheSchoolSpecial: 'what_makes_the_school_special', relatedTopic: 'related_topic',
} as const
const INVITED_EVENT_RELATIONS = { region: 'region_id', district: 'district_id', school: 'school_id', primaryContact: 'primary_contact_id', createdBy: 'created_by_id' } as const
const MEETING_COLUMNS = { platform: 'meeting_platform', inviteLink: 'meeting_invite_link', password: 'meeting_password' } as const
const PRE_EVENT_COLUMNS = {
  enabled: 'pre_event_meeting_enabled', date: 'pre_event_meeting_date', startTime: 'pre_event_meeting_start_time', endTime: 'pre_event_meeting_end_time',
  platform: 'pre_event_meeting_platform', inviteLink: 'pre_event_meeting_invite_link', password: 'pre_event_meeting_password',
} as const

export async function ownInvitationThroughSql(client: SqlClient, roleModel: Id, event: DocId): Promise<OwnInvitation | null> {
  const [roleModelKey, eventKey] = [Number(roleModel), Number(event)]
  if (!Number.isSafeInteger(roleModelKey) || !Number.isSafeInteger(eventKey)) return null
  const columns = [
    ...Object.values(INVITED_EVENT_COLUMNS), ...Object.values(INVITED_EVENT_RELATIONS), ...Object.values(MEETING_COLUMNS), ...Object.values(PRE_EVENT_COLUMNS),
    'number_of_students', 'photos_allowed',
  ].map((column) => `e.${column}`)
  // The role models' read rule: their own rows, never a selection not yet sent; a withdrawn invitation is not theirs to see.
  const [{ rows }, languages] = await Promise.all([
    client.execute({
      sql: `SELECT r.id AS row_id, r.status AS row_status, r.expires_at AS row_expires_at, r.invited_at AS row_invited_at, r.withdrawn_at AS row_withdrawn_at,
              r.attended AS row_attended, e.id, ${columns.join(', ')}
            FROM event_role_models r JOIN events e ON e.id = r.event_id WHERE r.event_id = ? AND r.role_model_id = ? AND r.status NOT IN (?, ?)`,
      args: [eventKey, roleModelKey, ROLE_MODEL_STATUS.selected, ROLE_MODEL_STATUS.uninvited],
    }),
    client.execute({ sql: `SELECT languages_id FROM events_rels WHERE parent_id = ? AND path = 'studentLanguages' ORDER BY "order"`, args: [eventKey] }),
  ])
  const row = rows[0]
  if (!row) return null
  const own: RowDoc = {
    id: Number(row.row_id), status: Number(row.row_status), event: Number(row.id), expiresAt: sqlText(row.row_expires_at),
    invitedAt: sqlText(row.row_invited_at), withdrawnAt: sqlText(row.row_withdrawn_at), attended: sqlBoolean(row.row_attended),
  }
  const texts = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([field, column]) => [field, sqlText(row[column])]))
  const numbers = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([field, column]) => [field, sqlNumber(row[column])]))
  const invited: EventDoc = {
    id: Number(row.id), ...texts(INVITED_EVENT_COLUMNS), ...numbers(INVITED_EVENT_RELATIONS),
    numberOfStudents: sqlNumber(row.number_of_students),
    photosAllowed: sqlBoolean(row.photos_allowed),
    studentLanguages: languages.rows.map((language) => Number(language.languages_id)),
    // The meetings' links and passwords: the events' read rule shows them only once the role model accepted.
    ...(own.status === ROLE_MODEL_STATUS.accepted
      ? { meeting: texts(MEETING_COLUMNS), preEventMeeting: { ...texts(PRE_EVENT_COLUMNS), enabled: sqlBoolean(row.pre_event_meeting_enabled) } }
      : {}),
  }
  return { row: own, event: invited }
}

/**
 * The names the invitation shows of the documents its event points at, read at depth 0 in one read per collection:
 * the school's name and, once accepted, the organisers' names and emails, and the region, district and languages from
 * the reference lists everyone reads. The role model's own row on this event (found under their access) already proves
 * what the collections' read rules would check: an invitation names its school (schools: "the schools that invited
 * them"), and an accepted place shows its organisers (teachers: "the organisers of the events they accepted"). Asking
 * the rules again made each read load every event of the role model's history (~10 ms of CPU for a long one), so the
 * two reads go by id, selecting only the fields those rules let a role model see (decision 0049, 0054).
 */
const NO_TERMS: ReadonlyMap<string, Term> = new Map()

async function relatedNames(payload: Payload, event: EventDoc, locale: Locale, accepted: boolean) {
  const schoolId = relationId(event.school)
  const organiserIds = accepted ? [...new Set([relationId(event.primaryContact), relationId(event.createdBy)].filter((id): id is Id => id != null))] : []
  const client = fastPathClient(payload)
  const [{ school, teachers }, regions, districts, languages] = await Promise.all([
    client ? schoolAndOrganisersThroughSql(client, schoolId, organiserIds) : schoolAndOrganisersThroughPayload(payload, schoolId, organiserIds),
    event.region == null ? NO_TERMS : taxonomyTerms(payload, 'regions', locale),
    event.district == null ? NO_TERMS : taxonomyTerms(payload, 'districts', locale),
    event.studentLanguages?.length ? taxonomyTerms(payload, 'languages', locale) : NO_TERMS,
  ])
  const lists = { regions, districts, languages }
  return {
    school,
    teachers,
    /** A name from a staff-edited list, marked where it falls back to English (decision 0053); null when none. */
    term: (list: keyof typeof lists, value: Relation<Titled>): Term | null => lists[list].get(idKey(relationId(value))) ?? null,
  }
}

type Organiser = Pick<Teacher, 'name' | 'firstName' | 'lastName' | 'email'>
type SchoolAndOrganisers = { school: string; teachers: Map<string, Organiser> }

/** The school's name (schoolName's) and the organisers' names and emails: two statements on SQLite, equal to Payload's two reads by id (a test holds them so). */
export async function schoolAndOrganisersThroughSql(client: SqlClient, school: Id | null, organiserIds: Id[]): Promise<SchoolAndOrganisers> {
  const ids = organiserIds.map(Number).filter(Number.isSafeInteger)
  const [name, teachers] = await Promise.all([
    school == null ? '' : schoolNameThroughSql(client, school),
    ids.length ? client.execute({ sql: `SELECT id, name, first_name, last_name, email FROM teachers WHERE id IN (${ids.map(() => '?').join(', ')})`, args: ids }) : null,
  ])
  return {
    school: name,
    teachers: new Map((teachers?.rows ?? []).map((row) => [
      String(row.id), { name: sqlText(row.name), firstName: sqlText(row.first_name), lastName: sqlText(row.last_name), email: String(row.email) },
    ])),
  }
}

export async function schoolAndOrganisersThroughPayload(payload: Payload, schoolId: Id | null, organiserIds: Id[]): Promise<SchoolAndOrganisers> {
  const [school, teachers] = await Promise.all([
    schoolId == null ? '' : schoolNameThroughPayload(payload, schoolId),
    organiserIds.length
      ? payload.find({ collection: 'teachers', where: { id: { in: organiserIds } }, select: NAME_ONLY, limit: organiserIds.length, depth: 0, pagination: false, overrideAccess: true })
      : null,
  ])
  return {
    school,
    teachers: new Map((teachers?.docs ?? []).map((teacher) => [String(teacher.id), { name: teacher.name, firstName: teacher.firstName, lastName: teacher.lastName, email: teacher.email }])),
  }
}

const INVITATION_FIELDS = {
  status: true, title: true, type: true, school: true, date: true, arrivalTime: true, startTime: true, endTime: true, address: true,
  region: true, district: true, numberOfStudents: true, studentsAge: true, howWillStudentsAttend: true, studentLanguages: true,
  arrivalDetails: true, howWillTheEventStart: true, culturalExpectations: true, photosAllowed: true, whatStudentsCallTheTeacher: true,
  learningGoals: true, whatMakesTheSchoolSpecial: true, relatedTopic: true, meeting: true, preEventMeeting: true, primaryContact: true, createdBy: true,
} as const
const NAME_ONLY = { name: true, firstName: true, lastName: true, email: true } as const

export type InvitationStatus = 'invited' | 'accepted' | 'declined' | 'expired' | 'withdrawn'

export type InvitationView = {
  eventId: Id
  eventRoleModelId: Id
  roleModelId: Id
  status: InvitationStatus
  /** Why Accept and Decline are not offered, or null when they are. */
  problem: AnswerProblem | null
  /** Why 'I can't come after all' is not offered, or null when it is (accepted, on a live event not yet begun). */
  withdrawProblem: WithdrawProblem | null
  eventStatus: string
  displayState: EventDisplayState
  title: string
  type: string
  schoolName: string
  date: string | null
  arrivalTime: string
  startTime: string
  endTime: string
  /** The last day to answer (an instant or a calendar date). */
  respondBy: string | null
  address: string
  region: Term | null
  district: Term | null
  numberOfStudents: number | null
  studentsAge: string
  howWillStudentsAttend: string
  studentLanguages: Term[]
  details: {
    arrivalDetails: string
    howWillTheEventStart: string
    culturalExpectations: string
    photosAllowed: boolean | null
    whatStudentsCallTheTeacher: string
    learningGoals: string
    whatMakesTheSchoolSpecial: string
    relatedTopic: string
  }
  /** Only once the role model accepted. */
  meeting: { platform: string; inviteLink: string; password: string } | null
  preEventMeeting: { date: string | null; startTime: string; endTime: string; platform: string; inviteLink: string; password: string } | null
  organiser: { name: string; email: string } | null
}

const STATUS_NAMES: Record<number, InvitationStatus> = {
  [ROLE_MODEL_STATUS.invited]: 'invited',
  [ROLE_MODEL_STATUS.accepted]: 'accepted',
  [ROLE_MODEL_STATUS.declined]: 'declined',
  [ROLE_MODEL_STATUS.expired]: 'expired',
}

/**
 * The invitation page's data, or null (a 404) when the role model has no invitation on that event. Online
 * meeting details and the organiser's contact are included only after the role model accepted.
 */
export async function getInvitation(args: InvitationArgs): Promise<InvitationView | null> {
  return (await getInvitationPage(args))?.invitation ?? null
}

type InvitationArgs = { payload: Payload; roleModel: SignedInUser; eventId: unknown; locale?: Locale; now?: Date }

/**
 * The invitation page's data with the role model's row and the event as read for it (the page's feedback panel needs
 * both, so they are not read twice), or null as getInvitation.
 */
export async function getInvitationPage({ payload, roleModel, eventId, locale = 'en', now = new Date() }: InvitationArgs): Promise<{ invitation: InvitationView; row: RowDoc; event: EventDoc } | null> {
  const id = parseId(eventId)
  if (id == null) return null
  // A role model who may no longer take part sees none of an event's details (their places are being released).
  if (roleModel.collection === 'role-models' && !mayTakePart(roleModel, now)) return null
  const own = await ownInvitation(payload, roleModel, id, locale)
  if (!own) return null
  const { row, event } = own
  const status = isWithdrawn(row) ? 'withdrawn' : STATUS_NAMES[row.status]
  if (!status) return null
  const accepted = status === 'accepted'
  const names = await relatedNames(payload, event, locale, accepted)
  const organiser = accepted ? names.teachers.get(String(relationId(event.primaryContact))) ?? names.teachers.get(String(relationId(event.createdBy))) ?? null : null
  const meeting = event.meeting ?? {}
  const meetingShown = accepted && event.type === 'online' && event.status !== 'cancelled'
  const pre = event.preEventMeeting ?? {}
  const invitation: InvitationView = {
    eventId: event.id,
    eventRoleModelId: row.id,
    roleModelId: roleModel.id,
    status,
    problem: answerProblem(row, event, now),
    withdrawProblem: withdrawProblem(row, event, now),
    eventStatus: text(event.status),
    displayState: displayStateOf(event, now),
    title: text(event.title),
    type: text(event.type),
    schoolName: names.school,
    date: storedToEventDate(event.date),
    arrivalTime: text(event.arrivalTime),
    startTime: text(event.startTime),
    endTime: text(event.endTime),
    respondBy: respondBy(row.expiresAt, event.date),
    address: text(event.address),
    region: names.term('regions', event.region),
    district: names.term('districts', event.district),
    numberOfStudents: event.numberOfStudents ?? null,
    studentsAge: text(event.studentsAge),
    howWillStudentsAttend: text(event.howWillStudentsAttend),
    studentLanguages: (event.studentLanguages ?? []).map((language) => names.term('languages', language)).filter((term): term is Term => term != null),
    details: {
      arrivalDetails: text(event.arrivalDetails),
      howWillTheEventStart: text(event.howWillTheEventStart),
      culturalExpectations: text(event.culturalExpectations),
      photosAllowed: event.photosAllowed ?? null,
      whatStudentsCallTheTeacher: text(event.whatStudentsCallTheTeacher),
      learningGoals: text(event.learningGoals),
      whatMakesTheSchoolSpecial: text(event.whatMakesTheSchoolSpecial),
      relatedTopic: text(event.relatedTopic),
    },
    // The meetings' links and passwords: for an accepted place on an event that still takes place (not once cancelled).
    meeting: meetingShown
      ? { platform: text(meeting.platform), inviteLink: text(meeting.inviteLink), password: text(meeting.password) }
      : null,
    preEventMeeting: meetingShown && pre.enabled
      ? { date: storedToEventDate(pre.date), startTime: text(pre.startTime), endTime: text(pre.endTime), platform: text(pre.platform), inviteLink: text(pre.inviteLink), password: text(pre.password) }
      : null,
    organiser: organiser
      ? { name: text(organiser.name) || [organiser.firstName, organiser.lastName].filter(Boolean).join(' '), email: text(organiser.email) }
      : null,
  }
  return { invitation, row, event }
}

type AnswerArgs = { payload: Payload; roleModel: SignedInUser; eventId: unknown; roleModelId?: unknown; now?: Date }

const refused = (error: 'not-found' | 'invalid-state' | 'invalid', message = ANSWER_ERROR): AnswerResult => ({ ok: false, error, message })

/** Finds the signed-in role model's open invitation; anything else is refused before any write. */
async function openInvitation({ payload, roleModel, eventId, roleModelId, now = new Date() }: AnswerArgs) {
  const id = parseId(eventId)
  // A role model answers only their own invitation: another role model's id in the address is not found.
  if (id == null || (roleModelId !== undefined && parseId(roleModelId) !== roleModel.id)) return { payload, refusal: refused('not-found') }
  // Refused like any answer that cannot be given, before any write (the collection's hook holds the same rule).
  if (roleModel.collection === 'role-models' && !mayTakePart(roleModel, now)) return { payload, refusal: refused('invalid-state') }
  const row = await findOwnRow(payload, roleModel, id)
  if (!row) return { payload, refusal: refused('not-found') }
  const event = await readEvent(payload, roleModel, id, 0)
  if (!event) return { payload, refusal: refused('not-found') }
  if (answerProblem(row, event, now)) return { payload, refusal: refused('invalid-state') }
  return { payload, row }
}

async function answer(payload: Payload, roleModel: SignedInUser, row: RowDoc, intent: AnswerIntent, data: Record<string, unknown>): Promise<AnswerResult> {
  try {
    // As the role model: the collection's rules check the change again and write the answer only if the row is still
    // invited (a conditional write in the database), so of two simultaneous answers, in one process or two, the second
    // is refused and sends nothing (decision 0051).
    await payload.update({ collection: 'event-role-models', id: row.id, data, depth: 0, overrideAccess: false, user: roleModel, context: { [ANSWER_CONTEXT]: intent } })
  } catch (error) {
    if (error instanceof APIError && error.status < 500) return refused('invalid-state')
    throw error
  }
  // After the commit, so the database is not locked while mail is sent (the collection's hook leaves it to us).
  try {
    await notifyTeachersOfAnswer({ payload, eventId: relationId(row.event)!, roleModelId: roleModel.id, answer: intent === 'accept' ? 'accepted' : 'declined' })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not email the teachers of event ${relationId(row.event)} about an answer` })
  }
  if (intent !== 'accept') return { ok: true }
  try {
    // The role model's own confirmation, with the calendar invitation (decision 0017).
    await sendAttendingEmail({ payload, eventId: relationId(row.event)!, roleModelId: roleModel.id })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not email role model ${roleModel.id} the calendar invitation of event ${relationId(row.event)}` })
  }
  return { ok: true }
}

/** Accepts an invitation (invited → accepted). Accepting twice, a declined or expired invitation, or someone else's: refused. */
export async function acceptInvitation(args: AnswerArgs): Promise<AnswerResult> {
  const { payload, row, refusal } = await openInvitation(args)
  if (!row) return refusal!
  return answer(payload, args.roleModel, row, 'accept', { status: ROLE_MODEL_STATUS.accepted })
}

/** Declines an invitation with a reason the school never sees (invited → declined). Final. */
export async function declineInvitation(args: AnswerArgs & { reason: unknown }): Promise<AnswerResult> {
  const reason = cleanDeclineReason(args.reason)
  if (!reason) return refused('invalid', typeof args.reason === 'string' && args.reason.trim() ? `tooLong|{"max":${DECLINE_REASON_MAX_LENGTH}}` : 'invitations:validation.reasonRequired')
  const { payload, row, refusal } = await openInvitation(args)
  if (!row) return refusal!
  return answer(payload, args.roleModel, row, 'decline', { status: ROLE_MODEL_STATUS.declined, declineReason: reason })
}
