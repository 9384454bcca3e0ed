import { eventBeginsAt, eventEndsAt } from '../calendar/event-times'
import type { CalendarEventFields } from '../calendar/event-times'

/**
 * The hours a role model gave to an event, from its times (docs/decisions/0037): from when they had to be there (the
 * arrival time in person, the start online) to the end, rounded to the nearest quarter hour; an event without times
 * counts the hour the calendar entry gives it; no date, no hours.
 */
export function eventHours(event: CalendarEventFields): number {
  const begins = eventBeginsAt(event)
  const ends = eventEndsAt(event)
  if (!begins || !ends) return 0
  return Math.round(((ends.getTime() - begins.getTime()) / 3_600_000) * 4) / 4
}

/** A sum of hours, kept to quarter hours (no floating-point dust). */
export function totalHours(hours: readonly number[]): number {
  return Math.round(hours.reduce((sum, value) => sum + value, 0) * 4) / 4
}
