import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailsTo } from './support/outbox'
import { startTestPayload, uniqueEmail } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import * as invitations from '../../app/domain/invitations/invitations.server'
import { activateEvent } from '../../app/domain/events/transitions.server'
import { eventRoleModelsOverview } from '../../app/domain/events/role-models-on-event.server'
import * as participation from '../../app/domain/vetting/participation.server'
import * as calendar from '../../app/domain/calendar/calendar.server'
import * as sqlite from '../../app/lib/sqlite.server'

// Vetting holds at every step (docs/decisions/0027): a role model who may no longer take part is not invited, cannot
// accept, sees no meeting details, shows the school no phone number, and loses their places on events to come.
let payload: Payload
let outbox: string
let staff: { id: number | string; collection: 'staff' }

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  const doc = await payload.create({ collection: 'staff', data: { email: uniqueEmail('staff'), password: 'Correct-Horse-Battery-9', name: 'Vetting staff' }, overrideAccess: true })
  staff = asUser(doc, 'staff')
})

const DAY = 24 * 3600 * 1000
const read = (raws: string[]) => Promise.all(raws.map((raw) => simpleParser(raw)))
const eventDate = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`
const emailOf = (doc: unknown) => (doc as { email: string }).email

const rowOf = (id: number | string) => payload.findByID({ collection: 'event-role-models', id, overrideAccess: true, depth: 0 })
/** The role model as the product reads them on each request (never a stale copy). */
const signedIn = async (id: number | string) => asUser(await payload.findByID({ collection: 'role-models', id, overrideAccess: true, depth: 0 }), 'role-models')
/** A check that expired yesterday, written straight to the row as time would (no hook runs: the scheduled job's case). */
const expireCheck = (id: number | string) =>
  sqlite.sqliteAdapterOf(payload)!.client.execute({ sql: 'UPDATE role_models SET check_expires_at = ? WHERE id = ?', args: [new Date(Date.now() - DAY).toISOString(), id] })

async function scene({ status = 'active', rowStatus = 1 }: { status?: 'active' | 'draft'; rowStatus?: number } = {}) {
  const school = await createSchool(payload, { name: 'Aorere College' })
  const teacher = await createTeacher(payload, school.id)
  const roleModel = await createApprovedRoleModel(payload, { firstName: 'Mere', surname: `Tester${Date.now()}`, contactPhoneNumber: '021 555 0199' })
  const event = await payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true },
    data: {
      title: 'Online STEM kōrero', type: 'online', status, school: school.id, createdBy: teacher.id, date: eventDate(10),
      startTime: '13:00', endTime: '14:00', studentsAge: 'Year 12', numberOfStudents: 30, learningGoals: 'Hear about engineering careers',
      howWillStudentsAttend: 'school', meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/123456789', password: 'kiwi-42' },
      whatStudentsCallTheTeacher: 'Whaea Hine', minRoleModels: 1, maxRoleModels: 8,
    } as never,
  })
  const row = await payload.create({
    collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true },
    data: { event: event.id, roleModel: roleModel.id, status: rowStatus, ...(rowStatus ? { invitedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 14 * DAY).toISOString() } : {}) } as never,
  })
  return { school, teacher, roleModel, event, row }
}

describe('accepting', () => {
  it('is refused with the generic error once the check has expired, the row unchanged, as the role model through every door', async () => {
    const { roleModel, event, row } = await scene()
    await expireCheck(roleModel.id)
    const user = await signedIn(roleModel.id)

    expect(await invitations.acceptInvitation({ payload, roleModel: user, eventId: event.id, roleModelId: roleModel.id })).toEqual({ ok: false, error: 'invalid-state', message: invitations.ANSWER_ERROR })
    // Payload's own API as the role model (the collection's hook), and as staff: the same rule.
    await expect(payload.update({ collection: 'event-role-models', id: row.id, data: { status: 2 }, user, overrideAccess: false, context: { invitationAnswer: 'accept' } })).rejects.toThrow()
    await expect(payload.update({ collection: 'event-role-models', id: row.id, data: { status: 2 }, user: staff, overrideAccess: false })).rejects.toThrow(/cannot take part/)
    expect((await rowOf(row.id)).status).toBe(1)
    // Nothing of the event shows: no meeting link or password.
    expect(await invitations.getInvitation({ payload, roleModel: user, eventId: event.id })).toBeNull()
  })

  it('still works for a role model who may take part', async () => {
    const { roleModel, event, row } = await scene()
    expect(await invitations.acceptInvitation({ payload, roleModel: await signedIn(roleModel.id), eventId: event.id })).toEqual({ ok: true })
    expect((await rowOf(row.id)).status).toBe(2)
  })
})

describe('when staff decline a check or set it back', () => {
  for (const checkStatus of ['declined', 'pending'] as const) {
    it(`(${checkStatus}) the places on events to come are released, the organiser told without the reason, the attendee's calendar entry cancelled`, async () => {
      const invited = await scene()
      const attending = await scene({ rowStatus: 2 })
      // The same role model on both events.
      await payload.update({ collection: 'event-role-models', id: attending.row.id, data: { roleModel: invited.roleModel.id }, overrideAccess: true, context: { skipEmail: true } })
      await payload.update({ collection: 'role-models', id: invited.roleModel.id, data: { checkStatus }, user: staff, overrideAccess: false, context: { skipEmail: true } })

      for (const row of [invited.row, attending.row]) {
        const stored = await rowOf(row.id)
        expect(stored.status).toBe(4)
        expect(stored.releasedAt).toBeTruthy()
      }
      const toTeacher = await read(await mailsTo(outbox, emailOf(attending.teacher)))
      expect(toTeacher.map((mail) => mail.subject)).toEqual([`Mere ${invited.roleModel.surname} can no longer attend Online STEM kōrero`])
      expect(toTeacher[0].text).not.toMatch(/criminal|check/i)
      const toRoleModel = (await read(await mailsTo(outbox, emailOf(invited.roleModel)))).filter((mail) => /has been released/.test(mail.subject ?? ''))
      // Only the place they had accepted had a calendar entry to cancel.
      expect(toRoleModel).toHaveLength(1)
      expect(toRoleModel[0].attachments.map((file) => file.filename)).toContain('invite.ics')
      expect(toRoleModel[0].attachments.map((file) => file.content.toString()).join('')).toContain('METHOD:CANCEL')
      // The school no longer sees the phone number.
      const teacherUser = { ...attending.teacher, collection: 'teachers' as const }
      const seen = await payload.findByID({ collection: 'role-models', id: invited.roleModel.id, user: teacherUser, overrideAccess: false, depth: 0, disableErrors: true })
      expect(seen?.contactPhoneNumber ?? null).toBeNull()
      expect((await eventRoleModelsOverview({ payload, teacher: teacherUser, event: attending.event })).released).toEqual([`Mere ${invited.roleModel.surname}`])
    })
  }
})

describe('when the role model changes their own account so that they may no longer take part', () => {
  it('releases their places, their own save succeeding', async () => {
    const { roleModel, row } = await scene({ rowStatus: 2 })
    const user = await signedIn(roleModel.id)
    // An answer of the role model's own save (as the profile form saves it) that leaves the profile incomplete.
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { whatDoYouDo: '' }, user, overrideAccess: false, context: { skipEmail: true } })
    expect((await rowOf(row.id)).status).toBe(4)
  })
})

describe('when a check expires (the scheduled job, on a fixed clock)', () => {
  it('releases the open places of role models who may no longer take part, and only theirs', async () => {
    const lapsed = await scene({ rowStatus: 2 })
    const current = await scene({ rowStatus: 2 })
    const expiry = new Date((await payload.findByID({ collection: 'role-models', id: lapsed.roleModel.id, overrideAccess: true })).checkExpiresAt!)
    await payload.update({ collection: 'role-models', id: current.roleModel.id, data: { checkApprovedAt: new Date(expiry.getTime() + 30 * DAY).toISOString() }, overrideAccess: true, context: { skipEmail: true } })
    // The day after the first check expired, before the second does.
    await participation.releaseLapsedPlaces(payload, new Date(expiry.getTime() + DAY))
    expect((await rowOf(lapsed.row.id)).status).toBe(4)
    expect((await rowOf(current.row.id)).status).toBe(2)
    // Reminders and calendar entries skip an attendee who may no longer take part.
    await expireCheck(current.roleModel.id)
    expect(await calendar.sendAttendingEmail({ payload, eventId: current.event.id, roleModelId: current.roleModel.id })).toBe(false)
  })
})

describe('activating a draft', () => {
  it('invites only the selected role models who may still take part; the others are released and named to the teacher', async () => {
    const { teacher, event, row } = await scene({ status: 'draft', rowStatus: 0 })
    const other = await createApprovedRoleModel(payload, { firstName: 'Tama', surname: `Able${Date.now()}` })
    const otherRow = await payload.create({ collection: 'event-role-models', overrideAccess: true, data: { event: event.id, roleModel: other.id, status: 0 } as never })
    const lapsedId = (await rowOf(row.id)).roleModel as number
    await expireCheck(lapsedId)

    expect(await activateEvent({ payload, teacher: asUser(teacher, 'teachers'), id: event.id })).toEqual({ ok: true })
    expect((await rowOf(otherRow.id)).status).toBe(1)
    expect((await rowOf(row.id)).status).toBe(4)
    const lapsed = await payload.findByID({ collection: 'role-models', id: lapsedId, overrideAccess: true })
    expect((await mailsTo(outbox, lapsed.email)).filter((mail) => mail.includes('invit'))).toHaveLength(0)
    expect((await eventRoleModelsOverview({ payload, teacher: asUser(teacher, 'teachers'), event })).released).toEqual([lapsed.name])
  })

  it('refuses when too few remain, and says so', async () => {
    const { teacher, event, row } = await scene({ status: 'draft', rowStatus: 0 })
    await expireCheck((await rowOf(row.id)).roleModel as number)
    const result = await activateEvent({ payload, teacher: asUser(teacher, 'teachers'), id: event.id })
    expect(result.ok).toBe(false)
    expect((await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true })).status).toBe('draft')
  })
})
