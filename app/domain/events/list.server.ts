import type { Payload, Where } from 'payload'
import type { SignedInUser } from '~/domain/accounts/users'
import type { Event, EventRoleModel } from '../../../cms/payload-types'
import { schoolEventsWhere } from '../access/rules'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { eventDateToStored, nzDate } from '../shared/dates'
import { idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { isTeacher } from './event-result'
import { EVENTS_PER_PAGE } from './list-query'
import { nextStep } from './next-step'
import type { NextStep } from './next-step'
import { EVENT_LIST_TABS, eventDisplayState, missingEventDetails } from './rules'
import type { EventDisplayState, EventListTab } from './rules'
import { schoolName } from './school-name.server'

export type EventCardData = {
  id: number
  type: Event['type']
  title: string
  status: Event['status']
  displayState: EventDisplayState
  date: string | null
  arrivalTime: string | null
  startTime: string | null
  endTime: string | null
  schoolName: string
  /** Role models who were sent an invitation (waiting, attending, declined or expired). */
  invitedCount: number
  acceptedCount: number
  /** What the teacher does next for it (the teacher's home), or nothing (cancelled, or done and recorded). */
  nextStep: NextStep | null
}

type TabCounts = Record<EventListTab, number>

/**
 * One page of the school's events for a tab, with the count of every tab and each event's next step. `limit` shortens
 * the page; `draftsAbove` also reads that many of the school's drafts (My events' drafts to finish, above the first
 * page of its upcoming list), tallied and named with the page's events.
 */
export async function listTeacherEvents({ payload, teacher, tab, page, limit = EVENTS_PER_PAGE, draftsAbove = 0, now = new Date() }: {
  payload: Payload; teacher: SignedInUser; tab: EventListTab; page: number; limit?: number; draftsAbove?: number; now?: Date
}): Promise<{ events: EventCardData[]; drafts: EventCardData[]; totalPages: number; totalDocs: number; counts: TabCounts }> {
  const school = isTeacher(teacher) ? relationId(teacher.school) : null
  const empty = { events: [], drafts: [], totalPages: 0, totalDocs: 0, counts: { upcoming: 0, completed: 0, cancelled: 0, drafts: 0 } }
  if (!isTeacher(teacher) || school == null || !EVENT_LIST_TABS.includes(tab)) return empty
  const today = nzDate(now)
  const shown: CardQuery = { school, tab, today, limit, page: Math.max(1, Math.floor(page) || 1) }
  const lists = draftsAbove > 0 && tab === 'upcoming' && shown.page === 1 ? [shown, { ...shown, tab: 'drafts' as const, limit: draftsAbove }] : [shown]
  // The teacher's school, from their session: the reads below are of that school's events only. The listed tabs are
  // counted from their pages where they can be (eventPage), the others by the database.
  const [pages, others] = await Promise.all([
    Promise.all(lists.map((query) => eventPage(payload, query))),
    tabCounts(payload, school, today, EVENT_LIST_TABS.filter((each) => !lists.some((query) => query.tab === each))),
  ])
  const counts: TabCounts = { upcoming: 0, completed: 0, cancelled: 0, drafts: 0, ...others }
  lists.forEach((query, index) => { counts[query.tab] = pages[index].totalDocs })
  const listed = pages.flatMap(({ docs }) => docs)
  const [tally, name] = await Promise.all([
    roleModelTally(payload, listed.map((event) => event.id)),
    listed.length ? schoolName(payload, teacher.school) : '',
  ])
  const card = (event: Event): EventCardData => {
    const counted = tally.get(idKey(event.id)) ?? { selected: 0, waiting: 0, invited: 0, accepted: 0 }
    return {
      id: event.id, type: event.type, title: event.title ?? '', status: event.status,
      displayState: eventDisplayState(event, now),
      date: event.date ?? null, arrivalTime: event.arrivalTime ?? null, startTime: event.startTime ?? null, endTime: event.endTime ?? null,
      schoolName: name, invitedCount: counted.invited, acceptedCount: counted.accepted,
      nextStep: nextStep({
        id: event.id, status: event.status, date: event.date, selected: counted.selected, waiting: counted.waiting, accepted: counted.accepted,
        minRoleModels: event.minRoleModels ?? 1, attendanceRecorded: Boolean(event.attendanceRecordedAt),
        // Only drafts read their details; a live event was complete when it was activated.
        detailsComplete: event.status !== 'draft' || missingEventDetails(event).length === 0,
      }, now),
    }
  }
  return {
    events: pages[0].docs.map(card),
    drafts: pages[1]?.docs.map(card) ?? [],
    totalPages: Math.ceil(counts[tab] / limit),
    totalDocs: counts[tab],
    counts,
  }
}

/** Where clause of a tab of a school's events, from the New Zealand date: an active event is upcoming until its day has passed. */
function tabWhere(tab: EventListTab, school: DocId, today: string): Where {
  const states: Record<EventListTab, Where> = {
    upcoming: { and: [{ status: { equals: 'active' } }, { date: { greater_than_equal: eventDateToStored(today) } }] },
    // Done, or active with a past date the nightly job has not reached yet.
    completed: { or: [{ status: { equals: 'done' } }, { and: [{ status: { equals: 'active' } }, { date: { less_than: eventDateToStored(today) } }] }] },
    cancelled: { status: { equals: 'cancelled' } },
    drafts: { status: { equals: 'draft' } },
  }
  return { and: [schoolEventsWhere(school), states[tab]] }
}

/**
 * How many of the school's events each tab holds (or each of `tabs`). The teacher's read rule (their school's events)
 * is the query's own condition, so the database adapter counts without Payload asking the rule again.
 */
export async function tabCounts(payload: Payload, school: DocId, today: string, tabs: readonly EventListTab[] = EVENT_LIST_TABS): Promise<Partial<TabCounts>> {
  const count = async (tab: EventListTab) => [tab, (await payload.db.count({ collection: 'events', where: tabWhere(tab, school, today) })).totalDocs] as const
  return Object.fromEntries(await Promise.all(tabs.map(count)))
}

const TAB_SORT: Record<EventListTab, string[]> = {
  upcoming: ['date', 'id'],
  completed: ['-date', '-id'],
  cancelled: ['-date', '-id'],
  drafts: ['-updatedAt', '-id'],
}

const CARD_FIELDS = {
  type: true, title: true, status: true, date: true, arrivalTime: true, startTime: true, endTime: true, minRoleModels: true, attendanceRecordedAt: true,
} as const

/** The event fields a draft needs before it can be invited (missingEventDetails), read only for drafts. */
const DRAFT_DETAIL_FIELDS = {
  address: true, region: true, district: true, numberOfStudents: true, studentsAge: true, meeting: true, preEventMeeting: true, howWillStudentsAttend: true,
} as const

type CardQuery = { school: DocId; tab: EventListTab; today: string; limit: number; page: number }

/**
 * One page of a tab of the school's events, with what a card shows (a draft's card also the details it still misses).
 * Every field of its school's events is the teacher's to read and events have no read hooks, and the rule is in the
 * query: so the database adapter reads them (decisions 0049, 0054).
 */
export async function eventCards(payload: Payload, query: CardQuery): Promise<Event[]> {
  return (await eventPage(payload, query)).docs
}

/**
 * A page of cards and how many events its tab holds: a first page shorter than a page is the whole tab, so only a
 * full one is counted; a later page asks the adapter to page, which counts (MongoDB's skips only then).
 */
async function eventPage(payload: Payload, { school, tab, today, limit, page }: CardQuery): Promise<{ docs: Event[]; totalDocs: number }> {
  const where = tabWhere(tab, school, today)
  const { docs, totalDocs } = await payload.db.find<Event>({
    collection: 'events', where, sort: TAB_SORT[tab], select: { ...CARD_FIELDS, ...(tab === 'drafts' ? DRAFT_DETAIL_FIELDS : {}) }, limit, page, pagination: page > 1,
  })
  if (page > 1 || docs.length < limit) return { docs, totalDocs: page > 1 ? totalDocs : docs.length }
  return { docs, totalDocs: (await payload.db.count({ collection: 'events', where })).totalDocs }
}

/** How many role models an event has selected, waiting for an answer, ever invited and attending. */
export type Tally = { selected: number; waiting: number; invited: number; accepted: number }

const TALLIED = [ROLE_MODEL_STATUS.selected, ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted, ROLE_MODEL_STATUS.declined, ROLE_MODEL_STATUS.expired]

/**
 * The tally of each event a list shows, by the event's id key. The events are the school's, just read with the
 * teacher's rule, and every row of them is the teacher's to read: so the rows' two fields come from the adapter.
 */
export async function roleModelTally(payload: Payload, eventIds: DocId[]): Promise<Map<string, Tally>> {
  const tally = new Map<string, Tally>()
  if (!eventIds.length) return tally
  const rows = await payload.db.find<EventRoleModel>({
    collection: 'event-role-models', where: { and: [{ event: { in: eventIds } }, { status: { in: TALLIED } }] },
    select: { event: true, status: true }, limit: 0, pagination: false,
  })
  for (const { event, status } of rows.docs) {
    const key = idKey(relationId(event))
    const entry = tally.get(key) ?? { selected: 0, waiting: 0, invited: 0, accepted: 0 }
    if (status === ROLE_MODEL_STATUS.selected) entry.selected += 1
    else entry.invited += 1
    if (status === ROLE_MODEL_STATUS.invited) entry.waiting += 1
    if (status === ROLE_MODEL_STATUS.accepted) entry.accepted += 1
    tally.set(key, entry)
  }
  return tally
}
