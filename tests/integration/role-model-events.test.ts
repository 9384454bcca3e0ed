import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'
import { createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import * as domain from '../../app/domain/invitations/list.server'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

const DAY = 24 * 3600 * 1000
const eventDate = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`
const signedIn = (doc: { id: number | string }) => ({ ...doc, collection: 'role-models' as const }) as never

describe("the role model's events list", () => {
  it("reads the role model's own invitations waiting or accepted, with their events and schools, and nobody else's", async () => {
    const schools = [await createSchool(payload, { name: 'Aorere College' }), await createSchool(payload, { name: 'Kaitaia College' })]
    const teacher = await createTeacher(payload, schools[0].id)
    const roleModel = await createApprovedRoleModel(payload)
    const someoneElse = await createApprovedRoleModel(payload)
    const event = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'events', overrideAccess: true,
        data: { type: 'in-person', status: 'active', school: schools[0].id, createdBy: teacher.id, date: eventDate(12), arrivalTime: '08:45', startTime: '09:00', endTime: '10:00', address: '1 School Road', ...data } as never,
      })
    const row = (eventId: number | string, status: number, who = roleModel.id, expiresAt: string | null = new Date(Date.now() + 9 * DAY).toISOString()) =>
      payload.create({ collection: 'event-role-models', overrideAccess: true, data: { event: eventId, roleModel: who, status, invitedAt: new Date().toISOString(), expiresAt } as never })

    const waiting = await event({ title: 'Careers morning' })
    const accepted = await event({ type: 'online', date: eventDate(13), school: schools[1].id, address: null, arrivalTime: null, title: null, meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1' } })
    const finished = await event({ status: 'done', date: eventDate(-20), title: 'Last term' })
    const cancelled = await event({ status: 'cancelled', title: 'Called off' })
    await row(waiting.id, 1)
    await row(accepted.id, 2, roleModel.id, null)
    await row(finished.id, 2)
    await row(cancelled.id, 1)
    // Not listed: a selection not yet sent, declined, withdrawn and expired invitations, and another role model's.
    for (const status of [0, 3, 4, 5]) await row((await event({ title: `Status ${status}` })).id, status)
    await row(waiting.id, 1, someoneElse.id)

    const user = signedIn(roleModel)
    const cards = async (who: never, tab: 'upcoming' | 'completed' | 'cancelled') => (await domain.listRoleModelEvents({ payload, roleModel: who, tab })).events
    const listed = (await Promise.all((['upcoming', 'completed', 'cancelled'] as const).map((tab) => cards(user, tab)))).flat()
    expect(listed.map((card) => [card.id, card.invitation, card.schoolName])).toEqual([
      [waiting.id, 'invited', 'Aorere College'],
      [accepted.id, 'accepted', 'Kaitaia College'],
      [finished.id, 'accepted', 'Aorere College'],
      [cancelled.id, 'invited', 'Aorere College'],
    ])
    const list = await domain.listRoleModelEvents({ payload, roleModel: user, tab: 'upcoming' })
    expect(list.counts).toEqual({ upcoming: 2, completed: 1, cancelled: 1 })
    expect(list.totalPages).toBe(1)

    // The landing's rows: the invitation waiting and the place accepted still to come, soonest first, as stored.
    const upcoming = await domain.upcomingRows(payload, user)
    expect(upcoming.map((row) => [row.event.id, row.status, row.event.schoolName])).toEqual([[waiting.id, 1, 'Aorere College'], [accepted.id, 2, 'Kaitaia College']])
    expect(upcoming.find((row) => row.event.id === accepted.id)).toMatchObject({ expiresAt: null, event: { title: null, type: 'online', address: null, arrivalTime: null } })
    expect(upcoming.find((row) => row.event.id === waiting.id)).toEqual({
      status: 1, expiresAt: expect.any(String),
      event: { id: waiting.id, title: 'Careers morning', type: 'in-person', status: 'active', date: waiting.date, arrivalTime: '08:45', startTime: '09:00', endTime: '10:00', address: '1 School Road', schoolName: 'Aorere College' },
    })

    const other = signedIn(someoneElse)
    expect((await domain.upcomingRows(payload, other)).map((row) => [row.event.id, row.status])).toEqual([[waiting.id, 1]])
    expect((await domain.listRoleModelEvents({ payload, roleModel: other, tab: 'upcoming' })).counts).toEqual({ upcoming: 1, completed: 0, cancelled: 0 })
    // A teacher whose id happens to be a role model's reads nobody's invitations.
    const impostor = { ...teacher, id: roleModel.id, collection: 'teachers' } as never
    expect(await domain.upcomingRows(payload, impostor)).toEqual([])
    expect((await domain.listRoleModelEvents({ payload, roleModel: impostor, tab: 'upcoming' })).counts).toEqual({ upcoming: 0, completed: 0, cancelled: 0 })
    const nobody = signedIn(await createApprovedRoleModel(payload))
    expect(await domain.upcomingRows(payload, nobody)).toEqual([])
    expect(await cards(nobody, 'completed')).toEqual([])
  })
})
