import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerRecipients } from '../../app/domain/invitations/rules'
import type { NotificationEvent } from '../../app/domain/invitations/rules'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import * as api from '../../app/routes/api.events.$id_.notification-settings'
import * as forms from '../../app/routes/__notification-settings.server'
import * as settings from '../../app/domain/notification-settings/notification-settings.server'
import * as invitations from '../../app/domain/invitations/invitations.server'
import * as sessions from '../../app/utils/session.server'
import { outboxFiles } from './support/outbox'

// Spec sections 4, 5, 6 and 7: GET and POST /api/events/{eventId}/notification-settings, the page's plain form, who
// may change the settings, and the events collection holding the rules for every writer.
let payload: Payload
let outbox: string

const DAY = 86_400_000
const eventDate = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`
const CHANGE_ERROR = 'Something went wrong when changing notification settings. Please try again.'
const NOT_ALLOWED = 'Your changes were not saved. Only the teacher who created this event or its primary contact can change these settings.'

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

type Teacher = Awaited<ReturnType<typeof createTeacher>>

/** A school with three teachers and an active event created by the first. */
async function scene({ status = 'active' }: { status?: 'draft' | 'active' | 'cancelled' } = {}) {
  const school = await createSchool(payload, { name: 'Aorere College' })
  const creator = await createTeacher(payload, school.id)
  const colleague = await createTeacher(payload, school.id)
  const third = await createTeacher(payload, school.id)
  const event = await payload.create({
    collection: 'events', overrideAccess: true,
    data: { title: 'Careers day', type: 'online', status, school: school.id, createdBy: creator.id, date: eventDate(10), startTime: '13:00', endTime: '14:00' },
  })
  return { school, creator, colleague, third, event }
}

/** A signed-in session cookie for the teacher with a known SecurityID. */
async function signedIn(teacher: Teacher) {
  const session = await sessions.getSession(new Request('http://localhost/'))
  const now = Date.now()
  session.set('userId', teacher.id)
  session.set('collection', 'teachers')
  session.set('version', teacher.sessionVersion ?? 0)
  session.set('issuedAt', now)
  session.set('seenAt', now)
  session.set('remember', false)
  session.set('securityId', `token-${teacher.id}`)
  return { cookie: (await sessions.commitSession(session)).split(';')[0], token: `token-${teacher.id}` }
}

/** Runs a loader or action, turning a thrown Response (guards) into the answer. */
async function answer(run: () => Promise<Response>) {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

async function get(teacher: Teacher | null, eventId: number | string) {
  const headers: Record<string, string> = teacher ? { Cookie: (await signedIn(teacher)).cookie } : {}
  const request = new Request(`http://localhost/api/events/${eventId}/notification-settings`, { headers })
  return answer(() => api.loader({ request, params: { id: String(eventId) }, context: {} }) as Promise<Response>)
}

async function post(teacher: Teacher | null, eventId: number | string, body: unknown, { token = true }: { token?: boolean } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (teacher) {
    const session = await signedIn(teacher)
    headers.Cookie = session.cookie
    if (token) headers['X-SecurityID'] = session.token
  }
  const request = new Request(`http://localhost/api/events/${eventId}/notification-settings`, { method: 'POST', headers, body: JSON.stringify(body) })
  return answer(() => api.action({ request, params: { id: String(eventId) }, context: {} }) as Promise<Response>)
}

async function postForm(teacher: Teacher, eventId: number, fields: [string, string][], { token = true } = {}) {
  const session = await signedIn(teacher)
  const form = new URLSearchParams([['intent', 'notification-settings'], ...fields, ...(token ? [['SecurityID', session.token] as [string, string]] : [])])
  const request = new Request(`http://localhost/events/${eventId}?index`, {
    method: 'POST', headers: { Cookie: session.cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString(),
  })
  expect(await forms.postsNotificationSettings(request)).toBe(true)
  return answer(() => forms.notificationSettingsFormAction(request, { id: String(eventId) }))
}

/** Every message written to the outbox so far, oldest first. */
const readMail = async () => (await outboxFiles(outbox)).map((file) => file.toString('utf8'))

const stored = (id: number) => payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: true })
const notificationsOf = async (id: number) => {
  const event = await stored(id)
  return { primaryContact: event.primaryContact, subscribers: (event.notificationSubscribers ?? []).map((row) => [row.teacher, row.subscribed]) }
}

describe('GET /api/events/{eventId}/notification-settings', () => {
  it('lists every teacher of the school; before anything is saved the creator is subscribed and primary contact', async () => {
    const { creator, colleague, third, event } = await scene()
    const response = await get(colleague, event.id)
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data).toMatchObject({ createdById: creator.id, primaryContactId: creator.id, canChange: false })
    expect((await (await get(creator, event.id)).json()).data.canChange).toBe(true)
    expect(data.teachers).toHaveLength(3)
    expect(data.teachers.map((teacher: { id: number }) => teacher.id).sort()).toEqual([creator.id, colleague.id, third.id].sort())
    expect(data.teachers.find((teacher: { id: number }) => teacher.id === creator.id)).toEqual({ id: creator.id, name: 'Test Teacher', subscribed: true })
    expect(data.teachers.filter((teacher: { subscribed: boolean }) => teacher.subscribed)).toHaveLength(1)
  })

  it('reads the school’s teachers by name, the teachers the read rule lets a teacher of the school read', async () => {
    const { school, creator } = await scene()
    // Names of every shape: a display name, first and last names only, neither (the email shows).
    const ana = await payload.create({ collection: 'teachers', overrideAccess: true, data: { email: `ana-${Date.now()}@example.nz`, subject: `ana-${Date.now()}`, firstName: 'Ana', lastName: 'Tui', school: school.id } })
    const bare = await payload.create({ collection: 'teachers', overrideAccess: true, data: { email: `aaa-${Date.now()}@example.nz`, subject: `aaa-${Date.now()}`, school: school.id } })
    const elsewhere = await createTeacher(payload, (await createSchool(payload, { name: 'Elsewhere College' })).id)
    const listed = await settings.schoolTeachers(payload, creator)
    expect(listed).toHaveLength(5)
    expect(listed).toContainEqual({ id: ana.id, name: 'Ana Tui' })
    expect(listed).toContainEqual({ id: bare.id, name: bare.email })
    expect(listed.map((teacher) => teacher.name)).toEqual(listed.map((teacher) => teacher.name).sort((a, b) => a.localeCompare(b, 'en-NZ')))
    expect(listed.some((teacher) => teacher.id === elsewhere.id)).toBe(false)
    // The same teachers Payload gives the signed-in teacher under the collection's read rule.
    const asTeacher = await payload.find({ collection: 'teachers', where: { school: { equals: school.id } }, depth: 0, limit: 0, pagination: false, user: creator, overrideAccess: false })
    expect(listed.map((teacher) => String(teacher.id)).sort()).toEqual(asTeacher.docs.map((doc) => String(doc.id)).sort())
  })

  it('is 404 for another school’s event and 401 for visitors', async () => {
    const { event } = await scene()
    const elsewhere = await createTeacher(payload, (await createSchool(payload, { name: 'Other School' })).id)
    expect((await get(elsewhere, event.id)).status).toBe(404)
    expect((await get(null, event.id)).status).toBe(401)
    expect((await get(elsewhere, 'abc')).status).toBe(404)
  })
})

describe('POST /api/events/{eventId}/notification-settings', () => {
  it('lets the creator save, then the primary contact they chose; answerRecipients and the accept email follow what was saved', async () => {
    const { creator, colleague, third, event } = await scene()
    const response = await post(creator, event.id, {
      teachers: [{ id: creator.id, subscribed: false }, { id: colleague.id, subscribed: true }, { id: third.id, subscribed: true }], primaryContactId: colleague.id,
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.ok).toBe(true)
    expect(body.data.primaryContactId).toBe(colleague.id)
    expect(body.data.canChange).toBe(true)
    expect(body.data.teachers.filter((teacher: { subscribed: boolean }) => teacher.subscribed).map((teacher: { id: number }) => teacher.id).sort()).toEqual([colleague.id, third.id].sort())
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: colleague.id, subscribers: [[creator.id, false], [colleague.id, true], [third.id, true]] })
    expect(answerRecipients((await stored(event.id)) as NotificationEvent).sort()).toEqual([colleague.id, third.id].sort())

    // A role model accepts: only the subscribed teachers are emailed.
    const roleModel = await createApprovedRoleModel(payload, { firstName: 'Mere', surname: 'Tester' })
    await payload.create({
      collection: 'event-role-models', overrideAccess: true,
      data: { event: event.id, roleModel: roleModel.id, status: 1, invitedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 7 * DAY).toISOString() },
    })
    expect(await invitations.acceptInvitation({ payload, roleModel: asUser(roleModel, 'role-models') as never, eventId: String(event.id) })).toEqual({ ok: true })
    const mails = await readMail()
    const told = (teacher: Teacher) => mails.filter((mail) => mail.includes(`To: ${teacher.email}`) && mail.includes('Mere Tester')).length
    expect([told(creator), told(colleague), told(third)]).toEqual([0, 1, 1])

    // A new primary contact is the organiser in the attending role model's calendar entry: they get an update.
    const toRoleModel = async () => (await readMail()).filter((mail) => mail.includes(`To: ${roleModel.email}`)).length
    const before = await toRoleModel()
    const changed = await post(colleague, event.id, { teachers: [{ id: colleague.id, subscribed: true }, { id: third.id, subscribed: true }], primaryContactId: third.id })
    expect(changed.status).toBe(200)
    expect(await toRoleModel()).toBe(before + 1)
    const update = await simpleParser((await readMail()).filter((mail) => mail.includes(`To: ${roleModel.email}`)).at(-1)!)
    expect(update.attachments.some((file) => file.filename === 'invite.ics')).toBe(true)
  })

  it('needs X-SecurityID: 403 and nothing changes', async () => {
    const { creator, colleague, event } = await scene()
    const response = await post(creator, event.id, { teachers: [{ id: colleague.id, subscribed: true }], primaryContactId: colleague.id }, { token: false })
    expect(response.status).toBe(403)
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: null, subscribers: [] })
  })

  it('is 401 for visitors and 404 for a teacher of another school, and nothing changes', async () => {
    const { colleague, event } = await scene()
    const otherSchool = await createSchool(payload, { name: 'Other School' })
    const elsewhere = await createTeacher(payload, otherSchool.id)
    const body = { teachers: [{ id: colleague.id, subscribed: true }], primaryContactId: colleague.id }
    expect((await post(null, event.id, body)).status).toBe(401)
    const refused = await post(elsewhere, event.id, body)
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ ok: false })
    // Not even with their own school's teachers.
    expect((await post(elsewhere, event.id, { teachers: [{ id: elsewhere.id, subscribed: true }], primaryContactId: elsewhere.id })).status).toBe(404)
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: null, subscribers: [] })
  })

  it('refuses teachers of other schools and unknown ids with the stored settings as data', async () => {
    const { creator, colleague, event } = await scene()
    const elsewhere = await createTeacher(payload, (await createSchool(payload, { name: 'Other School' })).id)
    for (const body of [
      { teachers: [{ id: creator.id, subscribed: true }, { id: elsewhere.id, subscribed: true }], primaryContactId: creator.id },
      { teachers: [{ id: elsewhere.id, subscribed: true }], primaryContactId: elsewhere.id },
      { teachers: [{ id: creator.id, subscribed: true }, { id: 999_999, subscribed: true }], primaryContactId: creator.id },
      { teachers: [{ id: colleague.id, subscribed: true }, { id: colleague.id, subscribed: false }], primaryContactId: colleague.id },
      { teachers: 'everyone' },
    ]) {
      const response = await post(creator, event.id, body)
      expect(response.status).toBe(400)
      const refused = await response.json()
      expect(refused).toMatchObject({ ok: false, message: CHANGE_ERROR, data: { primaryContactId: creator.id } })
      expect(refused.data.teachers).toHaveLength(3)
    }
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: null, subscribers: [] })
  })

  it('holds the rules of section 5: at least one person selected, a subscribed primary contact', async () => {
    const { creator, colleague, event } = await scene()
    const nobody = await post(creator, event.id, { teachers: [{ id: creator.id, subscribed: false }, { id: colleague.id, subscribed: false }], primaryContactId: creator.id })
    expect(nobody.status).toBe(400)
    expect(await nobody.json()).toMatchObject({ ok: false, message: CHANGE_ERROR, errors: ['Please select at least one person to notify.'] })
    const unsubscribedPrimary = await post(creator, event.id, { teachers: [{ id: creator.id, subscribed: true }, { id: colleague.id, subscribed: false }], primaryContactId: colleague.id })
    expect(unsubscribedPrimary.status).toBe(400)
    expect(await unsubscribedPrimary.json()).toMatchObject({ errors: ['The primary contact must be someone who gets notified.'] })
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: null, subscribers: [] })
  })

  it('does not change a cancelled event’s settings (409, with data)', async () => {
    const { creator, colleague, event } = await scene({ status: 'cancelled' })
    const response = await post(creator, event.id, { teachers: [{ id: colleague.id, subscribed: true }], primaryContactId: colleague.id })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ ok: false, message: CHANGE_ERROR, data: { primaryContactId: creator.id } })
    expect(await forms.notificationPanelData({ teacher: creator, event })).toEqual({ state: 'hidden' })
  })
})

describe('who changes the settings: the event’s creator or its primary contact (spec section 6)', () => {
  const allSubscribed = (...teachers: Teacher[]) => teachers.map((teacher) => ({ id: teacher.id, subscribed: true }))

  it('lets the creator and the organiser (primary contact) change them; the organiser need not have created the event', async () => {
    const { creator, colleague, third, event } = await scene()
    const byCreator = await settings.saveNotificationSettings({ payload, teacher: creator, eventId: event.id, input: { teachers: allSubscribed(creator, colleague), primaryContactId: colleague.id } })
    expect(byCreator).toMatchObject({ ok: true, canChange: true })
    const byOrganiser = await settings.saveNotificationSettings({ payload, teacher: colleague, eventId: event.id, input: { teachers: allSubscribed(colleague, third), primaryContactId: colleague.id } })
    expect(byOrganiser).toMatchObject({ ok: true, canChange: true })
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: colleague.id, subscribers: [[colleague.id, true], [third.id, true]] })
    // The same through the Local API, as the organiser.
    const saved = await payload.update({
      collection: 'events', id: event.id, depth: 0, user: colleague, overrideAccess: false,
      data: { primaryContact: colleague.id, notificationSubscribers: [{ teacher: colleague.id, subscribed: true }] },
    })
    expect(saved.primaryContact).toBe(colleague.id)
  })

  it('refuses another teacher of the same school through the domain, the API, the plain form and the Local API; nothing changes', async () => {
    const { creator, colleague, third, event } = await scene()
    await post(creator, event.id, { teachers: allSubscribed(creator, colleague), primaryContactId: colleague.id })
    const before = await notificationsOf(event.id)
    const attempt = { teachers: allSubscribed(third), primaryContactId: third.id }

    expect(await settings.saveNotificationSettings({ payload, teacher: third, eventId: event.id, input: attempt })).toMatchObject({
      ok: false, error: 'forbidden', canChange: false, settings: { primaryContactId: colleague.id },
    })
    // Even a change the rules of section 5 would refuse is refused first for who asks.
    expect(await settings.saveNotificationSettings({ payload, teacher: third, eventId: event.id, input: { teachers: [] } })).toMatchObject({ ok: false, error: 'forbidden' })

    const response = await post(third, event.id, attempt)
    expect(response.status).toBe(403)
    const refused = await response.json()
    expect(refused).toMatchObject({ ok: false, message: CHANGE_ERROR, errors: [NOT_ALLOWED], data: { primaryContactId: colleague.id, canChange: false } })
    expect(refused.data.teachers).toHaveLength(3)

    const form = await postForm(third, event.id, [['teacher', String(third.id)], ['subscribed', String(third.id)], ['primaryContactId', String(third.id)]])
    expect(form.status).toBe(403)
    expect(await form.json()).toMatchObject({ notificationSettings: { errors: [NOT_ALLOWED] } })

    const asThird = { user: third, overrideAccess: false } as const
    for (const data of [
      { primaryContact: third.id },
      { notificationSubscribers: [{ teacher: third.id, subscribed: true }] },
      { primaryContact: third.id, notificationSubscribers: [{ teacher: third.id, subscribed: true }] },
      { notificationSubscribers: [{ teacher: creator.id, subscribed: true }, { teacher: colleague.id, subscribed: false }], primaryContact: creator.id },
    ]) {
      await expect(payload.update({ collection: 'events', id: event.id, data, ...asThird })).rejects.toThrow(/Notification settings: only the event's creator or its primary contact/)
    }
    // Nor with the access rules skipped while signed in as them.
    await expect(payload.update({ collection: 'events', id: event.id, data: { primaryContact: third.id, notificationSubscribers: [{ teacher: third.id, subscribed: true }] }, user: third, overrideAccess: true }))
      .rejects.toThrow(/Notification settings/)
    expect(await notificationsOf(event.id)).toEqual(before)

    // They still edit the event's other details, and may send the settings back unchanged with them.
    const current = await stored(event.id)
    const renamed = await payload.update({
      collection: 'events', id: event.id, depth: 0, ...asThird,
      data: { title: 'Renamed by a colleague', primaryContact: current.primaryContact, notificationSubscribers: current.notificationSubscribers },
    })
    expect(renamed.title).toBe('Renamed by a colleague')
    expect(await notificationsOf(event.id)).toEqual(before)
  })

  it('shows the settings read-only to other teachers of the school', async () => {
    const { creator, colleague, third, event } = await scene()
    await post(creator, event.id, { teachers: allSubscribed(creator, colleague), primaryContactId: colleague.id })
    const now = await stored(event.id)
    expect(await forms.notificationPanelData({ teacher: creator, event: now })).toMatchObject({ state: 'ready', canChange: true })
    expect(await forms.notificationPanelData({ teacher: colleague, event: now })).toMatchObject({ state: 'ready', canChange: true })
    expect(await forms.notificationPanelData({ teacher: third, event: now })).toMatchObject({ state: 'ready', canChange: false, settings: { primaryContactId: colleague.id } })
    const read = await get(third, event.id)
    expect(read.status).toBe(200)
    expect((await read.json()).data).toMatchObject({ primaryContactId: colleague.id, canChange: false })
  })

  it('hands the right on with the primary contact: the organiser who did not create the event loses it, the creator keeps it', async () => {
    const { creator, colleague, third, event } = await scene()
    await post(creator, event.id, { teachers: allSubscribed(creator, colleague), primaryContactId: colleague.id })
    const handedOn = await post(colleague, event.id, { teachers: allSubscribed(colleague, third), primaryContactId: third.id })
    expect(handedOn.status).toBe(200)
    expect((await handedOn.json()).data).toMatchObject({ primaryContactId: third.id, canChange: false })
    expect((await post(colleague, event.id, { teachers: allSubscribed(colleague), primaryContactId: colleague.id })).status).toBe(403)
    expect((await post(third, event.id, { teachers: allSubscribed(colleague, third), primaryContactId: colleague.id })).status).toBe(200)
    expect((await post(creator, event.id, { teachers: allSubscribed(creator), primaryContactId: creator.id })).status).toBe(200)
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: creator.id, subscribers: [[creator.id, true]] })
  })

  it('leaves staff (the admin) unrestricted, and holds the primary contact among the subscribed people for them too', async () => {
    const { creator, colleague, third, event } = await scene()
    const staffDoc = await payload.create({ collection: 'staff', data: { email: `staff.notify.${Date.now()}@test.example.nz`, password: 'Staff-Password-1' }, overrideAccess: true })
    const asStaff = { user: asUser(staffDoc, 'staff'), overrideAccess: false } as const
    const saved = await payload.update({
      collection: 'events', id: event.id, depth: 0, ...asStaff,
      data: { primaryContact: third.id, notificationSubscribers: [{ teacher: creator.id, subscribed: false }, { teacher: third.id, subscribed: true }] },
    })
    expect(saved.primaryContact).toBe(third.id)
    await expect(payload.update({
      collection: 'events', id: event.id, ...asStaff,
      data: { primaryContact: colleague.id, notificationSubscribers: [{ teacher: colleague.id, subscribed: false }, { teacher: third.id, subscribed: true }] },
    })).rejects.toThrow(/Notification settings: the primary contact must be subscribed/)
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: third.id, subscribers: [[creator.id, false], [third.id, true]] })
  })

  it('refuses a primary contact who is not among the subscribed people, for the creator and the organiser alike', async () => {
    const { creator, colleague, third, event } = await scene()
    await post(creator, event.id, { teachers: allSubscribed(creator, colleague), primaryContactId: colleague.id })
    const before = await notificationsOf(event.id)
    for (const teacher of [creator, colleague]) {
      const refused = await settings.saveNotificationSettings({ payload,
        teacher, eventId: event.id, input: { teachers: [{ id: creator.id, subscribed: true }, { id: colleague.id, subscribed: true }, { id: third.id, subscribed: false }], primaryContactId: third.id },
      })
      expect(refused).toMatchObject({ ok: false, error: 'invalid', problems: ['primary-not-subscribed'] })
      await expect(payload.update({
        collection: 'events', id: event.id, user: teacher, overrideAccess: false,
        data: { primaryContact: third.id, notificationSubscribers: [{ teacher: creator.id, subscribed: true }, { teacher: third.id, subscribed: false }] },
      })).rejects.toThrow(/Notification settings: the primary contact must be subscribed/)
      // A primary contact with no row at all is not subscribed either.
      await expect(payload.update({ collection: 'events', id: event.id, user: teacher, overrideAccess: false, data: { primaryContact: third.id } }))
        .rejects.toThrow(/Notification settings: the primary contact must be subscribed/)
    }
    expect(await notificationsOf(event.id)).toEqual(before)
  })
})

describe('the panel’s plain form (JavaScript off)', () => {
  it('saves and redirects to the page with the saved flag', async () => {
    const { creator, colleague, third, event } = await scene({ status: 'draft' })
    const response = await postForm(creator, event.id, [
      ['teacher', String(creator.id)], ['teacher', String(colleague.id)], ['teacher', String(third.id)],
      ['subscribed', String(colleague.id)], ['primaryContactId', String(colleague.id)],
    ])
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/events/${event.id}?notification-settings=saved#notification-settings`)
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: colleague.id, subscribers: [[creator.id, false], [colleague.id, true], [third.id, false]] })
  })

  it('comes back with the section 5 message and what was ticked; needs SecurityID', async () => {
    const { creator, colleague, event } = await scene({ status: 'draft' })
    const fields: [string, string][] = [['teacher', String(creator.id)], ['teacher', String(colleague.id)], ['subscribed', String(creator.id)], ['primaryContactId', String(colleague.id)]]
    const response = await postForm(creator, event.id, fields)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      notificationSettings: { errors: ['The primary contact must be someone who gets notified.'], submitted: { primaryContactId: colleague.id } },
    })
    expect((await postForm(creator, event.id, [['teacher', String(creator.id)], ['subscribed', String(creator.id)], ['primaryContactId', String(creator.id)]], { token: false })).status).toBe(403)
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: null, subscribers: [] })
  })

  it('shows the panel only with more than one teacher at the school', async () => {
    const school = await createSchool(payload)
    const alone = await createTeacher(payload, school.id)
    const event = await payload.create({ collection: 'events', overrideAccess: true, data: { type: 'online', status: 'draft', school: school.id, createdBy: alone.id } })
    expect(await forms.notificationPanelData({ teacher: alone, event })).toEqual({ state: 'hidden' })
    const second = await createTeacher(payload, school.id)
    expect(await forms.notificationPanelData({ teacher: second, event })).toMatchObject({ state: 'ready', settings: { createdById: alone.id } })
  })
})

describe('the events collection holds the rules (admin and REST API too)', () => {
  it('refuses another school’s teacher, nobody subscribed and an unsubscribed primary contact, for teachers and staff alike', async () => {
    const { creator, colleague, event } = await scene()
    const elsewhere = await createTeacher(payload, (await createSchool(payload, { name: 'Other School' })).id)
    const asTeacher = { user: creator, overrideAccess: false } as const
    const attempts = [
      { primaryContact: elsewhere.id },
      { notificationSubscribers: [{ teacher: elsewhere.id, subscribed: true }] },
      { notificationSubscribers: [{ teacher: creator.id, subscribed: false }] },
      { primaryContact: colleague.id, notificationSubscribers: [{ teacher: creator.id, subscribed: true }, { teacher: colleague.id, subscribed: false }] },
      { primaryContact: creator.id, notificationSubscribers: [{ teacher: creator.id, subscribed: true }, { teacher: creator.id, subscribed: true }] },
    ]
    for (const data of attempts) {
      await expect(payload.update({ collection: 'events', id: event.id, data, ...asTeacher })).rejects.toThrow(/Notification settings/)
      await expect(payload.update({ collection: 'events', id: event.id, data, overrideAccess: true })).rejects.toThrow(/Notification settings/)
    }
    expect(await notificationsOf(event.id)).toEqual({ primaryContact: null, subscribers: [] })
    const saved = await payload.update({
      collection: 'events', id: event.id, depth: 0, ...asTeacher,
      data: { primaryContact: colleague.id, notificationSubscribers: [{ teacher: colleague.id, subscribed: true }] },
    })
    expect(saved.primaryContact).toBe(colleague.id)
  })

  it('still saves other changes when a subscribed teacher has since left the school', async () => {
    const { creator, colleague, event } = await scene()
    await payload.update({ collection: 'events', id: event.id, overrideAccess: true, data: { primaryContact: colleague.id, notificationSubscribers: [{ teacher: colleague.id, subscribed: true }] } })
    await payload.update({ collection: 'teachers', id: colleague.id, overrideAccess: true, data: { school: (await createSchool(payload, { name: 'New School' })).id } })
    const updated = await payload.update({ collection: 'events', id: event.id, data: { title: 'Renamed' }, user: creator, overrideAccess: false, depth: 0 })
    expect(updated.title).toBe('Renamed')
    // The panel no longer lists them: nobody listed is subscribed, so the creator is, as when the last box is unticked.
    const panel = await forms.notificationPanelData({ teacher: creator, event: updated })
    expect(panel).toMatchObject({ state: 'ready', settings: { primaryContactId: creator.id } })
    const listed = panel.state === 'ready' ? panel.settings.teachers : []
    expect(listed.filter((teacher) => teacher.subscribed).map((teacher) => teacher.id)).toEqual([creator.id])
  })
})
