import { nzDate, nzInstant, storedToEventDate } from '../shared/dates'
import { eventBeginsAt } from './event-times'
import type { CalendarEventFields } from './event-times'

export type Reminder = 'three-days' | 'one-day'

/** Reminders go out from this New Zealand time of day, never in the small hours. */
export const REMINDER_TIME = '09:00'

/** A calendar date `days` before `date` (both yyyy-MM-dd; calendar arithmetic, so daylight saving never shifts it). */
function daysBefore(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10)
}

/**
 * Which reminder an event is due now, or null. The three-day reminder is due from 09:00 (New Zealand) three days
 * before the event's day, the one-day reminder from 09:00 the day before, until the event begins. Once the one-day
 * reminder is due the three-day one is no longer (someone who accepts two days before gets only the one-day reminder),
 * and a reminder already sent is never due again.
 */
export function dueReminder(event: CalendarEventFields, sent: { threeDays: boolean; oneDay: boolean }, now: Date): Reminder | null {
  const date = storedToEventDate(event.date)
  const begins = eventBeginsAt(event)
  if (!date || !begins || now >= begins) return null
  if (now >= nzInstant(daysBefore(date, 1), REMINDER_TIME)!) return sent.oneDay ? null : 'one-day'
  if (now >= nzInstant(daysBefore(date, 3), REMINDER_TIME)!) return sent.threeDays ? null : 'three-days'
  return null
}

/** Whole New Zealand calendar days from `now` to the event's day (0 on the day itself); for the reminder's wording. */
export function daysUntil(eventDate: string | null | undefined, now: Date): number | null {
  const date = storedToEventDate(eventDate)
  if (!date) return null
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${nzDate(now)}T00:00:00Z`)) / (24 * 60 * 60 * 1000))
}

/** The stored event dates the reminder job looks at: from New Zealand's today to three days ahead. */
export function reminderDateRange(now: Date): { from: string; to: string } {
  const today = nzDate(now)
  return { from: today, to: daysBefore(today, -3) }
}
