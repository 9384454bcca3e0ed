import ICAL from 'ical.js'
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Event } from '../../cms/payload-types'
import { nzInstant } from '../../app/domain/shared/dates'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import * as invitations from '../../app/domain/invitations/invitations.server'
import * as events from '../../app/domain/events/transitions.server'
import * as calendar from '../../app/domain/calendar/calendar.server'
import * as lifecycle from '../../app/domain/events/lifecycle.server'
import * as choosing from '../../app/domain/choosing/event-role-models.server'
import { parsedMailsTo } from './support/outbox'
import { withdrawFromEvent } from '../../app/domain/invitations/withdraw.server'

let payload: Payload
let outbox: string
let regionId: number
let districtId: number

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  regionId = (await payload.find({ collection: 'regions', limit: 1, overrideAccess: true, depth: 0 })).docs[0].id
  districtId = (await payload.find({ collection: 'districts', where: { region: { equals: regionId } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0].id
})

const DAY = 86_400_000

/** Messages in the outbox sent to `email` (optionally with a subject matching), parsed, oldest first. */
async function mailTo(email: string, subject?: RegExp): Promise<ParsedMail[]> {
  return (await parsedMailsTo(outbox, email)).filter((mail) => !subject || subject.test(mail.subject ?? ''))
}

/** The calendar invitation attached to a message, parsed. */
function icsOf(mail: ParsedMail) {
  const attachment = mail.attachments.find((file) => file.filename === 'invite.ics')
  if (!attachment) return null
  const component = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')))
  const vevent = component.getFirstSubcomponent('vevent')!
  return { method: component.getFirstPropertyValue('method'), vevent, event: new ICAL.Event(vevent) }
}

const futureDate = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

/**
 * An active in-person event of a new school (created by one teacher, primary contact another), with an attending
 * role model and one still invited.
 */
async function scene(data: Partial<Event> = {}) {
  const school = await createSchool(payload, { name: 'Aorere College' })
  const creator = await createTeacher(payload, school.id)
  const contact = await createTeacher(payload, school.id)
  const event = await payload.create({
    collection: 'events',
    overrideAccess: true,
    data: {
      title: 'Careers kōrero', type: 'in-person', status: 'active', school: school.id, createdBy: creator.id, primaryContact: contact.id,
      date: `${futureDate(20)}T00:00:00.000Z`, arrivalTime: '09:00', startTime: '09:15', endTime: '11:00', address: '1 School Road',
      region: regionId, district: districtId, numberOfStudents: 30, studentsAge: 'Year 10', arrivalDetails: 'Sign in at reception',
      ...data,
    },
  })
  const attending = await createApprovedRoleModel(payload, { firstName: 'Mere', surname: 'Tester' })
  const waiting = await createApprovedRoleModel(payload, { firstName: 'Tama', surname: 'Waiting' })
  const expiresAt = new Date(Date.now() + 14 * DAY).toISOString()
  await payload.create({ collection: 'event-role-models', overrideAccess: true, data: { event: event.id, roleModel: attending.id, status: ROLE_MODEL_STATUS.invited, expiresAt } })
  const waitingRow = await payload.create({ collection: 'event-role-models', overrideAccess: true, data: { event: event.id, roleModel: waiting.id, status: ROLE_MODEL_STATUS.invited, expiresAt } })
  return { school, creator, contact, event, attending, waiting, waitingRow }
}

async function accept(roleModel: { id: number; email: string }, eventId: number) {
  return invitations.acceptInvitation({ payload, roleModel: asUser(roleModel, 'role-models') as never, eventId: String(eventId) })
}

describe('the calendar invitation on accepting', () => {
  it("emails the role model 'You're attending' with an .ics: arrival time, place, organiser, stable UID", async () => {
    const { event, attending, contact } = await scene()
    expect(await accept(attending, event.id)).toEqual({ ok: true })
    const [mail, ...more] = await mailTo(attending.email, /You're attending Careers kōrero/)
    expect(more).toHaveLength(0)
    expect(mail.text).toContain('Arrival time: 09:00')
    const ics = icsOf(mail)!
    expect(ics.method).toBe('REQUEST')
    expect(ics.event.startDate.toJSDate().toISOString()).toBe(nzInstant(event.date!.slice(0, 10), '09:00')!.toISOString())
    expect(ics.event.endDate.toJSDate().toISOString()).toBe(nzInstant(event.date!.slice(0, 10), '11:00')!.toISOString())
    expect(ics.event.location).toMatch(/^1 School Road, /)
    expect(ics.event.uid).toBe(`event-${event.id}-role-model-${attending.id}@localhost`)
    expect(ics.event.sequence).toBe(0)
    expect(String(ics.vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(`mailto:${contact.email}`)
  })

  it('an online event carries the meeting link and password', async () => {
    const { event, attending } = await scene({
      type: 'online', arrivalTime: null, startTime: '13:00', endTime: '14:00', address: null, region: null, district: null,
      meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/987', password: 'kiwi-42' }, howWillStudentsAttend: 'school',
    })
    await accept(attending, event.id)
    const [mail] = await mailTo(attending.email, /You're attending/)
    const ics = icsOf(mail)!
    expect(ics.event.startDate.toJSDate().toISOString()).toBe(nzInstant(event.date!.slice(0, 10), '13:00')!.toISOString())
    expect(ics.event.location).toBe('https://zoom.us/j/987')
    expect(ics.event.description).toContain('kiwi-42')
    expect(mail.text).toContain('Meeting password: kiwi-42')
  })
})

describe("the role model's 'Add to calendar' file", () => {
  const withoutStamp = (ics: string | null | undefined) => ics?.replace(/\r?\nDTSTAMP:[^\r\n]*/g, '')

  it('is the acceptance email\'s .ics, for the role model who accepted only, while the event takes place', async () => {
    const { event, attending, waiting } = await scene()
    const asRoleModel = (person: { id: number; email: string }) => asUser(person, 'role-models') as never
    const file = (person: { id: number; email: string }) => calendar.attendingCalendar({ payload, roleModel: asRoleModel(person), eventId: String(event.id) })
    expect(await file(attending)).toBeNull()
    expect(await accept(attending, event.id)).toEqual({ ok: true })
    const [mail] = await mailTo(attending.email, /You're attending Careers kōrero/)
    const emailed = mail.attachments.find((attachment) => attachment.filename === 'invite.ics')!.content.toString('utf8')
    expect(withoutStamp(await file(attending))).toBe(withoutStamp(emailed))
    expect((await invitations.getInvitation({ payload, roleModel: asRoleModel(attending), eventId: event.id }))?.calendar).toBe(true)

    // Still invited, another role model, a teacher, an id that is no event: none.
    expect(await file(waiting)).toBeNull()
    expect((await invitations.getInvitation({ payload, roleModel: asRoleModel(waiting), eventId: event.id }))?.calendar).toBe(false)
    const stranger = await createApprovedRoleModel(payload, { firstName: 'Ari' })
    expect(await file(stranger)).toBeNull()
    const teacher = await createTeacher(payload, (event.school as number))
    expect(await calendar.attendingCalendar({ payload, roleModel: asUser(teacher, 'teachers') as never, eventId: String(event.id) })).toBeNull()
    expect(await calendar.attendingCalendar({ payload, roleModel: asRoleModel(attending), eventId: 'not-an-id' })).toBeNull()

    // Cancelled: none, and the page offers none.
    await payload.update({ collection: 'events', id: event.id, data: { status: 'cancelled' }, overrideAccess: true, context: { skipEmail: true } })
    expect(await file(attending)).toBeNull()
    expect((await invitations.getInvitation({ payload, roleModel: asRoleModel(attending), eventId: event.id }))?.calendar).toBe(false)
  })

  it('is gone once the role model withdrew', async () => {
    const { event, attending } = await scene()
    expect(await accept(attending, event.id)).toEqual({ ok: true })
    const roleModel = asUser(attending, 'role-models') as never
    expect(await calendar.attendingCalendar({ payload, roleModel, eventId: event.id })).toContain('BEGIN:VCALENDAR')
    expect(await withdrawFromEvent({ payload, roleModel, eventId: event.id, reason: 'Unwell' })).toMatchObject({ ok: true })
    expect(await calendar.attendingCalendar({ payload, roleModel, eventId: event.id })).toBeNull()
  })
})

describe('updates and cancellations of the calendar entry', () => {
  it('a teacher changing what the entry shows sends attending role models an update with a higher SEQUENCE; other edits send nothing', async () => {
    const { event, attending, waiting, creator } = await scene()
    await accept(attending, event.id)
    const teacher = creator
    expect(await events.updateEventDetails({ payload, teacher, id: event.id, data: { numberOfStudents: 31 } })).toMatchObject({ ok: true })
    expect(await mailTo(attending.email, /has been updated/)).toHaveLength(0)

    expect(await events.updateEventDetails({ payload, teacher, id: event.id, data: { title: 'Careers kōrero (hall B)' } })).toMatchObject({ ok: true })
    const [update, ...more] = await mailTo(attending.email, /has been updated/)
    expect(more).toHaveLength(0)
    const ics = icsOf(update)!
    expect(ics.method).toBe('REQUEST')
    expect(ics.event.summary).toBe('Careers kōrero (hall B)')
    expect(ics.event.uid).toBe(`event-${event.id}-role-model-${attending.id}@localhost`)
    expect(ics.event.sequence).toBe(1)
    // Only attending role models have an entry to update.
    expect(await mailTo(waiting.email, /has been updated/)).toHaveLength(0)
  })

  it('a live event moved (here by staff in the admin: the collection hook, not a route) tells everyone on it what changed, updates the entry and asks "Still coming?" again', async () => {
    const { event, attending, waiting } = await scene()
    await accept(attending, event.id)
    const rowOf = async (roleModelId: number) => (await payload.find({ collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { roleModel: { equals: roleModelId } }] }, overrideAccess: true, depth: 0 })).docs[0]
    // They had confirmed, and the three-day reminder had gone.
    const row = await rowOf(attending.id)
    await payload.update({ collection: 'event-role-models', id: row.id, data: { confirmedAt: new Date().toISOString() }, overrideAccess: true, context: { skipEmail: true } })
    await payload.update({ collection: 'events', id: event.id, data: { threeDayReminderSentAt: new Date().toISOString() }, overrideAccess: true, context: { skipEmail: true } })
    const staff = await payload.create({ collection: 'staff', data: { email: `move.${Date.now()}@staff.example.nz`, password: 'Correct-Horse-Battery-9', name: 'Staff' }, overrideAccess: true })
    const newDay = futureDate(27)

    await payload.update({ collection: 'events', id: event.id, data: { date: `${newDay}T00:00:00.000Z`, startTime: '10:00', endTime: '12:00' }, user: { ...staff, collection: 'staff' }, overrideAccess: false })

    const [moved, ...more] = await mailTo(attending.email, /has moved/)
    expect(more).toHaveLength(0)
    expect(moved.text).toContain('Time: 10:00–12:00 (was 09:15–11:00)')
    expect(moved.text).toMatch(/Date: .+ \(was .+\)/)
    expect(moved.text).toContain('Are you still coming?')
    expect(moved.text).toMatch(/\/still-coming\/[\w-]+\.[\w-]+\?lng=en/)
    const ics = icsOf(moved)!
    expect(ics.method).toBe('REQUEST')
    expect(ics.event.uid).toBe(`event-${event.id}-role-model-${attending.id}@localhost`)
    expect(ics.event.sequence).toBe(1)
    // The entry begins at the arrival time (unchanged), on the new day.
    expect(ics.event.startDate.toJSDate().toISOString()).toBe(nzInstant(newDay, '09:00')!.toISOString())
    // Asked again: the confirmation cleared (a new link's nonce set), the reminders to go again for the new day.
    const after = await rowOf(attending.id)
    expect(after.confirmedAt ?? null).toBeNull()
    expect(after.stillComingNonce).toBeTruthy()
    const stored = await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })
    expect(stored.threeDayReminderSentAt ?? null).toBeNull()
    expect(stored.calendarSequence).toBe(1)

    // The role model still invited hears of it too, without a calendar entry (they have none yet).
    const [told] = await mailTo(waiting.email, /has moved/)
    expect(told.text).toContain("which you're invited to")
    expect(told.text).toContain('Time: 10:00–12:00 (was 09:15–11:00)')
    expect(icsOf(told)).toBeNull()

    // The address alone: moved again, the day's reminders untouched.
    await payload.update({ collection: 'events', id: event.id, data: { threeDayReminderSentAt: new Date().toISOString() }, overrideAccess: true, context: { skipEmail: true } })
    await payload.update({ collection: 'events', id: event.id, data: { address: '2 School Road' }, overrideAccess: true })
    const second = await mailTo(attending.email, /has moved/)
    expect(second).toHaveLength(2)
    expect(second[1].text).toContain('Where: 2 School Road (was 1 School Road)')
    expect(icsOf(second[1])!.event.sequence).toBe(2)
    expect((await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })).threeDayReminderSentAt).toBeTruthy()
  })

  it('a live event in person goes online by its school\'s move (issue 50 item 1): everyone on it told, the attending given the meeting and asked again', async () => {
    const { event, creator, attending, waiting } = await scene()
    await accept(attending, event.id)
    const teacher = asUser(creator, 'teachers') as never
    const meeting = { platform: 'zoom' as const, inviteLink: 'https://zoom.us/j/555', password: 'tui' }
    // Only a move, and only from in person: a plain edit or a draft cannot change the type.
    expect(await events.updateEventDetails({ payload, teacher, id: event.id, data: { meeting }, toOnline: true })).toMatchObject({ ok: false, error: 'invalid-state' })
    expect(await events.updateEventDetails({ payload, teacher, id: event.id, data: { type: 'online' } as never })).toMatchObject({ ok: true })
    expect((await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })).type).toBe('in-person')
    expect(await events.updateEventDetails({ payload, teacher, id: event.id, data: { type: 'online', meeting } as never, move: true })).toMatchObject({ ok: true })
    expect((await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })).type).toBe('in-person')

    expect(await events.updateEventDetails({ payload, teacher, id: event.id, data: { meeting, startTime: '09:30', endTime: '11:00' }, move: true, toOnline: true })).toMatchObject({ ok: true })
    expect((await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })).type).toBe('online')
    const moved = (await mailTo(attending.email, /has moved/)).at(-1)!
    expect(moved.text).toContain('It is now an online event (it was in person at 1 School Road).')
    expect(moved.text).toContain('https://zoom.us/j/555')
    expect(moved.text).toContain('Are you still coming?')
    expect(icsOf(moved)!.event.location).toContain('https://zoom.us/j/555')
    const told = (await mailTo(waiting.email, /has moved/)).at(-1)!
    expect(told.text).toContain('It is now an online event (it was in person at 1 School Road).')
    expect(told.text).not.toContain('https://zoom.us/j/555')
    // Online already: it cannot go online again.
    expect(await events.updateEventDetails({ payload, teacher, id: event.id, data: { meeting }, move: true, toOnline: true })).toMatchObject({ ok: false, error: 'invalid-state' })
  })

  it('a move while a role model is accepting (issue 50, faults): the answer is kept, and the role model ends up with the new time', async () => {
    const { event, attending } = await scene()
    const newDay = futureDate(29)
    const [accepted] = await Promise.all([
      accept(attending, event.id),
      payload.update({ collection: 'events', id: event.id, data: { date: `${newDay}T00:00:00.000Z`, startTime: '10:00', endTime: '12:00' }, overrideAccess: true }),
    ])
    expect(accepted).toEqual({ ok: true })
    const row = (await payload.find({ collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { roleModel: { equals: attending.id } }] }, overrideAccess: true, depth: 0 })).docs[0]
    expect(row.status).toBe(ROLE_MODEL_STATUS.accepted)
    // Whichever came first, the last calendar entry the role model was sent is the event at its new time: the
    // acceptance's (the move came first) or the move's update (the acceptance came first).
    const mails = await mailTo(attending.email)
    const entries = mails.map(icsOf).filter((ics): ics is NonNullable<typeof ics> => ics != null)
    const last = entries.sort((a, b) => a.event.sequence - b.event.sequence).at(-1)!
    expect(last.event.startDate.toJSDate().toISOString()).toBe(nzInstant(newDay, '09:00')!.toISOString())
    expect(mails.some((mail) => /has moved|You're attending/.test(mail.subject ?? ''))).toBe(true)
  })

  it('cancelling sends the attending role model METHOD:CANCEL with a higher SEQUENCE; an invited one gets the email alone', async () => {
    const { event, attending, waiting, creator } = await scene()
    await accept(attending, event.id)
    expect(await events.cancelEvent({ payload, teacher: creator, id: event.id, reason: 'Exams moved' })).toEqual({ ok: true })
    const [cancelled] = await mailTo(attending.email, /has been cancelled/)
    const ics = icsOf(cancelled)!
    expect(ics.method).toBe('CANCEL')
    expect(ics.vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(ics.event.uid).toBe(`event-${event.id}-role-model-${attending.id}@localhost`)
    expect(ics.event.sequence).toBe(1)
    const [invitedOnly] = await mailTo(waiting.email, /has been cancelled/)
    expect(icsOf(invitedOnly)).toBeNull()
  })
})

describe('uninviting', () => {
  it('an attending role model who is uninvited gets METHOD:CANCEL with the email; an invited one the email alone', async () => {
    const { event, attending, waiting, creator } = await scene()
    await accept(attending, event.id)
    expect(await choosing.removeRoleModelFromEvent({ payload, teacher: creator, eventId: String(event.id), roleModelId: String(attending.id) })).toEqual({ ok: true })
    const [mail] = (await mailTo(attending.email)).filter((message) => !/You're attending/.test(message.subject ?? ''))
    const ics = icsOf(mail)!
    expect(ics.method).toBe('CANCEL')
    expect(ics.event.uid).toBe(`event-${event.id}-role-model-${attending.id}@localhost`)
    expect(ics.event.sequence).toBe(1)
    expect(await choosing.removeRoleModelFromEvent({ payload, teacher: creator, eventId: String(event.id), roleModelId: String(waiting.id) })).toEqual({ ok: true })
    const [invitedOnly] = await mailTo(waiting.email)
    expect(invitedOnly).toBeTruthy()
    expect(icsOf(invitedOnly)).toBeNull()
  })
})

describe('reminders (fixed clock)', () => {
  // Wednesday 10 March 2027, New Zealand daylight time (UTC+13).
  const day = '2027-03-10'
  const nz = (local: string) => new Date(`${local}+13:00`)

  it('attending role models and the primary contact are reminded three days and one day before, each once', async () => {
    const { event, attending, waiting, contact } = await scene({ date: `${day}T00:00:00.000Z` })
    await accept(attending, event.id)
    const reminders = async (email: string) => mailTo(email, /^Reminder:/)

    await calendar.sendEventReminders(payload, nz('2027-03-06T10:00:00'))
    expect(await reminders(attending.email)).toHaveLength(0)

    expect(await calendar.sendEventReminders(payload, nz('2027-03-07T09:20:00'))).toBeGreaterThanOrEqual(2)
    await calendar.sendEventReminders(payload, nz('2027-03-07T10:20:00'))
    expect((await reminders(attending.email)).map((mail) => mail.subject)).toEqual(['Reminder: Careers kōrero is in 3 days'])
    const [toContact] = await reminders(contact.email)
    expect(toContact.text).toContain('Mere Tester')
    expect(await reminders(waiting.email)).toHaveLength(0)

    await calendar.sendEventReminders(payload, nz('2027-03-09T09:20:00'))
    await calendar.sendEventReminders(payload, nz('2027-03-09T15:20:00'))
    expect((await reminders(attending.email)).map((mail) => mail.subject)).toEqual(['Reminder: Careers kōrero is in 3 days', 'Reminder: Careers kōrero is tomorrow'])
    expect(await reminders(contact.email)).toHaveLength(2)
    const stored = await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })
    expect(stored.threeDayReminderSentAt).toBeTruthy()
    expect(stored.oneDayReminderSentAt).toBeTruthy()
  })

  it('cancelled and draft events are not reminded', async () => {
    const cancelled = await scene({ date: `${day}T00:00:00.000Z`, status: 'cancelled' })
    const draft = await scene({ date: `${day}T00:00:00.000Z`, status: 'draft' })
    await calendar.sendEventReminders(payload, nz('2027-03-09T10:20:00'))
    expect(await mailTo(cancelled.contact.email, /^Reminder:/)).toHaveLength(0)
    expect(await mailTo(draft.contact.email, /^Reminder:/)).toHaveLength(0)
  })
})

describe('expired invitations (fixed clock)', () => {
  it("expire after their lifetime; the primary contact is told once per event, naming them", async () => {
    const { event, contact, waiting, attending } = await scene({ date: '2027-05-12T00:00:00.000Z' })
    const another = await createApprovedRoleModel(payload, { firstName: 'Ana', surname: 'Late' })
    await payload.create({ collection: 'event-role-models', overrideAccess: true, data: { event: event.id, roleModel: another.id, status: ROLE_MODEL_STATUS.invited, expiresAt: new Date(Date.now() + 14 * DAY).toISOString() } })
    await accept(attending, event.id)
    const later = new Date(Date.now() + 15 * DAY)
    expect(await lifecycle.expireInvitations(payload, later)).toBeGreaterThanOrEqual(2)
    const [notice, ...more] = await mailTo(contact.email, /have expired/)
    expect(more).toHaveLength(0)
    expect(notice.subject).toBe('Invitations to Careers kōrero have expired')
    expect(notice.text).toContain('Tama Waiting')
    expect(notice.text).toContain('Ana Late')
    expect(notice.text).not.toContain('Mere Tester')
    const rows = await payload.find({ collection: 'event-role-models', where: { event: { equals: event.id } }, overrideAccess: true, depth: 0 })
    expect(rows.docs.map((row) => row.status).sort()).toEqual([ROLE_MODEL_STATUS.accepted, ROLE_MODEL_STATUS.expired, ROLE_MODEL_STATUS.expired])

    await lifecycle.expireInvitations(payload, new Date(later.getTime() + DAY))
    expect(await mailTo(contact.email, /have expired/)).toHaveLength(1)
    expect(await mailTo(waiting.email, /have expired/)).toHaveLength(0)
  })

  it('expire when the event begins, before their lifetime ends; the creator is told when there is no primary contact', async () => {
    const { event, creator, waitingRow } = await scene({ date: '2027-04-14T00:00:00.000Z', arrivalTime: '09:00', primaryContact: null })
    // Wednesday 14 April 2027, New Zealand standard time (UTC+12): arrival at 09:00 is 21:00 UTC the day before.
    await payload.update({ collection: 'event-role-models', where: { event: { equals: event.id } }, overrideAccess: true, data: { expiresAt: '2027-05-01T00:00:00.000Z' } })
    await lifecycle.expireInvitations(payload, new Date('2027-04-13T20:59:00Z'))
    expect((await payload.findByID({ collection: 'event-role-models', id: waitingRow.id, overrideAccess: true })).status).toBe(ROLE_MODEL_STATUS.invited)
    await lifecycle.expireInvitations(payload, new Date('2027-04-13T21:00:00Z'))
    expect((await payload.findByID({ collection: 'event-role-models', id: waitingRow.id, overrideAccess: true })).status).toBe(ROLE_MODEL_STATUS.expired)
    const notices = await mailTo(creator.email, /have expired/)
    expect(notices).toHaveLength(1)
    expect(notices[0].text).toContain('Tama Waiting')
    expect(notices[0].text).toContain('Mere Tester')
  })
})
