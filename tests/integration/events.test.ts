import type { Payload, Where } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Event, RoleModel } from '../../cms/payload-types'
import { formatDisplayDate } from '../../app/domain/shared/dates'
import { completePastEvents } from '../../app/domain/events/lifecycle.server'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { missingEventDetails } from '../../app/domain/events/rules'
import { sqliteAdapterOf } from '../../app/lib/sqlite.server'
import { startTestPayload } from './support/payload'
import { anyId } from './support/ids'
import { activateEvent, cancelEvent, createDraftEvent, discardEvent, updateEventDetails } from '../../app/domain/events/transitions.server'
import { countInPersonRoleModelsInRegion } from '../../app/domain/events/available-role-models.server'
import { getTeacherEvent, SCHOOL_EVENT_FIELDS } from '../../app/domain/events/school-event.server'
import { eventCards, listTeacherEvents, roleModelTally, tabCounts } from '../../app/domain/events/list.server'
import { eventRoleModelRecords, eventRoleModelsOverview, getEventRoleModels } from '../../app/domain/events/role-models-on-event.server'
import { schoolName } from '../../app/domain/events/school-name.server'
import { getLandingData } from '../../app/domain/profiles/profiles.server'
import { readProfilePhoto } from '../../app/domain/profiles/photo-file.server'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { parsedMailsTo } from './support/outbox'

let payload: Payload
let outbox: string
let regionId: number
let districtId: number
let languageId: number

const DAY = 86_400_000
const MIN = 2
const MAX = 3
const EXPIRY_DAYS = 7

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  await payload.updateGlobal({
    slug: 'site-settings', data: { minRoleModelsPerEvent: MIN, maxRoleModelsPerEvent: MAX, invitationExpiryDays: EXPIRY_DAYS }, overrideAccess: true,
  })
  const region = (await payload.find({ collection: 'regions', limit: 1, sort: '-id', overrideAccess: true, depth: 0 })).docs[0]
  regionId = region.id
  districtId = (await payload.find({ collection: 'districts', where: { region: { equals: regionId } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0].id
  languageId = (await payload.find({ collection: 'languages', limit: 1, overrideAccess: true, depth: 0 })).docs[0].id
})

/** Messages in the outbox sent to `email`, parsed. */
const mailTo = (email: string) => parsedMailsTo(outbox, email)

/** A weekday about a month from now, as a New Zealand calendar date. */
function futureWeekday(days = 30) {
  const date = new Date(Date.now() + days * DAY)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

const inPersonDetails = () => ({
  date: futureWeekday(), arrivalTime: '09:00', startTime: '09:15', endTime: '11:00', address: '1 School Road, Wellington',
  region: regionId, district: districtId, numberOfStudents: 30, studentsAge: 'Year 10', arrivalDetails: 'Sign in at reception',
})

const onlineDetails = () => ({
  date: futureWeekday(), startTime: '13:00', endTime: '14:00', meeting: { platform: 'zoom' as const, inviteLink: 'https://zoom.us/j/123456', password: 'kiaora' },
  preEventMeeting: { enabled: true, date: futureWeekday(25), startTime: '15:00', endTime: '15:30', platform: 'teams' as const, inviteLink: 'https://teams.microsoft.com/l/abc' },
  numberOfStudents: 25, studentsAge: 'Year 12', howWillStudentsAttend: 'school' as const, studentLanguages: [languageId],
})

async function schoolWithTeacher(name = 'Test School') {
  const school = await createSchool(payload, { name })
  return { school, teacher: await createTeacher(payload, school.id) }
}

/** An event of the school created by the system (as seeds do), with role models on it in the given statuses. */
async function eventWith(schoolId: number, data: Partial<Event> & Pick<Event, 'status'>, statuses: number[] = []) {
  const event = await payload.create({ collection: 'events', data: { type: 'in-person', school: schoolId, ...inPersonDetails(), ...data }, overrideAccess: true })
  const roleModels: RoleModel[] = []
  for (const [index, status] of statuses.entries()) {
    const roleModel = await createApprovedRoleModel(payload, { firstName: `Person${index}` })
    roleModels.push(roleModel)
    await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: roleModel.id, status }, overrideAccess: true })
  }
  return { event, roleModels }
}

const read = (id: number) => payload.findByID({ collection: 'events', id, overrideAccess: true, depth: 0 })
/** The event's rows in the order they were made (eventWith makes one per role model, a role model apart). */
const rowsOf = async (eventId: number) =>
  (await payload.find({ collection: 'event-role-models', where: { event: { equals: eventId } }, overrideAccess: true, depth: 0, sort: 'createdAt', limit: 0 })).docs

describe('creating and editing drafts', () => {
  it("creates a draft of the teacher's school, by the teacher, with the programme's min and max role models", async () => {
    const { school, teacher } = await schoolWithTeacher()
    const result = await createDraftEvent({ payload, teacher, type: 'online' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.event).toMatchObject({ type: 'online', status: 'draft', school: school.id, createdBy: teacher.id, minRoleModels: MIN, maxRoleModels: MAX })
    expect(await getTeacherEvent({ payload, teacher, id: result.event.id })).toMatchObject({ id: result.event.id })
  })

  it('saves details on a draft, but never its status, school or limits', async () => {
    const { teacher } = await schoolWithTeacher()
    const created = await createDraftEvent({ payload, teacher, type: 'in-person' })
    if (!created.ok) throw new Error('not created')
    const saved = await updateEventDetails({ payload, teacher, id: created.event.id, data: inPersonDetails() })
    expect(saved).toMatchObject({ ok: true, event: { address: '1 School Road, Wellington', arrivalTime: '09:00', numberOfStudents: 30 } })
    // The date keeps the New Zealand calendar day as its UTC midnight.
    expect((await read(created.event.id)).date).toBe(`${inPersonDetails().date}T00:00:00.000Z`)
    for (const data of [{ status: 'active' }, { school: 1 }, { minRoleModels: 0 }, { cancelReason: 'x' }]) {
      expect(await updateEventDetails({ payload, teacher, id: created.event.id, data })).toMatchObject({ ok: false, error: 'not-allowed' })
    }
    expect(await read(created.event.id)).toMatchObject({ status: 'draft', minRoleModels: MIN })
  })

  it("saves what the forms' mappers produce, and the draft then activates", async () => {
    const { planToEventData, infoToEventData } = await import('../../app/domain/events/event-form')
    const { teacher } = await schoolWithTeacher()
    const created = await createDraftEvent({ payload, teacher, type: 'online' })
    if (!created.ok) throw new Error('not created')
    const id = created.event.id
    const day = futureWeekday()
    const plan = planToEventData('online', {
      Date: day, StartTime: '13:00', EndTime: '14:00', MainEventMeetingPlatform: 'zoom', MainEventMeetingPlatformInviteLink: 'https://zoom.us/j/1', MeetingPassword: 'pw',
      HasPreEventMeeting: true, PreEventMeetingDate: futureWeekday(25), PreEventMeetingStartTime: '09:00', PreEventMeetingEndTime: '09:30',
      PreEventMeetingPlatform: 'webex', PreEventMeetingPlatformInviteLink: 'https://webex.com/m/2',
    })
    expect(await updateEventDetails({ payload, teacher, id, data: plan })).toMatchObject({ ok: true })
    const info = infoToEventData('online', { StudentsAge: 'Year 9', NumberOfStudentsAttending: 20, HowWillStudentsAttendOnlineEvent: 'home', StudentLanguages: [String(languageId)], LearningGoals: 'Goals' })
    expect(await updateEventDetails({ payload, teacher, id, data: info })).toMatchObject({ ok: true })
    expect(await read(id)).toMatchObject({
      date: `${day}T00:00:00.000Z`, meeting: { platform: 'zoom', password: 'pw' }, preEventMeeting: { enabled: true, date: `${futureWeekday(25)}T00:00:00.000Z`, platform: 'webex' },
      howWillStudentsAttend: 'home', studentLanguages: [languageId], learningGoals: 'Goals',
    })
    for (let index = 0; index < MIN; index++) {
      const roleModel = await createApprovedRoleModel(payload)
      await payload.create({ collection: 'event-role-models', data: { event: id, roleModel: roleModel.id, status: ROLE_MODEL_STATUS.selected }, overrideAccess: true })
    }
    expect(await activateEvent({ payload, teacher, id })).toEqual({ ok: true })
  })

  it('keeps the time and place of an active event, and refuses edits of cancelled ones', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { event } = await eventWith(school.id, { status: 'active' })
    const saved = await updateEventDetails({ payload, teacher, id: event.id, data: { date: futureWeekday(60), address: 'Elsewhere', studentsAge: 'Year 11', numberOfStudents: 40 } })
    expect(saved.ok).toBe(true)
    expect(await read(event.id)).toMatchObject({ date: event.date, address: event.address, studentsAge: 'Year 11', numberOfStudents: 40 })
    const { event: cancelled } = await eventWith(school.id, { status: 'cancelled' })
    expect(await updateEventDetails({ payload, teacher, id: cancelled.id, data: { studentsAge: 'Year 9' } })).toMatchObject({ ok: false, error: 'invalid-state' })
  })

  it("answers not found for another school's event, and changes nothing", async () => {
    const { school } = await schoolWithTeacher()
    const { teacher: stranger } = await schoolWithTeacher('Other School')
    const { event } = await eventWith(school.id, { status: 'draft' })
    expect(await getTeacherEvent({ payload, teacher: stranger, id: event.id })).toBeNull()
    expect(await getTeacherEvent({ payload, teacher: stranger, id: 'abc' })).toBeNull()
    // The event pages' read through the database adapter answers what Payload's access-checked read answers: every
    // kind of field, set and unset.
    const mine = await createTeacher(payload, school.id)
    const { event: online } = await eventWith(school.id, { status: 'active', type: 'online', meeting: { platform: 'zoom', inviteLink: 'https://example.com/m', password: 'pw' }, cancelReason: null })
    // The same fields (all but the programme sessions' own), read under the teacher's access rules.
    const asTeacher = async (id: number) => (await payload.find({ collection: 'events', where: { id: { equals: id } }, select: SCHOOL_EVENT_FIELDS, depth: 0, limit: 1, pagination: false, user: mine, overrideAccess: false })).docs[0]
    const languages = (await payload.find({ collection: 'languages', limit: 3, overrideAccess: true, depth: 0 })).docs.map((language) => language.id)
    const other = await createTeacher(payload, school.id)
    const { event: full } = await eventWith(school.id, {
      status: 'active', studentLanguages: [languages[2], languages[0]], photosAllowed: false, suggestionDismissed: true,
      preEventMeeting: { enabled: true, date: futureWeekday(20), startTime: '15:00', endTime: '15:30', platform: 'teams', inviteLink: 'https://example.com/p', password: 'x' },
      notificationSubscribers: [{ teacher: other.id, subscribed: false }, { teacher: mine.id, subscribed: true }], primaryContact: mine.id, createdBy: other.id,
      calendarSequence: 2, studentsAttended: 12, cancelReason: 'Weather',
    })
    const { event: bare } = await eventWith(school.id, { status: 'draft', address: null, region: null, studentsAge: null })
    expect(full.notificationSubscribers).toHaveLength(2)
    for (const id of [event.id, online.id, full.id, bare.id]) {
      const read = await getTeacherEvent({ payload, teacher: mine, id })
      expect(read).not.toBeNull()
      expect(read).toEqual(await asTeacher(id))
    }
    const fullRead = await getTeacherEvent({ payload, teacher: mine, id: full.id })
    expect(fullRead?.studentLanguages).toEqual([languages[2], languages[0]])
    expect(fullRead?.notificationSubscribers?.map(({ teacher: subscriber, subscribed }) => [subscriber, subscribed])).toEqual([[other.id, false], [mine.id, true]])
    // Another school's event, an unknown id and an id of no kind are not found.
    const { teacher: elsewhere } = await schoolWithTeacher('Elsewhere School')
    for (const [reader, id] of [[elsewhere, full.id], [mine, 999999], [mine, 'abc']] as const) expect(await getTeacherEvent({ payload, teacher: reader, id })).toBeNull()
    expect(await updateEventDetails({ payload, teacher: stranger, id: event.id, data: { address: 'Hijacked' } })).toMatchObject({ ok: false, error: 'not-found' })
    expect(await getEventRoleModels({ payload, teacher: stranger, event })).toEqual([])
    expect((await read(event.id)).address).toBe(event.address)
  })
})

describe('activating a draft', () => {
  it('refuses an event with incomplete details', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { event } = await eventWith(school.id, { status: 'draft', address: null, studentsAge: null }, [0, 0])
    expect(await activateEvent({ payload, teacher, id: event.id })).toMatchObject({ ok: false, error: 'incomplete' })
    expect((await read(event.id)).status).toBe('draft')
  })

  it('refuses a draft whose day has passed', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { event } = await eventWith(school.id, { status: 'draft', date: '2026-11-20' }, [0, 0])
    const result = await activateEvent({ payload, teacher, id: event.id, now: new Date('2026-11-21T11:30:00Z') })
    expect(result).toEqual({ ok: false, error: 'incomplete', message: 'events:validation.dateInFuture' })
    expect((await read(event.id)).status).toBe('draft')
    // The same draft on its own day (in New Zealand) goes ahead.
    expect(await activateEvent({ payload, teacher, id: event.id, now: new Date('2026-11-19T11:30:00Z') })).toEqual({ ok: true })
  })

  it('refuses too few or too many role models, with the count message', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { event: few } = await eventWith(school.id, { status: 'draft' }, [0])
    const result = await activateEvent({ payload, teacher, id: few.id })
    expect(result).toMatchObject({ ok: false, error: 'role-model-count' })
    expect(result.ok ? '' : result.message).toMatch(/"min":2/)
    const { event: many } = await eventWith(school.id, { status: 'draft' }, [0, 0, 0, 0])
    expect(await activateEvent({ payload, teacher, id: many.id })).toMatchObject({ ok: false, error: 'role-model-count' })
    expect((await read(few.id)).status).toBe('draft')
    expect((await rowsOf(few.id)).map((row) => row.status)).toEqual([0])
  })

  it("answers not found to a teacher of another school, and changes nothing", async () => {
    const { school } = await schoolWithTeacher()
    const { teacher: stranger } = await schoolWithTeacher('Other School')
    const { event } = await eventWith(school.id, { status: 'draft' }, [0, 0])
    expect(await activateEvent({ payload, teacher: stranger, id: event.id })).toMatchObject({ ok: false, error: 'not-found' })
    expect((await read(event.id)).status).toBe('draft')
    expect((await rowsOf(event.id)).map((row) => row.status)).toEqual([0, 0])
  })

  it('invites every selected role model by email, then refuses to activate again', async () => {
    const { school, teacher } = await schoolWithTeacher('Kāpiti College')
    const { event, roleModels } = await eventWith(school.id, { status: 'draft' }, [0, 0, ROLE_MODEL_STATUS.uninvited])
    const now = new Date()
    expect(await activateEvent({ payload, teacher, id: event.id, now })).toEqual({ ok: true })
    const stored = await read(event.id)
    expect(stored.status).toBe('active')
    expect(stored.activatedAt).toBe(now.toISOString())
    const rows = await rowsOf(event.id)
    expect(rows.map((row) => row.status)).toEqual([ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.uninvited])
    expect(rows[0].invitedAt).toBe(now.toISOString())
    expect(rows[0].expiresAt).toBe(new Date(now.getTime() + EXPIRY_DAYS * DAY).toISOString())

    const [mail] = await mailTo(roleModels[0].email)
    expect(mail.subject).toBe("You're invited to an Inspiring the Future Aotearoa event")
    expect(mail.text).toContain('Kia ora Person0')
    expect(mail.text).toContain('Kāpiti College would like you to be a role model at their in-person event')
    expect(mail.text).toContain(`/role-model/events/${event.id}`)
    expect(mail.text).toContain('Arrival time: 09:00')
    expect(await mailTo(roleModels[1].email)).toHaveLength(1)
    expect(await mailTo(roleModels[2].email)).toHaveLength(0)

    // The teacher who activated it gets the next steps (spec section 8), in the page's language.
    const [next, ...more] = await mailTo(teacher.email)
    expect(more).toHaveLength(0)
    expect(next.subject).toBe('Your Inspiring the Future Aotearoa event is live')
    expect(next.text).toContain('Kia ora Test Teacher')
    expect(next.text).toContain('is live, and we have emailed an invitation to 2 role models.')
    expect(next.text).toContain(`They have until ${formatDisplayDate(rows[0].expiresAt!)} to accept or decline.`)
    expect(next.text).toContain('Arrival time: 09:00')
    expect(next.text).toMatch(new RegExp(`/events/${event.id}\\s`))

    expect(await activateEvent({ payload, teacher, id: event.id })).toMatchObject({ ok: false, error: 'invalid-state' })
    expect(await mailTo(roleModels[0].email)).toHaveLength(1)
    expect(await mailTo(teacher.email)).toHaveLength(1)
  })

  it('activates an online event without sharing its meeting link in the invitation', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { event, roleModels } = await eventWith(school.id, { status: 'draft', type: 'online', address: null, region: null, district: null, arrivalTime: null, ...onlineDetails() }, [0, 0])
    expect(await activateEvent({ payload, teacher, id: event.id })).toEqual({ ok: true })
    const [mail] = await mailTo(roleModels[0].email)
    expect(mail.text).toContain('online event')
    expect(mail.text).not.toContain('zoom.us')
    expect(mail.text).not.toContain('kiaora')
    // One role model: the teacher's email says so in the singular, and (a teacher who reads te reo Māori) falls back to English copy.
    const { event: single } = await eventWith(school.id, { status: 'draft', type: 'online', address: null, region: null, district: null, arrivalTime: null, minRoleModels: 1, ...onlineDetails() }, [0])
    expect(await activateEvent({ payload, teacher: { ...teacher, language: 'mi' }, id: single.id })).toEqual({ ok: true })
    const next = (await mailTo(teacher.email)).find((sent) => sent.text?.includes(`/events/${single.id}`))
    expect(next?.text).toContain('we have emailed an invitation to 1 role model.')
    expect(next?.text).not.toContain('zoom.us')
  })
})

describe('cancelling an active event', () => {
  it('refuses to cancel a draft, and another school', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { teacher: stranger } = await schoolWithTeacher('Other School')
    const { event: draft } = await eventWith(school.id, { status: 'draft' })
    expect(await cancelEvent({ payload, teacher, id: draft.id, reason: 'Exams' })).toMatchObject({ ok: false, error: 'invalid-state' })
    const { event: active } = await eventWith(school.id, { status: 'active' })
    expect(await cancelEvent({ payload, teacher: stranger, id: active.id, reason: 'Exams' })).toMatchObject({ ok: false, error: 'not-found' })
    expect(await cancelEvent({ payload, teacher, id: active.id, reason: '   ' })).toMatchObject({ ok: false, error: 'invalid' })
    expect(await read(active.id)).toMatchObject({ status: 'active', cancelReason: null })
    expect((await read(draft.id)).status).toBe('draft')
  })

  it('stores the reason and emails every invited or attending role model, without the reason', async () => {
    const { school, teacher } = await schoolWithTeacher('Porirua College')
    const S = ROLE_MODEL_STATUS
    const { event, roleModels } = await eventWith(school.id, { status: 'active' }, [S.invited, S.accepted, S.declined, S.expired, S.selected])
    const now = new Date()
    expect(await cancelEvent({ payload, teacher, id: event.id, reason: 'The school hall flooded', now })).toEqual({ ok: true })
    expect(await read(event.id)).toMatchObject({ status: 'cancelled', cancelReason: 'The school hall flooded', cancelledAt: now.toISOString() })
    const [invited] = await mailTo(roleModels[0].email)
    const [attending] = await mailTo(roleModels[1].email)
    expect(invited.subject).toBe('An Inspiring the Future Aotearoa event has been cancelled')
    expect(attending.text).toContain('Porirua College has cancelled their in-person event')
    for (const mail of [invited, attending]) expect(`${mail.text}${mail.html}`).not.toContain('flooded')
    for (const other of roleModels.slice(2)) expect(await mailTo(other.email)).toHaveLength(0)
    expect(await cancelEvent({ payload, teacher, id: event.id, reason: 'Again' })).toMatchObject({ ok: false, error: 'invalid-state' })
  })
})

describe('discarding a draft', () => {
  it('deletes a draft and its role models for good', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { event } = await eventWith(school.id, { status: 'draft' }, [0, 0])
    expect(await discardEvent({ payload, teacher, id: event.id })).toEqual({ ok: true })
    await expect(read(event.id)).rejects.toThrow()
    expect(await rowsOf(event.id)).toHaveLength(0)
  })

  it('refuses an active event, and another school', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { teacher: stranger } = await schoolWithTeacher('Other School')
    const { event: active } = await eventWith(school.id, { status: 'active' }, [1])
    expect(await discardEvent({ payload, teacher, id: active.id })).toMatchObject({ ok: false, error: 'invalid-state' })
    const { event: draft } = await eventWith(school.id, { status: 'draft' }, [0])
    expect(await discardEvent({ payload, teacher: stranger, id: draft.id })).toMatchObject({ ok: false, error: 'not-found' })
    expect((await read(active.id)).status).toBe('active')
    expect((await read(draft.id)).status).toBe('draft')
    expect(await rowsOf(active.id)).toHaveLength(1)
    expect(await rowsOf(draft.id)).toHaveLength(1)
  })
})

describe('access held by the collection (Local API as a teacher, like its REST API)', () => {
  const asTeacher = (teacher: Awaited<ReturnType<typeof createTeacher>>) => ({ user: teacher, overrideAccess: false as const, depth: 0 })

  it('forces school and creator on create, and refuses a status other than draft', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const other = await createSchool(payload)
    const created = await payload.create({
      collection: 'events', data: { type: 'online', status: 'draft', school: other.id, minRoleModels: 0, activatedAt: new Date().toISOString(), cancelReason: 'x' }, ...asTeacher(teacher),
    })
    expect(created).toMatchObject({ school: school.id, createdBy: teacher.id, status: 'draft', minRoleModels: MIN, activatedAt: null, cancelReason: null })
    await expect(payload.create({ collection: 'events', data: { type: 'online', school: school.id, status: 'active' }, ...asTeacher(teacher) })).rejects.toThrow(/status/)
  })

  it('refuses status, school and cancel-reason changes outside the transitions', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const other = await createSchool(payload)
    const { event: draft } = await eventWith(school.id, { status: 'draft' })
    const { event: active } = await eventWith(school.id, { status: 'active' })
    await expect(payload.update({ collection: 'events', id: draft.id, data: { status: 'active' }, ...asTeacher(teacher) })).rejects.toThrow(/status/)
    await expect(payload.update({ collection: 'events', id: active.id, data: { status: 'done' }, ...asTeacher(teacher) })).rejects.toThrow(/status/)
    await expect(payload.update({ collection: 'events', id: active.id, data: { school: other.id }, ...asTeacher(teacher) })).rejects.toThrow(/school/)
    await expect(payload.update({ collection: 'events', id: active.id, data: { cancelReason: 'x' }, ...asTeacher(teacher) })).rejects.toThrow()
    await expect(payload.update({ collection: 'events', id: active.id, data: { maxRoleModels: 50 }, ...asTeacher(teacher) })).rejects.toThrow()
    expect(await read(draft.id)).toMatchObject({ status: 'draft', school: school.id })
    expect(await read(active.id)).toMatchObject({ status: 'active', school: school.id, cancelReason: null, maxRoleModels: MAX })
    // Staff (the admin) may still correct a status.
    const staff = await payload.create({ collection: 'staff', data: { email: `staff.${Date.now()}@test.example.nz`, password: 'Correct-Horse-9' }, overrideAccess: true })
    const fixed = await payload.update({ collection: 'events', id: active.id, data: { status: 'done' }, user: asUser(staff, 'staff'), overrideAccess: false })
    expect(fixed.status).toBe('done')
  })

  it('deletes only drafts', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { event: active } = await eventWith(school.id, { status: 'active' }, [1])
    await expect(payload.delete({ collection: 'events', id: active.id, ...asTeacher(teacher) })).rejects.toThrow()
    expect((await read(active.id)).status).toBe('active')
    expect(await rowsOf(active.id)).toHaveLength(1)
    const { event: draft } = await eventWith(school.id, { status: 'draft' }, [0])
    await payload.delete({ collection: 'events', id: draft.id, ...asTeacher(teacher) })
    expect(await rowsOf(draft.id)).toHaveLength(0)
  })

  it("keeps a teacher out of another school's events, and out of cancelled ones", async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { teacher: stranger } = await schoolWithTeacher('Other School')
    const { event: draft } = await eventWith(school.id, { status: 'draft' })
    await expect(payload.findByID({ collection: 'events', id: draft.id, ...asTeacher(stranger) })).rejects.toThrow()
    await expect(payload.update({ collection: 'events', id: draft.id, data: { address: 'x' }, ...asTeacher(stranger) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'events', id: draft.id, ...asTeacher(stranger) })).rejects.toThrow()
    const { event: cancelled } = await eventWith(school.id, { status: 'cancelled' })
    await expect(payload.update({ collection: 'events', id: cancelled.id, data: { address: 'x' }, ...asTeacher(teacher) })).rejects.toThrow()
    expect((await read(draft.id)).address).toBe(draft.address)
  })
})

describe('what role models read of an event', () => {
  it('never the cancel reason; meeting details only once they accepted', async () => {
    const { school } = await schoolWithTeacher()
    const { event, roleModels } = await eventWith(
      school.id,
      { status: 'active', type: 'online', cancelReason: 'Private note', ...onlineDetails() },
      [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted],
    )
    const readAs = (roleModel: RoleModel) => payload.findByID({ collection: 'events', id: event.id, user: asUser(roleModel, 'role-models'), overrideAccess: false, depth: 0 })
    const invited = await readAs(roleModels[0])
    expect(invited.studentsAge).toBe('Year 12')
    expect(invited.cancelReason).toBeUndefined()
    expect(invited.meeting).toBeUndefined()
    expect(invited.preEventMeeting).toBeUndefined()
    const accepted = await readAs(roleModels[1])
    expect(accepted.meeting).toMatchObject({ inviteLink: 'https://zoom.us/j/123456', password: 'kiaora' })
    expect(accepted.preEventMeeting).toMatchObject({ inviteLink: 'https://teams.microsoft.com/l/abc' })
    expect(accepted.cancelReason).toBeUndefined()
    // Lists too: the accepted event shows its link, the invited one does not.
    const { event: other } = await eventWith(school.id, { status: 'active', type: 'online', ...onlineDetails() }, [])
    await payload.create({ collection: 'event-role-models', data: { event: other.id, roleModel: roleModels[1].id, status: ROLE_MODEL_STATUS.invited }, overrideAccess: true })
    const list = await payload.find({ collection: 'events', user: asUser(roleModels[1], 'role-models'), overrideAccess: false, depth: 0, sort: 'createdAt' })
    expect(list.docs.map((doc) => [doc.id, Boolean(doc.meeting?.inviteLink)])).toEqual([[event.id, true], [other.id, false]])
  })
})

describe("the teacher's lists and role models", () => {
  it('lists events by tab from the New Zealand date, with invited and accepted counts', async () => {
    const { school, teacher } = await schoolWithTeacher('Tab School')
    const { school: otherSchool, teacher: otherTeacher } = await schoolWithTeacher('Other School')
    // 11:30 UTC on 21 November is 00:30 on 22 November in New Zealand.
    const now = new Date('2026-11-21T11:30:00Z')
    const S = ROLE_MODEL_STATUS
    // Invited counts everyone asked (waiting, attending, declined); a selection not yet sent is not counted.
    const { event: today } = await eventWith(school.id, { status: 'active', date: '2026-11-22' }, [S.invited, S.accepted, S.declined, S.selected])
    const { event: later } = await eventWith(school.id, { status: 'active', date: '2026-12-01' })
    const { event: yesterday } = await eventWith(school.id, { status: 'active', date: '2026-11-21' })
    const { event: done } = await eventWith(school.id, { status: 'done', date: '2026-10-01' })
    const { event: cancelled } = await eventWith(school.id, { status: 'cancelled', date: '2026-12-02' })
    const { event: draft } = await eventWith(school.id, { status: 'draft' })
    await eventWith(otherSchool.id, { status: 'active', date: '2026-12-01' })

    const upcoming = await listTeacherEvents({ payload, teacher, tab: 'upcoming', page: 1, now })
    expect(upcoming.counts).toEqual({ upcoming: 2, completed: 2, cancelled: 1, drafts: 1 })
    expect(upcoming.events.map((event) => event.id)).toEqual([today.id, later.id])
    expect(upcoming.events[0]).toMatchObject({ displayState: 'today', invitedCount: 3, acceptedCount: 1, schoolName: 'Tab School', arrivalTime: '09:00' })
    expect(upcoming.events[1]).toMatchObject({ displayState: 'upcoming', invitedCount: 0 })
    const completed = await listTeacherEvents({ payload, teacher, tab: 'completed', page: 1, now })
    expect(completed.events.map((event) => [event.id, event.displayState])).toEqual([[yesterday.id, 'completed'], [done.id, 'completed']])
    expect((await listTeacherEvents({ payload, teacher, tab: 'cancelled', page: 1, now })).events.map((event) => event.id)).toEqual([cancelled.id])
    expect((await listTeacherEvents({ payload, teacher, tab: 'drafts', page: 1, now })).events.map((event) => event.id)).toEqual([draft.id])
    // The home's drafts above Upcoming's first page, read with it: the same counts, whether the pages are short or full.
    const home = await listTeacherEvents({ payload, teacher, tab: 'upcoming', page: 1, draftsAbove: 3, now })
    expect({ events: home.events.map((event) => event.id), drafts: home.drafts.map((event) => [event.id, event.schoolName]), counts: home.counts })
      .toEqual({ events: [today.id, later.id], drafts: [[draft.id, 'Tab School']], counts: upcoming.counts })
    expect((await listTeacherEvents({ payload, teacher, tab: 'upcoming', page: 1, limit: 1, draftsAbove: 1, now })).counts).toEqual(upcoming.counts)
    expect((await listTeacherEvents({ payload, teacher, tab: 'completed', page: 1, draftsAbove: 3, now })).drafts).toEqual([])

    // The counts through the database adapter answer what Payload's four counts as the teacher answer, on both sides of midnight.
    const tabs = ['upcoming', 'completed', 'cancelled', 'drafts'] as const
    const tabQuery = (tab: (typeof tabs)[number], today: string): Where => {
      const from = `${today}T00:00:00.000Z`
      return {
        upcoming: { and: [{ status: { equals: 'active' } }, { date: { greater_than_equal: from } }] },
        completed: { or: [{ status: { equals: 'done' } }, { and: [{ status: { equals: 'active' } }, { date: { less_than: from } }] }] },
        cancelled: { status: { equals: 'cancelled' } },
        drafts: { status: { equals: 'draft' } },
      }[tab]
    }
    const emptySchool = await schoolWithTeacher('Empty School')
    for (const [who, whose] of [[teacher, school.id], [otherTeacher, otherSchool.id], [emptySchool.teacher, emptySchool.school.id]] as const) {
      for (const today of ['2026-11-21', '2026-11-22', '2026-12-02']) {
        const asTheTeacher = await Promise.all(tabs.map(async (tab) => [tab, (await payload.count({ collection: 'events', where: tabQuery(tab, today), user: who, overrideAccess: false })).totalDocs]))
        expect({ today, counts: await tabCounts(payload, whose, today) }).toEqual({ today, counts: Object.fromEntries(asTheTeacher) })
      }
    }
    expect(await tabCounts(payload, school.id, '2026-11-22')).toEqual({ upcoming: 2, completed: 2, cancelled: 1, drafts: 1 })
    // So do the cards (a live tab's page, past the last page too): Payload's paged read as the teacher, in the tab's order.
    const tabSort = { upcoming: ['date', 'id'], completed: ['-date', '-id'], cancelled: ['-date', '-id'], drafts: ['-updatedAt', '-id'] }
    // What a card reads (the adapter's documents also carry every other field, unset).
    // A draft's card also reads the details it still misses.
    const shown = (docs: Event[]) => docs.map((doc) => {
      const { id, type, title, status, date, arrivalTime, startTime, endTime, minRoleModels, attendanceRecordedAt } = doc
      return { id, type, title, status, date, arrivalTime, startTime, endTime, minRoleModels, attendanceRecordedAt, missing: status === 'draft' ? missingEventDetails(doc) : null }
    })
    // Drafts with details missing: online without a link, with a pre-event meeting half set, in person without an address.
    await eventWith(school.id, { status: 'draft', type: 'online', date: '2026-12-03', startTime: '10:00', meeting: { platform: 'zoom' } })
    await eventWith(school.id, { status: 'draft', type: 'online', ...onlineDetails(), preEventMeeting: { enabled: true, date: '2026-12-01', platform: 'teams' } })
    await eventWith(school.id, { status: 'draft', address: null })
    const drafts = shown(await eventCards(payload, { school: school.id, tab: 'drafts', today: '2026-11-22', limit: 10, page: 1 }))
    expect(drafts.map((card) => card.missing!.length > 0)).toEqual([true, true, true, false])
    for (const tab of tabs) {
      for (const [limit, page] of [[10, 1], [1, 1], [1, 2], [1, 9]]) {
        const query = { school: school.id, tab, today: '2026-11-22', limit, page }
        const asTheTeacher = await payload.find({ collection: 'events', where: tabQuery(tab, '2026-11-22'), sort: tabSort[tab], limit, page, depth: 0, user: teacher, overrideAccess: false })
        expect({ tab, limit, page, cards: shown(await eventCards(payload, query)) }).toEqual({ tab, limit, page, cards: shown(asTheTeacher.docs) })
      }
    }
    // The list's pages come from the tab's count.
    expect(await listTeacherEvents({ payload, teacher, tab: 'completed', page: 1, limit: 1, now })).toMatchObject({ totalDocs: 2, totalPages: 2 })
    expect((await listTeacherEvents({ payload, teacher, tab: 'completed', page: 2, limit: 1, now })).events.map((event) => event.id)).toEqual([done.id])
    // The school's name.
    expect(await schoolName(payload, school.id)).toBe('Tab School')
    expect(await schoolName(payload, 987_654)).toBe('')
    // The tally of each event's role models, by status.
    const tally = await roleModelTally(payload, [today.id, later.id, draft.id])
    expect([...tally]).toEqual([[String(today.id), { selected: 1, waiting: 1, invited: 3, accepted: 1 }]])
    expect(await roleModelTally(payload, [])).toEqual(new Map())
  })

  it('pages the list', async () => {
    const { school, teacher } = await schoolWithTeacher()
    for (let index = 0; index < 12; index++) await eventWith(school.id, { status: 'draft' })
    const first = await listTeacherEvents({ payload, teacher, tab: 'drafts', page: 1 })
    const second = await listTeacherEvents({ payload, teacher, tab: 'drafts', page: 2 })
    expect(first.totalPages).toBe(2)
    expect(first.events).toHaveLength(10)
    expect(second.events).toHaveLength(2)
  })

  it("keeps showing names and photos of the school's role models after a check expires", async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { teacher: stranger } = await schoolWithTeacher('Other School')
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#345678' } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', data: {}, file: { data: png, mimetype: 'image/png', name: 'rm.png', size: png.length }, overrideAccess: true })
    const expired = await createApprovedRoleModel(payload, { firstName: 'Hemi', surname: 'Expired', profilePicture: media.id })
    await payload.update({ collection: 'media', id: media.id, data: { ownerRoleModel: expired.id }, overrideAccess: true })
    const { event } = await eventWith(school.id, { status: 'active' })
    await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: expired.id, status: ROLE_MODEL_STATUS.accepted }, overrideAccess: true })
    // The check expires as time passes (no hook runs; the hourly job releases the place later).
    await sqliteAdapterOf(payload)!.client.execute({ sql: 'UPDATE role_models SET check_expires_at = ? WHERE id = ?', args: ['2023-01-01T00:00:00.000Z', expired.id] })

    const rows = await getEventRoleModels({ payload, teacher, event })
    // Still named and pictured, but no longer shown with a phone number: they may not take part (docs/decisions/0027).
    expect(rows).toEqual([{ id: anyId(), roleModelId: expired.id, name: 'Hemi Expired', status: ROLE_MODEL_STATUS.accepted, photo: `/profile-photo/${media.id}/md`, phone: null, accessNeeds: null, supportPersonNeeds: null }])
    expect(await readProfilePhoto(payload, teacher, String(media.id), 'md')).not.toBeNull()
    expect(await readProfilePhoto(payload, stranger, String(media.id), 'md')).toBeNull()
    // The profile itself stays hidden: only names and photos.
    await expect(payload.findByID({ collection: 'role-models', id: expired.id, user: teacher, overrideAccess: false })).rejects.toThrow()
  })

  it("reads an event's role models of the teacher's school, each with what happened to it and who they are", async () => {
    const { school, teacher } = await schoolWithTeacher()
    const { teacher: stranger } = await schoolWithTeacher('Other School')
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#876543' } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', data: {}, file: { data: png, mimetype: 'image/png', name: 'eq.png', size: png.length }, overrideAccess: true })
    const pictured = await createApprovedRoleModel(payload, { firstName: 'Ana', surname: 'Pictured', profilePicture: media.id })
    const named = await createApprovedRoleModel(payload, { firstName: 'Tama', surname: 'Named', contactPhoneNumber: ' 021 555 0142 ', accessNeeds: 'A lift to the hall', supportPersonNeeds: ' ' })
    const waiting = await createApprovedRoleModel(payload, { firstName: 'Mere', surname: 'Waiting', accessNeeds: 'Seat near the door' })
    const { event } = await eventWith(school.id, { status: 'active' })
    const { event: empty } = await eventWith(school.id, { status: 'draft' })
    for (const [roleModel, status] of [[named, ROLE_MODEL_STATUS.accepted], [pictured, ROLE_MODEL_STATUS.declined], [waiting, ROLE_MODEL_STATUS.invited]] as const) {
      await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: roleModel.id, status }, overrideAccess: true })
    }
    // What happened to others: released by the system, taken off by the teacher, withdrawn with a reason, confirmed.
    const [released, removed, withdrew, confirmed] = await Promise.all(['Released', 'Removed', 'Withdrew', 'Confirmed'].map((surname) => createApprovedRoleModel(payload, { firstName: 'Rua', surname })))
    const happened = [
      [released, { status: ROLE_MODEL_STATUS.uninvited, releasedAt: '2026-03-01T00:00:00.000Z' }],
      [removed, { status: ROLE_MODEL_STATUS.uninvited }],
      [withdrew, { status: ROLE_MODEL_STATUS.declined, withdrawnAt: '2026-03-02T00:00:00.000Z', withdrawReason: 'Unwell' }],
      [confirmed, { status: ROLE_MODEL_STATUS.accepted, confirmedAt: '2026-03-03T00:00:00.000Z' }],
    ] as const
    for (const [roleModel, data] of happened) {
      await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: roleModel.id, ...data }, overrideAccess: true })
    }
    // Another school's event, an event without role models and an unknown one have none.
    const unknown = { id: 999_999, school: school.id }
    for (const [reader, read] of [[teacher, empty], [stranger, event], [teacher, unknown]] as const) expect(await eventRoleModelRecords(payload, reader, read)).toEqual([])
    const records = await eventRoleModelRecords(payload, teacher, event)
    const person = (roleModel: RoleModel, fields: Partial<NonNullable<(typeof records)[number]['person']>> = {}) => ({
      name: roleModel.name ?? null, firstName: roleModel.firstName, surname: roleModel.surname, photo: null, phone: roleModel.contactPhoneNumber ?? null,
      accessNeeds: roleModel.accessNeeds ?? null, supportPersonNeeds: roleModel.supportPersonNeeds ?? null, mayTakePart: true, ...fields,
    })
    expect(records.slice(0, 3)).toEqual([
      { id: expect.anything(), roleModelId: named.id, status: ROLE_MODEL_STATUS.accepted, released: false, confirmedAt: null, withdrawnAt: null, withdrawReason: null, person: person(named, { phone: ' 021 555 0142 ', accessNeeds: 'A lift to the hall', supportPersonNeeds: ' ' }) },
      { id: expect.anything(), roleModelId: pictured.id, status: ROLE_MODEL_STATUS.declined, released: false, confirmedAt: null, withdrawnAt: null, withdrawReason: null, person: person(pictured, { photo: media.id }) },
      { id: expect.anything(), roleModelId: waiting.id, status: ROLE_MODEL_STATUS.invited, released: false, confirmedAt: null, withdrawnAt: null, withdrawReason: null, person: person(waiting, { accessNeeds: 'Seat near the door' }) },
    ])
    expect(records.map((record) => record.roleModelId)).toEqual([named, pictured, waiting, released, removed, withdrew, confirmed].map((roleModel) => roleModel.id))
    expect(records.slice(3).map(({ released, withdrawnAt, withdrawReason, confirmedAt }) => [released, withdrawnAt, withdrawReason, confirmedAt])).toEqual([
      [true, null, null, null], [false, null, null, null], [false, '2026-03-02T00:00:00.000Z', 'Unwell', null], [false, null, null, '2026-03-03T00:00:00.000Z'],
    ])
    // The page's lists from that one read: only the system's release named, the withdrawal with its reason, the confirmation.
    const overview = await eventRoleModelsOverview({ payload, teacher, event })
    expect(overview.released).toEqual([`Rua Released`])
    expect(overview.withdrawals).toEqual([{ roleModelId: withdrew.id, name: 'Rua Withdrew', reason: 'Unwell', withdrawnAt: '2026-03-02T00:00:00.000Z' }])
    expect([...overview.confirmations]).toEqual([[String(confirmed.id), '2026-03-03T00:00:00.000Z']])
    expect(await eventRoleModelsOverview({ payload, teacher: stranger, event })).toEqual({ rows: [], released: [], withdrawals: [], confirmations: new Map() })
    // The page's rows: the phone and hosting needs only of the accepted role model, trimmed (decision 0040).
    expect((await getEventRoleModels({ payload, teacher, event })).slice(0, 3).map((row) => [row.name, row.phone, row.accessNeeds, row.supportPersonNeeds])).toEqual([
      ['Tama Named', '021 555 0142', 'A lift to the hall', null], ['Ana Pictured', null, null, null], ['Mere Waiting', null, null, null],
    ])
  })

  it('counts the visible in-person role models of a region', async () => {
    const before = await countInPersonRoleModelsInRegion(payload, regionId)
    await createApprovedRoleModel(payload, { region: regionId, district: districtId, canDoInPersonEvent: true })
    await createApprovedRoleModel(payload, { region: regionId, district: districtId, canDoInPersonEvent: false, canDoOnlineEvent: true })
    await createApprovedRoleModel(payload, { region: regionId, district: districtId, canDoInPersonEvent: true, checkStatus: 'pending' })
    await createApprovedRoleModel(payload, { region: regionId, district: districtId, canDoInPersonEvent: true, checkApprovedAt: '2020-01-01T00:00:00.000Z' })
    expect(await countInPersonRoleModelsInRegion(payload, regionId)).toBe(before + 1)
    expect(await countInPersonRoleModelsInRegion(payload, String(regionId))).toBe(before + 1)
  })
})

describe('one New Zealand date convention for the job, the lists and the landing page', () => {
  it("sets yesterday's active events done, keeps today's, and the landing page agrees", async () => {
    const { school, teacher } = await schoolWithTeacher()
    const now = new Date('2026-11-21T11:30:00Z') // 00:30 on 22 November in New Zealand
    const { event: yesterday, roleModels: [first] } = await eventWith(school.id, { status: 'active', date: '2026-11-21', title: 'Yesterday' }, [ROLE_MODEL_STATUS.accepted])
    const { event: today } = await eventWith(school.id, { status: 'active', date: '2026-11-22', title: 'Today' })
    await payload.create({ collection: 'event-role-models', data: { event: today.id, roleModel: first.id, status: ROLE_MODEL_STATUS.accepted }, overrideAccess: true })

    const landingBefore = await getLandingData(payload, asUser(first, 'role-models'), 'en', now)
    expect(landingBefore.upcoming.map((event) => event.title)).toEqual(['Today'])
    await completePastEvents(payload, now)
    expect((await read(yesterday.id)).status).toBe('done')
    expect((await read(today.id)).status).toBe('active')
    const landingAfter = await getLandingData(payload, asUser(first, 'role-models'), 'en', now)
    expect(landingAfter.upcoming.map((event) => event.title)).toEqual(['Today'])
    expect((await listTeacherEvents({ payload, teacher, tab: 'upcoming', page: 1, now })).events.map((event) => event.id)).toEqual([today.id])
    // Idempotent.
    expect(await completePastEvents(payload, now)).toBe(0)
  })
})

describe('the events migration', () => {
  it("renames stored 'complete' events to 'done' and gives every event the calendar-day date and the role-model limits", async () => {
    const { sql } = await import('@payloadcms/db-sqlite')
    const migration = await import('../../cms/migrations/20261123_081712_events')
    const { school } = await schoolWithTeacher()
    const { event } = await eventWith(school.id, { status: 'active' })
    const args = { db: payload.db.drizzle, payload, req: {} } as unknown as Parameters<typeof migration.up>[0]
    await migration.down(args)
    // As the previous release stored it: the old state name, and a date from the admin's picker (UTC noon).
    await payload.db.drizzle.run(sql`UPDATE events SET status = 'complete', date = '2026-03-05T12:00:00.000Z' WHERE id = ${event.id}`)
    await migration.up(args)
    expect(await read(event.id)).toMatchObject({ status: 'done', date: '2026-03-05T00:00:00.000Z', minRoleModels: MIN, maxRoleModels: MAX })
  })
})
