import { formatDate } from '../../i18n/format'

/** Dates are New Zealand dates: "today" is today in Pacific/Auckland, whatever the server's zone. */
export const NZ_TIME_ZONE = 'Pacific/Auckland'

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
const DAY_MS = 24 * 60 * 60 * 1000

// Plain Intl and UTC arithmetic, no date library: these rules also run in the browser (the event forms and pages),
// where a date library cost 12 kB of JavaScript (decision 0021). Intl knows New Zealand's clock on every engine.
let nzClockFormat: Intl.DateTimeFormat | undefined
/** New Zealand's wall clock at an instant, as numbers, read from Intl (~9 µs a call; a RangeError for an invalid date). */
function formattedWallClock(at: Date) {
  nzClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NZ_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
  })
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const { type, value } of nzClockFormat.formatToParts(at)) if (type !== 'literal') part[type] = Number(value)
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute! }
}

/** New Zealand's offset (ms) through each UTC day it does not change in (null: it changes that day), by day number. */
const nzDayOffsets = new Map<number, number | null>()

/**
 * New Zealand's wall clock at an instant, as numbers. The offset from UTC changes at most once a day (twice a year), so
 * it is read from Intl at a UTC day's first and last minute and, when they agree, kept for the whole day: a thread of
 * 200 messages asked Intl 200 times (~2 ms a page). A day with a change, or an instant before 1970, asks Intl itself.
 */
function nzWallClock(at: Date) {
  const time = at.getTime()
  if (!(time >= 0)) return formattedWallClock(at)
  const day = Math.floor(time / DAY_MS)
  let offset = nzDayOffsets.get(day)
  if (offset === undefined) {
    const first = formattedOffset(day * DAY_MS)
    offset = first === formattedOffset((day + 1) * DAY_MS - 60_000) ? first : null
    if (nzDayOffsets.size >= 512) nzDayOffsets.clear()
    nzDayOffsets.set(day, offset)
  }
  if (offset === null) return formattedWallClock(at)
  const wall = new Date(time + offset)
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() }
}

type WallClock = ReturnType<typeof formattedWallClock>

/** New Zealand's offset from UTC at an instant (ms), given its wall clock then: that clock read as if UTC, minus it. */
const offsetOf = (clock: WallClock, at: number) => utcDay(calendarDate(clock.year, clock.month, clock.day)).getTime() + (clock.hour * 60 + clock.minute) * 60_000 - at

/** The offset at an instant from Intl's own wall clock (nzWallClock's reference). */
const formattedOffset = (at: number) => offsetOf(formattedWallClock(new Date(at)), at)

const pad = (value: number, length = 2) => String(value).padStart(length, '0')
const calendarDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`

/** A calendar date (yyyy-MM-dd) as its UTC midnight, so calendar arithmetic never meets a daylight-saving change. */
function utcDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const midnight = new Date(0)
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  midnight.setUTCFullYear(year, month - 1, day)
  return midnight
}

const asCalendarDate = (day: Date) => calendarDate(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate())

/** The calendar date (yyyy-MM-dd) in New Zealand at `now`. */
export function nzDate(now: Date): string {
  const clock = nzWallClock(now)
  return calendarDate(clock.year, clock.month, clock.day)
}

/** The wall-clock time (HH:mm) in New Zealand at `now`. */
export function nzTime(now: Date): string {
  const clock = nzWallClock(now)
  return `${pad(clock.hour)}:${pad(clock.minute)}`
}

/** A typed date, dd/mm/yyyy (the spec's format) or yyyy-mm-dd (the fallback and the native picker), as yyyy-MM-dd; null when it is no real day (31/02). */
export function parseDateInput(text: string | null | undefined): string | null {
  const value = (text ?? '').trim()
  const typed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  let date: string
  if (typed) date = calendarDate(Number(typed[3]), Number(typed[2]), Number(typed[1]))
  else if (DATE_PATTERN.test(value)) date = value
  else return null
  // A day the month does not have (31/02, 29/02 of a common year, day or month 0) rolls over into another date.
  return asCalendarDate(utcDay(date)) === date ? date : null
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
  return date > asCalendarDate(new Date(utcDay(nzDate(now)).getTime() - DAY_MS))
}

/** Monday to Friday. A calendar date has no zone, so this holds wherever the code runs. */
export function isWeekday(date: string): boolean {
  const weekday = utcDay(date).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/**
 * Inclusive: the same calendar day twelve months after New Zealand's today is still allowed, the day after is not.
 * From 29 February the limit is 28 February of the next year (the day is clamped to the month's last day).
 */
export function isWithinTwelveMonths(date: string, now: Date): boolean {
  const [year, month, day] = nzDate(now).split('-').map(Number)
  const lastDayOfMonth = utcDay(calendarDate(year + 1, month + 1, 1)).getTime() - DAY_MS
  return date <= calendarDate(year + 1, month, Math.min(day, new Date(lastDayOfMonth).getUTCDate()))
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

/** Stored or calendar dates (ISO texts) in order, as the databases sort them: a missing date first. */
export function compareStoredDates(a: string | null | undefined, b: string | null | undefined): number {
  const [x, y] = [a ?? '', b ?? '']
  return x < y ? -1 : x > y ? 1 : 0
}

/** A calendar date as the date field shows it: dd/MM/yyyy. */
export function formatDateInput(date: string | null | undefined): string {
  if (!date || !DATE_PATTERN.test(date)) return ''
  const [year, month, day] = date.split('-')
  return `${day}/${month}/${year}`
}

/** Recent answers of formatDisplayDate by calendar date and language: a thread or a list shows the same few days. */
const displayDates = new Map<string, string>()

/** A date shown to people: '5 March 2024' ('5 Māehe 2024' in te reo Māori; `lang` is a language or locale). */
export function formatDisplayDate(value: string | Date, lang = 'en'): string {
  // A bare calendar date is already a New Zealand date; anything else is an instant, shown as New Zealand's date then.
  const day = typeof value === 'string' && DATE_PATTERN.test(value) ? value : nzDate(new Date(value))
  const key = `${lang}|${day}`
  let shown = displayDates.get(key)
  if (shown === undefined) {
    shown = formatDate(new Date(`${day}T00:00:00Z`), lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    if (displayDates.size >= 512) displayDates.clear()
    displayDates.set(key, shown)
  }
  return shown
}

/** New Zealand's offset from UTC at an instant (ms). */
const nzOffsetAt = (at: number) => offsetOf(nzWallClock(new Date(at)), at)

/**
 * The instant a New Zealand wall-clock time (HH:mm) on a calendar date (yyyy-MM-dd) happens; null when either is
 * malformed. A time the clocks skip is read with the offset in force before the change; one they repeat, as the later.
 */
export function nzInstant(date: string | null | undefined, time: string | null | undefined): Date | null {
  if (!date || !DATE_PATTERN.test(date) || !time || !TIME_PATTERN.test(time)) return null
  const [hours, minutes] = time.split(':').map(Number)
  const wall = utcDay(date).getTime() + (hours * 60 + minutes) * 60_000
  // The offsets in force a day either side (at most one change a day): the instant is the one whose wall clock it is.
  const candidates = [nzOffsetAt(wall - DAY_MS), nzOffsetAt(wall + DAY_MS)].map((offset) => wall - offset)
  const matching = candidates.filter((at) => nzOffsetAt(at) === wall - at)
  return new Date(matching.length ? Math.max(...matching) : candidates[0])
}

/** A time shown to people: '3:05 PM' (the spec's "h:mm a"), New Zealand's wall clock at an instant. */
export function formatDisplayTime(value: string | Date): string {
  const clock = nzWallClock(new Date(value))
  return `${clock.hour % 12 || 12}:${pad(clock.minute)} ${clock.hour < 12 ? 'AM' : 'PM'}`
}

/** An instant shown to people: '5 March 2024, 3:05 PM' ("d MMMM yyyy, h:mm a" in New Zealand time). */
export const formatDisplayDateTime = (value: string | Date, lang = 'en'): string => `${formatDisplayDate(value, lang)}, ${formatDisplayTime(value)}`
