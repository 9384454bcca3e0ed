import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import * as domain from '../../app/domain/invitations/invitations.server'
import * as listing from '../../app/domain/invitations/list.server'
import * as own from '../../app/domain/invitations/own-invitation.server'
import { ANSWER_CONTEXT } from '../../app/domain/invitations/rules'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

const DAY = 24 * 3600 * 1000
/** The stored form of a New Zealand calendar date `days` from today. */
const eventDate = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`
const emailOf = (teacher: unknown) => (teacher as { email: string }).email
/** The database's order of ids: numbers as numbers, text ids (UUIDs, ObjectIds) as their characters. */
const byId = (a: number | string, b: number | string) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1)
const signedIn = (doc: { id: number | string; email?: string }) => ({ ...doc, collection: 'role-models' as const }) as never

async function rowOf(id: number | string) {
  return payload.findByID({ collection: 'event-role-models', id, overrideAccess: true, depth: 0 })
}

/** A school with two teachers, an active online event created by the first, and an approved role model invited to it. */
async function invitedScene({ event: eventData = {}, row: rowData = {}, subscribers }: {
  event?: Record<string, unknown>
  row?: Record<string, unknown>
  subscribers?: (teachers: { id: number | string }[]) => { teacher: number | string; subscribed: boolean }[]
} = {}) {
  const school = await createSchool(payload, { name: 'Aorere College' })
  const creator = await createTeacher(payload, school.id)
  const colleague = await createTeacher(payload, school.id)
  const roleModel = await createApprovedRoleModel(payload, { firstName: 'Mere', surname: 'Tester', contactPhoneNumber: '021 555 0199' })
  const event = await payload.create({
    collection: 'events',
    overrideAccess: true,
    data: {
      title: 'Online STEM kōrero', type: 'online', status: 'active', school: school.id, createdBy: creator.id, date: eventDate(10),
      startTime: '13:00', endTime: '14:00', studentsAge: 'Year 12', numberOfStudents: 30, learningGoals: 'Hear about engineering careers',
      meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/123456789', password: 'kiwi-42' },
      notificationSubscribers: subscribers?.([creator, colleague]),
      ...eventData,
    } as never,
  })
  const row = await payload.create({
    collection: 'event-role-models',
    overrideAccess: true,
    data: { event: event.id, roleModel: roleModel.id, status: 1, invitedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 14 * DAY).toISOString(), ...rowData } as never,
  })
  return { school, creator, colleague, roleModel, user: signedIn(roleModel), event, row }
}

describe('the invitation page’s names (decision 0049)', () => {
  it('names the region, district, students’ languages, school and organiser as the event read at depth 1 does, in both languages', async () => {
    const first = async (collection: 'regions' | 'districts' | 'languages', limit = 1) =>
      (await payload.find({ collection, limit, depth: 0, sort: 'id', overrideAccess: true })).docs.map((doc) => doc.id)
    const [region] = await first('regions')
    const [district] = await first('districts')
    const languages = await first('languages', 2)
    const { user, event, colleague, roleModel } = await invitedScene({ event: { type: 'in-person', address: '1 Queen Street', region, district, studentLanguages: languages } })
    expect(await domain.acceptInvitation({ payload, roleModel: user, eventId: event.id, roleModelId: roleModel.id })).toEqual({ ok: true })
    await payload.update({ collection: 'events', id: event.id, data: { primaryContact: colleague.id } as never, overrideAccess: true, context: { skipEmail: true } })
    for (const locale of ['en', 'mi'] as const) {
      const populated = await payload.findByID({ collection: 'events', id: event.id, depth: 1, locale, overrideAccess: false, user })
      const title = (value: unknown) => (value as { title?: string }).title
      const view = await domain.getInvitation({ payload, roleModel: user, eventId: event.id, locale })
      expect(view).toMatchObject({
        region: { title: title(populated.region) }, district: { title: title(populated.district) },
        studentLanguages: (populated.studentLanguages ?? []).map((language) => ({ title: title(language) })),
        schoolName: 'Aorere College', organiser: { name: 'Test Teacher', email: emailOf(colleague) },
      })
      // A name with no te reo Māori of its own is marked English on the Māori page, and nothing is on the English one (decision 0053).
      const own = await payload.findByID({ collection: 'districts', id: district, locale: 'mi', fallbackLocale: false, depth: 0, overrideAccess: true })
      expect(view?.district?.lang).toBe(locale === 'mi' && !own.title ? 'en' : undefined)
      if (locale === 'en') expect(JSON.stringify(view)).not.toContain('"lang"')
      expect(view?.region?.title).toBeTruthy()
      expect(view?.studentLanguages).toHaveLength(2)
    }
  })

  it('reads the school’s name and the organisers’ names and emails by id, nothing else of them', async () => {
    const { school, creator } = await invitedScene()
    const named = await payload.create({ collection: 'teachers', overrideAccess: true, data: { email: `ana-${Date.now()}@example.nz`, subject: `ana-${Date.now()}`, firstName: 'Ana', lastName: 'Tui', school: school.id } })
    const both = await own.schoolAndOrganisers(payload, school.id, [creator.id, named.id])
    expect(both.school).toBe('Aorere College')
    expect([...both.teachers.keys()].sort()).toEqual([String(creator.id), String(named.id)].sort())
    expect(both.teachers.get(String(named.id))).toMatchObject({ id: named.id, firstName: 'Ana', lastName: 'Tui', name: null, email: named.email })
    expect(both.teachers.get(String(named.id))).not.toHaveProperty('subject', expect.anything())
    expect(await own.schoolAndOrganisers(payload, school.id, [])).toEqual({ school: 'Aorere College', teachers: new Map() })
    expect((await own.schoolAndOrganisers(payload, null, [named.id])).school).toBe('')
    const unknown = await own.schoolAndOrganisers(payload, 987_654, [987_654])
    expect([unknown.school, unknown.teachers.size]).toEqual(['', 0])
  })
})

describe('the role model’s own invitation', () => {
  it('reads their row and the event, the meetings only once accepted, and nothing for anyone else', async () => {
    const [region] = (await payload.find({ collection: 'regions', limit: 1, depth: 0, sort: 'id', overrideAccess: true })).docs.map((doc) => doc.id)
    const languages = (await payload.find({ collection: 'languages', limit: 2, depth: 0, sort: '-id', overrideAccess: true })).docs.map((doc) => doc.id)
    const DAY_AHEAD = new Date(Date.now() + 3 * DAY).toISOString()
    const cases: Array<[string, Record<string, unknown>]> = [
      ['invited', { status: 1 }],
      ['accepted', { status: 2, attended: true }],
      ['declined', { status: 3, declineReason: 'Away' }],
      ['withdrawn', { status: 3, withdrawnAt: DAY_AHEAD, withdrawReason: 'Unwell' }],
      ['expired', { status: 5 }],
      ['uninvited', { status: 4 }],
      ['selected', { status: 0, invitedAt: null, expiresAt: null }],
    ]
    for (const [name, rowData] of cases) {
      const { user, event, row, creator, school } = await invitedScene({
        row: rowData,
        event: {
          region, studentLanguages: languages, photosAllowed: true, culturalExpectations: 'Karakia to open', cancelReason: 'Never shown',
          preEventMeeting: { enabled: true, date: eventDate(5), startTime: '15:00', endTime: '15:30', platform: 'teams', inviteLink: 'https://teams.microsoft.com/l/abc' },
        },
      })
      const found = await own.ownInvitation(payload, user, event.id)
      if (name === 'uninvited' || name === 'selected') {
        expect({ name, found }).toEqual({ name, found: null })
        continue
      }
      expect({ name, row: found?.row }).toEqual({
        name,
        row: expect.objectContaining({
          id: row.id, status: row.status, event: event.id, expiresAt: row.expiresAt ?? null, invitedAt: row.invitedAt ?? null, withdrawnAt: row.withdrawnAt ?? null,
          attended: row.attended ?? null,
        }),
      })
      expect(found?.event).toMatchObject({
        id: event.id, title: 'Online STEM kōrero', type: 'online', status: 'active', school: school.id, date: event.date, startTime: '13:00', region,
        studentLanguages: languages, photosAllowed: true, culturalExpectations: 'Karakia to open', numberOfStudents: 30, createdBy: creator.id,
      })
      expect(JSON.stringify(found)).not.toContain('Never shown')
      if (name === 'accepted') expect(found?.event).toMatchObject({ meeting: { inviteLink: 'https://zoom.us/j/123456789', password: 'kiwi-42' }, preEventMeeting: { enabled: true, inviteLink: 'https://teams.microsoft.com/l/abc' } })
      else expect(JSON.stringify(found)).not.toMatch(/zoom\.us|kiwi-42|teams\.microsoft/)
      // Another role model has no invitation there; neither has a teacher whose id happens to be theirs.
      const stranger = await createApprovedRoleModel(payload, { firstName: 'Stranger' })
      expect(await own.ownInvitation(payload, signedIn(stranger), event.id)).toBeNull()
      expect(await own.ownInvitation(payload, { ...creator, id: (user as { id: number }).id, collection: 'teachers' } as never, event.id)).toBeNull()
    }
    const { user } = await invitedScene()
    expect(await own.ownInvitation(payload, user, 987_654_321)).toBeNull()
  })
})

describe('accepting an invitation', () => {
  it('moves invited to accepted, emails the creator (nobody subscribed yet) and shows the meeting and organiser', async () => {
    const { user, event, row, creator, roleModel } = await invitedScene()
    const before = await domain.getInvitation({ payload, roleModel: user, eventId: String(event.id) })
    expect(before).toMatchObject({ status: 'invited', problem: null, schoolName: 'Aorere College', title: 'Online STEM kōrero', meeting: null, organiser: null })
    expect(JSON.stringify(before)).not.toContain('kiwi-42')

    expect(await domain.acceptInvitation({ payload, roleModel: user, eventId: String(event.id), roleModelId: String(roleModel.id) })).toEqual({ ok: true })
    const accepted = await rowOf(row.id)
    expect(accepted.status).toBe(2)
    expect(accepted.respondedAt).toBeTruthy()

    const after = await domain.getInvitation({ payload, roleModel: user, eventId: String(event.id) })
    expect(after).toMatchObject({ status: 'accepted', problem: 'not-invited' })
    expect(after?.meeting).toEqual({ platform: 'zoom', inviteLink: 'https://zoom.us/j/123456789', password: 'kiwi-42' })
    expect(after?.organiser).toEqual({ name: 'Test Teacher', email: emailOf(creator) })

    const mails = await mailsTo(outbox, emailOf(creator))
    expect(mails).toHaveLength(1)
    // The event's name in the subject (decision 0039).
    expect((await simpleParser(mails[0])).subject).toBe('Mere Tester has accepted your invitation to Online STEM kōrero')

    // Once the school cancels, the meeting's link and password are no longer shown.
    await payload.update({ collection: 'events', id: event.id, data: { status: 'cancelled', cancelledAt: new Date().toISOString() }, overrideAccess: true, context: { skipEmail: true } })
    expect((await domain.getInvitation({ payload, roleModel: user, eventId: String(event.id) }))?.meeting).toBeNull()
  })

  it('refuses accepting twice, and changes nothing', async () => {
    const { user, event, row, creator } = await invitedScene()
    expect((await domain.acceptInvitation({ payload, roleModel: user, eventId: event.id })).ok).toBe(true)
    const first = await rowOf(row.id)
    expect(await domain.acceptInvitation({ payload, roleModel: user, eventId: event.id })).toEqual({ ok: false, error: 'invalid-state', message: 'invitations:messages.error' })
    expect(await domain.declineInvitation({ payload, roleModel: user, eventId: event.id, reason: 'Changed my mind' })).toMatchObject({ ok: false, error: 'invalid-state' })
    expect(await rowOf(row.id)).toMatchObject({ status: 2, respondedAt: first.respondedAt, declineReason: null })
    expect(await mailsTo(outbox, emailOf(creator))).toHaveLength(1)
  })

  it('lets exactly one of two simultaneous accepts through', async () => {
    const { user, event, row, creator } = await invitedScene()
    const results = await Promise.all([
      domain.acceptInvitation({ payload, roleModel: user, eventId: event.id }).catch(() => ({ ok: false })),
      domain.acceptInvitation({ payload, roleModel: user, eventId: event.id }).catch(() => ({ ok: false })),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect((await rowOf(row.id)).status).toBe(2)
    expect(await mailsTo(outbox, emailOf(creator))).toHaveLength(1)
  })

  it('refuses declined, expired, lapsed, uninvited and cancelled or past events', async () => {
    const cases = [
      { row: { status: 3, declineReason: 'Away' }, status: 3 },
      { row: { status: 5 }, status: 5 },
      { row: { expiresAt: new Date(Date.now() - 1000).toISOString() }, status: 1 },
      { event: { status: 'cancelled' }, status: 1 },
      { event: { date: eventDate(-2) }, status: 1 },
    ]
    for (const scene of cases) {
      const { user, event, row, creator } = await invitedScene(scene)
      expect((await domain.acceptInvitation({ payload, roleModel: user, eventId: event.id })).ok).toBe(false)
      expect((await domain.declineInvitation({ payload, roleModel: user, eventId: event.id, reason: 'Busy' })).ok).toBe(false)
      expect((await rowOf(row.id)).status).toBe(scene.status)
      expect(await mailsTo(outbox, emailOf(creator))).toHaveLength(0)
    }
    const uninvited = await invitedScene({ row: { status: 4 } })
    expect(await domain.acceptInvitation({ payload, roleModel: uninvited.user, eventId: uninvited.event.id })).toMatchObject({ ok: false, error: 'not-found' })
    expect(await domain.getInvitation({ payload, roleModel: uninvited.user, eventId: uninvited.event.id })).toBeNull()
  })

  it('refuses someone else’s invitation and forged ids', async () => {
    const { user, event, row, roleModel } = await invitedScene()
    const other = await createApprovedRoleModel(payload)
    const otherUser = signedIn(other)
    expect(await domain.acceptInvitation({ payload, roleModel: otherUser, eventId: event.id })).toMatchObject({ ok: false, error: 'not-found' })
    expect(await domain.acceptInvitation({ payload, roleModel: otherUser, eventId: event.id, roleModelId: roleModel.id })).toMatchObject({ ok: false, error: 'not-found' })
    expect(await domain.acceptInvitation({ payload, roleModel: user, eventId: event.id, roleModelId: other.id })).toMatchObject({ ok: false, error: 'not-found' })
    expect(await domain.getInvitation({ payload, roleModel: otherUser, eventId: event.id })).toBeNull()
    for (const forged of ['abc', '-1', '0', '1e3', '999999999', `${event.id}.5`, '']) {
      expect(await domain.acceptInvitation({ payload, roleModel: user, eventId: forged })).toMatchObject({ ok: false, error: 'not-found' })
      expect(await domain.getInvitation({ payload, roleModel: user, eventId: forged })).toBeNull()
    }
    expect((await rowOf(row.id)).status).toBe(1)
  })
})

describe('declining an invitation', () => {
  it('needs a reason of at most 2048 characters', async () => {
    const { user, event, row } = await invitedScene()
    expect(await domain.declineInvitation({ payload, roleModel: user, eventId: event.id, reason: '   ' })).toMatchObject({ ok: false, error: 'invalid', message: 'invitations:validation.reasonRequired' })
    expect(await domain.declineInvitation({ payload, roleModel: user, eventId: event.id, reason: undefined })).toMatchObject({ ok: false, error: 'invalid' })
    expect(await domain.declineInvitation({ payload, roleModel: user, eventId: event.id, reason: 'x'.repeat(2049) })).toMatchObject({ ok: false, error: 'invalid', message: 'tooLong|{"max":2048}' })
    expect((await rowOf(row.id)).status).toBe(1)
    expect((await domain.declineInvitation({ payload, roleModel: user, eventId: event.id, reason: 'x'.repeat(2048) })).ok).toBe(true)
  })

  it('is final, keeps the reason from the school, emails the subscribed teachers only and leaves the list', async () => {
    const { user, event, row, creator, colleague } = await invitedScene({ subscribers: ([first, second]) => [{ teacher: first.id, subscribed: false }, { teacher: second.id, subscribed: true }] })
    expect((await listing.listRoleModelEvents({ payload, roleModel: user, tab: 'upcoming' })).events.map((card) => card.id)).toEqual([event.id])

    expect(await domain.declineInvitation({ payload, roleModel: user, eventId: event.id, reason: 'Secret: I have a hospital appointment' })).toEqual({ ok: true })
    expect(await rowOf(row.id)).toMatchObject({ status: 3, declineReason: 'Secret: I have a hospital appointment' })
    expect(await domain.acceptInvitation({ payload, roleModel: user, eventId: event.id })).toMatchObject({ ok: false, error: 'invalid-state' })

    const asTeacher = await payload.findByID({ collection: 'event-role-models', id: row.id, user: creator as never, overrideAccess: false })
    expect(asTeacher.status).toBe(3)
    expect(asTeacher.declineReason).toBeUndefined()

    expect(await mailsTo(outbox, emailOf(creator))).toHaveLength(0)
    const mails = await mailsTo(outbox, emailOf(colleague))
    expect(mails).toHaveLength(1)
    expect((await simpleParser(mails[0])).subject).toBe("Mere Tester can't make it to Online STEM kōrero")
    expect(mails[0]).not.toContain('hospital')

    const list = await listing.listRoleModelEvents({ payload, roleModel: user, tab: 'upcoming' })
    expect(list.events).toEqual([])
    expect(list.counts).toEqual({ upcoming: 0, completed: 0, cancelled: 0 })
    expect(await domain.getInvitation({ payload, roleModel: user, eventId: event.id })).toMatchObject({ status: 'declined', problem: 'not-invited', meeting: null, organiser: null })
  })
})

describe('the role model events list', () => {
  it('sorts invitations and attended events into Upcoming, Completed and Cancelled', async () => {
    const { user, roleModel, school, creator, event: sceneEvent } = await invitedScene()
    const add = async (event: Record<string, unknown>, status: number) => {
      const created = await payload.create({ collection: 'events', overrideAccess: true, data: { type: 'in-person', status: 'active', school: school.id, createdBy: creator.id, address: '1 Queen Street', ...event } as never })
      await payload.create({ collection: 'event-role-models', overrideAccess: true, data: { event: created.id, roleModel: roleModel.id, status } as never })
      return created.id
    }
    const soon = await add({ date: eventDate(3) }, 2)
    const later = await add({ date: eventDate(30) }, 1)
    const attended = await add({ date: eventDate(-7) }, 2)
    const done = await add({ date: eventDate(-30), status: 'done' }, 2)
    const cancelled = await add({ date: eventDate(5), status: 'cancelled' }, 1)
    await add({ date: eventDate(-3) }, 1) // never answered, now past: not listed
    await add({ date: eventDate(4) }, 3) // declined
    await add({ date: eventDate(4) }, 4) // uninvited
    await add({ date: eventDate(4) }, 5) // expired
    await add({ date: eventDate(4), status: 'draft' }, 0) // selected, never sent

    const upcoming = await listing.listRoleModelEvents({ payload, roleModel: user, tab: 'upcoming' })
    expect(upcoming.events.map((card) => card.id)).toEqual([soon, sceneEvent.id, later])
    expect(upcoming.events[0]).toMatchObject({ invitation: 'accepted', schoolName: 'Aorere College', address: '1 Queen Street', displayState: 'upcoming' })
    expect(upcoming.events[1]).toMatchObject({ invitation: 'invited' })
    expect(upcoming.counts).toEqual({ upcoming: 3, completed: 2, cancelled: 1 })
    expect((await listing.listRoleModelEvents({ payload, roleModel: user, tab: 'completed' })).events.map((card) => card.id)).toEqual([attended, done])
    expect((await listing.listRoleModelEvents({ payload, roleModel: user, tab: 'cancelled' })).events.map((card) => card.id)).toEqual([cancelled])
  })

  it('shows ten events a page, in date order and then by event, so no event is on two pages or on none', async () => {
    const { user, roleModel, school, creator, event: sceneEvent } = await invitedScene()
    const added: (number | string)[] = []
    // Twelve more upcoming events, four on each of three days (the scene's event is on day 10), attended in the
    // reverse of the order they were created: the database's order of the rows is not the list's.
    for (const days of [20, 5, 12, 20, 5, 12, 20, 5, 12, 20, 5, 12]) {
      const created = await payload.create({ collection: 'events', overrideAccess: true, data: { type: 'in-person', status: 'active', school: school.id, createdBy: creator.id, address: '1 Queen Street', date: eventDate(days) } as never })
      added.push(created.id)
    }
    for (const id of [...added].reverse()) {
      await payload.create({ collection: 'event-role-models', overrideAccess: true, data: { event: id, roleModel: roleModel.id, status: 2 } as never })
    }
    const first = await listing.listRoleModelEvents({ payload, roleModel: user, tab: 'upcoming' })
    const second = await listing.listRoleModelEvents({ payload, roleModel: user, tab: 'upcoming', page: 2 })
    expect(first).toMatchObject({ page: 1, totalPages: 2, counts: { upcoming: 13, completed: 0, cancelled: 0 } })
    expect(second).toMatchObject({ page: 2, totalPages: 2, counts: { upcoming: 13, completed: 0, cancelled: 0 } })
    expect(first.events).toHaveLength(10)
    const byDay = (days: number) => added.filter((_id, index) => [20, 5, 12][index % 3] === days).sort(byId)
    expect([...first.events, ...second.events].map((card) => card.id)).toEqual([...byDay(5), sceneEvent.id, ...byDay(12), ...byDay(20)])
    // A page past the end is empty (the page's loader sends the visitor to the first page).
    expect((await listing.listRoleModelEvents({ payload, roleModel: user, tab: 'upcoming', page: 3 })).events).toEqual([])
  })
})

describe('the event-role-models collection', () => {
  const update = (id: number | string, data: Record<string, unknown>, user: unknown, context?: Record<string, unknown>) =>
    payload.update({ collection: 'event-role-models', id, data: data as never, user: user as never, overrideAccess: false, depth: 0, context })

  it('lets a role model change nothing directly, only through accept and decline', async () => {
    const { user, row } = await invitedScene()
    for (const data of [{ status: 2 }, { status: 3, declineReason: 'No' }, { declineReason: 'Just a note' }, { expiresAt: new Date(Date.now() + 99 * DAY).toISOString() }, { status: 0 }]) {
      await expect(update(row.id, data, user)).rejects.toThrow()
    }
    // Even with the operation's flag, only the answer it names, and only from invited.
    await expect(update(row.id, { status: 4 }, user, { invitationAnswer: 'accept' })).rejects.toThrow()
    await expect(update(row.id, { status: 3 }, user, { invitationAnswer: 'decline' })).rejects.toThrow()
    await expect(update(row.id, { status: 3, declineReason: 'Busy' }, user, { invitationAnswer: 'accept' })).rejects.toThrow()
    expect(await rowOf(row.id)).toMatchObject({ status: 1, declineReason: null })
    await expect(payload.delete({ collection: 'event-role-models', id: row.id, user: user as never, overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'event-role-models', data: { event: (await rowOf(row.id)).event, roleModel: 1, status: 1 } as never, user: user as never, overrideAccess: false })).rejects.toThrow()
  })

  it('lets a teacher add, invite and uninvite on their own school’s events, nothing else', async () => {
    const { creator, event, row } = await invitedScene()
    const another = await createApprovedRoleModel(payload, { canDoOnlineEvent: true })
    const otherSchool = await createSchool(payload)
    const stranger = await createTeacher(payload, otherSchool.id)

    // Accepting or declining for the role model, or writing their reason: refused.
    await expect(update(row.id, { status: 2 }, creator)).rejects.toThrow()
    await expect(update(row.id, { status: 3 }, creator)).rejects.toThrow()
    await expect(update(row.id, { status: 5 }, creator)).rejects.toThrow()
    await expect(update(row.id, { status: 0 }, creator)).rejects.toThrow()
    expect((await update(row.id, { declineReason: 'made up' }, creator)).status).toBe(1)
    expect((await rowOf(row.id)).declineReason ?? null).toBeNull()
    // Adding starts at selected; only a selected row is deleted; invited is withdrawn by uninviting.
    await expect(payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: another.id, status: 1 } as never, user: creator as never, overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: another.id } as never, user: stranger as never, overrideAccess: false })).rejects.toThrow()
    const added = await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: another.id } as never, user: creator as never, overrideAccess: false })
    expect(added.status).toBe(0)
    await expect(update(added.id, { status: 1 }, stranger)).rejects.toThrow()
    expect((await update(added.id, { status: 1 }, creator)).status).toBe(1)
    await expect(payload.delete({ collection: 'event-role-models', id: added.id, user: creator as never, overrideAccess: false })).rejects.toThrow()
    expect((await update(added.id, { status: 4 }, creator)).status).toBe(4)
    await expect(update(added.id, { status: 1 }, creator)).rejects.toThrow()
  })

  it('leaves staff and scheduled jobs unrestricted, and tells the school when staff record an answer', async () => {
    const { row, creator } = await invitedScene()
    const staff = await payload.create({ collection: 'staff', data: { email: `staff.inv.${Date.now()}@test.example.nz`, password: 'Staff-Password-1' } as never, overrideAccess: true })
    expect((await update(row.id, { status: 5 }, asUser(staff, 'staff'))).status).toBe(5)
    expect((await payload.update({ collection: 'event-role-models', id: row.id, data: { status: 1 }, overrideAccess: true, context: { skipEmail: true } })).status).toBe(1)
    expect(await mailsTo(outbox, emailOf(creator))).toHaveLength(0)
    expect((await update(row.id, { status: 2 }, asUser(staff, 'staff'))).status).toBe(2)
    expect(await mailsTo(outbox, emailOf(creator))).toHaveLength(1)
  })
})

describe('the role model’s phone number', () => {
  it('reaches the event’s school only after the role model accepts, and goes with an uninvite', async () => {
    const { user, event, row, creator, roleModel } = await invitedScene()
    const otherSchool = await createSchool(payload)
    const stranger = await createTeacher(payload, otherSchool.id)
    const phone = async (teacher: unknown) =>
      (await payload.find({ collection: 'role-models', where: { id: { equals: roleModel.id } }, user: teacher as never, overrideAccess: false })).docs[0]?.contactPhoneNumber

    expect(await phone(creator)).toBeUndefined()
    // A teacher cannot mark the role model as attending to get the number.
    await expect(payload.update({ collection: 'event-role-models', id: row.id, data: { status: 2 }, user: creator as never, overrideAccess: false })).rejects.toThrow()
    expect(await phone(creator)).toBeUndefined()

    expect((await domain.acceptInvitation({ payload, roleModel: user, eventId: event.id })).ok).toBe(true)
    expect(await phone(creator)).toBe('021 555 0199')
    expect(await phone(stranger)).toBeUndefined()

    await payload.update({ collection: 'event-role-models', id: row.id, data: { status: 4 }, user: creator as never, overrideAccess: false })
    expect(await phone(creator)).toBeUndefined()
  })

  it('stays hidden when the role model declines', async () => {
    const { user, event, creator, roleModel } = await invitedScene()
    expect((await domain.declineInvitation({ payload, roleModel: user, eventId: event.id, reason: 'Away' })).ok).toBe(true)
    const doc = await payload.findByID({ collection: 'role-models', id: roleModel.id, user: creator as never, overrideAccess: false })
    expect(doc.contactPhoneNumber).toBeUndefined()
  })
})

describe('two answers at once (decision 0051)', () => {
  it('are written once, in whatever process they run: the collection refuses the second, below any lock', async () => {
    const { user, row, roleModel } = await invitedScene()
    // Two role-model answers straight through Payload, as two processes would write them: nothing in memory orders them.
    const write = (intent: 'accept' | 'decline', data: Record<string, unknown>) =>
      payload.update({ collection: 'event-role-models', id: row.id, data, depth: 0, overrideAccess: false, user, context: { [ANSWER_CONTEXT]: intent } })
    const results = await Promise.allSettled([write('accept', { status: 2 }), write('decline', { status: 3, declineReason: 'Away that day' })])
    const written = results.filter((result) => result.status === 'fulfilled')
    const refusedAnswers = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    expect(written).toHaveLength(1)
    expect(refusedAnswers).toHaveLength(1)
    expect((refusedAnswers[0].reason as { status?: number }).status).toBe(409)
    // The stored row is the one answer written, whole.
    const stored = await rowOf(row.id)
    const winner = (written[0] as PromiseFulfilledResult<{ status: number }>).value.status
    expect(stored.status).toBe(winner)
    expect(stored.declineReason ?? null).toBe(winner === 3 ? 'Away that day' : null)
    expect(stored.place).toBe(winner === 3 ? `r:${roleModel.id}` : '1')
  })

  it('give one outcome and one email to the school and the role model', async () => {
    const { user, event, row, creator, roleModel } = await invitedScene()
    const results = await Promise.all([
      domain.acceptInvitation({ payload, roleModel: user, eventId: event.id }),
      domain.declineInvitation({ payload, roleModel: user, eventId: event.id, reason: 'Away that day' }),
      domain.acceptInvitation({ payload, roleModel: user, eventId: event.id }),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: 'invalid-state', message: domain.ANSWER_ERROR }, { ok: false, error: 'invalid-state', message: domain.ANSWER_ERROR }])
    const accepted = results.findIndex((result) => result.ok) !== 1
    expect((await rowOf(row.id)).status).toBe(accepted ? 2 : 3)
    expect(await mailsTo(outbox, emailOf(creator))).toHaveLength(1)
    expect(await mailsTo(outbox, (roleModel as { email: string }).email)).toHaveLength(accepted ? 1 : 0)
  })
})

describe('the organiser’s contact', () => {
  it('is readable by a role model only for events they accepted, without sign-in details', async () => {
    const { user, event, creator, colleague } = await invitedScene()
    const readTeacher = (id: number | string) => payload.find({ collection: 'teachers', where: { id: { equals: id } }, user, overrideAccess: false })
    expect((await readTeacher(creator.id)).docs).toHaveLength(0)
    expect((await domain.acceptInvitation({ payload, roleModel: user, eventId: event.id })).ok).toBe(true)
    const [organiser] = (await readTeacher(creator.id)).docs
    expect(organiser).toMatchObject({ id: creator.id, email: emailOf(creator), name: 'Test Teacher' })
    expect(organiser.subject).toBeUndefined()
    expect((await readTeacher(colleague.id)).docs).toHaveLength(0)
  })

  it('covers the creator and the primary contact of accepted events with one read of the events', async () => {
    const { user, event, creator, colleague } = await invitedScene()
    await payload.update({ collection: 'events', id: event.id, data: { primaryContact: colleague.id } as never, overrideAccess: true, context: { skipEmail: true } })
    expect((await domain.acceptInvitation({ payload, roleModel: user, eventId: event.id })).ok).toBe(true)
    const read = payload.db.find.bind(payload.db)
    const collections: string[] = []
    payload.db.find = ((args: Parameters<typeof read>[0]) => {
      collections.push(args.collection)
      return read(args)
    }) as typeof payload.db.find
    try {
      const { docs } = await payload.find({ collection: 'teachers', where: { id: { in: [creator.id, colleague.id] } }, depth: 0, user, overrideAccess: false })
      expect(docs.map((doc) => doc.id).sort()).toEqual([creator.id, colleague.id].sort())
    } finally {
      payload.db.find = read
    }
    // The access rule's reads: the role model's accepted rows, then the events once (createdBy and primaryContact together).
    expect(collections.filter((slug) => slug === 'events')).toEqual(['events'])
  })
})

describe('schools as a role model sees them', () => {
  it('only the schools that invited them, and only their names', async () => {
    const { roleModel, event } = await invitedScene()
    const elsewhere = await createSchool(payload, { name: 'Not Inviting College' })
    const user = signedIn(roleModel)
    const { docs } = await payload.find({ collection: 'schools', user, overrideAccess: false, depth: 0, limit: 0 })
    expect(docs.map((school) => school.id)).toEqual([typeof event.school === 'object' ? event.school.id : event.school])
    expect(docs[0].name).toBe('Aorere College')
    expect(docs[0]).not.toHaveProperty('ministryNumber')
    expect(docs[0]).not.toHaveProperty('active')
    expect(await payload.findByID({ collection: 'schools', id: elsewhere.id, user, overrideAccess: false, disableErrors: true })).toBeNull()
  })
})
