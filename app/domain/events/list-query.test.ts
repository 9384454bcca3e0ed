import { describe, expect, it } from 'vitest'
import { eventListHref, parseEventId, parseEventListQuery, parseListPage } from './list-query'

const parse = (search: string) => parseEventListQuery(new URLSearchParams(search))

describe('My events address', () => {
  it('opens on Upcoming, page 1, no alerts', () => {
    expect(parse('')).toEqual({ tab: 'upcoming', page: 1, discarded: false, cancelled: false })
  })
  it('reads each tab and falls back on unknown ones', () => {
    for (const tab of ['upcoming', 'completed', 'cancelled', 'drafts']) expect(parse(`tab=${tab}`).tab).toBe(tab)
    expect(parse('tab=done').tab).toBe('upcoming')
    expect(parse('tab=').tab).toBe('upcoming')
  })
  it('reads the page, ignoring 0, negatives, words and huge numbers', () => {
    expect(parse('page=3').page).toBe(3)
    for (const page of ['0', '-2', 'two', '1e3', '99999999']) expect(parse(`page=${page}`).page).toBe(1)
    // The role model's events list reads its page the same way.
    expect(parseListPage(new URLSearchParams('tab=completed&page= 4 '))).toBe(4)
    expect(parseListPage(new URLSearchParams('page=0'))).toBe(1)
  })
  it('shows the discard and cancel confirmations only for =1', () => {
    expect(parse('event-discarded=1').discarded).toBe(true)
    expect(parse('event-cancelled=1').cancelled).toBe(true)
    expect(parse('event-discarded=true&event-cancelled=0')).toMatchObject({ discarded: false, cancelled: false })
  })
  it('writes short addresses', () => {
    expect(eventListHref('upcoming')).toBe('/events')
    expect(eventListHref('drafts', 2)).toBe('/events?tab=drafts&page=2')
  })
  it('accepts only plausible event ids', () => {
    expect(parseEventId('12')).toBe(12)
    expect(parseEventId('65a1b2c3d4e5f60718293a4b')).toBe('65a1b2c3d4e5f60718293a4b')
    for (const id of [undefined, '', 'abc', '1.5', '-1', '1; drop table']) expect(parseEventId(id)).toBeNull()
  })
})
