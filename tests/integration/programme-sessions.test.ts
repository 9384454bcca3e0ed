import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { claimSessionPlace } from '../../app/domain/sessions/places.server'
import {
  addPresenter, createSession, invitePresenters, programmeSchool, recordWatched, registerClass, sessionAudience, sessionPresenters, staffSession, teacherSession,
  upcomingSessions, updateSession, withdrawClass,
} from '../../app/domain/sessions/sessions.server'
import type { StaffUser } from '../../app/domain/sessions/sessions.server'
import type { SessionPlan } from '../../app/domain/sessions/session.schema'
import { nzDate } from '../../app/domain/shared/dates'
import { relationId } from '../../app/domain/shared/relations'
import { programmeDashboard } from '../../app/domain/programme/dashboard.server'
import { roleModelRecord, schoolRecord } from '../../app/domain/records/records.server'
import { asUser, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'
import { startTestPayload } from './support/payload'

let payload: Payload
let staff: StaffUser
const now = new Date()
const inDays = (days: number) => nzDate(new Date(now.getTime() + days * 86_400_000))

const plan = (data: Partial<SessionPlan> = {}): SessionPlan => ({
  Title: 'Careers in space', Description: 'Three engineers on their work', Date: inDays(10), StartTime: '10:00', EndTime: '11:00',
  Platform: 'zoom', InviteLink: 'https://zoom.us/j/123456789', Password: 'secret-pw', YearLevels: [9, 10], MaxClassrooms: 3, ...data,
})

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  const doc = await payload.create({ collection: 'staff', data: { email: `sessions.${Date.now()}@example.nz`, password: 'Correct-Horse-Battery-9' }, overrideAccess: true })
  staff = asUser(doc, 'staff') as StaffUser
})

async function activeTeacher() {
  const school = await createSchool(payload)
  return createTeacher(payload, school.id)
}

describe('programme sessions: the programme’s own school record', () => {
  it('is made once, inactive, and holds every session; teachers never read nor change a session through the events’ access', async () => {
    const school = await programmeSchool(payload)
    expect(await programmeSchool(payload)).toBe(school)
    const record = await payload.findByID({ collection: 'schools', id: school, overrideAccess: true, depth: 0 })
    expect(record.active).toBe(false)
    const made = await createSession(payload, staff, plan())
    if (!made.ok) throw new Error('not created')
    const session = await staffSession(payload, made.id)
    expect(session).toMatchObject({ kind: 'programme', type: 'online', status: 'active', school, maxClassrooms: 3, classroomsTaken: 0 })
    const teacher = await activeTeacher()
    const read = await payload.find({ collection: 'events', where: { id: { equals: made.id } }, user: teacher, overrideAccess: false, depth: 0 })
    expect(read.docs).toHaveLength(0)
    await expect(payload.update({ collection: 'events', id: made.id, data: { title: 'Mine now' }, user: teacher, overrideAccess: false })).rejects.toThrow()
    // A teacher's own event stays a school event, whatever is posted.
    const own = await payload.create({ collection: 'events', data: { type: 'online', status: 'draft', school: relationId(teacher.school) as number, kind: 'programme' }, user: teacher, overrideAccess: false, depth: 0 })
    expect(own.kind).toBe('school')
  })

  it('staff change a session, never below the classes registered', async () => {
    const made = await createSession(payload, staff, plan({ MaxClassrooms: 2 }))
    if (!made.ok) throw new Error('not created')
    const teacher = await activeTeacher()
    expect((await registerClass(payload, teacher, { sessionId: made.id, students: 25, yearLevel: 9 }, now)).ok).toBe(true)
    expect(await updateSession(payload, staff, made.id, plan({ MaxClassrooms: 0 + 0 }))).toMatchObject({ ok: false, field: 'MaxClassrooms' })
    expect(await updateSession(payload, staff, made.id, plan({ Title: 'Renamed', MaxClassrooms: 1 }))).toMatchObject({ ok: true })
    expect((await staffSession(payload, made.id))?.title).toBe('Renamed')
  })
})

describe('presenters: the events’ own invitation rules', () => {
  it('adds only role models who may take part (the vetting hold), invites them, and they see the audience, never who', async () => {
    const made = await createSession(payload, staff, plan())
    if (!made.ok) throw new Error('not created')
    const vetted = await createApprovedRoleModel(payload, { canDoOnlineEvent: true })
    const pending = await createRoleModel(payload, { canDoOnlineEvent: true })
    expect(await addPresenter(payload, staff, made.id, pending.id)).toMatchObject({ ok: false })
    expect(await addPresenter(payload, staff, made.id, vetted.id)).toEqual({ ok: true })
    expect(await addPresenter(payload, staff, made.id, vetted.id)).toMatchObject({ ok: false })
    expect(await invitePresenters(payload, staff, made.id, now)).toEqual({ ok: true })
    expect((await sessionPresenters(payload, made.id)).map((row) => row.status)).toEqual([ROLE_MODEL_STATUS.invited])
    // The role model reads the session through their invitation, without the meeting link until they accept.
    const asRoleModel = asUser(vetted, 'role-models')
    const seen = await payload.findByID({ collection: 'events', id: made.id, user: asRoleModel, overrideAccess: false, depth: 0 })
    expect(seen.meeting?.inviteLink).toBeUndefined()
    const teacher = await activeTeacher()
    await registerClass(payload, teacher, { sessionId: made.id, students: 28, yearLevel: 10 }, now)
    expect(await sessionAudience(payload, made.id)).toEqual({ classrooms: 1, students: 28 })
    await expect(payload.find({ collection: 'session-registrations', user: asRoleModel, overrideAccess: false, depth: 0 })).rejects.toThrow(/not allowed/)
  })
})

describe('registering a class', () => {
  it('refuses bad input, twice, full, after the start, an inactive school: nothing stored', async () => {
    const made = await createSession(payload, staff, plan({ MaxClassrooms: 1 }))
    if (!made.ok) throw new Error('not created')
    const teacher = await activeTeacher()
    expect(await registerClass(payload, teacher, { sessionId: made.id, students: 0, yearLevel: 9 }, now)).toMatchObject({ ok: false, problem: 'students' })
    expect(await registerClass(payload, teacher, { sessionId: made.id, students: 201, yearLevel: 9 }, now)).toMatchObject({ ok: false, problem: 'students' })
    expect(await registerClass(payload, teacher, { sessionId: made.id, students: 20, yearLevel: 3 }, now)).toMatchObject({ ok: false, problem: 'year-level' })
    expect(await registerClass(payload, teacher, { sessionId: made.id, students: 20, yearLevel: 9 }, now)).toMatchObject({ ok: true })
    expect(await registerClass(payload, teacher, { sessionId: made.id, students: 20, yearLevel: 9 }, now)).toMatchObject({ ok: false, problem: 'twice' })
    const other = await activeTeacher()
    expect(await registerClass(payload, other, { sessionId: made.id, students: 20, yearLevel: 9 }, now)).toMatchObject({ ok: false, problem: 'full' })
    const inactive = await createTeacher(payload, (await createSchool(payload, { active: false })).id)
    expect(await registerClass(payload, inactive, { sessionId: made.id, students: 20, yearLevel: 9 }, now)).toMatchObject({ ok: false, problem: 'inactive-school' })
    const later = new Date(now.getTime() + 11 * 86_400_000)
    expect(await registerClass(payload, other, { sessionId: made.id, students: 20, yearLevel: 9 }, later)).toMatchObject({ ok: false, problem: 'started' })
    const stored = await payload.count({ collection: 'session-registrations', where: { session: { equals: made.id } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(1)
    expect((await staffSession(payload, made.id))?.classroomsTaken).toBe(1)
  })

  it('holds the rules at the REST door too: not for another teacher, not into another school, not the place', async () => {
    const made = await createSession(payload, staff, plan({ MaxClassrooms: 5 }))
    if (!made.ok) throw new Error('not created')
    const teacher = await activeTeacher()
    const other = await activeTeacher()
    const row = await payload.create({
      collection: 'session-registrations', data: { session: made.id as number, teacher: other.id, school: relationId(other.school) as number, students: 30, yearLevel: 9, status: 'registered' },
      user: teacher, overrideAccess: false, depth: 0,
    })
    expect(row.teacher).toBe(teacher.id)
    expect(row.school).toBe(relationId(teacher.school))
    await expect(payload.update({ collection: 'session-registrations', id: row.id, data: { students: 500 }, user: teacher, overrideAccess: false })).resolves.toMatchObject({ students: 30 })
    await expect(payload.update({ collection: 'session-registrations', id: row.id, data: { status: 'withdrawn' }, user: other, overrideAccess: false })).rejects.toThrow()
  })

  it('gives the last place to one of many teachers registering at once (a conditional write in the database)', async () => {
    const made = await createSession(payload, staff, plan({ MaxClassrooms: 2 }))
    if (!made.ok) throw new Error('not created')
    const teachers = await Promise.all(Array.from({ length: 6 }, () => activeTeacher()))
    const results = await Promise.all(teachers.map((teacher) => registerClass(payload, teacher, { sessionId: made.id, students: 20, yearLevel: 9 }, now)))
    expect(results.filter((result) => result.ok)).toHaveLength(2)
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.problem === 'full')).toBe(true)
    expect((await staffSession(payload, made.id))?.classroomsTaken).toBe(2)
    // Two claims of one last place, as two processes would: one gets it.
    const last = await createSession(payload, staff, plan({ MaxClassrooms: 1 }))
    if (!last.ok) throw new Error('not created')
    expect((await Promise.all([claimSessionPlace(payload, last.id), claimSessionPlace(payload, last.id)])).filter(Boolean)).toHaveLength(1)
  })

  it('shows the joining details only to a registered class; withdrawing until the day before gives the place back', async () => {
    const made = await createSession(payload, staff, plan({ MaxClassrooms: 1 }))
    if (!made.ok) throw new Error('not created')
    const teacher = await activeTeacher()
    expect((await teacherSession(payload, teacher, made.id, now))?.joining).toBeNull()
    const listed = await upcomingSessions(payload, teacher, { yearLevel: 9 }, now)
    expect(listed.rows.some((row) => row.id === made.id)).toBe(true)
    expect(JSON.stringify(listed)).not.toContain('zoom.us')
    expect((await upcomingSessions(payload, teacher, { yearLevel: 1 }, now)).rows.some((row) => row.id === made.id)).toBe(false)
    await registerClass(payload, teacher, { sessionId: made.id, students: 24, yearLevel: 10 }, now)
    expect((await teacherSession(payload, teacher, made.id, now))?.joining).toEqual({ platform: 'zoom', inviteLink: 'https://zoom.us/j/123456789', password: 'secret-pw' })
    const dayOf = new Date(now.getTime() + 10 * 86_400_000 - 3_600_000 * 12)
    if (nzDate(dayOf) === inDays(10)) expect(await withdrawClass(payload, teacher, made.id, dayOf)).toMatchObject({ ok: false, problem: 'withdrawal-closed' })
    expect(await withdrawClass(payload, teacher, made.id, now)).toMatchObject({ ok: true })
    expect((await staffSession(payload, made.id))?.classroomsTaken).toBe(0)
    expect((await teacherSession(payload, teacher, made.id, now))?.joining).toBeNull()
    // Registered again after withdrawing: a new registration.
    expect(await registerClass(payload, teacher, { sessionId: made.id, students: 24, yearLevel: 10 }, now)).toMatchObject({ ok: true })
  })

  it('records what was watched only after the start', async () => {
    const made = await createSession(payload, staff, plan())
    if (!made.ok) throw new Error('not created')
    const teacher = await activeTeacher()
    await registerClass(payload, teacher, { sessionId: made.id, students: 24, yearLevel: 10 }, now)
    expect(await recordWatched(payload, teacher, { sessionId: made.id, watched: true, students: 22 }, now)).toMatchObject({ ok: false, problem: 'not-yet' })
    const after = new Date(now.getTime() + 11 * 86_400_000)
    expect(await recordWatched(payload, teacher, { sessionId: made.id, watched: true, students: 0 }, after)).toMatchObject({ ok: false, problem: 'watched' })
    expect(await recordWatched(payload, teacher, { sessionId: made.id, watched: true, students: 22 }, after)).toMatchObject({ ok: true })
    expect((await teacherSession(payload, teacher, made.id, after))?.registration).toMatchObject({ watched: true, studentsWatched: 22 })
  })
})

describe('after the session: what was watched counts', () => {
  it('in the school’s record, the presenters’ records and the programme’s figures (by month, region and kind)', async () => {
    const made = await createSession(payload, staff, plan({ MaxClassrooms: 5 }))
    if (!made.ok) throw new Error('not created')
    const presenter = await createApprovedRoleModel(payload, { canDoOnlineEvent: true })
    await addPresenter(payload, staff, made.id, presenter.id)
    await invitePresenters(payload, staff, made.id, now)
    await payload.update({ collection: 'event-role-models', where: { and: [{ event: { equals: made.id } }, { roleModel: { equals: presenter.id } }] }, data: { status: ROLE_MODEL_STATUS.accepted }, overrideAccess: true })
    const region = (await payload.find({ collection: 'regions', limit: 1, overrideAccess: true, depth: 0 })).docs[0].id
    const school = await createSchool(payload, { region })
    const teacher = await createTeacher(payload, school.id)
    const other = await activeTeacher()
    await registerClass(payload, teacher, { sessionId: made.id, students: 30, yearLevel: 9 }, now)
    await registerClass(payload, other, { sessionId: made.id, students: 20, yearLevel: 9 }, now)
    const after = new Date(now.getTime() + 11 * 86_400_000)
    await recordWatched(payload, teacher, { sessionId: made.id, watched: true, students: 27 }, after)
    const month = inDays(10).slice(0, 7)
    const query = { from: inDays(10), to: inDays(10), region: null, type: null, school: null } as never
    // One class of two recorded: the presenter's record counts the classes registered (unconfirmed).
    expect((await roleModelRecord({ payload, roleModel: asUser(presenter, 'role-models') as never, now: after })).totals).toMatchObject({ events: 1, students: 50, unconfirmed: true })
    await recordWatched(payload, other, { sessionId: made.id, watched: false, students: 0 }, after)
    expect((await roleModelRecord({ payload, roleModel: asUser(presenter, 'role-models') as never, now: after })).totals).toMatchObject({ events: 1, students: 27, unconfirmed: false })
    expect((await schoolRecord({ payload, teacher, now: after }))?.totals).toMatchObject({ students: 27, sessions: 1 })
    const figures = await programmeDashboard({ payload, query, now: after })
    // Other tests' classes watched in this month too: this school's alone.
    const ofSchool = await programmeDashboard({ payload, query: { ...(query as object), school: school.id } as never, now: after })
    expect(ofSchool.reachByMonth.find((row) => row.month === month)).toMatchObject({ sessions: 27 })
    expect(figures.reachByRegion.find((row) => row.region === region)).toMatchObject({ sessions: 27 })
    // The session is not a school event of the figures.
    expect(figures.eventsByStatus.active).toBe(0)
  })
})
