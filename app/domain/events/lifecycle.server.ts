import type { Payload } from 'payload'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { nzDate } from './dates'

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

/** Active events whose New Zealand date has passed are complete. Idempotent. */
export async function completePastEvents(payload: Payload, now: Date): Promise<number> {
  const today = nzDate(now)
  const result = await payload.update({
    collection: 'events',
    where: { and: [{ status: { equals: 'active' } }, { date: { less_than: `${today}T00:00:00.000Z` } }] },
    data: { status: 'complete' },
    overrideAccess: true,
    depth: 0,
  })
  return result.docs.length
}
