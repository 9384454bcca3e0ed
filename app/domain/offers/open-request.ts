import { eventBeginsAt } from '../calendar/event-times'
import type { CalendarEventFields } from '../calendar/event-times'
import { missingEventDetails } from '../events/rules'
import type { EventFields } from '../events/event-form'

/**
 * Opening an event to offers (issue 51 item 1): the rules the teacher's page, its domain service and the Events
 * collection's hook (collections/Events/hooks.ts holdOpenRequest) share. Pure: no Payload, no Node.
 */

export type OpenRequestEvent = CalendarEventFields & { status?: string | null }

/** Why an event cannot be opened to offers now, or null when it can. */
export type OpenRequestProblem = 'not-open-state' | 'not-ready' | 'started' | 'full'

/**
 * Whether the event has started: its beginning (arrival in person, start online: eventBeginsAt) has come. An event
 * without a date has not.
 */
export function requestStarted(event: CalendarEventFields, now: Date): boolean {
  const begins = eventBeginsAt(event)
  return begins !== null && now >= begins
}

/**
 * Whether the event may be opened to offers (or stay open): a live event, or a draft ready to invite (every detail an
 * activation needs, as missingEventDetails says), that has not started and whose counted role models are below its
 * maximum. `ready` is the draft's readiness, left out where the caller has no whole event (then assumed).
 */
export function openRequestProblem(event: OpenRequestEvent, { counted, max, now, ready = true }: { counted: number; max: number; now: Date; ready?: boolean }): OpenRequestProblem | null {
  if (event.status !== 'draft' && event.status !== 'active') return 'not-open-state'
  if (event.status === 'draft' && !ready) return 'not-ready'
  if (requestStarted(event, now)) return 'started'
  if (counted >= max) return 'full'
  return null
}

/** A draft's readiness to invite: nothing missing for activation (the same rule as the event page's blockers). */
export function draftReady(event: EventFields): boolean {
  return missingEventDetails(event).length === 0
}

/** The i18n key of each refusal (events:offers.problems.*). */
export const OPEN_REQUEST_PROBLEM_MESSAGES: Record<OpenRequestProblem, string> = {
  'not-open-state': 'events:offers.problems.notOpenState',
  'not-ready': 'events:offers.problems.notReady',
  started: 'events:offers.problems.started',
  full: 'events:offers.problems.full',
}
