import { eventEndsAt } from '../calendar/event-times'
import type { CalendarEventFields } from '../calendar/event-times'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { nzDate, nzInstant, nzTime, storedToEventDate } from '../shared/dates'

/**
 * Feedback after an event (docs/decisions/0036): the school rates the event and each role model who came, each role
 * model who came rates the school's organisation. Pure rules, unit tested beside this file.
 */

/** What is rated: the event (by a teacher), a role model (by a teacher), the school's organisation (by a role model). */
export const FEEDBACK_KINDS = ['event', 'role-model', 'school'] as const
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number]

export const RATING_MIN = 1
export const RATING_MAX = 5
/** Feedback can be given and changed until the end of this many days after the event's day (New Zealand). */
export const FEEDBACK_WINDOW_DAYS = 14
export const FEEDBACK_TEXT_MAX_LENGTH = 2048
/** The requests go from this New Zealand time (the organiser's the day after, and only for events of the last week). */
export const FEEDBACK_REQUEST_TIME = '09:00'
/** When the school never records attendance, the role models not recorded absent are asked on this day after the event. */
export const FEEDBACK_FALLBACK_DAYS = 7

/**
 * Payload request context flag the feedback forms' save sets (app/domain/feedback/feedback.server.ts). A teacher or role
 * model writes their own answers only through it: like the invitation answers', Payload's REST API cannot set it.
 */
export const GIVE_FEEDBACK_CONTEXT = 'giveFeedback'
export const FEEDBACK_REQUEST_WINDOW_DAYS = 7

export type FeedbackEvent = CalendarEventFields & { status?: string | null }

/** A calendar date `days` after `date` (yyyy-MM-dd). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The last New Zealand day feedback on the event can be given or changed, or null without a date. */
export function feedbackClosesOn(event: Pick<FeedbackEvent, 'date'>): string | null {
  const date = storedToEventDate(event.date)
  return date ? addDays(date, FEEDBACK_WINDOW_DAYS) : null
}

/**
 * Whether feedback can be given or changed now: a live or finished event (never a draft or a cancelled one) that has
 * ended, until the end of the 14th day after its day in New Zealand.
 */
export function feedbackState(event: FeedbackEvent, now: Date): 'open' | 'not-yet' | 'closed' | 'never' {
  if (event.status !== 'active' && event.status !== 'done') return 'never'
  const ends = eventEndsAt(event)
  const closes = feedbackClosesOn(event)
  if (!ends || !closes) return 'never'
  if (now < ends) return 'not-yet'
  return nzDate(now) <= closes ? 'open' : 'closed'
}

export const feedbackOpen = (event: FeedbackEvent, now: Date) => feedbackState(event, now) === 'open'

/** A rating from a form or an API: a whole number from 1 to 5 (text, decimals, out of range: refused). */
export function parseRating(value: unknown): { ok: true; value: number } | { ok: false; error: 'required' | 'range' } {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
  if (!text) return { ok: false, error: 'required' }
  if (!/^\d$/.test(text)) return { ok: false, error: 'range' }
  const rating = Number(text)
  return rating >= RATING_MIN && rating <= RATING_MAX ? { ok: true, value: rating } : { ok: false, error: 'range' }
}

/** An optional text: trimmed, null when empty, refused over the limit. */
export function cleanFeedbackText(value: unknown): { ok: true; value: string | null } | { ok: false } {
  if (value == null) return { ok: true, value: null }
  if (typeof value !== 'string') return { ok: false }
  const text = value.replace(/\r\n/g, '\n').trim()
  if (text.length > FEEDBACK_TEXT_MAX_LENGTH) return { ok: false }
  return { ok: true, value: text || null }
}

/** Whether a role model's row on an event counts as "came": attending at the end, and not recorded as absent. */
export function cameToEvent(row: { status?: number | null; attended?: boolean | null }): boolean {
  return row.status === ROLE_MODEL_STATUS.accepted && row.attended !== false
}

/**
 * The key that makes one answer per person per event and per thing rated unique in the database: the event, what
 * is rated, who answers and, for a role model rated by a teacher, which one.
 */
export function feedbackKey(parts: { event: number | string; kind: FeedbackKind; author: number | string; about?: number | string | null }): string {
  return [parts.event, parts.kind, parts.author, parts.kind === 'role-model' ? parts.about ?? '' : ''].join(':')
}

/** Whether the organiser's feedback request is due: from 09:00 the day after the event, for events of the last week. */
export function organiserRequestDue(event: FeedbackEvent, now: Date): boolean {
  const date = storedToEventDate(event.date)
  if (!date || !feedbackOpen(event, now)) return false
  const today = nzDate(now)
  if (today <= date) return false
  if (today === addDays(date, 1) && nzTime(now) < FEEDBACK_REQUEST_TIME) return false
  return addDays(date, FEEDBACK_REQUEST_WINDOW_DAYS) >= today
}

/**
 * Whether a role model is asked for feedback now: only those who came (issue 50, item 4). Recorded by the school as
 * attending: from 09:00 the day after (attendance is recorded from then). If the school never records attendance: from
 * 09:00 on the 7th day after the event, each attending role model not recorded absent. Never one recorded absent, one
 * who withdrew or declined (no longer attending), one the school left unticked, nor while feedback cannot be given.
 */
export function roleModelRequestDue(
  event: FeedbackEvent & { attendanceRecordedAt?: string | null },
  row: { status?: number | null; attended?: boolean | null },
  now: Date,
): boolean {
  const date = storedToEventDate(event.date)
  if (!date || row.status !== ROLE_MODEL_STATUS.accepted || !feedbackOpen(event, now)) return false
  const fromDay = row.attended === true ? 1 : row.attended == null && !event.attendanceRecordedAt ? FEEDBACK_FALLBACK_DAYS : null
  return fromDay != null && now >= nzInstant(addDays(date, fromDay), FEEDBACK_REQUEST_TIME)!
}

/** The stored event dates the request job looks at: those whose feedback may still be open (the last 14 days). */
export function feedbackRequestRange(now: Date): { from: string; to: string } {
  const today = nzDate(now)
  return { from: addDays(today, -FEEDBACK_WINDOW_DAYS), to: addDays(today, -1) }
}
