import type { Where } from 'payload'
import { eventDateToStored, nzDate, storedToEventDate } from '../shared/dates'
import { tabbedListHref } from '../events/list-query'
import { eventDisplayState, hasEventDatePassed } from '../events/rules'
import type { EventDisplayState } from '../events/rules'
import type { EventFields } from '../events/event-form'
import { ROLE_MODEL_STATUS } from './status'
import { parseDocId } from '../shared/ids'

/** Spec section 9: a decline reason is at most 2048 characters. */
export const DECLINE_REASON_MAX_LENGTH = 2048

/**
 * Payload request context flag the accept and decline operations set. A role model changes their row only
 * through them: Payload's REST API cannot set a request's context, so it cannot answer for them.
 */
export const ANSWER_CONTEXT = 'invitationAnswer'
export type AnswerIntent = 'accept' | 'decline'

/** Who changes a role model's row: the role model, a teacher of the event's school, or staff/jobs (unrestricted). */
export type Actor = 'role-model' | 'teacher'

/**
 * The only status changes each actor may make (decision 0015): a role model answers an invitation
 * (invited → accepted or declined); a teacher adds (selected), invites (selected → invited) and uninvites
 * (invited or accepted → uninvited). Anything else, including writing the same status again, is refused.
 */
export function isAllowedTransition(actor: Actor, from: number | null, to: number): boolean {
  const { selected, invited, accepted, declined, uninvited } = ROLE_MODEL_STATUS
  if (actor === 'role-model') return from === invited && (to === accepted || to === declined)
  if (from === null) return to === selected
  return (from === selected && to === invited) || ((from === invited || from === accepted) && to === uninvited)
}

/** A teacher deletes only a row not yet sent (selected); an invited one is uninvited instead. */
export function teacherMayDelete(status: number): boolean {
  return status === ROLE_MODEL_STATUS.selected
}

export type AnswerRow = { status: number; expiresAt?: string | null }
export type AnswerEvent = { status?: string | null; date?: string | null }

/** The events rules' display state (upcoming, today, completed, cancelled, draft) of a stored event. */
export function displayStateOf(event: AnswerEvent, now: Date): EventDisplayState {
  return eventDisplayState({ status: (event.status ?? 'draft') as EventFields['status'], date: event.date ?? null }, now)
}
export type AnswerProblem = 'not-invited' | 'expired' | 'event-not-active' | 'event-over'

/**
 * Why the role model cannot answer this invitation now, or null when they can: it must still be
 * waiting for an answer (declining is final, accepting is once), unexpired, on a live event that has not
 * passed (the expiry job may not have run yet, so the dates are checked here too).
 */
export function answerProblem(row: AnswerRow, event: AnswerEvent, now: Date): AnswerProblem | null {
  if (row.status === ROLE_MODEL_STATUS.expired) return 'expired'
  if (row.status !== ROLE_MODEL_STATUS.invited) return 'not-invited'
  if (row.expiresAt && new Date(row.expiresAt).getTime() <= now.getTime()) return 'expired'
  if (event.status !== 'active') return 'event-not-active'
  if (hasEventDatePassed({ date: event.date ?? null }, now)) return 'event-over'
  return null
}

/**
 * The last day to answer, shown to the role model: the invitation's expiry, or the event's own date when
 * that comes first (an unanswered invitation also expires when the event starts).
 */
export function respondBy(expiresAt: string | null | undefined, eventDate: string | null | undefined): string | null {
  const date = storedToEventDate(eventDate)
  if (!expiresAt) return date
  return date && date < nzDate(new Date(expiresAt)) ? date : expiresAt
}

/** Validates a decline reason (required, at most 2048 characters); returns the trimmed reason or null. */
export function cleanDeclineReason(reason: unknown): string | null {
  if (typeof reason !== 'string') return null
  const trimmed = reason.trim()
  if (!trimmed || trimmed.length > DECLINE_REASON_MAX_LENGTH) return null
  return trimmed
}

export const ROLE_MODEL_EVENT_TABS = ['upcoming', 'completed', 'cancelled'] as const
export type RoleModelEventTab = (typeof ROLE_MODEL_EVENT_TABS)[number]

export function parseRoleModelEventTab(value: string | null | undefined): RoleModelEventTab {
  return ROLE_MODEL_EVENT_TABS.includes(value as RoleModelEventTab) ? (value as RoleModelEventTab) : 'upcoming'
}

/** The role model's events list at a tab and page. */
export function roleModelEventsHref(tab: RoleModelEventTab, page = 1): string {
  return tabbedListHref('/role-model/events', tab, page)
}

/**
 * Which tab of the role model's events list shows an invitation, or null when it is not listed. Upcoming:
 * invitations waiting for an answer and accepted events still to come. Completed: accepted events that are
 * done or past. Cancelled: cancelled events the role model was invited to or attending. Declined,
 * uninvited and expired invitations leave the list.
 */
export function roleModelEventTab(status: number, event: AnswerEvent, now: Date): RoleModelEventTab | null {
  const { invited, accepted } = ROLE_MODEL_STATUS
  if (status !== invited && status !== accepted) return null
  const state = displayStateOf(event, now)
  if (state === 'cancelled') return 'cancelled'
  if (state === 'draft') return null
  if (state === 'upcoming' || state === 'today') return 'upcoming'
  return status === accepted ? 'completed' : null
}

/**
 * roleModelEventTab's rule as a query on the events of the role model's invitations waiting or accepted: Upcoming,
 * live and not yet past (or undated); Completed, finished or past (for accepted places only); Cancelled.
 */
export function roleModelTabEventsWhere(tab: RoleModelEventTab, now: Date): Where {
  const today = eventDateToStored(nzDate(now))
  const active: Where = { status: { equals: 'active' } }
  if (tab === 'cancelled') return { status: { equals: 'cancelled' } }
  if (tab === 'completed') return { or: [{ status: { equals: 'done' } }, { and: [active, { date: { less_than: today } }] }] }
  return { and: [active, { or: [{ date: { greater_than_equal: today } }, { date: { exists: false } }] }] }
}

type Relation = number | string | { id: number | string } | null | undefined
export type NotificationEvent = {
  createdBy?: Relation
  primaryContact?: Relation
  notificationSubscribers?: { teacher?: Relation; subscribed?: boolean | null }[] | null
}

const idOf = (value: Relation): number | string | null => (value == null ? null : typeof value === 'object' ? value.id : value)

/**
 * The teachers told when a role model answers: the event's subscribed teachers; when nobody is
 * subscribed (settings never saved), the creator and the primary contact.
 */
export function answerRecipients(event: NotificationEvent): (number | string)[] {
  const subscribed = (event.notificationSubscribers ?? []).filter((row) => row.subscribed).map((row) => idOf(row.teacher))
  const ids = subscribed.some((id) => id != null) ? subscribed : [idOf(event.createdBy), idOf(event.primaryContact)]
  return [...new Set(ids.filter((id): id is number | string => id != null).map(String))].map((id) => parseDocId(id) ?? id)
}
