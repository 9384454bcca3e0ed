import type { Payload } from 'payload'
import { BasePayload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '../../cms/payload.config'
import { claimCounter, releaseCounter } from '../../app/lib/claim-counter.server'
import { claimSessionPlace, releaseSessionPlace } from '../../app/domain/sessions/places.server'
import { createSchool } from './support/fixtures'
import { startTestPayload } from './support/payload'

let payload: Payload
beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

type Counted = { id: number; classroomsTaken?: number | null; maxClassrooms?: number | null; status?: string }

/** A plain event holding the counter (the helper knows no kind of event). */
async function counted(maxClassrooms: number, classroomsTaken: number | null = 0) {
  const school = await createSchool(payload)
  const event = await payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true },
    data: { title: 'Counted', type: 'online', status: 'draft', school: school.id } as never,
  })
  await payload.db.updateOne({ collection: 'events', where: { id: { equals: event.id } }, data: { maxClassrooms, classroomsTaken } })
  return event.id
}
const taken = async (id: number | string) =>
  (await payload.db.findOne<Counted>({ collection: 'events', where: { id: { equals: id } }, select: { classroomsTaken: true } }))?.classroomsTaken ?? 0
const options = (id: number | string) => ({
  collection: 'events' as const, where: { id: { equals: id } }, field: 'classroomsTaken', select: { maxClassrooms: true, status: true } as const,
  limit: (doc: Counted) => (doc.status === 'cancelled' ? { refuse: 'cancelled' as const } : doc.maxClassrooms ?? 0),
})

describe('claimCounter: one compare-and-set for every capped counter', () => {
  it('gives exactly the places left to many concurrent claims, and says full to the rest', async () => {
    const id = await counted(6)
    const outcomes = await Promise.all(Array.from({ length: 15 }, () => claimCounter(payload, options(id))))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(6)
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'full')).toHaveLength(9)
    expect(outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.ok && outcome.value).sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6])
    expect(await taken(id)).toBe(6)
  })

  it('never says full while places remain, however many claims race (the old loop gave up after 8 lost races)', async () => {
    const id = await counted(30)
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => claimSessionPlace(payload, id)))
    expect(outcomes.every(Boolean)).toBe(true)
    expect(await taken(id)).toBe(30)
    expect(await claimSessionPlace(payload, id)).toBe(false)
  })

  it('holds the cap across two Payload instances on one database (two server processes)', async () => {
    const other = await new BasePayload().init({ config: await config, disableOnInit: true, cron: false })
    try {
      const id = await counted(10)
      const instances = [payload, other]
      const outcomes = await Promise.all(Array.from({ length: 24 }, (_, index) => claimCounter(instances[index % 2], options(id))))
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(10)
      expect(await taken(id)).toBe(10)
    } finally {
      await other.destroy()
    }
  })

  it('counts a counter never set as 0, answers the document’s own refusal, and a missing document', async () => {
    const id = await counted(2, null)
    expect(await claimCounter(payload, options(id))).toMatchObject({ ok: true, value: 1 })
    await payload.db.updateOne({ collection: 'events', where: { id: { equals: id } }, data: { status: 'cancelled' } })
    expect(await claimCounter(payload, options(id))).toEqual({ ok: false, reason: 'cancelled' })
    expect(await claimCounter(payload, options(-1))).toEqual({ ok: false, reason: 'missing' })
  })

  it('gives places back concurrently, never below zero', async () => {
    const id = await counted(5, 3)
    const released = await Promise.all(Array.from({ length: 6 }, () => releaseCounter(payload, { collection: 'events', where: { id: { equals: id } }, field: 'classroomsTaken' })))
    expect(released.filter(Boolean)).toHaveLength(3)
    expect(await taken(id)).toBe(0)
    await releaseSessionPlace(payload, id)
    expect(await taken(id)).toBe(0)
  })
})
