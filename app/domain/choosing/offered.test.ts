import { describe, expect, it } from 'vitest'
import { EMPTY_QUERY } from '../browse/query'
import { isWholeRegion, offeredQuery, offeredWhere } from './offered'

describe('role models offered for an event', () => {
  it('fixes the event type, and the region of an in-person event', () => {
    const query = { ...EMPTY_QUERY, regions: [4, 5], q: 'nurse' }
    expect(offeredQuery({ type: 'in-person', region: { id: 7 } }, query)).toMatchObject({ eventType: 'in-person', regions: [7], q: 'nurse' })
    expect(offeredQuery({ type: 'online', region: 7 }, query)).toMatchObject({ eventType: 'online', regions: [4, 5] })
    // An in-person event without a region offers nobody rather than everybody.
    expect(offeredQuery({ type: 'in-person', region: null }, query).regions).toEqual([0])
  })

  it("adds the neighbouring regions when they are offered too, never in place of the event's own", () => {
    expect(offeredQuery({ type: 'in-person', region: 7, neighbours: [3, 9] }, EMPTY_QUERY).regions).toEqual([7, 3, 9])
    expect(offeredQuery({ type: 'in-person', region: null, neighbours: [3] }, EMPTY_QUERY).regions).toEqual([0])
    expect(offeredQuery({ type: 'in-person', region: 7, neighbours: [7] }, EMPTY_QUERY).regions).toEqual([7])
    const where = offeredWhere({ type: 'in-person', region: 7, neighbours: [3, 9] }, new Date('2026-11-23T00:00:00Z')) as { and: unknown[] }
    expect(where.and).toContainEqual({ region: { in: [7, 3, 9] } })
  })

  it('states the same as a where clause', () => {
    const now = new Date('2026-11-23T00:00:00Z')
    const where = offeredWhere({ type: 'in-person', region: 7 }, now) as { and: unknown[] }
    expect(where.and).toContainEqual({ canDoInPersonEvent: { equals: true } })
    expect(where.and).toContainEqual({ region: { equals: 7 } })
    expect((offeredWhere({ type: 'online' }, now) as { and: unknown[] }).and).toContainEqual({ canDoOnlineEvent: { equals: true } })
  })

  it("knows when the list is the whole region's: nothing searched or filtered, no neighbouring region", () => {
    const event = { type: 'in-person' as const, region: 7 }
    expect(isWholeRegion(event, offeredQuery(event, EMPTY_QUERY))).toBe(true)
    // The page and a region the teacher asked for (the event's own replaces it) change nothing.
    expect(isWholeRegion(event, offeredQuery(event, { ...EMPTY_QUERY, page: 3, regions: [4] }))).toBe(true)
    expect(isWholeRegion(event, offeredQuery({ ...event, neighbours: [3] }, EMPTY_QUERY))).toBe(false)
    expect(isWholeRegion(event, offeredQuery(event, { ...EMPTY_QUERY, q: 'nurse' }))).toBe(false)
    expect(isWholeRegion(event, offeredQuery(event, { ...EMPTY_QUERY, languages: [2] }))).toBe(false)
    expect(isWholeRegion(event, offeredQuery(event, { ...EMPTY_QUERY, onlyMyFavourites: true }))).toBe(false)
    expect(isWholeRegion({ type: 'in-person', region: null }, offeredQuery({ type: 'in-person', region: null }, EMPTY_QUERY))).toBe(false)
    expect(isWholeRegion({ type: 'online', region: 7 }, offeredQuery({ type: 'online', region: 7 }, { ...EMPTY_QUERY, regions: [7] }))).toBe(false)
    // A query not made for the event (any event type) is not its list.
    expect(isWholeRegion(event, { ...EMPTY_QUERY, regions: [7] })).toBe(false)
  })
})
