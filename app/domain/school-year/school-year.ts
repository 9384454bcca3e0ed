/**
 * Whether an event's date fits the school year (decision 0039): a date on a public holiday or in the school holidays
 * gets a warning the teacher can accept, never a refusal. Pure: the holidays and terms are passed in.
 */
export type SchoolTerm = { year: number; term: number; start: string; end: string }

export type DateWarning = { kind: 'public-holiday'; name: string } | { kind: 'school-holidays' }

/**
 * True when `date` (yyyy-MM-dd) falls outside every term of its year. Unknown when staff have entered no terms for
 * that year: then false, so a missing year never warns.
 */
export function inSchoolHolidays(date: string, terms: readonly SchoolTerm[]): boolean {
  const year = Number(date.slice(0, 4))
  const ofYear = terms.filter((term) => term.year === year)
  if (!ofYear.length) return false
  return !ofYear.some((term) => term.start <= date && date <= term.end)
}

/** The warning a date deserves: a public holiday first (it names the day), then the school holidays; null when neither. */
export function dateWarning(date: string, { publicHoliday, terms }: { publicHoliday: string | null; terms: readonly SchoolTerm[] }): DateWarning | null {
  if (publicHoliday) return { kind: 'public-holiday', name: publicHoliday }
  if (inSchoolHolidays(date, terms)) return { kind: 'school-holidays' }
  return null
}

/**
 * Whether the teacher has accepted the warning for this very date: the form posts back the date they accepted
 * (ConfirmedDate). A changed date is warned about again.
 */
export function warningAccepted(date: string, confirmedDate: string | null | undefined): boolean {
  return Boolean(confirmedDate) && confirmedDate === date
}
