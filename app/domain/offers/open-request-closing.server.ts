import type { Payload, PayloadRequest } from 'payload'
import type { Event } from '../../../cms/payload-types'
import { eventDateToStored, nzDate } from '../shared/dates'
import { COUNTED_STATUSES } from '../events/rules'
import { requestStarted } from './open-request'
import type { OpenRequestCloseReason } from './offers'

type Id = number | string

/**
 * The system closes an open request (issue 51 item 1): `offersOpen` false, when and why, in one conditional write
 * through the database adapter (no hooks: nothing else of the event changes, nobody is emailed). A request already
 * closed stays as it was closed. Returns whether it closed it.
 */
export async function closeOpenRequest(payload: Payload, eventId: Id, reason: OpenRequestCloseReason, now: Date, req?: PayloadRequest): Promise<boolean> {
  const closed = await payload.db.updateOne({
    collection: 'events',
    where: { and: [{ id: { equals: eventId } }, { offersOpen: { equals: true } }] },
    data: { offersOpen: false, offersClosedAt: now.toISOString(), offersCloseReason: reason },
    options: { atomic: true }, req,
  })
  return Boolean(closed)
}

/**
 * After a place on the event was taken (collections/EventRoleModels/hooks.ts): once the counted role models (selected,
 * invited, attending) reach the event's maximum, its open request closes ('full').
 */
export async function closeOpenRequestWhenFull(payload: Payload, eventId: Id, req?: PayloadRequest, now = new Date()): Promise<boolean> {
  const event = await payload.db.findOne<Pick<Event, 'id' | 'offersOpen' | 'maxRoleModels'>>({
    collection: 'events', where: { id: { equals: eventId } }, select: { offersOpen: true, maxRoleModels: true }, req,
  })
  if (!event?.offersOpen) return false
  const counted = await payload.db.count({ collection: 'event-role-models', where: { and: [{ event: { equals: eventId } }, { status: { in: [...COUNTED_STATUSES] } }] }, req })
  if (counted.totalDocs < (event.maxRoleModels ?? 8)) return false
  return closeOpenRequest(payload, eventId, 'full', now, req)
}

/**
 * The scheduled part (run with the invitations' expiry every 30 minutes, cms/jobs): open requests of events that have
 * begun (arrival in person, start online) close ('started'). Idempotent: a second run finds none open.
 */
export async function closeStartedOpenRequests(payload: Payload, now: Date): Promise<number> {
  // The job's own work, for no user: every school's open events on or before today, with their times.
  const { docs } = await payload.db.find<Pick<Event, 'id' | 'type' | 'date' | 'arrivalTime' | 'startTime'>>({
    collection: 'events',
    where: { and: [{ offersOpen: { equals: true } }, { date: { less_than_equal: eventDateToStored(nzDate(now)) } }] },
    select: { type: true, date: true, arrivalTime: true, startTime: true }, limit: 0, pagination: false,
  })
  let closed = 0
  for (const event of docs) {
    if (requestStarted(event, now) && (await closeOpenRequest(payload, event.id, 'started', now))) closed += 1
  }
  return closed
}
