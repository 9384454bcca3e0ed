import { describe, expect, it } from 'vitest'
import { dashboardSearch, parseDashboardQuery } from './dashboard-query'

// 26 November 2026, 10:00 in New Zealand; 31 December 2026 13:00 UTC is already 2027 there.
const now = new Date('2026-11-25T21:00:00Z')
const parse = (search: string, at = now) => parseDashboardQuery(new URLSearchParams(search), at)

describe('parseDashboardQuery', () => {
  it('defaults to this calendar year in New Zealand with no filter', () => {
    expect(parse('')).toEqual({ query: { from: '2026-01-01', to: '2026-12-31', region: null, type: null, school: null }, problems: [] })
    expect(parse('', new Date('2026-12-31T13:00:00Z')).query).toMatchObject({ from: '2027-01-01', to: '2027-12-31' })
  })

  it('takes dates as yyyy-mm-dd or dd/mm/yyyy, and the filters as ids and an event type', () => {
    expect(parse('from=2025-03-01&to=31/05/2025&region=4&type=online&school=12')).toEqual({
      query: { from: '2025-03-01', to: '2025-05-31', region: 4, type: 'online', school: 12 }, problems: [],
    })
  })

  it('falls back to the default for a date that is no real day, and says so', () => {
    expect(parse('from=2026-02-31&to=tomorrow')).toEqual({ query: expect.objectContaining({ from: '2026-01-01', to: '2026-12-31' }), problems: ['dateInvalid'] })
  })

  it('refuses a reversed range and one longer than ten years, keeping the filters', () => {
    expect(parse('from=2026-06-01&to=2026-05-01&type=in-person')).toEqual({
      query: { from: '2026-01-01', to: '2026-12-31', region: null, type: 'in-person', school: null }, problems: ['rangeReversed'],
    })
    expect(parse('from=1900-01-01&to=2026-01-01').problems).toEqual(['rangeTooLong'])
    expect(parse('from=2017-01-01&to=2026-12-31').problems).toEqual([])
  })

  it('drops filter values that are no id or type, and says so', () => {
    for (const search of ['region=abc', 'region=0', 'school=-3', 'type=hybrid', 'region=1e3', `school=${'9'.repeat(20)}`]) {
      const { query, problems } = parse(search)
      expect({ search, problems, query: [query.region, query.type, query.school] }).toEqual({ search, problems: ['filterUnknown'], query: [null, null, null] })
    }
  })
})

describe('dashboardSearch', () => {
  it('writes the range and only the filters that are set, and reads back the same query', () => {
    const query = { from: '2026-01-01', to: '2026-06-30', region: 3, type: null, school: null } as const
    expect(dashboardSearch(query)).toBe('from=2026-01-01&to=2026-06-30&region=3')
    expect(parse(dashboardSearch(query)).query).toEqual(query)
  })
})
