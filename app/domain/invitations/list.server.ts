import type { Payload } from 'payload'
import type { Event, EventRoleModel } from '../../../cms/payload-types'
import type { SignedInUser } from '~/domain/accounts/users'
import { askedToWhere, ownRowsWhere } from '../access/rules'
import { EVENTS_PER_PAGE } from '../events/list-query'
import type { EventDisplayState } from '../events/rules'
import { compareStoredDates, storedToEventDate } from '../shared/dates'
import { compareIds, idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { displayStateOf, respondBy, roleModelEventTab, roleModelTabEventsWhere } from './rules'
import type { RoleModelEventTab } from './rules'
import { schoolNames } from './school-names.server'
import { ROLE_MODEL_STATUS } from './status'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export type RoleModelEventCard = {
  id: DocId
  title: string
  type: string
  invitation: 'invited' | 'accepted'
  displayState: EventDisplayState
  date: string | null
  arrivalTime: string
  startTime: string
  endTime: string
  schoolName: string
  address: string
  /** The last day to answer (an instant or a calendar date), for invitations still waiting. */
  respondBy: string | null
}

/**
 * One page of the role model's events in one tab of `/role-model/events` (Upcoming, Completed, Cancelled), how
 * many pages the tab has and how many events each tab holds. Declined, uninvited and expired invitations are not
 * listed. Only the page's events are read whole; each tab is counted from its events' status and date.
 */
export async function listRoleModelEvents({ payload, roleModel, tab, page = 1, now = new Date() }: { payload: Payload; roleModel: SignedInUser; tab: RoleModelEventTab; page?: number; now?: Date }) {
  const rows = await ownListedRows(payload, roleModel)
  // Each listed event's status and date, read once: every tab's count and the page's order follow from them
  // (roleModelEventTab), and only the page's events are read whole. Four reads of the same ids before (a page and three
  // counts), each sending every id again.
  const { docs: dated } = rows.length
    ? await payload.db.find<Pick<Event, 'id' | 'status' | 'date'>>({
      collection: 'events', where: { id: { in: rows.map((row) => relationId(row.event)) } }, select: { status: true, date: true }, limit: 0, pagination: false,
    })
    : { docs: [] }
  const rowOf = new Map(rows.map((row) => [idKey(relationId(row.event)), row]))
  const tabs: Record<RoleModelEventTab, Pick<Event, 'id' | 'status' | 'date'>[]> = { upcoming: [], completed: [], cancelled: [] }
  for (const event of dated) {
    const row = rowOf.get(idKey(event.id))
    const shownIn = row ? roleModelEventTab(row.status, event, now) : null
    if (shownIn) tabs[shownIn].push(event)
  }
  const counts = { upcoming: tabs.upcoming.length, completed: tabs.completed.length, cancelled: tabs.cancelled.length }
  const totalPages = Math.max(1, Math.ceil(counts[tab] / EVENTS_PER_PAGE))
  // By date (soonest first when upcoming, latest first otherwise; undated first when soonest), then by event, so the
  // pages never overlap.
  const order = tab === 'upcoming' ? 1 : -1
  const pageIds = tabs[tab]
    .sort((a, b) => order * (compareStoredDates(a.date, b.date) || compareIds(a.id, b.id)))
    .slice((page - 1) * EVENTS_PER_PAGE, page * EVENTS_PER_PAGE)
    .map((event) => event.id)
  const { docs: pageEvents } = pageIds.length
    ? await payload.db.find<ListedEvent>({ collection: 'events', where: { id: { in: pageIds } }, select: LISTED_EVENT_FIELDS, limit: 0, pagination: false })
    : { docs: [] }
  const byId = new Map(pageEvents.map((event) => [idKey(event.id), event]))
  const listed = await withRows(payload, rows, pageIds.flatMap((id) => byId.get(idKey(id)) ?? []))
  const events: RoleModelEventCard[] = listed.map(({ status, expiresAt, event }) => ({
    id: event.id,
    title: text(event.title),
    type: text(event.type),
    invitation: status === ROLE_MODEL_STATUS.accepted ? 'accepted' : 'invited',
    displayState: displayStateOf(event, now),
    date: storedToEventDate(event.date),
    arrivalTime: text(event.arrivalTime),
    startTime: text(event.startTime),
    endTime: text(event.endTime),
    schoolName: event.schoolName,
    address: text(event.address),
    respondBy: respondBy(expiresAt, event.date),
  }))
  return { tab, page, totalPages, events, counts }
}

const LISTED_EVENT_FIELDS = { title: true, type: true, status: true, date: true, arrivalTime: true, startTime: true, endTime: true, address: true, school: true } as const
type ListedEvent = Pick<Event, 'id' | 'title' | 'type' | 'status' | 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'address' | 'school'>
/**
 * A role model's place on an event as the lists read it: its status and event. The lists read every listed row, and
 * each further field costs Payload's adapter more than a microsecond a row (the expiry and the attendance together
 * 3.4 µs; decision 0112): the expiry is read for the rows shown only.
 */
type ListedPlace = Pick<EventRoleModel, 'id' | 'status' | 'event'>

/** An invitation waiting for an answer or accepted, with the fields of its event the list shows. */
export type ListedRow = {
  status: number
  expiresAt: string | null
  event: Omit<ListedEvent, 'school'> & { schoolName: string }
}

const LISTED_STATUSES = [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted]
/** At most this many listed invitations are read. */
const MAX_LISTED = 500

/** The role model's rows waiting for an answer or accepted (their status and event only). */
async function ownListedRows(payload: Payload, roleModel: SignedInUser): Promise<ListedPlace[]> {
  if (roleModel.collection !== 'role-models') return []
  // By the system, under the rows' rule for this role model (the events they were asked to), so the events and their
  // schools' names are theirs to read by id: the collections' rules would ask the same rows again.
  const rows = await payload.db.find<ListedPlace>({
    collection: 'event-role-models',
    where: { and: [askedToWhere(roleModel.id), { status: { in: LISTED_STATUSES } }] },
    select: { status: true, event: true },
    limit: MAX_LISTED,
    pagination: false,
  })
  return rows.docs
}

/**
 * Every row of the role model's, whatever its status (the landing's one read of them): `listedAmong` keeps those the
 * lists show; the others only tell the opportunities which events they are already on (`ownRowsWhere`).
 */
export async function ownRows(payload: Payload, roleModel: SignedInUser): Promise<PlaceRow[]> {
  if (roleModel.collection !== 'role-models') return []
  const rows = await payload.db.find<PlaceRow>({
    collection: 'event-role-models', where: ownRowsWhere(roleModel.id), select: { status: true, event: true, attended: true }, limit: 0, pagination: false,
  })
  return rows.docs
}

/** A role model's row as the landing reads it: its status, event and attendance (no expiry: the landing shows none). */
type PlaceRow = ListedPlace & Pick<EventRoleModel, 'attended'>

/** The rows waiting for an answer or accepted among a role model's rows (those `ownListedRows` reads). */
export const listedAmong = <Row extends ListedPlace>(rows: Row[]): Row[] => rows.filter((row) => LISTED_STATUSES.some((status) => status === row.status))

/** The listed events (in their order) with the role model's row on each, its expiry, and their school's name. */
async function withRows(payload: Payload, rows: ListedPlace[], events: ListedEvent[]): Promise<ListedRow[]> {
  const rowOf = new Map(rows.map((row) => [idKey(relationId(row.event)), row]))
  const shown = events.flatMap((event) => rowOf.get(idKey(event.id)) ?? [])
  // The shown rows' expiries by row id: rows the role model's own read found (ownListedRows), so read by the system.
  const [schools, { docs: expiries }] = await Promise.all([
    schoolNames(payload, events.map((event) => relationId(event.school))),
    shown.length
      ? payload.db.find<Pick<EventRoleModel, 'id' | 'expiresAt'>>({ collection: 'event-role-models', where: { id: { in: shown.map((row) => row.id) } }, select: { expiresAt: true }, limit: 0, pagination: false })
      : { docs: [] },
  ])
  const expiryOf = new Map(expiries.map((row) => [idKey(row.id), row.expiresAt ?? null]))
  return events.flatMap((event) => {
    const row = rowOf.get(idKey(event.id))
    // Each field named: the adapter's documents carry every other field of the collection as undefined.
    return row ? [{
      status: row.status,
      expiresAt: expiryOf.get(idKey(row.id)) ?? null,
      event: {
        id: event.id, title: event.title ?? null, type: event.type, status: event.status, date: event.date ?? null, arrivalTime: event.arrivalTime ?? null,
        startTime: event.startTime ?? null, endTime: event.endTime ?? null, address: event.address ?? null, schoolName: schools.get(idKey(relationId(event.school))) ?? '',
      },
    }] : []
  })
}

/**
 * The role model's invitations waiting for an answer and places accepted on events still to come (Upcoming's rows),
 * soonest first, each with its event and school name: three reads at depth 0 (their rows, unless `read` already
 * holds them, the upcoming events among them, those events' schools), each selecting only what is shown.
 */
export async function upcomingRows(payload: Payload, roleModel: SignedInUser, now = new Date(), read?: ListedPlace[]): Promise<ListedRow[]> {
  const rows = read ?? await ownListedRows(payload, roleModel)
  return withRows(payload, rows, await upcomingEvents(payload, rows, now))
}

/** The upcoming events among the listed rows' (Upcoming's), soonest first, with the fields the lists show. */
const upcomingEvents = (payload: Payload, rows: ListedPlace[], now: Date) => readUpcoming<ListedEvent>(payload, rows, now, LISTED_EVENT_FIELDS)

/** The same with only what the landing shows of them (Payload's cost of an event row grows with the fields read). */
export const upcomingBriefEvents = (payload: Payload, rows: ListedPlace[], now: Date) => readUpcoming<BriefEvent>(payload, rows, now, BRIEF_EVENT_FIELDS)
const BRIEF_EVENT_FIELDS = { title: true, type: true, date: true, school: true } as const
export type BriefEvent = Pick<Event, 'id' | 'title' | 'type' | 'date' | 'school'>

async function readUpcoming<T>(payload: Payload, rows: ListedPlace[], now: Date, select: Partial<Record<keyof Event, true>>): Promise<T[]> {
  if (!rows.length) return []
  const events = await payload.db.find<T>({
    collection: 'events',
    where: { and: [{ id: { in: rows.map((row) => relationId(row.event)) } }, roleModelTabEventsWhere('upcoming', now)] },
    select, sort: ['date', 'id'], limit: 0, pagination: false,
  })
  return events.docs
}
