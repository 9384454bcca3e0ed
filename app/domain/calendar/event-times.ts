import { nzInstant, storedToEventDate } from '../shared/dates'

/** The event fields a calendar entry is made from (the stored shape of collections/Events). */
export type CalendarEventFields = {
  type?: string | null
  date?: string | null
  arrivalTime?: string | null
  startTime?: string | null
  endTime?: string | null
}

const HOUR = 60 * 60 * 1000

/**
 * When the event begins for a role model: the arrival time in person (they must be there then), the start time online.
 * Reminders stop and unanswered invitations expire at this instant; the calendar entry starts here. Null without a
 * date; midnight (New Zealand) of the event's day when it has no time yet.
 */
export function eventBeginsAt(event: CalendarEventFields): Date | null {
  const date = storedToEventDate(event.date)
  if (!date) return null
  const time = event.type === 'in-person' ? event.arrivalTime || event.startTime : event.startTime || event.arrivalTime
  return nzInstant(date, time) ?? nzInstant(date, '00:00')
}

/** When the event ends: its end time, or an hour after it begins when the end time is missing or not after it. */
export function eventEndsAt(event: CalendarEventFields): Date | null {
  const begins = eventBeginsAt(event)
  if (!begins) return null
  const ends = nzInstant(storedToEventDate(event.date), event.endTime)
  return ends && ends > begins ? ends : new Date(begins.getTime() + HOUR)
}
