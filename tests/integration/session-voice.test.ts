import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../app/domain/feedback/feedback'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { programmeDashboard } from '../../app/domain/programme/dashboard.server'
import { dashboardTables } from '../../app/domain/programme/tables'
import { createSession, recordWatched, registerClass, teacherSession } from '../../app/domain/sessions/sessions.server'
import type { StaffUser } from '../../app/domain/sessions/sessions.server'
import { nzInstant } from '../../app/domain/shared/dates'
import { sendVoiceThanks } from '../../app/domain/voice/thanks.server'
import { answerSurvey, classVoicePanel, findSurvey } from '../../app/domain/voice/voice.server'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { startTestPayload } from './support/payload'

let payload: Payload
let staff: StaffUser
const DAY = '2029-04-10'
const at = (days: number) => nzInstant(addDays(DAY, days), '10:30')!
const yes = { heardNewJob: 'yes', usefulness: 5, wouldConsider: 'yes' } as const

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  const doc = await payload.create({ collection: 'staff', data: { email: `session-voice.${Date.now()}@example.nz`, password: 'Correct-Horse-Battery-9' }, overrideAccess: true })
  staff = asUser(doc, 'staff') as StaffUser
})

/** A session on DAY with a presenter who came and two registered classes (10 and 30 students). */
async function pastSession() {
  const made = await createSession(payload, staff, {
    Title: 'Voices of the sea', Description: undefined, Date: DAY, StartTime: '10:00', EndTime: '11:00', Platform: 'zoom', InviteLink: 'https://zoom.us/j/999888777',
    Password: undefined, YearLevels: [9], MaxClassrooms: 5,
  })
  if (!made.ok) throw new Error('not created')
  const presenter = await createApprovedRoleModel(payload, { canDoOnlineEvent: true })
  await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: made.id, roleModel: presenter.id, status: ROLE_MODEL_STATUS.accepted } as never })
  const teachers = [await createTeacher(payload, (await createSchool(payload)).id), await createTeacher(payload, (await createSchool(payload)).id)]
  for (const [index, teacher] of teachers.entries()) expect(await registerClass(payload, teacher, { sessionId: made.id, students: index ? 30 : 10, yearLevel: 9 }, at(-5))).toMatchObject({ ok: true })
  const registrations = await Promise.all(teachers.map(async (teacher) => (await teacherSession(payload, teacher, made.id, at(1)))!.registration!.id))
  return { id: made.id, teachers, registrations, presenter }
}

describe('the students’ voice for programme sessions: each registered class its own survey', () => {
  it('gives each class its own link from the session’s day, capped at its own students plus 10 %, counted apart', async () => {
    const { id, teachers, registrations } = await pastSession()
    const session = { id, status: 'active', date: `${DAY}T00:00:00.000Z` }
    expect(await classVoicePanel(payload, session, registrations[0], at(-1))).toBeNull()
    const first = (await classVoicePanel(payload, session, registrations[0], at(0)))!
    const second = (await classVoicePanel(payload, session, registrations[1], at(0)))!
    expect(first.token).not.toBe(second.token)
    expect(first).toMatchObject({ state: 'open', cap: 11, answers: 0, counts: null })
    expect(await findSurvey(payload, first.token)).toMatchObject({ id, registration: registrations[0] })
    // The teacher records that 8 watched: the cap follows (8 + 1).
    expect(await recordWatched(payload, teachers[0], { sessionId: id, watched: true, students: 8 }, at(0))).toMatchObject({ ok: true })
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => answerSurvey(payload, first.token, yes, at(1))))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(9)
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'full')).toHaveLength(3)
    for (let index = 0; index < 2; index += 1) await answerSurvey(payload, second.token, { heardNewJob: 'no', usefulness: 2, wouldConsider: 'no' }, at(2))
    expect(await classVoicePanel(payload, session, registrations[0], at(3))).toMatchObject({ answers: 9, counts: { heard: { yes: 9 } } })
    // Two answers: the count alone.
    expect(await classVoicePanel(payload, session, registrations[1], at(3))).toMatchObject({ answers: 2, counts: null })
    expect(await answerSurvey(payload, second.token, yes, at(14))).toEqual({ ok: false, reason: 'closed' })
    // An unknown link names no survey.
    expect(await findSurvey(payload, 'x'.repeat(32))).toBeNull()
  })

  it('reaches the dashboard by month and kind (and its CSV table), and the presenters’ thank-you', async () => {
    const { id, registrations, presenter } = await pastSession()
    const session = { id, status: 'active', date: `${DAY}T00:00:00.000Z` }
    const panel = (await classVoicePanel(payload, session, registrations[1], at(0)))!
    for (let index = 0; index < 4; index += 1) expect(await answerSurvey(payload, panel.token, yes, at(1))).toEqual({ ok: true })
    const query = { from: '2029-03-01', to: '2029-05-31', region: null, type: null, school: null }
    const figures = await programmeDashboard({ payload, query, now: at(20) })
    const april = figures.voiceByMonth.filter((row) => row.month === '2029-04')
    expect(april.find((row) => row.kind === 'programme')).toMatchObject({ shown: true, heardYes: expect.any(Number) })
    expect(april.find((row) => row.kind === 'programme')!.answers).toBeGreaterThanOrEqual(4)
    expect(april.find((row) => row.kind === 'school')).toMatchObject({ answers: 0, shown: false })
    // Filtered to another school's classes: none of these.
    const other = await createSchool(payload)
    const filtered = await programmeDashboard({ payload, query: { ...query, school: other.id }, now: at(20) })
    expect(filtered.voiceByMonth.every((row) => row.answers === 0)).toBe(true)
    const table = dashboardTables(figures, (key) => key, () => '').voice
    expect(table.header).toHaveLength(7)
    expect(table.rows.find((row) => row[0] === '2029-03' && row[1] === 'sessions.voice.kinds.programme')).toEqual(['2029-03', 'sessions.voice.kinds.programme', 0, ...Array(4).fill('sessions.voice.hidden')])
    // Once the surveys closed, the presenter is thanked with every class's counts.
    expect(await sendVoiceThanks(payload, at(14))).toBeGreaterThanOrEqual(1)
    const row = await payload.db.findOne<{ id: number; voiceThanksSentAt?: string | null }>({ collection: 'event-role-models', where: { and: [{ event: { equals: id } }, { roleModel: { equals: presenter.id } }] }, select: { voiceThanksSentAt: true } })
    expect(row?.voiceThanksSentAt).toBeTruthy()
  })
})
