import { isEventListTab } from './rules'
import type { EventListTab } from './rules'
import { parseDocId } from '../shared/ids'

export type EventListQuery = { tab: EventListTab; page: number; discarded: boolean; cancelled: boolean }

const MAX_PAGE = 10_000

/** Events a page of a list shows: the teacher's My events and the role model's events. */
export const EVENTS_PER_PAGE = 10

/**
 * My events from the address: ?tab=upcoming|completed|cancelled|drafts (upcoming by default), ?page=, and
 * the flags the list shows its confirmation for (event-discarded=1, event-cancelled=1). Bad values fall back.
 */
export function parseEventListQuery(params: URLSearchParams): EventListQuery {
  const tab = params.get('tab')
  return {
    tab: isEventListTab(tab) ? tab : 'upcoming',
    page: parseListPage(params),
    discarded: params.get('event-discarded') === '1',
    cancelled: params.get('event-cancelled') === '1',
  }
}

/** A list's ?page=: a whole number from 1 (anything else is the first page). */
export function parseListPage(params: URLSearchParams): number {
  const page = params.get('page')?.trim() ?? ''
  const number = /^\d{1,6}$/.test(page) ? Number(page) : 1
  return number >= 1 && number <= MAX_PAGE ? number : 1
}

/** The address of a tabbed list's tab and page; the default tab (upcoming) and page 1 stay out of it. */
export function tabbedListHref(path: string, tab: string, page = 1): string {
  const params = new URLSearchParams()
  if (tab !== 'upcoming') params.set('tab', tab)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return `${path}${search ? `?${search}` : ''}`
}

/** My events' address for a tab and page. */
export function eventListHref(tab: EventListTab, page = 1): string {
  return tabbedListHref('/events', tab, page)
}

/** Event ids in addresses: numbers (SQLite) or Mongo's 24 hex digits; anything else is no event. */
export function parseEventId(value: string | undefined): number | string | null {
  return parseDocId(value)
}
