import { nzDate, parseDateInput } from '../shared/dates'
import { parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'

export type DashboardQuery = {
  /** First and last New Zealand calendar day of the range, both included (yyyy-MM-dd). */
  from: string
  to: string
  region: DocId | null
  type: 'in-person' | 'online' | null
  school: DocId | null
}

/** What was wrong with the address: each ignored in favour of the default, and said on the page. */
export type DashboardQueryProblem = 'dateInvalid' | 'rangeReversed' | 'rangeTooLong' | 'filterUnknown'

/** The longest range the dashboard answers for: ten years of events is the programme's whole life and then some. */
export const MAX_RANGE_DAYS = 3660

const positiveId = (value: string | null) => parseDocId(value)
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000

/**
 * The dashboard's range and filters from its address. Default: this calendar year in New Zealand, every region, type
 * and school. A date that is no real day, a reversed or absurd range, or a filter value that is no id falls back to
 * the default and is reported; nothing unparsed reaches a query. Whether an id names a real region or school is for
 * the caller (it has the lists).
 */
export function parseDashboardQuery(params: URLSearchParams, now = new Date()): { query: DashboardQuery; problems: DashboardQueryProblem[] } {
  const year = nzDate(now).slice(0, 4)
  const problems = new Set<DashboardQueryProblem>()
  const date = (name: 'from' | 'to', fallback: string) => {
    const raw = params.get(name)?.trim()
    if (!raw) return fallback
    const parsed = parseDateInput(raw)
    if (!parsed) problems.add('dateInvalid')
    return parsed ?? fallback
  }
  let from = date('from', `${year}-01-01`)
  let to = date('to', `${year}-12-31`)
  if (from > to) {
    problems.add('rangeReversed')
    ;[from, to] = [`${year}-01-01`, `${year}-12-31`]
  } else if (dayNumber(to) - dayNumber(from) > MAX_RANGE_DAYS) {
    problems.add('rangeTooLong')
    ;[from, to] = [`${year}-01-01`, `${year}-12-31`]
  }
  const filter = <T>(name: string, parse: (value: string) => T | null): T | null => {
    const raw = params.get(name)?.trim()
    if (!raw) return null
    const value = parse(raw)
    if (value === null) problems.add('filterUnknown')
    return value
  }
  const type = filter('type', (value) => (value === 'in-person' || value === 'online' ? value : null))
  return { query: { from, to, region: filter('region', positiveId), type, school: filter('school', positiveId) }, problems: [...problems] }
}

/** The address of the dashboard (or one of its CSV tables) for a query: only what differs from empty. */
export function dashboardSearch(query: DashboardQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to })
  if (query.region != null) params.set('region', String(query.region))
  if (query.type) params.set('type', query.type)
  if (query.school != null) params.set('school', String(query.school))
  return params.toString()
}
