/**
 * Opportunities (open requests a role model could do) and offers' rules: pure, the domain's reads and the Offers
 * collection's hook call them (app/domain/offers/opportunities.server.ts, app/domain/offers/offer-rules.server.ts).
 */
import { COUNTED_STATUSES } from '../events/rules'
import { compareStoredDates, nzDate, nzInstant, storedToEventDate } from '../shared/dates'
import { compareIds, idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import type { OfferStatus } from './offers'

/** Opportunities shown a page; the landing shows the first few. */
export const OPPORTUNITIES_PER_PAGE = 10
export const OPPORTUNITIES_ON_LANDING = 3

/** Why a role model may not see or offer for open requests (the landing and the page say it instead of the list). */
export type NotTakingPart = 'check-not-approved' | 'check-expired' | 'profile-incomplete' | 'deletion-scheduled'

type RoleModelFacts = { checkStatus?: string | null; checkExpiresAt?: string | null; profileComplete?: boolean | null; deleteAt?: string | null }

/** Why a role model who may not take part may not (the first reason that holds), or null when they may. */
export function notTakingPartReason(doc: RoleModelFacts, now: Date): NotTakingPart | null {
  if (doc.deleteAt) return 'deletion-scheduled'
  if (doc.checkStatus !== 'approved') return 'check-not-approved'
  if (!doc.checkExpiresAt || new Date(doc.checkExpiresAt).getTime() <= now.getTime()) return 'check-expired'
  if (doc.profileComplete !== true) return 'profile-incomplete'
  return null
}

/** Where a role model can go: in person (their region and its neighbours) and online, as their profile says. */
export type Reach = { inPerson: boolean; online: boolean; regions: DocId[] }

type RequestFacts = { type?: string | null; region?: unknown }

/** Whether a role model can do an event: online when they do online events; in person in a region they reach. */
export function withinReach(event: RequestFacts, reach: Reach, regionOf: (value: unknown) => DocId | null): boolean {
  if (event.type === 'online') return reach.online
  if (event.type !== 'in-person' || !reach.inPerson) return false
  const region = regionOf(event.region)
  return region != null && reach.regions.some((id) => idKey(id) === idKey(region))
}

/** One open request as ordered: its id, date and the industries it hopes for. */
export type OrderedRequest = { id: DocId; date?: string | null; industries: readonly DocId[] }

/**
 * The order of a role model's opportunities: those hoping for their industry first, then soonest first, then by id so
 * pages never overlap.
 */
export function orderOpportunities<R extends OrderedRequest>(requests: readonly R[], industry: DocId | null): R[] {
  const key = industry == null ? null : idKey(industry)
  const matches = (request: R) => (key != null && request.industries.some((id) => idKey(id) === key) ? 0 : 1)
  return [...requests].sort((a, b) =>
    matches(a) - matches(b)
    || compareStoredDates(a.date, b.date)
    || compareIds(a.id, b.id))
}

/** Whether an event has started: its start time (or, without one, its day) has come in New Zealand. */
export function requestStarted(event: { date?: string | null; startTime?: string | null }, now: Date): boolean {
  const day = storedToEventDate(event.date)
  if (!day) return false
  const begins = nzInstant(day, event.startTime)
  return begins ? begins.getTime() <= now.getTime() : day < nzDate(now)
}

/** Why an offer cannot be made on an event now (the event's side), or null when it can. */
export type RequestRefusal = 'cancelled' | 'started' | 'closed' | 'full'

export function requestRefusal(
  event: { status?: string | null; offersOpen?: boolean | null; date?: string | null; startTime?: string | null; maxRoleModels?: number | null },
  counted: number,
  now: Date,
): RequestRefusal | null {
  if (event.status === 'cancelled') return 'cancelled'
  if (requestStarted(event, now) || event.status === 'done') return 'started'
  if (event.offersOpen !== true || (event.status !== 'draft' && event.status !== 'active')) return 'closed'
  if (event.maxRoleModels != null && counted >= event.maxRoleModels) return 'full'
  return null
}

/** The role model's statuses on an event that count toward its maximum (selected, invited, attending). */
export const countedOn = (statuses: readonly number[]) => statuses.filter((status) => COUNTED_STATUSES.includes(status)).length

/** Who changes an offer: the role model who made it, a teacher of the event's school, staff, or the system (jobs, invites). */
export type OfferActor = 'role-model' | 'teacher' | 'staff' | 'system'

/**
 * The offers' transitions (one table): a role model takes their open offer back (open -> withdrawn) and re-opens one
 * they took back (withdrawn -> open, while the request is open: the hook checks it like a new offer); a teacher of the
 * event's school declines or invites from an open offer; staff and the system may make any change.
 */
const TRANSITIONS: Record<'role-model' | 'teacher', readonly `${OfferStatus}->${OfferStatus}`[]> = {
  'role-model': ['open->withdrawn', 'withdrawn->open'],
  teacher: ['open->declined', 'open->invited'],
}

export function offerTransitionAllowed(actor: OfferActor, from: OfferStatus, to: OfferStatus): boolean {
  if (from === to) return true
  if (actor === 'staff' || actor === 'system') return true
  return TRANSITIONS[actor].includes(`${from}->${to}`)
}

/**
 * The ISO 8601 week (yyyy-Www) of an instant in New Zealand: the digest is sent once per role model per such week.
 * Weeks start on Monday; week 1 holds the year's first Thursday.
 */
export function isoWeekNz(now: Date): string {
  const [year, month, day] = nzDate(now).split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  const weekday = date.getUTCDay() || 7
  // The Thursday of this week decides its year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday)
  const weekYear = date.getUTCFullYear()
  const firstDay = Date.UTC(weekYear, 0, 1)
  const week = Math.ceil(((date.getTime() - firstDay) / 86_400_000 + 1) / 7)
  return `${weekYear}-W${String(week).padStart(2, '0')}`
}

/** The Monday 00:00 New Zealand instant that starts the ISO week of `now` (the digest's "new since" bound when none was sent). */
export function weekStartNz(now: Date): Date {
  const today = nzDate(now)
  const [year, month, day] = today.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() || 7) - 1))
  return nzInstant(date.toISOString().slice(0, 10), '00:00')!
}

/** The Monday 00:00 New Zealand instant that starts an ISO week (yyyy-Www); null when malformed. */
export function isoWeekStartNz(week: string | null | undefined): Date | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week ?? '')
  if (!match) return null
  const [year, number] = [Number(match[1]), Number(match[2])]
  if (number < 1 || number > 53) return null
  // The Monday of week 1 is the Monday on or before 4 January.
  const jan4 = new Date(Date.UTC(year, 0, 4))
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() || 7) - 1) * 86_400_000 + (number - 1) * 7 * 86_400_000)
  return nzInstant(monday.toISOString().slice(0, 10), '00:00')
}

/**
 * The openings a role model's digest of this week lists: opened at or after the start of the week their last digest
 * went (that digest listed those opened before it), or, for a first digest, the week before this one; and before this
 * week began. Each opening falls in one digest's window.
 */
export function digestWindow(lastWeek: string | null | undefined, now: Date): { from: Date; to: Date } {
  const to = weekStartNz(now)
  const last = isoWeekStartNz(lastWeek)
  return { from: last && last < to ? last : new Date(to.getTime() - 7 * 86_400_000), to }
}
