import type { Payload, Where } from 'payload'
import type { Event, EventRoleModel } from '../../../cms/payload-types'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { EVENT_TRANSITION } from './rules'
import { eventDateToStored, nzDate } from '../shared/dates'
import { idKey } from '../shared/ids'
import { relationId } from '../shared/relations'
import { eventBeginsAt } from '../calendar/event-times'
import { notifyExpiredInvitations } from '../invitations/expiry.server'

/**
 * Invitations nobody answered expire (status 5) after the invitation lifetime (their `expiresAt`) or when the event
 * begins (eventBeginsAt: arrival in person, start online), whichever is first; each active event's primary contact is
 * then told, in one email per event, whose invitations expired. Idempotent: a second run finds nothing to expire.
 */
export async function expireInvitations(payload: Payload, now: Date): Promise<number> {
  // The nightly job's own work, for no user: it reads and changes every school's rows.
  const invited = { status: { equals: ROLE_MODEL_STATUS.invited } }
  // Read through the database adapter: rows and their events' times only, the events in one batch.
  const rowsWhere = (where: Where) => payload.db.find<Pick<EventRoleModel, 'id' | 'event'>>({ collection: 'event-role-models', where: { and: [invited, where] }, select: { event: true }, limit: 0, pagination: false })
  const [lapsed, onEventsToday] = await Promise.all([
    rowsWhere({ expiresAt: { less_than_equal: now.toISOString() } }),
    // Events on or before today: whether they have begun depends on their times.
    rowsWhere({ 'event.date': { less_than_equal: eventDateToStored(nzDate(now)) } }),
  ])
  const eventIds = [...new Set(onEventsToday.docs.map((row) => relationId(row.event)).filter((id) => id != null))]
  const events = eventIds.length
    ? await payload.db.find<Pick<Event, 'id' | 'type' | 'date' | 'arrivalTime' | 'startTime'>>({ collection: 'events', where: { id: { in: eventIds } }, select: { type: true, date: true, arrivalTime: true, startTime: true }, limit: 0, pagination: false })
    : { docs: [] }
  const eventsById = new Map(events.docs.map((event) => [idKey(event.id), event]))
  const begun = onEventsToday.docs.filter((row) => {
    const event = eventsById.get(idKey(relationId(row.event)))
    const begins = event ? eventBeginsAt(event) : null
    return begins !== null && begins <= now
  })
  const ids = [...new Set([...lapsed.docs, ...begun].map((row) => row.id))]
  if (!ids.length) return 0
  // The status is checked again in the write, so a row answered meanwhile stays answered.
  const result = await payload.update({
    collection: 'event-role-models',
    where: { and: [{ id: { in: ids } }, invited] },
    data: { status: ROLE_MODEL_STATUS.expired },
    // The nightly job acts as the system.
    overrideAccess: true,
    depth: 0,
    context: { skipEmail: true },
  })
  await notifyExpiredInvitations(payload, result.docs)
  return result.docs.length
}

/**
 * Active events whose New Zealand date has passed are done (spec: only past active events are set done). An event's
 * `date` is its NZ calendar date stored as UTC midnight, so "before today" is `date < {NZ today}T00:00:00.000Z`:
 * today's event stays active all day. Idempotent.
 */
export async function completePastEvents(payload: Payload, now: Date): Promise<number> {
  const today = nzDate(now)
  // The nightly job's own work, for no user: every school's events.
  const result = await payload.update({
    collection: 'events',
    where: { and: [{ status: { equals: 'active' } }, { date: { less_than: eventDateToStored(today) } }] },
    data: { status: 'done' },
    // The nightly job acts as the system.
    overrideAccess: true,
    context: { [EVENT_TRANSITION]: true },
    depth: 0,
  })
  return result.docs.length
}
