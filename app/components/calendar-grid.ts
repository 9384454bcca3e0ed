/**
 * Calendar arithmetic for the date picker, on plain calendar dates ('yyyy-MM-dd'). Computed in UTC so no
 * time zone or daylight-saving change can shift a day: these are dates, not instants.
 */
export type Month = { year: number; month: number }

const pad = (value: number) => String(value).padStart(2, '0')

export function toIso(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`
}

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`)
}

function fromUtc(date: Date): string {
  return toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

export function monthOf(iso: string): Month {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) }
}

export function addDays(iso: string, days: number): string {
  const date = utc(iso)
  date.setUTCDate(date.getUTCDate() + days)
  return fromUtc(date)
}

export function daysInMonth({ year, month }: Month): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The same day in another month, kept inside that month (31 January + 1 month = 28 or 29 February). */
export function addMonths(iso: string, months: number): string {
  const { year, month } = monthOf(iso)
  const index = year * 12 + (month - 1) + months
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 }
  return toIso(target.year, target.month, Math.min(Number(iso.slice(8, 10)), daysInMonth(target)))
}

/** Monday 0 ... Sunday 6. */
export function weekdayIndex(iso: string): number {
  return (utc(iso).getUTCDay() + 6) % 7
}

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthGrid(month: Month): (string | null)[][] {
  const first = toIso(month.year, month.month, 1)
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null)
  for (let day = 1; day <= daysInMonth(month); day++) cells.push(toIso(month.year, month.month, day))
  while (cells.length % 7) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7))
  return weeks
}

/** 'yyyy-MM-dd' as the form's text: 'dd/mm/yyyy'. */
export function toInputText(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
}

/** Where a key press moves the focused day (arrow keys, Home/End of the week, Page Up/Down a month). */
export function moveFocus(iso: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft': return addDays(iso, -1)
    case 'ArrowRight': return addDays(iso, 1)
    case 'ArrowUp': return addDays(iso, -7)
    case 'ArrowDown': return addDays(iso, 7)
    case 'Home': return addDays(iso, -weekdayIndex(iso))
    case 'End': return addDays(iso, 6 - weekdayIndex(iso))
    case 'PageUp': return addMonths(iso, shiftKey ? -12 : -1)
    case 'PageDown': return addMonths(iso, shiftKey ? 12 : 1)
    default: return null
  }
}

/** The picker's 'no past dates' option: with a minimum (today), earlier days cannot be chosen; without one, any day. */
export function isSelectable(iso: string, min: string | null): boolean {
  return !min || iso >= min
}
