import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RoleModel } from '../../cms/payload-types'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { EMPTY_QUERY } from '../../app/domain/browse/query'
import { mailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'
import { completeProfile, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'
import * as domain from '../../app/domain/choosing/event-role-models.server'
import { chooseLists } from '../../app/domain/choosing/choose-lists.server'
import { countInPersonRoleModelsInRegion } from '../../app/domain/events/available-role-models.server'

let payload: Payload
let outbox: string
let regionId: number
let otherRegionId: number

const DAY = 86_400_000
const MAX = 8

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  await payload.updateGlobal({ slug: 'site-settings', data: { minRoleModelsPerEvent: 1, maxRoleModelsPerEvent: MAX, invitationExpiryDays: 14 }, overrideAccess: true })
  regionId = (await completeProfile(payload)).region as number
  otherRegionId = (await payload.find({ collection: 'regions', where: { id: { not_equals: regionId } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0].id
})

function futureWeekday(days = 30) {
  const date = new Date(Date.now() + days * DAY)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  return `${date.toISOString().slice(0, 10)}T00:00:00.000Z`
}

/** A school with a teacher and an in-person event (in the fixtures' region) with the given status. */
async function scene(status: 'draft' | 'active' | 'cancelled' = 'draft', data: Record<string, unknown> = {}) {
  const school = await createSchool(payload)
  const teacher = await createTeacher(payload, school.id)
  const event = await payload.create({
    collection: 'events', overrideAccess: true,
    data: {
      type: 'in-person', status, school: school.id, createdBy: teacher.id, date: futureWeekday(), arrivalTime: '09:00', startTime: '09:15', endTime: '11:00',
      address: '1 School Road', region: regionId, numberOfStudents: 30, studentsAge: 'Year 10', minRoleModels: 1, maxRoleModels: MAX, ...data,
    } as never,
  })
  return { school, teacher, event }
}

const rowsOf = async (eventId: number) =>
  (await payload.find({ collection: 'event-role-models', where: { event: { equals: eventId } }, overrideAccess: true, depth: 0, limit: 0 })).docs

describe('adding and removing role models', () => {
  it('adds only role models offered for the event: visible, able to do its type, in its region', async () => {
    const { teacher, event } = await scene()
    const offered = await createApprovedRoleModel(payload)
    const pending = await createRoleModel(payload, { ...(await completeProfile(payload)), checkStatus: 'pending' })
    const onlineOnly = await createApprovedRoleModel(payload, { canDoInPersonEvent: false, canDoOnlineEvent: true })
    const elsewhere = await createApprovedRoleModel(payload, { region: otherRegionId, district: null } as Partial<RoleModel>)

    expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: offered.id })).toEqual({ ok: true })
    for (const refused of [pending, onlineOnly, elsewhere]) {
      expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: refused.id })).toMatchObject({ ok: false, error: 'not-found' })
    }
    expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: 999999 })).toMatchObject({ ok: false, error: 'not-found' })
    expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: 'abc' })).toMatchObject({ ok: false, error: 'not-found' })
    // Twice: refused, and still one row.
    expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: offered.id })).toMatchObject({ ok: false, message: 'events:validation.alreadyOnEvent' })
    const rows = await rowsOf(event.id)
    expect(rows.map((row) => [row.roleModel, row.status])).toEqual([[offered.id, ROLE_MODEL_STATUS.selected]])
  })

  it("never acts on another school's event, and not on a cancelled one", async () => {
    const { event } = await scene()
    const stranger = await createTeacher(payload, (await createSchool(payload)).id)
    const roleModel = await createApprovedRoleModel(payload)
    expect(await domain.addRoleModelToEvent({ payload, teacher: stranger, eventId: event.id, roleModelId: roleModel.id })).toMatchObject({ ok: false, error: 'not-found' })
    const cancelled = await scene('cancelled')
    expect(await domain.addRoleModelToEvent({ payload, teacher: cancelled.teacher, eventId: cancelled.event.id, roleModelId: roleModel.id }))
      .toMatchObject({ ok: false, message: 'events:validation.choosingClosed' })
    expect(await rowsOf(event.id)).toHaveLength(0)
    expect(await rowsOf(cancelled.event.id)).toHaveLength(0)
  })

  it('20 additions at the same moment never pass the maximum', async () => {
    const { teacher, event } = await scene('draft')
    const colleague = await createTeacher(payload, (event.school as number))
    const roleModels = await Promise.all(Array.from({ length: 20 }, (_, index) => createApprovedRoleModel(payload, { firstName: `Parallel${index}` })))
    const results = await Promise.all(roleModels.map((roleModel, index) =>
      domain.addRoleModelToEvent({ payload, teacher: index % 2 ? teacher : colleague, eventId: event.id, roleModelId: roleModel.id })))
    expect(results.filter((result) => result.ok)).toHaveLength(MAX)
    const refused = results.filter((result) => !result.ok)
    expect(refused).toHaveLength(20 - MAX)
    for (const result of refused) expect(result).toMatchObject({ message: `events:validation.maxRoleModels|{"maxRoleModels":${MAX}}` })
    expect(await rowsOf(event.id)).toHaveLength(MAX)
  })

  it('removes a selected role model outright and withdraws an invitation with an email', async () => {
    const { teacher, event } = await scene('active')
    const [selected, invited, declined] = await Promise.all([1, 2, 3].map(() => createApprovedRoleModel(payload)))
    await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: selected.id, status: ROLE_MODEL_STATUS.selected }, overrideAccess: true })
    await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: invited.id, status: ROLE_MODEL_STATUS.invited }, overrideAccess: true })
    await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: declined.id, status: ROLE_MODEL_STATUS.declined }, overrideAccess: true })

    expect(await domain.removeRoleModelFromEvent({ payload, teacher, eventId: event.id, roleModelId: selected.id })).toEqual({ ok: true })
    expect(await domain.removeRoleModelFromEvent({ payload, teacher, eventId: event.id, roleModelId: invited.id })).toEqual({ ok: true })
    expect(await domain.removeRoleModelFromEvent({ payload, teacher, eventId: event.id, roleModelId: declined.id })).toMatchObject({ ok: false, error: 'invalid-state' })
    const statuses = new Map((await rowsOf(event.id)).map((row) => [row.roleModel, row.status]))
    expect(statuses.has(selected.id)).toBe(false)
    expect(statuses.get(invited.id)).toBe(ROLE_MODEL_STATUS.uninvited)
    expect(statuses.get(declined.id)).toBe(ROLE_MODEL_STATUS.declined)
    expect((await mailsTo(outbox, invited.email)).join('\n')).toMatch(/withdrawn/)
    expect(await mailsTo(outbox, selected.email)).toHaveLength(0)
  })
})

describe('inviting on a live event', () => {
  it('a teacher cannot invite a row of a draft by itself: invitations go out with the activation', async () => {
    const { teacher, event } = await scene('draft')
    const roleModel = await createApprovedRoleModel(payload)
    expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: roleModel.id })).toEqual({ ok: true })
    const [row] = await rowsOf(event.id)
    await expect(payload.update({ collection: 'event-role-models', id: row.id, data: { status: ROLE_MODEL_STATUS.invited }, user: teacher, overrideAccess: false }))
      .rejects.toThrow('This change of status is not allowed')
    expect((await rowsOf(event.id)).map((found) => found.status)).toEqual([ROLE_MODEL_STATUS.selected])
  })

  it('invites the role models selected since, within min and max, and emails them', async () => {
    const { teacher, event } = await scene('active', { minRoleModels: 2, maxRoleModels: 3 })
    const [first, second] = await Promise.all([1, 2].map(() => createApprovedRoleModel(payload)))
    expect(await domain.inviteSelectedRoleModels({ payload, teacher, eventId: event.id })).toMatchObject({ ok: false, message: 'events:validation.noneSelected' })
    await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: first.id })
    expect(await domain.inviteSelectedRoleModels({ payload, teacher, eventId: event.id })).toMatchObject({ ok: false, message: 'events:validation.tooFewRoleModels|{"min":2,"total":1}' })
    await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: second.id })
    expect(await domain.inviteSelectedRoleModels({ payload, teacher, eventId: event.id })).toEqual({ ok: true })
    const rows = await rowsOf(event.id)
    expect(rows.map((row) => row.status)).toEqual([ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.invited])
    expect(rows.every((row) => row.expiresAt && row.invitedAt)).toBe(true)
    expect((await mailsTo(outbox, first.email)).join('\n')).toMatch(/invited/i)
  })

  it('leaves drafts to activation', async () => {
    const { teacher, event } = await scene('draft')
    const roleModel = await createApprovedRoleModel(payload)
    await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: roleModel.id })
    expect(await domain.inviteSelectedRoleModels({ payload, teacher, eventId: event.id })).toMatchObject({ ok: false, error: 'invalid-state' })
    expect((await rowsOf(event.id))[0].status).toBe(ROLE_MODEL_STATUS.selected)
  })
})

describe('the choose list', () => {
  it('offers only role models for the event, each with its status on it', async () => {
    const { teacher, event } = await scene('draft')
    const surname = `Choose${Date.now()}`
    const mine = await createApprovedRoleModel(payload, { surname })
    const other = await createApprovedRoleModel(payload, { surname })
    await createApprovedRoleModel(payload, { surname, canDoInPersonEvent: false, canDoOnlineEvent: true })
    await createApprovedRoleModel(payload, { surname, region: otherRegionId, district: null } as Partial<RoleModel>)
    await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: mine.id })
    const result = await domain.potentialRoleModels({ payload, teacher, event, query: { ...EMPTY_QUERY, q: surname, regions: [otherRegionId] }, locale: 'en' })
    expect(result._meta.totalResults).toBe(2)
    expect(new Map(result.data.map((card) => [card.id, card.status]))).toEqual(new Map([[mine.id, ROLE_MODEL_STATUS.selected], [other.id, null]]))
  })

  it("counts the region's supply with the whole list, apart from a filtered one, and gives each card its place", async () => {
    const { teacher, event } = await scene('draft')
    const surname = `Supply${Date.now()}`
    const shown = await createApprovedRoleModel(payload, { surname })
    await createApprovedRoleModel(payload, { surname, checkStatus: 'pending' })
    const lists = (query: typeof EMPTY_QUERY) => chooseLists({ payload, teacher, event, query, locale: 'en', withNeighbours: false, statusOf: new Map() })
    const whole = await lists(EMPTY_QUERY)
    const inRegion = await countInPersonRoleModelsInRegion(payload, regionId)
    expect(whole.supply?.inRegion).toBe(inRegion)
    expect(whole.list._meta.totalResults).toBe(inRegion)
    const filtered = await lists({ ...EMPTY_QUERY, q: surname })
    expect(filtered.list._meta.totalResults).toBe(1)
    expect(filtered.supply?.inRegion).toBe(inRegion)
    const [district, region] = await Promise.all([
      payload.findByID({ collection: 'districts', id: (await completeProfile(payload)).district, depth: 0, overrideAccess: true }),
      payload.findByID({ collection: 'regions', id: regionId, depth: 0, overrideAccess: true }),
    ])
    expect(filtered.list.data.map((card) => [card.id, card.place?.map((term) => term.title)])).toEqual([[shown.id, [district.title, region.title]]])
  })
})

describe('places on an event (decision 0034)', () => {
  const placesOf = async (eventId: number) =>
    Object.fromEntries((await rowsOf(eventId)).map((row) => [String(row.roleModel), (row as { place?: string | null }).place]))

  it('gives each counted role model a numbered place, takes it back when they stop counting, and reuses it', async () => {
    const { teacher, event } = await scene('active', { maxRoleModels: 2 })
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createApprovedRoleModel(payload)))
    expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: first.id })).toEqual({ ok: true })
    expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: second.id })).toEqual({ ok: true })
    expect(await placesOf(event.id)).toEqual({ [first.id]: '1', [second.id]: '2' })
    expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: third.id })).toMatchObject({ ok: false, message: 'events:validation.maxRoleModels|{"maxRoleModels":2}' })
    // The first is invited (keeps the place), then uninvited: the place is free for the third.
    const row = (await rowsOf(event.id)).find((found) => found.roleModel === first.id)!
    await payload.update({ collection: 'event-role-models', id: row.id, data: { status: ROLE_MODEL_STATUS.invited }, overrideAccess: true, context: { skipEmail: true } })
    expect((await placesOf(event.id))[first.id]).toBe('1')
    await payload.update({ collection: 'event-role-models', id: row.id, data: { status: ROLE_MODEL_STATUS.uninvited }, overrideAccess: true, context: { skipEmail: true } })
    expect((await placesOf(event.id))[first.id]).toBe(`r:${first.id}`)
    expect(await domain.addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId: third.id })).toEqual({ ok: true })
    expect(await placesOf(event.id)).toEqual({ [first.id]: `r:${first.id}`, [second.id]: '2', [third.id]: '1' })
  })

  it('ignores a place a client sends, and the database refuses two rows in one place whatever writes them', async () => {
    const { teacher, event } = await scene('draft')
    const [first, second] = await Promise.all([1, 2].map(() => createApprovedRoleModel(payload)))
    await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: first.id, status: ROLE_MODEL_STATUS.selected, place: '7' } as never, user: teacher, overrideAccess: false })
    expect(await placesOf(event.id)).toEqual({ [first.id]: '1' })
    // Below every hook and check: the unique index itself.
    await expect(payload.db.create({ collection: 'event-role-models', data: { event: event.id, roleModel: second.id, status: ROLE_MODEL_STATUS.selected, place: '1' } })).rejects.toThrow()
    expect(await rowsOf(event.id)).toHaveLength(1)
  })

  it('staff and system work are not held to the maximum, and take the next number past it', async () => {
    const { event } = await scene('draft', { maxRoleModels: 1 })
    const [first, second] = await Promise.all([1, 2].map(() => createApprovedRoleModel(payload)))
    for (const roleModel of [first, second]) {
      await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: roleModel.id, status: ROLE_MODEL_STATUS.selected }, overrideAccess: true })
    }
    expect(await placesOf(event.id)).toEqual({ [first.id]: '1', [second.id]: '2' })
  })
})
