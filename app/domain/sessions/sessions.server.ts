import { APIError } from 'payload'
import type { Payload, Where } from 'payload'
import type { Event, Staff } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { programmeName } from '../accounts/content.server'
import { programmeSessionsWhere, registeredClassesWhere } from '../access/rules'
import { roleModelAddProblem } from '../choosing/choosing.server'
import { offeredWhere } from '../choosing/offered'
import { emailInvitations, invitationTimes, inviteSelectedRows } from '../events/inviting.server'
import { inviteProblem } from '../events/rules'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { eventDateToStored, nzDate } from '../shared/dates'
import { parseDocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { releaseUnableOnEvent } from '../vetting/participation.server'
import { emailRegistration, sessionCalendar } from './emails.server'
import { releaseSessionPlace } from './places.server'
import { REGISTRATION_PROBLEM_MESSAGES, sessionStarted, watchingRecordOpen, withdrawalOpen } from './session-rules'
import type { RegistrationProblem } from './session-rules'
import type { SessionPlan } from './session.schema'

type Id = number | string
export type StaffUser = Staff & { collection: 'staff' }

/** The context flag the registrations' hook sets once it claimed a place (collections/SessionRegistrations/hooks.ts). */
const CLAIMED_PLACE = 'sessionPlaceClaimed'
const PROGRAMME_MINISTRY_NUMBER = 'programme'

/**
 * The programme's own school record, the school of every session (decision 0088): made on first use, inactive (no
 * teacher signs in as it). Two processes making it at once meet the ministry number's unique index: both then read it.
 */
export async function programmeSchool(payload: Payload): Promise<Id> {
  const find = () => payload.db.findOne<{ id: Id }>({ collection: 'schools', where: { programme: { equals: true } }, select: { id: true } })
  const found = await find()
  if (found) return found.id
  try {
    // The programme's own school, made once by the system (only staff create schools through the API).
    const made = await payload.create({
      collection: 'schools', data: { name: (await programmeName(payload)) || 'Programme', ministryNumber: PROGRAMME_MINISTRY_NUMBER, active: false, programme: true }, depth: 0, overrideAccess: true,
    })
    return made.id
  } catch (error) {
    const again = await find()
    if (again) return again.id
    throw error
  }
}

const sessionData = (plan: SessionPlan) => ({
  title: plan.Title, description: plan.Description ?? null, date: eventDateToStored(plan.Date), startTime: plan.StartTime, endTime: plan.EndTime,
  meeting: { platform: plan.Platform, inviteLink: plan.InviteLink, password: plan.Password ?? null },
  yearLevels: plan.YearLevels.map(String) as NonNullable<Event['yearLevels']>, maxClassrooms: plan.MaxClassrooms,
})

export type SaveResult = { ok: true; id: Id } | { ok: false; field: 'MaxClassrooms' | null; message: string }

/** Staff create a live programme session (online; its presenters chosen next). */
export async function createSession(payload: Payload, staff: StaffUser, plan: SessionPlan): Promise<SaveResult> {
  const school = await programmeSchool(payload)
  const created = await payload.create({
    collection: 'events',
    data: { ...sessionData(plan), kind: 'programme', type: 'online', status: 'active', activatedAt: new Date().toISOString(), school: school as number, classroomsTaken: 0 },
    depth: 0, user: staff, overrideAccess: false,
  })
  return { ok: true, id: created.id }
}

/** Staff change a session; the most classrooms never below the classes already registered. */
export async function updateSession(payload: Payload, staff: StaffUser, id: Id, plan: SessionPlan): Promise<SaveResult> {
  const session = await staffSession(payload, id)
  if (!session) return { ok: false, field: null, message: 'sessions:errors.notFound' }
  if (session.status === 'cancelled') return { ok: false, field: null, message: 'sessions:errors.cancelled' }
  if (plan.MaxClassrooms < (session.classroomsTaken ?? 0)) return { ok: false, field: 'MaxClassrooms', message: `sessions:errors.belowRegistered|${JSON.stringify({ count: session.classroomsTaken })}` }
  await payload.update({ collection: 'events', id: session.id, data: sessionData(plan), depth: 0, user: staff, overrideAccess: false })
  return { ok: true, id: session.id }
}

/** A programme session as staff read it (every field), or null. */
export async function staffSession(payload: Payload, id: unknown): Promise<Event | null> {
  const sessionId = parseDocId(id)
  if (sessionId == null) return null
  // Its callers checked their person: the staff routes (requireStaff), and the teacher's views, which show a draft to no
  // one and the joining details only to a registered class.
  const { docs } = await payload.find({ collection: 'events', where: { and: [{ id: { equals: sessionId } }, programmeSessionsWhere] }, depth: 0, limit: 1, pagination: false, overrideAccess: true })
  return docs[0] ?? null
}

export type StaffSessionRow = { id: Id; title: string; date: string | null; startTime: string | null; status: string; classrooms: number; maxClassrooms: number }

/** Staff's list of sessions, newest date first, paged in the database. */
export async function staffSessions(payload: Payload, page = 1): Promise<{ rows: StaffSessionRow[]; page: number; pages: number }> {
  const found = await payload.db.find<Event>({
    collection: 'events', where: programmeSessionsWhere, select: { title: true, date: true, startTime: true, status: true, classroomsTaken: true, maxClassrooms: true },
    sort: '-date', limit: 25, page,
  })
  return {
    rows: found.docs.map((doc) => ({ id: doc.id, title: doc.title ?? '', date: doc.date ?? null, startTime: doc.startTime ?? null, status: doc.status, classrooms: doc.classroomsTaken ?? 0, maxClassrooms: doc.maxClassrooms ?? 0 })),
    page: found.page ?? 1, pages: found.totalPages ?? 1,
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Presenters: the events' own rows and rules (decision 0088), chosen and invited by staff.

export type PresenterResult = { ok: true } | { ok: false; message: string }

const refusalMessage = (error: unknown) => {
  if (error instanceof APIError && error.status < 500) return error.message
  throw error
}

/** Adds a role model as a presenter (selected), under the events' rule: offered (vetted, online), not twice, below the maximum. */
export async function addPresenter(payload: Payload, staff: StaffUser, sessionId: unknown, roleModelId: unknown, now = new Date()): Promise<PresenterResult> {
  const session = await staffSession(payload, sessionId)
  const id = parseDocId(roleModelId)
  if (!session || id == null) return { ok: false, message: 'sessions:errors.notFound' }
  const problem = await roleModelAddProblem(payload, session, id, now)
  if (problem) return { ok: false, message: problem.message }
  try {
    await payload.create({ collection: 'event-role-models', data: { event: session.id, roleModel: id as number, status: ROLE_MODEL_STATUS.selected }, depth: 0, user: staff, overrideAccess: false })
    return { ok: true }
  } catch (error) {
    return { ok: false, message: refusalMessage(error) }
  }
}

/** Sends the invitations to every selected presenter (the events' invite rules: the vetting hold, the maximum), emailed. */
export async function invitePresenters(payload: Payload, staff: StaffUser, sessionId: unknown, now = new Date()): Promise<PresenterResult> {
  const session = await staffSession(payload, sessionId)
  if (!session || session.status !== 'active' || sessionStarted(session, now)) return { ok: false, message: 'sessions:errors.notFound' }
  await releaseUnableOnEvent({ payload, eventId: session.id, now })
  const rows = await payload.db.find<{ id: Id; status: number }>({ collection: 'event-role-models', where: { event: { equals: session.id } }, select: { status: true }, limit: 0, pagination: false })
  const problem = inviteProblem({ statuses: rows.docs.map((row) => row.status), min: 1, max: session.maxRoleModels ?? 8 })
  if (problem) return { ok: false, message: problem }
  const times = await invitationTimes(payload, now)
  try {
    const invited = await inviteSelectedRows(payload, { user: staff }, session.id, times)
    await emailInvitations(payload, session, invited, times.expiresAt)
    return { ok: true }
  } catch (error) {
    return { ok: false, message: refusalMessage(error) }
  }
}

export type Presenter = { roleModelId: Id; name: string; status: number }

/** A session's presenters with their invitation status (names only). */
export async function sessionPresenters(payload: Payload, sessionId: Id): Promise<Presenter[]> {
  const rows = await payload.db.find<{ id: Id; roleModel: Id; status: number }>({ collection: 'event-role-models', where: { event: { equals: sessionId } }, select: { roleModel: true, status: true }, sort: 'createdAt', limit: 0, pagination: false })
  const ids = rows.docs.map((row) => relationId(row.roleModel)!).filter((id) => id != null)
  const people = ids.length ? await payload.db.find<{ id: Id; name?: string | null; firstName?: string | null; surname?: string | null }>({ collection: 'role-models', where: { id: { in: ids } }, select: { name: true, firstName: true, surname: true }, limit: 0, pagination: false }) : { docs: [] }
  const names = new Map(people.docs.map((doc) => [String(doc.id), [doc.firstName, doc.surname].filter(Boolean).join(' ') || doc.name || '']))
  return rows.docs.map((row) => ({ roleModelId: relationId(row.roleModel)!, name: names.get(String(relationId(row.roleModel))) ?? '', status: row.status }))
}

/** How many classrooms and students will watch a session (what presenters see; never who). */
export async function sessionAudience(payload: Payload, sessionId: Id): Promise<{ classrooms: number; students: number }> {
  const rows = await payload.db.find<{ id: Id; students: number }>({ collection: 'session-registrations', where: registeredClassesWhere(sessionId), select: { students: true }, limit: 0, pagination: false })
  return { classrooms: rows.docs.length, students: rows.docs.reduce((sum, row) => sum + (row.students ?? 0), 0) }
}

// ---------------------------------------------------------------------------------------------------------------
// Teachers: the list, registering, withdrawing and recording what was watched.

export type SessionListQuery = { yearLevel?: number | null; industry?: Id | null; page?: number }
export type SessionListRow = { id: Id; title: string; description: string; date: string | null; startTime: string | null; endTime: string | null; yearLevels: number[]; full: boolean; registered: boolean }
export const SESSIONS_PAGE_SIZE = 20

/** Sessions a presenter attends in an industry: their ids (the industry filter, read from the accepted rows). */
async function sessionsWithIndustry(payload: Payload, industry: Id): Promise<Id[]> {
  const people = await payload.db.find<{ id: Id }>({ collection: 'role-models', where: { industry: { equals: industry } }, select: { id: true }, limit: 0, pagination: false })
  if (!people.docs.length) return []
  const rows = await payload.db.find<{ id: Id; event: Id }>({
    collection: 'event-role-models', where: { and: [{ roleModel: { in: people.docs.map((doc) => doc.id) } }, { status: { in: [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted] } }] },
    select: { event: true }, limit: 0, pagination: false,
  })
  return [...new Set(rows.docs.map((row) => relationId(row.event)!))]
}

/**
 * Upcoming live sessions (from New Zealand's today) for a teacher, filtered by year level and presenters' industry,
 * paged in the database. The meeting's details are never selected here.
 */
export async function upcomingSessions(payload: Payload, teacher: SignedInUser, query: SessionListQuery, now = new Date()): Promise<{ rows: SessionListRow[]; page: number; pages: number; total: number }> {
  const conditions: Where[] = [programmeSessionsWhere, { status: { equals: 'active' } }, { date: { greater_than_equal: eventDateToStored(nzDate(now)) } }]
  if (query.yearLevel) conditions.push({ yearLevels: { contains: String(query.yearLevel) } })
  if (query.industry != null) {
    const ids = await sessionsWithIndustry(payload, query.industry)
    conditions.push({ id: { in: ids.length ? ids : [-1] } })
  }
  const found = await payload.db.find<Event>({
    collection: 'events', where: { and: conditions },
    select: { title: true, description: true, date: true, startTime: true, endTime: true, yearLevels: true, classroomsTaken: true, maxClassrooms: true },
    sort: 'date', limit: SESSIONS_PAGE_SIZE, page: Math.max(1, query.page ?? 1),
  })
  const ids = found.docs.map((doc) => doc.id)
  const mine = ids.length && teacher.collection === 'teachers'
    ? await payload.db.find<{ id: Id; session: Id }>({ collection: 'session-registrations', where: { and: [{ teacher: { equals: teacher.id } }, registeredClassesWhere(ids)] }, select: { session: true }, limit: 0, pagination: false })
    : { docs: [] }
  const registered = new Set(mine.docs.map((row) => String(relationId(row.session))))
  return {
    rows: found.docs.map((doc) => ({
      id: doc.id, title: doc.title ?? '', description: doc.description ?? '', date: doc.date ?? null, startTime: doc.startTime ?? null, endTime: doc.endTime ?? null,
      yearLevels: (doc.yearLevels ?? []).map(Number), full: (doc.classroomsTaken ?? 0) >= (doc.maxClassrooms ?? 0), registered: registered.has(String(doc.id)),
    })),
    page: found.page ?? 1, pages: found.totalPages ?? 1, total: found.totalDocs ?? 0,
  }
}

export type RegisterResult = { ok: true; id: Id } | { ok: false; problem: RegistrationProblem | 'withdrawal-closed' | 'not-yet' | 'watched'; message: string }

function refused(error: unknown): RegisterResult {
  if (error instanceof APIError && error.status < 500) {
    const problem = (error.data as { problem?: RegisterResult extends { problem: infer P } ? P : never } | undefined)?.problem
    if (problem) return { ok: false, problem, message: error.message }
    // The unique key refused a second registration that raced the first.
    return { ok: false, problem: 'twice', message: REGISTRATION_PROBLEM_MESSAGES.twice }
  }
  throw error
}

/** A teacher registers a class (students, year level) for a session: the collection's hook holds every rule and the place. */
export async function registerClass(payload: Payload, teacher: SignedInUser, input: { sessionId: unknown; students: unknown; yearLevel: unknown }, now = new Date()): Promise<RegisterResult> {
  const sessionId = parseDocId(input.sessionId)
  if (teacher.collection !== 'teachers' || sessionId == null) return { ok: false, problem: 'not-found', message: REGISTRATION_PROBLEM_MESSAGES['not-found'] }
  const context: Record<string, unknown> = { now }
  try {
    const made = await payload.create({
      collection: 'session-registrations', data: { session: sessionId as number, teacher: teacher.id, school: relationId(teacher.school) as number, students: input.students as number, yearLevel: input.yearLevel as number, status: 'registered' },
      depth: 0, user: teacher, overrideAccess: false, context,
    })
    // The joining details and calendar entry, queued in the teacher's language.
    await emailRegistration(payload, sessionId, teacher.id)
    return { ok: true, id: made.id }
  } catch (error) {
    // A place claimed for a registration that was then refused (a second, racing one) is given back.
    if (context[CLAIMED_PLACE]) await releaseSessionPlace(payload, sessionId)
    return refused(error)
  }
}

async function ownRegistration(payload: Payload, teacher: SignedInUser, sessionId: unknown) {
  const id = parseDocId(sessionId)
  if (teacher.collection !== 'teachers' || id == null) return null
  const { docs } = await payload.find({ collection: 'session-registrations', where: { and: [{ session: { equals: id } }, { status: { equals: 'registered' } }] }, depth: 0, limit: 1, pagination: false, user: teacher, overrideAccess: false })
  return docs[0] ?? null
}

/** A teacher withdraws their class, until the day before the session; the place is given back. */
export async function withdrawClass(payload: Payload, teacher: SignedInUser, sessionId: unknown, now = new Date()): Promise<RegisterResult> {
  const row = await ownRegistration(payload, teacher, sessionId)
  if (!row) return { ok: false, problem: 'not-found', message: REGISTRATION_PROBLEM_MESSAGES['not-found'] }
  try {
    await payload.update({ collection: 'session-registrations', id: row.id, data: { status: 'withdrawn' }, depth: 0, user: teacher, overrideAccess: false, context: { now } })
    return { ok: true, id: row.id }
  } catch (error) {
    return refused(error)
  }
}

/** After the session starts: whether the class watched, and how many students. */
export async function recordWatched(payload: Payload, teacher: SignedInUser, input: { sessionId: unknown; watched: boolean; students: unknown }, now = new Date()): Promise<RegisterResult> {
  const row = await ownRegistration(payload, teacher, input.sessionId)
  if (!row) return { ok: false, problem: 'not-found', message: REGISTRATION_PROBLEM_MESSAGES['not-found'] }
  try {
    await payload.update({ collection: 'session-registrations', id: row.id, data: { watched: input.watched, studentsWatched: input.watched ? (input.students as number) : 0 }, depth: 0, user: teacher, overrideAccess: false, context: { now } })
    return { ok: true, id: row.id }
  } catch (error) {
    return refused(error)
  }
}

export type TeacherSessionView = {
  id: Id; title: string; description: string; date: string | null; startTime: string | null; endTime: string | null; yearLevels: number[]; status: string
  full: boolean; started: boolean; cancelled: boolean
  registration: null | { id: Id; students: number; yearLevel: number; canWithdraw: boolean; canRecord: boolean; watched: boolean | null; studentsWatched: number | null }
  /** Only for a registered class. */
  joining: null | { platform: string | null; inviteLink: string | null; password: string | null }
  presenters: string[]
}

/** One session as a teacher sees it: the joining details only when their class is registered. */
export async function teacherSession(payload: Payload, teacher: SignedInUser, sessionId: unknown, now = new Date()): Promise<TeacherSessionView | null> {
  const session = await staffSession(payload, sessionId)
  if (!session || session.status === 'draft' || teacher.collection !== 'teachers') return null
  const row = await ownRegistration(payload, teacher, session.id)
  const presenters = (await sessionPresenters(payload, session.id)).filter((presenter) => presenter.status === ROLE_MODEL_STATUS.accepted).map((presenter) => presenter.name)
  return {
    id: session.id, title: session.title ?? '', description: session.description ?? '', date: session.date ?? null, startTime: session.startTime ?? null, endTime: session.endTime ?? null,
    yearLevels: (session.yearLevels ?? []).map(Number), status: session.status, full: (session.classroomsTaken ?? 0) >= (session.maxClassrooms ?? 0), started: sessionStarted(session, now), cancelled: session.status === 'cancelled',
    registration: row ? { id: row.id, students: row.students, yearLevel: row.yearLevel, canWithdraw: session.status === 'active' && withdrawalOpen(session, now), canRecord: session.status !== 'cancelled' && watchingRecordOpen(session, now), watched: row.watched ?? null, studentsWatched: row.studentsWatched ?? null } : null,
    joining: row && session.status !== 'cancelled' ? { platform: session.meeting?.platform ?? null, inviteLink: session.meeting?.inviteLink ?? null, password: session.meeting?.password ?? null } : null,
    presenters,
  }
}

/** Role models staff may add as presenters (offered for an online event: vetted, not on hold), by name, at most 20. */
export async function presenterCandidates(payload: Payload, sessionId: Id, query: string, now = new Date()): Promise<{ id: Id; name: string }[]> {
  const words = query.trim().slice(0, 100)
  if (!words) return []
  const on = await payload.db.find<{ id: Id; roleModel: Id }>({ collection: 'event-role-models', where: { event: { equals: sessionId } }, select: { roleModel: true }, limit: 0, pagination: false })
  const taken = on.docs.map((row) => relationId(row.roleModel)!).filter((id) => id != null)
  const found = await payload.db.find<{ id: Id; name?: string | null; firstName?: string | null; surname?: string | null }>({
    collection: 'role-models',
    where: { and: [offeredWhere({ type: 'online' }, now), { or: [{ firstName: { like: words } }, { surname: { like: words } }, { name: { like: words } }] }, ...(taken.length ? [{ id: { not_in: taken } }] : [])] },
    select: { name: true, firstName: true, surname: true }, sort: 'surname', limit: 20, pagination: false,
  })
  return found.docs.map((doc) => ({ id: doc.id, name: [doc.firstName, doc.surname].filter(Boolean).join(' ') || doc.name || '' }))
}

/** A registered class's calendar file (the one its confirmation attached), or null. */
export async function registeredCalendar(payload: Payload, teacher: SignedInUser, sessionId: unknown): Promise<string | null> {
  const session = await staffSession(payload, sessionId)
  if (!session || teacher.collection !== 'teachers' || !(await ownRegistration(payload, teacher, session.id))) return null
  return sessionCalendar(session, teacher, await programmeName(payload))
}
