import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { parsedMailsTo } from './support/outbox'
import { readThread, writeMessage } from '../../app/domain/messages/messages.server'
import { eventThreads, roleModelThreadUnread, unreadTotal } from '../../app/domain/messages/unread.server'
import { eventRoleModelsOverview } from '../../app/domain/events/role-models-on-event.server'
import { sendMessageEmails } from '../../app/domain/messages/emails.server'
import { EMAIL_THROTTLE_MS } from '../../app/domain/messages/messages'
import { messageEmailsOn, setMessageEmails } from '../../app/domain/messages/settings.server'
import { hideMessage, pauseMessaging, reportedThreads, reportMessage } from '../../app/domain/messages/safety.server'
import { eraseOldMessages, eraseRoleModelThreads } from '../../app/domain/messages/erase.server'
import { purgeDeletedAccounts } from '../../app/domain/accounts/purge.server'
import { roleModelRecord } from '../../app/domain/accounts/signed-in.server'
import { openOfferRoleModels } from '../../app/domain/offers/open-request.server'
import { teacherRecord } from '../../app/domain/teachers/teachers.server'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { relationId } from '../../app/domain/shared/relations'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

const DAY = 24 * 3600 * 1000
const eventDate = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`
const roleModelUser = (doc: { id: number }) => asUser(doc, 'role-models') as never
const teacherUser = (doc: { id: number }) => doc as never
const staff = asUser({ id: 1 }, 'staff') as never

/**
 * An active event of a school: its creator (the organiser), a subscribed colleague and one not subscribed; a role model
 * invited, another invited, one only selected (never sent); a teacher of another school.
 */
async function scene(eventData: Record<string, unknown> = {}) {
  const school = await createSchool(payload, { name: 'Aorere College' })
  const creator = await createTeacher(payload, school.id)
  const colleague = await createTeacher(payload, school.id)
  const bystander = await createTeacher(payload, school.id)
  const otherSchool = await createSchool(payload, { name: 'Rongotai College' })
  const stranger = await createTeacher(payload, otherSchool.id)
  const [roleModel, other, selected] = await Promise.all(['Mere', 'Hemi', 'Sione'].map((firstName) => createApprovedRoleModel(payload, { firstName, surname: 'Tester' })))
  const event = await payload.create({
    collection: 'events', overrideAccess: true,
    data: {
      title: 'Careers evening', type: 'online', status: 'active', school: school.id, createdBy: creator.id, date: eventDate(10), startTime: '13:00', endTime: '14:00', minRoleModels: 1, maxRoleModels: 5,
      notificationSubscribers: [{ teacher: creator.id, subscribed: true }, { teacher: colleague.id, subscribed: true }, { teacher: bystander.id, subscribed: false }],
      ...eventData,
    } as never,
  })
  for (const [person, status] of [[roleModel, 1], [other, 1], [selected, 0]] as const) {
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel: person.id, status } as never })
  }
  return { school, creator, colleague, bystander, stranger, roleModel, other, selected, event }
}

const send = (user: never, eventId: number, roleModelId: number, body: string, nonce?: string) => writeMessage({ payload, user, eventId, roleModelId, body, nonce })

async function visibleMessages(user: never) {
  return (await payload.find({ collection: 'messages', user, overrideAccess: false, limit: 0, depth: 0 })).docs
}

describe('who reads a thread', () => {
  it('the role model, the organiser and subscribed teachers; not another school, another role model, a teacher not subscribed; staff only once reported', async () => {
    const { creator, colleague, bystander, stranger, roleModel, other, event } = await scene()
    const written = await send(roleModelUser(roleModel), event.id, roleModel.id, 'Where do I park?', 'n1')
    expect(written).toMatchObject({ ok: true, duplicate: false })
    const reply = await send(teacherUser(creator), event.id, roleModel.id, 'In the staff car park: https://example.nz/map.')
    expect(reply.ok).toBe(true)

    for (const reader of [roleModelUser(roleModel), teacherUser(creator), teacherUser(colleague)]) {
      const view = await readThread({ payload, user: reader, eventId: event.id, roleModelId: roleModel.id, markAsRead: false })
      expect(view?.messages.map((message) => message.body)).toEqual(['Where do I park?', 'In the staff car park: https://example.nz/map.'])
    }
    for (const outsider of [teacherUser(bystander), teacherUser(stranger), roleModelUser(other)]) {
      expect(await readThread({ payload, user: outsider, eventId: event.id, roleModelId: roleModel.id })).toBeNull()
      expect((await send(outsider, event.id, roleModel.id, 'Hello')).ok).toBe(false)
    }

    // The collections hold the same rule (the REST API and the admin read through them).
    const ids = async (user: never) => (await visibleMessages(user)).filter((doc) => doc.event === event.id).length
    expect(await ids(roleModelUser(roleModel))).toBe(2)
    expect(await ids(teacherUser(colleague))).toBe(2)
    expect(await ids(teacherUser(bystander))).toBe(0)
    expect(await ids(teacherUser(stranger))).toBe(0)
    expect(await ids(roleModelUser(other))).toBe(0)
    expect(await ids(staff)).toBe(0)
    const threads = async (user: never) => (await payload.find({ collection: 'message-threads', user, overrideAccess: false, where: { event: { equals: event.id } }, depth: 0 })).totalDocs
    expect(await threads(staff)).toBe(0)
    expect(await threads(teacherUser(stranger))).toBe(0)

    const thread = (await payload.find({ collection: 'message-threads', where: { event: { equals: event.id } }, overrideAccess: true, depth: 0 })).docs[0]
    await payload.update({ collection: 'message-threads', id: thread.id, data: { reportedAt: new Date().toISOString() }, overrideAccess: true })
    expect(await threads(staff)).toBe(1)
    expect(await ids(staff)).toBe(2)
    // The author, the nonce and the read markers are not anyone's to read or write over the API.
    const mine = (await visibleMessages(roleModelUser(roleModel))).find((doc) => doc.event === event.id)!
    expect(mine.nonce).toBeUndefined()
    expect((await payload.find({ collection: 'thread-reads', user: roleModelUser(other), overrideAccess: false, where: { thread: { equals: thread.id } } })).totalDocs).toBe(0)
  })

  it('opens once the role model is invited or offered themself, not for a selection never sent', async () => {
    const { roleModel, selected, creator, event } = await scene()
    expect(await send(roleModelUser(selected), event.id, selected.id, 'Hello')).toEqual({ ok: false, error: 'not-found' })
    expect(await send(teacherUser(creator), event.id, selected.id, 'Hello')).toEqual({ ok: false, error: 'not-found' })
    expect((await send(teacherUser(creator), event.id, roleModel.id, 'Kia ora')).ok).toBe(true)
    const offering = await createApprovedRoleModel(payload, { firstName: 'Ana', surname: 'Offer' })
    expect((await send(roleModelUser(offering), event.id, offering.id, 'Hello')).ok).toBe(false)
    await payload.create({ collection: 'offers', overrideAccess: true, data: { event: event.id, roleModel: offering.id, status: 'open' } as never })
    expect((await send(roleModelUser(offering), event.id, offering.id, 'I would love to come')).ok).toBe(true)
    // As the event page asks: the event and its rows as the page read them.
    const teacher = teacherUser(creator)
    const read = await payload.findByID({ collection: 'events', id: event.id, depth: 0, overrideAccess: false, user: teacher })
    const { rows: onEvent } = await eventRoleModelsOverview({ payload, teacher, event: read })
    const rows = await eventThreads({ payload, user: teacher, event: read, rows: onEvent, openOffers: await openOfferRoleModels(payload, event.id) })
    expect(rows.map((row) => row.name).sort()).toEqual(['Ana Offer', 'Hemi Tester', 'Mere Tester'])
    expect(rows.find((row) => row.name === 'Ana Offer')?.unread).toBe(1)
  })

  it("counts the role model's unread messages for their event page: none to open for a selection, 0 before any, then what the school wrote", async () => {
    const { roleModel, selected, creator, event } = await scene()
    const unread = (person: { id: number }, rowStatus: number | null) => roleModelThreadUnread({ payload, roleModel: roleModelUser(person), eventId: event.id, rowStatus })
    expect(await unread(selected, 0)).toBeNull()
    expect(await unread(roleModel, 1)).toBe(0)
    await send(teacherUser(creator), event.id, roleModel.id, 'Kia ora')
    await send(teacherUser(creator), event.id, roleModel.id, 'See you there')
    expect(await unread(roleModel, 1)).toBe(2)
    await readThread({ payload, user: roleModelUser(roleModel), eventId: event.id, roleModelId: roleModel.id, markAsRead: true })
    expect(await unread(roleModel, 1)).toBe(0)
    // Not on the event but offering themself: their thread can be opened.
    const offering = await createApprovedRoleModel(payload, { firstName: 'Ana', surname: 'Offer' })
    expect(await unread(offering, null)).toBeNull()
    await payload.create({ collection: 'offers', overrideAccess: true, data: { event: event.id, roleModel: offering.id, status: 'open' } as never })
    expect(await unread(offering, null)).toBe(0)
  })
})

describe('a long thread', () => {
  it('shows the latest 50 messages, newest at the bottom, and every one on asking', async () => {
    const { roleModel, creator, event } = await scene()
    await send(roleModelUser(roleModel), event.id, roleModel.id, 'Message 0')
    const thread = (await payload.find({ collection: 'message-threads', where: { event: { equals: event.id } }, overrideAccess: true, depth: 0 })).docs[0]
    for (let index = 1; index < 60; index += 1) {
      // Written as the system (the rate limit is the service's): both sides, one a minute apart.
      const author = index % 2 ? { relationTo: 'teachers', value: creator.id } : { relationTo: 'role-models', value: roleModel.id }
      await payload.create({ collection: 'messages', overrideAccess: true, data: { thread: thread.id, body: `Message ${index}`, author, createdAt: new Date(Date.now() + index * 60_000).toISOString() } as never })
    }
    const latest = await readThread({ payload, user: roleModelUser(roleModel), eventId: event.id, roleModelId: roleModel.id, markAsRead: false })
    expect(latest?.messages).toHaveLength(50)
    expect(latest?.earlier).toBe(10)
    expect(latest?.messages[0].body).toBe('Message 10')
    expect(latest?.messages.at(-1)?.body).toBe('Message 59')
    expect(latest?.messages.at(-1)?.authorName).toBe('Test Teacher')
    const all = await readThread({ payload, user: roleModelUser(roleModel), eventId: event.id, roleModelId: roleModel.id, all: true })
    expect(all?.messages.map((message) => message.body)).toEqual(Array.from({ length: 60 }, (_, index) => `Message ${index}`))
    expect(all?.earlier).toBe(0)
  })
})

describe('writing', () => {
  it('refuses empty, blank and too long text and a paused sender; keeps a script tag as text', async () => {
    const { roleModel, event } = await scene()
    const user = roleModelUser(roleModel)
    expect(await send(user, event.id, roleModel.id, '')).toEqual({ ok: false, error: 'empty' })
    expect(await send(user, event.id, roleModel.id, '   \n  ')).toEqual({ ok: false, error: 'empty' })
    expect(await send(user, event.id, roleModel.id, 'a'.repeat(2001))).toEqual({ ok: false, error: 'too-long' })
    expect((await send(user, event.id, roleModel.id, 'a'.repeat(2000))).ok).toBe(true)
    expect((await send(user, event.id, roleModel.id, '<script>alert(1)</script>')).ok).toBe(true)
    const view = await readThread({ payload, user, eventId: event.id, roleModelId: roleModel.id })
    expect(view?.messages.at(-1)?.body).toBe('<script>alert(1)</script>')
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { messagingPausedAt: new Date().toISOString() }, overrideAccess: true, context: { skipEmail: true } })
    expect(await send(user, event.id, roleModel.id, 'Still here')).toEqual({ ok: false, error: 'paused' })
  })

  it('stores a double press once, and refuses a forged author through the collection', async () => {
    const { roleModel, other, creator, event } = await scene()
    const user = roleModelUser(roleModel)
    const [first, second] = await Promise.all([send(user, event.id, roleModel.id, 'Once', 'press-1'), send(user, event.id, roleModel.id, 'Once', 'press-1')])
    expect(first.ok && second.ok).toBe(true)
    expect(await send(user, event.id, roleModel.id, 'Once', 'press-1')).toMatchObject({ ok: true, duplicate: true })
    const stored = await payload.find({ collection: 'messages', where: { event: { equals: event.id } }, overrideAccess: true, limit: 0 })
    expect(stored.totalDocs).toBe(1)
    const thread = stored.docs[0].thread as number
    // Another role model writing to this thread through the API, or claiming to be the teacher: refused by the hook.
    await expect(payload.create({ collection: 'messages', user: roleModelUser(other), overrideAccess: false, data: { thread, body: 'Sneaky' } as never })).rejects.toThrow()
    const forged = await payload.create({ collection: 'messages', user, overrideAccess: false, data: { thread, body: 'As myself', author: { relationTo: 'teachers', value: creator.id }, authorKey: `teachers:${creator.id}` } as never })
    expect(forged.authorKey).toBe(`role-models:${roleModel.id}`)
  })

  it('limits a person to 20 messages a minute', async () => {
    const { roleModel, event } = await scene()
    const user = roleModelUser(roleModel)
    for (let index = 0; index < 20; index += 1) expect((await send(user, event.id, roleModel.id, `Message ${index}`)).ok).toBe(true)
    expect(await send(user, event.id, roleModel.id, 'One too many')).toMatchObject({ ok: false, error: 'rate-limited' })
  })

  it('stays writable 14 days after the event is cancelled or the role model withdraws, then closes', async () => {
    const recently = await scene({ status: 'cancelled', cancelledAt: new Date(Date.now() - 13 * DAY).toISOString() })
    expect((await send(roleModelUser(recently.roleModel), recently.event.id, recently.roleModel.id, 'Sorry to hear')).ok).toBe(true)
    const long = await scene({ status: 'cancelled', cancelledAt: new Date(Date.now() - 15 * DAY).toISOString() })
    expect(await send(roleModelUser(long.roleModel), long.event.id, long.roleModel.id, 'Too late')).toEqual({ ok: false, error: 'closed' })
    const view = await readThread({ payload, user: teacherUser(long.creator), eventId: long.event.id, roleModelId: long.roleModel.id })
    expect(view?.closed).toBe(true)
  })

  it('after the role model withdrew: both sides read and write for 14 days, then it closes, still readable', async () => {
    const { roleModel, creator, event } = await scene()
    expect((await send(roleModelUser(roleModel), event.id, roleModel.id, 'I have to pull out, sorry')).ok).toBe(true)
    const row = (await payload.find({ collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { roleModel: { equals: roleModel.id } }] }, overrideAccess: true, depth: 0 })).docs[0]
    const withdraw = (days: number) => payload.update({ collection: 'event-role-models', id: row.id, overrideAccess: true, context: { skipEmail: true }, data: { status: ROLE_MODEL_STATUS.declined, withdrawnAt: new Date(Date.now() - days * DAY).toISOString() } as never })
    await withdraw(13)
    expect((await send(teacherUser(creator), event.id, roleModel.id, 'Thanks for letting us know')).ok).toBe(true)
    expect((await send(roleModelUser(roleModel), event.id, roleModel.id, 'Next time!')).ok).toBe(true)
    await withdraw(15)
    expect(await send(teacherUser(creator), event.id, roleModel.id, 'Too late')).toEqual({ ok: false, error: 'closed' })
    expect(await send(roleModelUser(roleModel), event.id, roleModel.id, 'Too late')).toEqual({ ok: false, error: 'closed' })
    for (const reader of [teacherUser(creator), roleModelUser(roleModel)]) {
      const view = await readThread({ payload, user: reader, eventId: event.id, roleModelId: roleModel.id, markAsRead: false })
      expect(view?.closed).toBe(true)
      expect(view?.messages).toHaveLength(3)
    }
  })
})

describe('unread counts and emails', () => {
  it('counts the others’ messages until read; emails the other side once per 15 minutes, not once read, not when turned off', async () => {
    const { roleModel, creator, colleague, bystander, stranger, event } = await scene()
    await payload.update({ collection: 'teachers', id: colleague.id, data: { messageEmails: false }, overrideAccess: true })
    const rm = roleModelUser(roleModel)
    const first = await send(rm, event.id, roleModel.id, `Parking? ${'x'.repeat(300)}`)
    const second = await send(rm, event.id, roleModel.id, 'And lunch?')
    expect(await unreadTotal(payload, teacherUser(creator))).toBe(2)
    // Only the teachers who read the event's threads count them: not one not subscribed, not another school.
    expect(await unreadTotal(payload, teacherUser(bystander))).toBe(0)
    expect(await unreadTotal(payload, teacherUser(stranger))).toBe(0)
    expect(await unreadTotal(payload, rm)).toBe(0)

    const now = new Date()
    expect(await sendMessageEmails(payload, first.ok ? first.messageId : 0, now)).toBe(1)
    // Within 15 minutes: no second email about the thread.
    expect(await sendMessageEmails(payload, second.ok ? second.messageId : 0, new Date(now.getTime() + 60_000))).toBe(0)
    const mails = await parsedMailsTo(outbox, creator.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('Mere Tester')
    expect(mails[0].text).toContain(`/events/${event.id}/messages/${roleModel.id}`)
    expect(mails[0].text).toContain(`Parking? ${'x'.repeat(191)}…`)
    expect(mails[0].text).not.toContain('x'.repeat(192))
    expect(await parsedMailsTo(outbox, colleague.email)).toHaveLength(0)

    await readThread({ payload, user: teacherUser(creator), eventId: event.id, roleModelId: roleModel.id })
    expect(await unreadTotal(payload, teacherUser(creator))).toBe(0)
    // Read already: no email even after the 15 minutes.
    const later = new Date(now.getTime() + EMAIL_THROTTLE_MS + 60_000)
    expect(await sendMessageEmails(payload, second.ok ? second.messageId : 0, later)).toBe(0)

    // The teacher's reply emails the role model.
    const reply = await send(teacherUser(creator), event.id, roleModel.id, 'Staff car park')
    expect(await sendMessageEmails(payload, reply.ok ? reply.messageId : 0, later)).toBe(1)
    const toRoleModel = await parsedMailsTo(outbox, roleModel.email!)
    expect(toRoleModel.at(-1)?.text).toContain(`/role-model/events/${event.id}/messages`)
    expect(await unreadTotal(payload, rm)).toBe(1)
  })

  it('counts with the thread’s counter and each reader’s marker: messages through the API and written at once count, never one’s own', async () => {
    const { roleModel, creator, colleague, event } = await scene()
    const rm = roleModelUser(roleModel)
    const first = await send(rm, event.id, roleModel.id, 'Hello')
    const thread = (await payload.db.findOne<{ id: number; postedCount: number; school: number }>({ collection: 'message-threads', where: { event: { equals: event.id } }, select: { postedCount: true, school: true } }))!
    // The event's school, copied when it opened (the school's threads are read by it).
    expect(thread).toMatchObject({ postedCount: 1, school: relationId(event.school) })
    // Both sides at the same moment: both counted (the counter is raised in the database, not read and written back).
    await Promise.all([send(rm, event.id, roleModel.id, 'Are you there?'), send(teacherUser(creator), event.id, roleModel.id, 'Welcome!')])
    // A message through the collection (the REST API's way) is kept as one written on the page: counted, the author's read.
    await payload.create({ collection: 'messages', user: teacherUser(colleague), overrideAccess: false, data: { thread: thread.id, body: 'Through the API' } as never })
    const posted = await payload.db.findOne<{ id: number; postedCount: number; lastMessageAt: string }>({ collection: 'message-threads', where: { id: { equals: thread.id } }, select: { postedCount: true, lastMessageAt: true } })
    expect(posted?.postedCount).toBe(4)
    // Writing marks what came before as read: the colleague has nothing unread; the organiser and the role model each
    // the colleague's and whichever of the pair written at once was stored after their own.
    expect(await unreadTotal(payload, teacherUser(colleague))).toBe(0)
    for (const reader of [rm, teacherUser(creator)]) expect([1, 2]).toContain(await unreadTotal(payload, reader))
    await readThread({ payload, user: teacherUser(creator), eventId: event.id, roleModelId: roleModel.id })
    expect(await unreadTotal(payload, teacherUser(creator))).toBe(0)
    // The role model reads it; the organiser writes once more: one unread for the role model, none for the organiser.
    await readThread({ payload, user: rm, eventId: event.id, roleModelId: roleModel.id })
    expect(await unreadTotal(payload, rm)).toBe(0)
    await send(teacherUser(creator), event.id, roleModel.id, 'See you Tuesday')
    expect(await unreadTotal(payload, rm)).toBe(1)
    expect(await unreadTotal(payload, teacherUser(creator))).toBe(0)
    // Deleted by staff: one fewer in the thread.
    await payload.db.updateOne({ collection: 'message-threads', id: thread.id, data: { reportedAt: new Date().toISOString() }, returning: false })
    await payload.delete({ collection: 'messages', id: first.ok ? first.messageId : 0, user: staff, overrideAccess: false })
    expect((await payload.db.findOne<{ id: number; postedCount: number }>({ collection: 'message-threads', where: { id: { equals: thread.id } }, select: { postedCount: true } }))?.postedCount).toBe(4)
  })

  it('emails each person in their language: a role model who chose te reo Māori gets the email marked so', async () => {
    const { roleModel, creator, event } = await scene()
    await payload.db.updateOne({ collection: 'role-models', id: roleModel.id, data: { language: 'mi' }, returning: false })
    const written = await send(teacherUser(creator), event.id, roleModel.id, 'Kia ora Mere, see you at reception.')
    expect(await sendMessageEmails(payload, written.ok ? written.messageId : 0)).toBe(1)
    const mail = (await parsedMailsTo(outbox, roleModel.email!)).at(-1)!
    expect(mail.headers.get('content-language')).toBe('mi')
    expect(mail.html).toContain('<html lang="mi">')
    expect(mail.text).toContain('Kia ora Mere, see you at reception.')
    // The school's side (the organiser and the subscribed colleague) stays English.
    const reply = await send(roleModelUser(roleModel), event.id, roleModel.id, 'Ka kite!')
    expect(await sendMessageEmails(payload, reply.ok ? reply.messageId : 0)).toBe(2)
    expect((await parsedMailsTo(outbox, creator.email)).at(-1)?.headers.get('content-language')).toBe('en')
  })

  it('queues the emails of a new message on the notices queue, a minute ahead', async () => {
    const { roleModel, event } = await scene()
    const written = await send(roleModelUser(roleModel), event.id, roleModel.id, 'Queued?')
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'message-emails' } }, overrideAccess: true, limit: 0, depth: 0 })
    const job = jobs.docs.find((doc) => (doc.input as { message?: string }).message === String(written.ok && written.messageId))
    expect(job?.queue).toBe('notifications')
    expect(Date.parse(job!.waitUntil!)).toBeGreaterThan(Date.now() + 30_000)
  })

  it('the setting turns a person’s emails off, for themself', async () => {
    const { roleModel, creator } = await scene()
    // As a request signs them in: their record read again after each change.
    const people = [
      { user: roleModelUser(roleModel), signedIn: async () => roleModelUser((await roleModelRecord(payload, roleModel.id))!) },
      { user: teacherUser(creator), signedIn: async () => teacherUser((await teacherRecord(payload, creator.id))!) },
    ]
    for (const { user, signedIn } of people) {
      expect(messageEmailsOn(await signedIn())).toBe(true)
      await setMessageEmails(payload, user, false)
      expect(messageEmailsOn(await signedIn())).toBe(false)
      await setMessageEmails(payload, user, true)
      expect(messageEmailsOn(await signedIn())).toBe(true)
    }
  })
})

describe('safety', () => {
  it('either side reports the other’s message with a reason; staff then read the thread, hide a message and pause its sender', async () => {
    const { roleModel, creator, event } = await scene()
    const rm = roleModelUser(roleModel)
    const own = await send(rm, event.id, roleModel.id, 'Hello')
    const rude = await send(teacherUser(creator), event.id, roleModel.id, 'Something rude')
    const ownId = own.ok ? own.messageId : 0
    const rudeId = rude.ok ? rude.messageId : 0
    expect(await reportMessage({ payload, user: rm, messageId: ownId, reason: 'Mine' })).toEqual({ ok: false, error: 'own' })
    expect(await reportMessage({ payload, user: rm, messageId: rudeId, reason: '  ' })).toEqual({ ok: false, error: 'reason-empty' })
    expect(await reportMessage({ payload, user: rm, messageId: rudeId, reason: 'x'.repeat(501) })).toEqual({ ok: false, error: 'reason-too-long' })
    const stranger = await createApprovedRoleModel(payload, { firstName: 'Tai' })
    expect(await reportMessage({ payload, user: roleModelUser(stranger), messageId: rudeId, reason: 'Nosy' })).toEqual({ ok: false, error: 'not-found' })
    expect(await reportMessage({ payload, user: rm, messageId: rudeId, reason: 'Not kind' })).toEqual({ ok: true })

    const listed = (await reportedThreads(payload, { collection: 'staff' })).find((thread) => thread.eventId === event.id)
    expect(listed?.messages.map((message) => [message.body, message.reportReason])).toEqual([['Hello', ''], ['Something rude', 'Not kind']])
    expect(listed?.messages[1].reportedBy).toBe('Mere Tester')

    expect(await hideMessage({ payload, staff: { collection: 'staff' }, messageId: rudeId, hidden: true })).toBe(true)
    const view = await readThread({ payload, user: rm, eventId: event.id, roleModelId: roleModel.id })
    expect(view?.messages[1]).toMatchObject({ hidden: true, body: '', reportedByMe: true })
    const overApi = (await visibleMessages(rm)).find((doc) => doc.id === rudeId)
    expect(overApi?.body).toBe('')
    expect((await visibleMessages(staff)).find((doc) => doc.id === rudeId)?.body).toBe('Something rude')

    expect(await pauseMessaging({ payload, staff: { collection: 'staff' }, person: `teachers:${creator.id}`, paused: true })).toBe(true)
    expect(await send(teacherUser(creator), event.id, roleModel.id, 'Again')).toEqual({ ok: false, error: 'paused' })
    await pauseMessaging({ payload, staff: { collection: 'staff' }, person: `teachers:${creator.id}`, paused: false })
    expect((await send(teacherUser(creator), event.id, roleModel.id, 'Sorry')).ok).toBe(true)
    // Only staff do either.
    expect(await hideMessage({ payload, staff: { collection: 'teachers' }, messageId: ownId, hidden: true })).toBe(false)
  })
})

describe('the collections’ access through the API', () => {
  it('staff change only a reported thread’s message, and only whether hidden; nobody edits a message; threads and read markers are the system’s', async () => {
    const { roleModel, creator, event } = await scene()
    const rm = roleModelUser(roleModel)
    const first = await send(rm, event.id, roleModel.id, 'Hello')
    const messageId = first.ok ? first.messageId : 0
    const asStaff = { user: staff, overrideAccess: false, depth: 0 } as const
    const hide = () => payload.update({ collection: 'messages', where: { id: { equals: messageId } }, data: { hiddenAt: new Date().toISOString() }, ...asStaff })
    // Not reported: staff neither hide nor delete it.
    expect((await hide()).docs).toHaveLength(0)
    expect((await payload.delete({ collection: 'messages', where: { id: { equals: messageId } }, ...asStaff })).docs).toHaveLength(0)
    const thread = (await payload.find({ collection: 'message-threads', where: { event: { equals: event.id } }, overrideAccess: true, depth: 0 })).docs[0]
    // Nobody marks a thread reported, opens one or writes a read marker through the API, staff included.
    await expect(payload.update({ collection: 'message-threads', id: thread.id, data: { reportedAt: new Date().toISOString() }, ...asStaff })).rejects.toThrow()
    await expect(payload.create({ collection: 'message-threads', data: { event: event.id, roleModel: roleModel.id }, ...asStaff })).rejects.toThrow()
    await expect(payload.create({ collection: 'thread-reads', data: { thread: thread.id, reader: `teachers:${creator.id}`, readAt: new Date().toISOString() }, ...asStaff })).rejects.toThrow()
    await expect(payload.update({ collection: 'messages', id: messageId, data: { body: 'Edited' }, user: rm, overrideAccess: false, depth: 0 })).rejects.toThrow()

    expect(await reportMessage({ payload, user: teacherUser(creator), messageId, reason: 'Not kind' })).toEqual({ ok: true })
    // Reported: staff hide it; the text, the thread and the report stay as written whatever the request says.
    const edited = await payload.update({
      collection: 'messages', where: { id: { equals: messageId } }, data: { hiddenAt: new Date().toISOString(), body: 'Edited', reportReason: 'Changed', thread: thread.id }, ...asStaff,
    })
    expect(edited.docs).toHaveLength(1)
    // Read as stored (a hidden message's text is blanked on read for all but staff).
    const stored = await payload.db.findOne<{ id: number; body: string; reportReason?: string | null; hiddenAt?: string | null; thread: number }>({ collection: 'messages', where: { id: { equals: messageId } }, select: { body: true, reportReason: true, hiddenAt: true, thread: true } })
    expect(stored).toMatchObject({ body: 'Hello', reportReason: 'Not kind' })
    expect(String(stored?.thread)).toBe(String(thread.id))
    expect(stored?.hiddenAt).toBeTruthy()
  })
})

describe('erasing', () => {
  it('erases the messages of events that ended 12 months ago, the thread keeping the count; and a purged role model’s threads', async () => {
    const old = await scene({ status: 'done', date: eventDate(-400) })
    const recent = await scene({ status: 'done', date: eventDate(-300) })
    for (const { roleModel, event } of [old, recent]) {
      await send(roleModelUser(roleModel), event.id, roleModel.id, 'Thanks for having me')
      await send(roleModelUser(roleModel), event.id, roleModel.id, 'See you next year')
    }
    const count = (eventId: number) => payload.count({ collection: 'messages', where: { event: { equals: eventId } }, overrideAccess: true }).then((result) => result.totalDocs)
    expect(await eraseOldMessages(payload, new Date())).toBeGreaterThanOrEqual(2)
    expect(await count(old.event.id)).toBe(0)
    expect(await count(recent.event.id)).toBe(2)
    const thread = (await payload.find({ collection: 'message-threads', where: { event: { equals: old.event.id } }, overrideAccess: true, depth: 0 })).docs[0]
    expect(thread).toMatchObject({ messageCount: 2 })
    expect(thread.erasedAt).toBeTruthy()
    // Run again: nothing more, the count kept.
    await eraseOldMessages(payload, new Date())
    expect((await payload.findByID({ collection: 'message-threads', id: thread.id, overrideAccess: true })).messageCount).toBe(2)

    await eraseRoleModelThreads(payload, recent.roleModel.id)
    expect(await count(recent.event.id)).toBe(0)
    expect((await payload.find({ collection: 'message-threads', where: { roleModel: { equals: recent.roleModel.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('the nightly purge of a role model’s account erases their threads, messages and read markers', async () => {
    const { roleModel, other, creator, event } = await scene()
    await send(roleModelUser(roleModel), event.id, roleModel.id, 'Please delete me later')
    await send(teacherUser(creator), event.id, roleModel.id, 'Noted')
    await send(roleModelUser(other), event.id, other.id, 'I stay')
    await readThread({ payload, user: teacherUser(creator), eventId: event.id, roleModelId: roleModel.id })
    await payload.db.updateOne({ collection: 'role-models', id: roleModel.id, data: { deleteAt: new Date(Date.now() - 60_000).toISOString() }, returning: false })
    expect(await purgeDeletedAccounts(payload, new Date())).toBeGreaterThanOrEqual(1)
    const left = (collection: 'messages' | 'message-threads', roleModelId: number) => payload.db.count({ collection, where: { roleModel: { equals: roleModelId } } }).then((result) => result.totalDocs)
    expect(await left('messages', roleModel.id)).toBe(0)
    expect(await left('message-threads', roleModel.id)).toBe(0)
    expect((await payload.db.count({ collection: 'thread-reads', where: { reader: { equals: `teachers:${creator.id}` } } })).totalDocs).toBe(0)
    // Another role model's thread about the same event stays.
    expect(await left('messages', other.id)).toBe(1)
  })
})
