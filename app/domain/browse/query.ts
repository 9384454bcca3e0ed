import type { Where } from 'payload'
import { idKey, parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'

/** Role models per page, and the API's start offset = (page - 1) * PAGE_SIZE (spec section 9). */
export const PAGE_SIZE = 9
/** Longer searches are cut: nobody types more, and each word costs a scan. */
export const MAX_SEARCH_LENGTH = 100
export const MAX_SEARCH_WORDS = 6
/** No form offers more options than this; more ids are noise (or an attack). */
export const MAX_IDS_PER_FILTER = 50
const MAX_PAGE = 100_000

export const EVENT_TYPES = ['all', 'online', 'in-person'] as const
export type EventTypeFilter = (typeof EVENT_TYPES)[number]

/** The multi-choice filters: query parameter (with []) and the role-model field it matches. */
export const FILTERS = [
  { key: 'languages', field: 'languagesSpoken', collection: 'languages' },
  { key: 'regions', field: 'region', collection: 'regions' },
  { key: 'sectors', field: 'sectors', collection: 'sectors' },
  { key: 'industries', field: 'industry', collection: 'industries' },
  { key: 'educationLevels', field: 'educationBackgrounds', collection: 'education-levels' },
  { key: 'ethnicities', field: 'ethnicities', collection: 'ethnicities' },
] as const
export type FilterKey = (typeof FILTERS)[number]['key']

export type BrowseQuery = {
  page: number
  q: string
  onlyMyFavourites: boolean
  eventType: EventTypeFilter
} & Record<FilterKey, DocId[]>

export const EMPTY_QUERY: BrowseQuery = {
  page: 1, q: '', onlyMyFavourites: false, eventType: 'all',
  languages: [], regions: [], sectors: [], industries: [], educationLevels: [], ethnicities: [],
}

const truthy = (value: string | null) => value != null && ['true', '1', 'on', 'yes'].includes(value.toLowerCase())

function positiveInt(value: string | null, max: number): number | null {
  if (value == null || !/^\d{1,12}$/.test(value.trim())) return null
  const number = Number(value.trim())
  return number >= 1 && number <= max ? number : null
}

/** Ids before text ids (SQLite's whole numbers in number order, then text ids), so equal choices give equal addresses. */
const byId = (a: DocId, b: DocId) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : typeof a === 'number' ? -1 : typeof b === 'number' ? 1 : idKey(a) < idKey(b) ? -1 : idKey(a) > idKey(b) ? 1 : 0

/** Ids of one filter: `key[]` or `key`, repeated or comma-separated; anything not an id (decision 0035) is dropped. */
function ids(params: URLSearchParams, key: string): DocId[] {
  const raw = [...params.getAll(`${key}[]`), ...params.getAll(key)].flatMap((value) => value.split(','))
  const unique = new Map<string, DocId>()
  for (const value of raw) {
    const id = parseDocId(value)
    if (id != null) unique.set(idKey(id), id)
    if (unique.size >= MAX_IDS_PER_FILTER) break
  }
  return [...unique.values()].sort(byId)
}

/** Whitespace collapsed, at most MAX_SEARCH_LENGTH characters; an empty search is no search. */
export function normaliseSearch(value: string | null | undefined): string {
  if (!value) return ''
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim()
}

/**
 * Reads the browse state from the address. Accepts the page's names (page, eventType, onlyMyFavourites) and
 * the API's (start, event-type, only-my-favourites). Bad values fall back to their defaults, never an error.
 */
export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
  const start = params.get('start')
  const startOffset = start != null && /^\d{1,12}$/.test(start.trim()) ? Number(start.trim()) : null
  const page = positiveInt(params.get('page'), MAX_PAGE) ?? (startOffset != null ? Math.min(Math.floor(startOffset / PAGE_SIZE) + 1, MAX_PAGE) : 1)
  const eventType = (params.get('eventType') ?? params.get('event-type') ?? 'all') as EventTypeFilter
  const query: BrowseQuery = {
    page,
    q: normaliseSearch(params.get('q')),
    onlyMyFavourites: truthy(params.get('onlyMyFavourites') ?? params.get('only-my-favourites')),
    eventType: EVENT_TYPES.includes(eventType) ? eventType : 'all',
    languages: [], regions: [], sectors: [], industries: [], educationLevels: [], ethnicities: [],
  }
  for (const filter of FILTERS) query[filter.key] = ids(params, filter.key)
  return query
}

/** The page's address for a state: defaults left out, so equal states have equal addresses. */
export function toSearchParams(query: BrowseQuery, overrides: Partial<BrowseQuery> = {}): URLSearchParams {
  const state = { ...query, ...overrides }
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  if (state.eventType !== 'all') params.set('eventType', state.eventType)
  if (state.onlyMyFavourites) params.set('onlyMyFavourites', 'true')
  for (const filter of FILTERS) for (const id of state[filter.key]) params.append(`${filter.key}[]`, String(id))
  if (state.page > 1) params.set('page', String(state.page))
  return params
}

/** How many filters are in use (the Clear filters button shows when any is). */
export function activeFilterCount(query: BrowseQuery): number {
  return (
    FILTERS.reduce((sum, filter) => sum + query[filter.key].length, 0) +
    (query.q ? 1 : 0) + (query.onlyMyFavourites ? 1 : 0) + (query.eventType !== 'all' ? 1 : 0)
  )
}

/** The fields a search word is looked for in. */
export const SEARCH_FIELDS = ['name', 'whatDoYouDo', 'whoDoYouWorkFor', 'tellUsWhatYouDoNow'] as const

/** The words of a search, at most MAX_SEARCH_WORDS. */
export const searchWords = (q: string): string[] => q.split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS)

/**
 * The Payload where clause for the filters. Visibility (approved, unexpired, complete) is NOT here: the browse read
 * adds the teachers' rule (visibleToTeachersWhere). Each search word must appear in one of the text fields.
 */
export function buildWhere(query: BrowseQuery, favouriteIds: (number | string)[] | null): Where {
  const and: Where[] = []
  if (query.eventType === 'online') and.push({ canDoOnlineEvent: { equals: true } })
  if (query.eventType === 'in-person') and.push({ canDoInPersonEvent: { equals: true } })
  for (const filter of FILTERS) {
    const selected = query[filter.key]
    // One option as `equals`: the same match (a role model with that option among theirs), but on SQLite Payload's
    // `in` makes the planner walk every visible role model (26 ms for a language on the bench) where `=` starts from
    // the option's rows in the relationships' index (8 ms; docs/performance/log.md, thirty-second session).
    if (selected.length === 1) and.push({ [filter.field]: { equals: selected[0] } })
    else if (selected.length) and.push({ [filter.field]: { in: selected } })
  }
  if (query.onlyMyFavourites) and.push({ id: { in: favouriteIds?.length ? favouriteIds : [0] } })
  for (const word of searchWords(query.q)) {
    and.push({ or: SEARCH_FIELDS.map((field) => ({ [field]: { contains: word } })) })
  }
  return and.length ? { and } : {}
}

export function totalPagesFor(totalResults: number): number {
  return Math.max(1, Math.ceil(totalResults / PAGE_SIZE))
}

/** The pager resets to page 1 when the page count drops below the current page. */
export function isPastEnd(page: number, totalPages: number): boolean {
  return page > totalPages
}

export type PagerItem = { type: 'page'; page: number; current: boolean } | { type: 'gap'; key: string }

/** Pages to show: first, last, and two either side of the current one, with gaps between. */
export function pagerItems(current: number, totalPages: number): PagerItem[] {
  const pages = new Set<number>([1, totalPages])
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= totalPages) pages.add(page)
  const sorted = [...pages].sort((a, b) => a - b)
  const items: PagerItem[] = []
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) items.push({ type: 'gap', key: `gap-${page}` })
    items.push({ type: 'page', page, current: page === current })
  })
  return items
}
