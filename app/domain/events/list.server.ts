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
 * the page (the home's few drafts to finish above the upcoming list).
 */
export async function listTeacherEvents({ payload, teacher, tab, page, limit = EVENTS_PER_PAGE, now = new Date(), known }: {
  payload: Payload; teacher: SignedInUser; tab: EventListTab; page: number; limit?: number; now?: Date
  /** The tab counts and school name of another list read in the same request (My events' drafts above its upcoming list). */
  known?: { counts?: TabCounts; schoolName?: string }
}): Promise<{ events: EventCardData[]; totalPages: number; totalDocs: number; counts: TabCounts }> {
  const school = isTeacher(teacher) ? relationId(teacher.school) : null
  const empty = { events: [], totalPages: 0, totalDocs: 0, counts: { upcoming: 0, completed: 0, cancelled: 0, drafts: 0 } }
  if (!isTeacher(teacher) || school == null || !EVENT_LIST_TABS.includes(tab)) return empty
  const today = nzDate(now)
  // The teacher's school, from their session: the reads below are of that school's events only.
  const [events, counts] = await Promise.all([
    eventCards(payload, { school, tab, today, limit, page: Math.max(1, Math.floor(page) || 1) }),
    known?.counts ?? tabCounts(payload, school, today),
  ])
  const tally = await roleModelTally(payload, events.map((event) => event.id))
  const name = !events.length ? '' : known?.schoolName ?? await schoolName(payload, teacher.school)
  return {
    events: events.map((event) => {
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
    }),
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
 * How many of the school's events each tab holds. The teacher's read rule (their school's events) is the query's
 * own condition, so the database adapter counts without Payload asking the rule again.
 */
export async function tabCounts(payload: Payload, school: DocId, today: string): Promise<TabCounts> {
  const count = async (tab: EventListTab) => (await payload.db.count({ collection: 'events', where: tabWhere(tab, school, today) })).totalDocs
  const [upcoming, completed, cancelled, drafts] = await Promise.all([count('upcoming'), count('completed'), count('cancelled'), count('drafts')])
  return { upcoming, completed, cancelled, drafts }
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
 * query: so the database adapter reads them (decisions 0049, 0054). The tab counts give the total, so the first page
 * is read without counting; a later page asks the adapter to page (MongoDB's skips only then).
 */
export async function eventCards(payload: Payload, { school, tab, today, limit, page }: CardQuery): Promise<Event[]> {
  const { docs } = await payload.db.find<Event>({
    collection: 'events', where: tabWhere(tab, school, today), sort: TAB_SORT[tab],
    select: { ...CARD_FIELDS, ...(tab === 'drafts' ? DRAFT_DETAIL_FIELDS : {}) }, limit, page, pagination: page > 1,
  })
  return docs
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
