/** Dates are New Zealand dates: "today" is today in Pacific/Auckland, whatever the server's zone. */
export const NZ_TIME_ZONE = 'Pacific/Auckland'

/** The calendar date (yyyy-MM-dd) in New Zealand at `now`. */
export function nzDate(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: NZ_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now)
  const get = (type: string) => parts.find((part) => part.type === type)!.value
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** A date shown to people: '5 March 2024'. */
export function formatDisplayDate(value: string | Date, locale = 'en-NZ'): string {
  // A bare calendar date is already a New Zealand date; anything else is an instant, shown in New Zealand.
  const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value)
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: dateOnly ? 'UTC' : NZ_TIME_ZONE }).format(date)
}
