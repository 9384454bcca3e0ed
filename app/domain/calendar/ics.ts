import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/** The same calendar entry for every email about one role model on one event, so updates and cancellations replace it. */
export function calendarUid(eventId: number | string, roleModelId: number | string, host: string): string {
  return `event-${eventId}-role-model-${roleModelId}@${host}`
}

export type CalendarInvite = {
  /** REQUEST adds or updates the entry; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL'
  uid: string
  /** Higher for every change of the same entry; clients ignore an invitation whose sequence is not higher. */
  sequence: number
  summary: string
  start: Date
  end: Date
  location: string
  description: string
  url: string
  organiser: { name: string; email: string } | null
  attendee: { name: string; email: string }
  /** The calendar's name (X-WR-CALNAME): the programme's name from site settings. */
  calendarName?: string
  /** When the invitation was made (DTSTAMP); now unless a test fixes it. */
  stamp?: Date
}

/**
 * An iCalendar (RFC 5545) invitation for one role model, made by ical-generator. Times are written in UTC (the
 * instants of the New Zealand wall-clock times), which every client reads without a VTIMEZONE block.
 */
export function buildIcs(invite: CalendarInvite): string {
  const cancel = invite.method === 'CANCEL'
  const calendar = ical({
    prodId: { company: 'role-model-platform', product: 'events', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    ...(invite.calendarName ? { name: invite.calendarName } : {}),
  })
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    stamp: invite.stamp ?? new Date(),
    start: invite.start,
    end: invite.end,
    summary: invite.summary,
    location: invite.location || null,
    description: invite.description,
    url: invite.url,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invite.organiser?.email ? { name: invite.organiser.name || invite.organiser.email, email: invite.organiser.email } : null,
    attendees: [{
      name: invite.attendee.name || invite.attendee.email,
      email: invite.attendee.email,
      role: ICalAttendeeRole.REQ,
      status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    }],
  })
  return calendar.toString()
}

/** The event fields a calendar entry or its emails show; a change to any of them sends attending role models an update. */
const CALENDAR_FIELDS = [
  'title', 'type', 'date', 'arrivalTime', 'startTime', 'endTime', 'address', 'region', 'district', 'meeting',
  'arrivalDetails', 'howWillTheEventStart',
] as const

const comparable = (value: unknown): unknown => {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'id').map(([key, inner]) => [key, comparable(inner)]))
  }
  return value === '' || value === undefined ? null : value
}

const field = (doc: object, name: string) => JSON.stringify(comparable((doc as Record<string, unknown>)[name]))

/**
 * The fields that say when and where a live event is: a change to any of them moves it (issue 50 item 2), a change of
 * type included (a live event in person going online, issue 50 item 1).
 */
export const MOVED_FIELDS = ['type', 'date', 'arrivalTime', 'startTime', 'endTime', 'address', 'meeting'] as const
export type MovedField = (typeof MOVED_FIELDS)[number]

/** Which of the when-and-where fields an edit changed (none: at most the details changed). */
export function movedFields(before: object, after: object): MovedField[] {
  return MOVED_FIELDS.filter((name) => field(before, name) !== field(after, name))
}

/** Whether an edit changed anything the role models' calendar entries show. */
export function calendarChanged(before: object, after: object): boolean {
  // The entry names one organiser: the primary contact, else the creator. Naming the creator as primary contact changes
  // nothing a role model sees, so it sends no update.
  const organiser = (doc: object) => JSON.stringify(comparable((doc as Record<string, unknown>).primaryContact ?? null) ?? comparable((doc as Record<string, unknown>).createdBy ?? null))
  return CALENDAR_FIELDS.some((name) => field(before, name) !== field(after, name)) || organiser(before) !== organiser(after)
}
