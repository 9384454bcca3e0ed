import type { Payload } from 'payload'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { EVENT_TRANSITION } from '../../../collections/Events/hooks'
import { eventDateToStored, nzDate } from './dates'

/** Invitations nobody answered before they expired become expired (status 5). Idempotent. */
export async function expireInvitations(payload: Payload, now: Date): Promise<number> {
  const result = await payload.update({
    collection: 'event-role-models',
    where: { and: [{ status: { equals: ROLE_MODEL_STATUS.invited } }, { expiresAt: { less_than_equal: now.toISOString() } }] },
    data: { status: ROLE_MODEL_STATUS.expired },
    overrideAccess: true,
    depth: 0,
  })
  return result.docs.length
}

/**
 * Active events whose New Zealand date has passed are done (spec: only past active events are set done). An event's
 * `date` is its NZ calendar date stored as UTC midnight, so "before today" is `date < {NZ today}T00:00:00.000Z`:
 * today's event stays active all day. Idempotent.
 */
export async function completePastEvents(payload: Payload, now: Date): Promise<number> {
  const today = nzDate(now)
  const result = await payload.update({
    collection: 'events',
    where: { and: [{ status: { equals: 'active' } }, { date: { less_than: eventDateToStored(today) } }] },
    data: { status: 'done' },
    overrideAccess: true,
    context: { [EVENT_TRANSITION]: true },
    depth: 0,
  })
  return result.docs.length
}
