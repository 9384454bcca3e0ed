import ICAL from 'ical.js'
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { cancelSession, removePresenter } from '../../app/domain/sessions/changes.server'
import { addPresenter, createSession, invitePresenters, registerClass, sessionPresenters, staffSession, teacherSession, updateSession } from '../../app/domain/sessions/sessions.server'
import type { StaffUser } from '../../app/domain/sessions/sessions.server'
import type { SessionPlan } from '../../app/domain/sessions/session.schema'
import { nzDate } from '../../app/domain/shared/dates'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { parsedMailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'

let payload: Payload
let outbox: string
let staff: StaffUser
const now = new Date()
const inDays = (days: number) => nzDate(new Date(now.getTime() + days * 86_400_000))
const plan = (data: Partial<SessionPlan> = {}): SessionPlan => ({
  Title: 'Careers at sea', Description: 'Sailors and engineers', Date: inDays(12), StartTime: '10:00', EndTime: '11:00',
  Platform: 'zoom', InviteLink: 'https://zoom.us/j/555666777', Password: undefined, YearLevels: [9, 10], MaxClassrooms: 5, ...data,
})

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  const doc = await payload.create({ collection: 'staff', data: { email: `session-changes.${Date.now()}@example.nz`, password: 'Correct-Horse-Battery-9' }, overrideAccess: true })
  staff = asUser(doc, 'staff') as StaffUser
})

const mailTo = async (email: string, subject: RegExp): Promise<ParsedMail[]> => (await parsedMailsTo(outbox, email)).filter((mail) => subject.test(mail.subject ?? ''))
function icsOf(mail: ParsedMail) {
  const attachment = mail.attachments.find((file) => file.filename === 'invite.ics')
  if (!attachment) return null
  const component = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')))
  const vevent = component.getFirstSubcomponent('vevent')!
  return { method: component.getFirstPropertyValue('method'), uid: vevent.getFirstPropertyValue('uid'), sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0), start: String(vevent.getFirstPropertyValue('dtstart')) }
}

/** A live session with an attending presenter, an invited one, and two registered classes (one teacher in te reo Māori). */
async function busySession() {
  const made = await createSession(payload, staff, plan())
  if (!made.ok) throw new Error('not created')
  const attending = await createApprovedRoleModel(payload, { canDoOnlineEvent: true })
  const invited = await createApprovedRoleModel(payload, { canDoOnlineEvent: true })
  for (const person of [attending, invited]) expect(await addPresenter(payload, staff, made.id, person.id)).toEqual({ ok: true })
  expect(await invitePresenters(payload, staff, made.id, now)).toEqual({ ok: true })
  await payload.update({ collection: 'event-role-models', where: { and: [{ event: { equals: made.id } }, { roleModel: { equals: attending.id } }] }, data: { status: ROLE_MODEL_STATUS.accepted }, overrideAccess: true, context: { skipEmail: true } })
  const teachers = [await createTeacher(payload, (await createSchool(payload)).id), await createTeacher(payload, (await createSchool(payload)).id)]
  await payload.update({ collection: 'teachers', id: teachers[1].id, data: { language: 'mi' }, overrideAccess: true })
  for (const teacher of teachers) expect(await registerClass(payload, teacher, { sessionId: made.id, students: 25, yearLevel: 9 }, now)).toMatchObject({ ok: true })
  return { id: made.id, attending, invited, teachers }
}

describe('staff cancel a session', () => {
  it('tells the presenters and the registered teachers, with the teachers’ calendar entries cancelled (same uid, higher sequence)', async () => {
    const { id, attending, invited, teachers } = await busySession()
    const [registered] = await mailTo(teachers[0].email, /^Registered/)
    const before = icsOf(registered)!
    expect(await cancelSession(payload, staff, id, '  ', now)).toEqual({ ok: false, message: 'sessions:errors.cancelReason' })
    expect(await cancelSession(payload, staff, id, 'The presenters cannot make it', now)).toEqual({ ok: true })
    expect(await staffSession(payload, id)).toMatchObject({ status: 'cancelled', cancelReason: 'The presenters cannot make it' })
    expect(await cancelSession(payload, staff, id, 'Again', now)).toMatchObject({ ok: false })
    for (const teacher of teachers) {
      const [mail] = await mailTo(teacher.email, /^Cancelled: Careers at sea/)
      expect(mail?.text).not.toContain('cannot make it')
      const ics = icsOf(mail)!
      expect(ics).toMatchObject({ method: 'CANCEL' })
      expect(ics.uid).toBe(teacher === teachers[0] ? before.uid : ics.uid)
      expect(ics.sequence).toBeGreaterThan(before.sequence)
    }
    // The te reo Māori teacher's too (the sessions' emails fall back to English until a reviewed translation exists).
    expect((await mailTo(teachers[1].email, /^Cancelled/))).toHaveLength(1)
    for (const person of [attending, invited]) expect(await mailTo(person.email, /cancel/i)).toHaveLength(1)
    expect(icsOf((await mailTo(attending.email, /cancel/i))[0])?.method).toBe('CANCEL')
    // The teacher's page says so and hides the joining details.
    const view = await teacherSession(payload, teachers[0], id, now)
    expect(view).toMatchObject({ cancelled: true, joining: null })
  })

  it('holds the status rules in the collection for everyone, staff included', async () => {
    const { id } = await busySession()
    const update = (data: Record<string, unknown>) => payload.update({ collection: 'events', id, data, user: staff, overrideAccess: false, depth: 0 })
    await expect(update({ status: 'cancelled' })).rejects.toThrow(/reason/)
    await expect(update({ status: 'draft' })).rejects.toThrow(/cannot go/)
    const cancelled = await update({ status: 'cancelled', cancelReason: 'Storm' })
    expect(cancelled).toMatchObject({ status: 'cancelled' })
    expect(cancelled.cancelledAt).toBeTruthy()
    await expect(update({ status: 'active' })).rejects.toThrow(/cannot go/)
    await expect(payload.update({ collection: 'events', id, data: { status: 'active' }, overrideAccess: true, depth: 0 })).rejects.toThrow(/cannot go/)
    await expect(payload.create({ collection: 'events', data: { kind: 'programme', type: 'online', status: 'cancelled', school: (await staffSession(payload, id))!.school } as never, overrideAccess: true })).rejects.toThrow(/cannot go/)
    expect(await updateSession(payload, staff, id, plan())).toMatchObject({ ok: false, message: 'sessions:errors.cancelled' })
  })
})

describe('staff take a presenter off a session', () => {
  it('deletes one only selected, uninvites one invited or attending and tells them (an attending one’s entry cancelled)', async () => {
    const { id, attending, invited } = await busySession()
    const selected = await createApprovedRoleModel(payload, { canDoOnlineEvent: true })
    await addPresenter(payload, staff, id, selected.id)
    expect(await removePresenter(payload, staff, id, selected.id, now)).toEqual({ ok: true })
    expect(await removePresenter(payload, staff, id, invited.id, now)).toEqual({ ok: true })
    expect(await removePresenter(payload, staff, id, attending.id, now)).toEqual({ ok: true })
    const statuses = Object.fromEntries((await sessionPresenters(payload, id)).map((row) => [String(row.roleModelId), row.status]))
    expect(statuses).toEqual({ [String(invited.id)]: ROLE_MODEL_STATUS.uninvited, [String(attending.id)]: ROLE_MODEL_STATUS.uninvited })
    expect(await mailTo(invited.email, /invitation has been withdrawn/)).toHaveLength(1)
    const [toAttending] = await mailTo(attending.email, /invitation has been withdrawn/)
    expect(icsOf(toAttending)?.method).toBe('CANCEL')
    expect(await removePresenter(payload, staff, id, invited.id, now)).toMatchObject({ ok: false })
  })
})

describe('staff move a session', () => {
  it('sends each registered teacher the updated calendar entry (same uid, higher sequence)', async () => {
    const { id, teachers } = await busySession()
    const [registered] = await mailTo(teachers[0].email, /^Registered/)
    const before = icsOf(registered)!
    expect(await updateSession(payload, staff, id, plan({ Description: 'Only the words' }))).toMatchObject({ ok: true })
    expect(await mailTo(teachers[0].email, /^Changed/)).toHaveLength(0)
    expect(await updateSession(payload, staff, id, plan({ Date: inDays(14), StartTime: '13:00', EndTime: '14:00' }))).toMatchObject({ ok: true })
    for (const teacher of teachers) {
      const mails = await mailTo(teacher.email, /^Changed: Careers at sea/)
      expect(mails).toHaveLength(1)
      const ics = icsOf(mails[0])!
      expect(ics.method).toBe('REQUEST')
      expect(ics.sequence).toBeGreaterThan(before.sequence)
      if (teacher === teachers[0]) expect(ics.uid).toBe(before.uid)
      expect(ics.start).toContain(inDays(14))
    }
    // The calendar file the page offers has the same sequence as the email's.
    expect((await staffSession(payload, id))?.calendarSequence).toBe(icsOf((await mailTo(teachers[0].email, /^Changed/))[0])!.sequence)
  })
})
