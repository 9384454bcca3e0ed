import { z } from 'zod'
import { isFutureDate, isFutureTime, isWeekday, isWithinTwelveMonths, parseDateInput, parseTimeInput } from '../shared/dates'
import { SHORT_TEXT_MAX } from './event-limits'

/**
 * The event forms' field rules and cross-field checks (event.schema.ts composes them into each form's schema). Errors
 * are i18n keys (`events:validation.*`, params as `key|{"max":255}`). Nothing here may import Node or Payload.
 */

export const key = (name: string, params?: Record<string, unknown>) => `events:validation.${name}${params ? `|${JSON.stringify(params)}` : ''}`
export const tooLong = (max: number) => key('tooLong', { max })

// Required fields are optional at the type level and refined instead, so that every missing field is reported at
// once together with the cross-field rules (zod skips object refinements after a type error).
export const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional()
export const requiredText = (message: string, max = SHORT_TEXT_MAX) => optionalText(max).refine((value) => Boolean(value), key(message))
export const optionalIds = () => z.array(z.string().trim()).optional()
/** Checkboxes post '1' (the spec's API uses 1 for true); absent means false. */
export const flag = () => z.string().optional()
export const isOn = (value: unknown) => value === '1' || value === 'on' || value === 'true'

/** A whole number of students above 0: '0', '-3', '2.5' and 'ten' are refused alike (spec section 5). */
export function parseStudentCount(text: string | null | undefined): number | null {
  const value = (text ?? '').trim()
  if (!/^\d+$/.test(value)) return null
  const count = Number(value)
  return count >= 1 && Number.isSafeInteger(count) ? count : null
}

/** An http or https link with a path beyond the root (spec section 5), e.g. https://zoom.us/j/123. */
export function isValidMeetingLink(text: string | null | undefined): boolean {
  const value = (text ?? '').trim()
  if (!value || /\s/.test(value)) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.')) return false
  return url.pathname.replace(/\/+$/, '') !== ''
}

export type Issues = { add: (field: string, name: string, params?: Record<string, unknown>) => void; has: (field: string) => boolean }

/** One message per field from the cross-field rules: the first rule a field breaks is the one worth fixing. */
export function issues(ctx: z.RefinementCtx): Issues {
  const failed = new Set<string>()
  return {
    add(field, name, params) {
      if (failed.has(field)) return
      failed.add(field)
      ctx.addIssue({ code: 'custom', path: [field], message: key(name, params) })
    },
    has: (field) => failed.has(field),
  }
}

export type Values = Record<string, unknown>
export const text = (values: Values, field: string) => (typeof values[field] === 'string' && values[field] !== '' ? (values[field] as string) : undefined)

/** A date field's format, then its rules; the parsed date (even when a rule fails, for comparisons) or null. */
export function checkDate(found: Issues, values: Values, field: string, rules: { now: Date; future: string; weekday?: boolean; twelveMonths?: boolean }): string | null {
  const raw = text(values, field)
  if (raw === undefined) return null
  const date = parseDateInput(raw)
  if (date === null) {
    found.add(field, 'invalidDate')
    return null
  }
  if (!isFutureDate(date, rules.now)) found.add(field, rules.future)
  else if (rules.weekday && !isWeekday(date)) found.add(field, 'weekday')
  else if (rules.twelveMonths && !isWithinTwelveMonths(date, rules.now)) found.add(field, 'withinTwelveMonths')
  return date
}

/** A time field's format and, when its date is New Zealand's today, that it is still ahead. */
export function checkTime(found: Issues, values: Values, field: string, date: string | null, now: Date): string | null {
  const raw = text(values, field)
  if (raw === undefined) return null
  const time = parseTimeInput(raw)
  if (time === null) {
    found.add(field, 'invalidTime')
    return null
  }
  if (date !== null && !isFutureTime(date, time, now)) found.add(field, 'timeInFuture')
  return time
}

export function checkOption(found: Issues, values: Values, field: string, options: readonly string[]) {
  const value = text(values, field)
  if (value !== undefined && !options.includes(value)) found.add(field, 'invalidOption')
}

export function checkLink(found: Issues, values: Values, field: string) {
  const value = text(values, field)
  if (value !== undefined && !isValidMeetingLink(value)) found.add(field, 'invalidUrl')
}

export function checkStudentCount(found: Issues, values: Values, field: string) {
  const value = text(values, field)
  if (value !== undefined && parseStudentCount(value) === null) found.add(field, 'numbersOnly')
}

/** Every field of the form is present in the result (undefined when blank), typed and normalised. */
export function normalise<T>(shape: z.ZodRawShape) {
  return (values: Values): T => {
    const result: Values = {}
    for (const field of Object.keys(shape)) {
      const value = values[field] === '' ? undefined : values[field]
      if (DATE_FIELDS.has(field)) result[field] = typeof value === 'string' ? (parseDateInput(value) ?? undefined) : undefined
      else if (TIME_FIELDS.has(field)) result[field] = typeof value === 'string' ? (parseTimeInput(value) ?? undefined) : undefined
      else if (COUNT_FIELDS.has(field)) result[field] = typeof value === 'string' ? (parseStudentCount(value) ?? undefined) : undefined
      else if (FLAG_FIELDS.has(field)) result[field] = isOn(value)
      else result[field] = value
    }
    return result as T
  }
}

const DATE_FIELDS = new Set(['Date', 'PreEventMeetingDate'])
const TIME_FIELDS = new Set(['ArrivalTime', 'StartTime', 'EndTime', 'PreEventMeetingStartTime', 'PreEventMeetingEndTime'])
const COUNT_FIELDS = new Set(['NumberOfStudentsAttending'])
const FLAG_FIELDS = new Set(['HasPreEventMeeting', 'PhotosAllowed'])
