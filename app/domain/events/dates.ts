import { TZDate, tz } from '@date-fns/tz'
import { addMonths, format, isValid, isWeekend, parse, subDays } from 'date-fns'
import { formatDate } from '../../i18n/format'

/** Dates are New Zealand dates: "today" is today in Pacific/Auckland, whatever the server's zone. */
export const NZ_TIME_ZONE = 'Pacific/Auckland'

const inNz = { in: tz(NZ_TIME_ZONE) }
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** Recent answers of nzDate by instant: a list of events asks it for the same instants again and again, and the time zone arithmetic is most of a long list's date work. */
const nzDates = new Map<number, string>()

/** The calendar date (yyyy-MM-dd) in New Zealand at `now`. */
export function nzDate(now: Date): string {
  const at = now.getTime()
  let day = nzDates.get(at)
  if (day === undefined) {
    day = format(now, 'yyyy-MM-dd', inNz)
    if (nzDates.size >= 256) nzDates.clear()
    nzDates.set(at, day)
  }
  return day
}

/** The wall-clock time (HH:mm) in New Zealand at `now`. */
export function nzTime(now: Date): string {
  return format(now, 'HH:mm', inNz)
}

/** A calendar date as a midnight in UTC, so calendar arithmetic never meets a daylight-saving change. */
function calendarDay(date: string): TZDate {
  const [y, m, d] = date.split('-').map(Number)
  return new TZDate(y, m - 1, d, 'UTC')
}

const asCalendarDate = (day: Date) => format(day, 'yyyy-MM-dd')

/** A typed date, dd/mm/yyyy (the spec's format) or yyyy-mm-dd (the fallback and the native picker), as yyyy-MM-dd; null when it is no real day (31/02). */
export function parseDateInput(text: string | null | undefined): string | null {
  const value = (text ?? '').trim()
  let pattern: string
  if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(value)) pattern = 'd/M/yyyy'
  else if (DATE_PATTERN.test(value)) pattern = 'yyyy-MM-dd'
  else return null
  // date-fns refuses days the month does not have, so 31/02 and 29/02 of a common year come back invalid.
  const day = parse(value, pattern, new TZDate(2000, 0, 1, 'UTC'))
  return isValid(day) ? asCalendarDate(day) : null
}

/** A typed time, HH:mm or HH:mm:ss (24-hour), as HH:mm; null otherwise. Seconds are dropped. */
export function parseTimeInput(text: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec((text ?? '').trim())
  if (!match) return null
  const [, hours, minutes, seconds] = match
  if (seconds !== undefined && Number(seconds) > 59) return null
  const time = `${hours.padStart(2, '0')}:${minutes}`
  return TIME_PATTERN.test(time) ? time : null
}

/** The spec compares past dates against yesterday: today and later are "in the future". */
export function isFutureDate(date: string, now: Date): boolean {
  return date > asCalendarDate(subDays(calendarDay(nzDate(now)), 1))
}

/** Monday to Friday. A calendar date has no zone, so this holds wherever the code runs. */
export function isWeekday(date: string): boolean {
  return !isWeekend(calendarDay(date))
}

/**
 * Inclusive: the same calendar day twelve months after New Zealand's today is still allowed, the day after is not.
 * From 29 February the limit is 28 February of the next year (date-fns clamps to the month's last day).
 */
export function isWithinTwelveMonths(date: string, now: Date): boolean {
  return date <= asCalendarDate(addMonths(calendarDay(nzDate(now)), 12))
}

/**
 * Whether a wall-clock time on `date` is still ahead in New Zealand. It only matters when `date` is New Zealand's
 * today: other days are true here (the date rules refuse past days). Times are compared as wall-clock text, so on a
 * daylight-saving change day a time the clocks skip or repeat is judged by what the clock on the wall shows.
 */
export function isFutureTime(date: string, time: string, now: Date): boolean {
  if (date !== nzDate(now)) return true
  return time > nzTime(now)
}

/**
 * The stored form of an event's New Zealand calendar date: midnight UTC of that same calendar date, never converted
 * between zones (the job, the lists, the landing page and the emails all read it this way). Takes a calendar date or
 * an ISO instant of that day (the admin's day picker stores noon UTC).
 */
export function eventDateToStored(date: string): string {
  return `${date.slice(0, 10)}T00:00:00.000Z`
}

/** The New Zealand calendar date of a stored event date (its first ten characters; never converted between zones). */
export function storedToEventDate(iso: string | null | undefined): string | null {
  const date = iso?.slice(0, 10) ?? ''
  return DATE_PATTERN.test(date) ? date : null
}

/** A calendar date as the date field shows it: dd/MM/yyyy. */
export function formatDateInput(date: string | null | undefined): string {
  if (!date || !DATE_PATTERN.test(date)) return ''
  return format(calendarDay(date), 'dd/MM/yyyy')
}

/** A date shown to people: '5 March 2024' ('5 Māehe 2024' in te reo Māori; `lang` is a language or locale). */
export function formatDisplayDate(value: string | Date, lang = 'en'): string {
  // A bare calendar date is already a New Zealand date; anything else is an instant, shown in New Zealand.
  const dateOnly = typeof value === 'string' && DATE_PATTERN.test(value)
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value)
  return formatDate(date, lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: dateOnly ? 'UTC' : NZ_TIME_ZONE })
}

/** The instant a New Zealand wall-clock time (HH:mm) on a calendar date (yyyy-MM-dd) happens; null when either is malformed. */
export function nzInstant(date: string | null | undefined, time: string | null | undefined): Date | null {
  if (!date || !DATE_PATTERN.test(date) || !time || !TIME_PATTERN.test(time)) return null
  const [y, m, d] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  return new Date(new TZDate(y, m - 1, d, hours, minutes, NZ_TIME_ZONE).getTime())
}
