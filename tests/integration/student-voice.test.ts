import type { Payload } from 'payload'
import { BasePayload } from 'payload'
import config from '../../cms/payload.config'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { sendVoiceThanks } from '../../app/domain/voice/thanks.server'
import { answerSurvey, ensureVoiceToken, findSurvey, teacherVoicePanel, voiceCounts } from '../../app/domain/voice/voice.server'
import { nzInstant } from '../../app/domain/shared/dates'
import { addDays } from '../../app/domain/feedback/feedback'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

const DAY = '2028-05-10'
const at = (days: number) => nzInstant(addDays(DAY, days), '10:00')!
const yes = { heardNewJob: 'yes', usefulness: 4, wouldConsider: 'maybe' } as const

async function pastEvent(data: Record<string, unknown> = {}) {
  const school = await createSchool(payload)
  const teacher = await createTeacher(payload, school.id)
  const event = await payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true },
    data: { title: 'Careers morning', type: 'in-person', status: 'active', school: school.id, createdBy: teacher.id, date: `${DAY}T00:00:00.000Z`, arrivalTime: '09:00', startTime: '09:30', endTime: '11:00', numberOfStudents: 5, ...data } as never,
  })
  return { school, teacher, event }
}

const stored = async (eventId: number | string) => (await payload.db.count({ collection: 'student-voice-answers', where: { event: { equals: eventId } } })).totalDocs

describe('the students’ voice survey', () => {
  it('gives the teacher a token from the event’s day, not before, and the same one each time', async () => {
    const { event } = await pastEvent()
    expect(await teacherVoicePanel(payload, event, at(-1))).toBeNull()
    const panel = await teacherVoicePanel(payload, event, at(0))
    expect(panel).toMatchObject({ state: 'open', closesOn: addDays(DAY, 13), cap: 6, answers: 0, counts: null })
    expect(panel!.token).toMatch(/^[\w-]{32}$/)
    expect(await ensureVoiceToken(payload, event.id)).toBe(panel!.token)
    expect((await findSurvey(payload, panel!.token))?.id).toBe(event.id)
    expect(await findSurvey(payload, 'x'.repeat(32))).toBeNull()
  })

  it('stores answers in the window and up to the cap only, and refuses the rest with nothing stored', async () => {
    const { event } = await pastEvent({ numberOfStudents: 30, studentsAttended: 2 })
    const token = (await ensureVoiceToken(payload, event.id))!
    expect(await answerSurvey(payload, token, yes, at(-1))).toEqual({ ok: false, reason: 'not-yet' })
    expect(await answerSurvey(payload, token, yes, at(14))).toEqual({ ok: false, reason: 'closed' })
    expect(await stored(event.id)).toBe(0)
    // Two attended: the cap is 2 + 1.
    for (let index = 0; index < 3; index += 1) expect(await answerSurvey(payload, token, yes, at(13))).toEqual({ ok: true })
    expect(await answerSurvey(payload, token, yes, at(1))).toEqual({ ok: false, reason: 'full' })
    expect(await stored(event.id)).toBe(3)
    // What is stored: the event (a session's: its class, decision 0087), the answers and when; nothing about who answered.
    const [answer] = (await payload.find({ collection: 'student-voice-answers', where: { event: { equals: event.id } }, depth: 0, overrideAccess: true })).docs
    expect(Object.keys(answer).filter((key) => key !== 'registration').sort()).toEqual(['answeredAt', 'createdAt', 'event', 'heardNewJob', 'id', 'updatedAt', 'usefulness', 'wouldConsider'])
    expect(answer.registration ?? null).toBeNull()
  })

  it('refuses cancelled and draft events', async () => {
    const { event } = await pastEvent()
    const token = (await ensureVoiceToken(payload, event.id))!
    await payload.db.updateOne({ collection: 'events', where: { id: { equals: event.id } }, data: { status: 'cancelled' } })
    expect(await answerSurvey(payload, token, yes, at(1))).toEqual({ ok: false, reason: 'not-found' })
    expect(await stored(event.id)).toBe(0)
  })

  it('holds the cap when two server processes answer at once', async () => {
    // A second Payload instance on the same database file, with its own connection: what a second server process is
    // to the database (tests/ops/several-instances.test.ts runs two built servers).
    const other = { payload: await new BasePayload().init({ config: await config, disableOnInit: true, cron: false }) }
    expect(other.payload).not.toBe(payload)
    const { event } = await pastEvent({ numberOfStudents: 10 })
    const token = (await ensureVoiceToken(payload, event.id))!
    const instances = [payload, other.payload]
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => answerSurvey(instances[index % 2], token, yes, at(2))))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(11)
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'full')).toHaveLength(9)
    expect(await stored(event.id)).toBe(11)
    await other.payload.destroy()
  })

  it('counts per question, shown to the teacher from three answers', async () => {
    const { event } = await pastEvent()
    const token = (await ensureVoiceToken(payload, event.id))!
    await answerSurvey(payload, token, yes, at(1))
    await answerSurvey(payload, token, { heardNewJob: 'no', usefulness: 2, wouldConsider: 'no' }, at(1))
    expect((await teacherVoicePanel(payload, event, at(1)))?.counts).toBeNull()
    await answerSurvey(payload, token, yes, at(1))
    const panel = await teacherVoicePanel(payload, event, at(20))
    expect(panel).toMatchObject({ state: 'closed', answers: 3 })
    expect(panel!.counts).toEqual(await voiceCounts(payload, event.id))
    expect(panel!.counts).toMatchObject({ heard: { yes: 2, no: 1 }, useful: { 2: 1, 4: 2 }, consider: { maybe: 2, no: 1 } })
  })

  it('lets nobody write answers through the API, and only staff read them', async () => {
    const { teacher, event } = await pastEvent()
    const user = asUser(teacher, 'teachers')
    const data = { event: event.id, heardNewJob: 'yes', usefulness: 5, wouldConsider: 'yes', answeredAt: at(1).toISOString() } as never
    await expect(payload.create({ collection: 'student-voice-answers', data, overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'student-voice-answers', data, overrideAccess: false, user })).rejects.toThrow()
    const staff = await payload.create({ collection: 'staff', overrideAccess: true, data: { email: `voice.${Date.now()}@staff.example.nz`, password: 'A-long-password-1', name: 'Staff' } as never })
    await expect(payload.create({ collection: 'student-voice-answers', data, overrideAccess: false, user: asUser(staff, 'staff') })).rejects.toThrow()
    const token = (await ensureVoiceToken(payload, event.id))!
    await answerSurvey(payload, token, yes, at(1))
    await expect(payload.find({ collection: 'student-voice-answers', where: { event: { equals: event.id } }, overrideAccess: false, user })).rejects.toThrow(/not allowed/)
    await expect(payload.find({ collection: 'student-voice-answers', overrideAccess: false })).rejects.toThrow(/not allowed/)
    expect((await payload.find({ collection: 'student-voice-answers', where: { event: { equals: event.id } }, overrideAccess: false, user: asUser(staff, 'staff') })).docs).toHaveLength(1)
    // The token and the claimed places are the system's: a teacher cannot set them.
    await payload.update({ collection: 'events', id: event.id, data: { voiceToken: 'mine', voiceClaimed: 0 } as never, overrideAccess: false, user, context: { skipEmail: true } }).catch(() => null)
    const after = await payload.db.findOne<{ id: number; voiceToken: string; voiceClaimed: number }>({ collection: 'events', where: { id: { equals: event.id } }, select: { voiceToken: true, voiceClaimed: true } })
    expect(after).toMatchObject({ voiceToken: token, voiceClaimed: 1 })
  })

  it('thanks each role model who came once the survey closed, once, and only with enough answers', async () => {
    const { event } = await pastEvent({ date: '2028-09-04T00:00:00.000Z' })
    const came = await createApprovedRoleModel(payload, { firstName: 'Ana' })
    const declined = await createApprovedRoleModel(payload, { firstName: 'Cy' })
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel: came.id, status: 2 } as never })
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel: declined.id, status: 3 } as never })
    const token = (await ensureVoiceToken(payload, event.id))!
    const day = (days: number) => nzInstant(addDays('2028-09-04', days), '10:00')!
    await answerSurvey(payload, token, yes, day(1))
    await answerSurvey(payload, token, yes, day(1))
    // Two answers: counts would single students out, nothing is sent.
    expect(await sendVoiceThanks(payload, day(14))).toBe(0)
    await payload.db.updateOne({ collection: 'events', where: { id: { equals: event.id } }, data: { voiceClaimed: 2 } })
    expect(await answerSurvey(payload, token, yes, day(13))).toEqual({ ok: true })
    // Still open on its 14th day: not yet.
    expect(await sendVoiceThanks(payload, day(13))).toBe(0)
    // Two runs at once (two processes): one email to the role model who came, none to the one who declined.
    const runs = await Promise.all([sendVoiceThanks(payload, day(14)), sendVoiceThanks(payload, day(14))])
    expect(runs[0] + runs[1]).toBe(1)
    expect(await sendVoiceThanks(payload, day(15))).toBe(0)
    const rows = await payload.db.find<{ id: number; roleModel: number; voiceThanksSentAt?: string | null }>({ collection: 'event-role-models', where: { event: { equals: event.id } }, select: { roleModel: true, voiceThanksSentAt: true } })
    expect(rows.docs.find((row) => row.roleModel === came.id)?.voiceThanksSentAt).toBeTruthy()
    expect(rows.docs.find((row) => row.roleModel === declined.id)?.voiceThanksSentAt ?? null).toBeNull()
  })
})
