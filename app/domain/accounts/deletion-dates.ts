import { NZ_TIME_ZONE, nzDate } from '~/domain/shared/dates'

/** The New Zealand calendar date `days` after today in New Zealand (yyyy-MM-dd). */
export function deletionDate(now: Date, days: number): string {
  const [y, m, d] = nzDate(now).split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The instant New Zealand's day `date` (yyyy-MM-dd) begins, whatever the daylight-saving offset. */
export function startOfNzDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  const guess = Date.UTC(y, m - 1, d)
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: NZ_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(instant))
    const get = (type: string) => Number(parts.find((p) => p.type === type)!.value)
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - instant
  }
  const first = guess - offsetAt(guess)
  return new Date(guess - offsetAt(first))
}

export function isIsoDate(value: string | undefined): value is string {
  return Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)))
}
