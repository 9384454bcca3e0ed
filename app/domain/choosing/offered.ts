import type { Where } from 'payload'
import type { BrowseQuery } from '../browse/query'
import { visibleToTeachersWhere } from '../vetting/visibility'

type Relation = number | string | { id: number | string } | null | undefined
export type OfferedEvent = { type: 'in-person' | 'online'; region?: Relation }

const idOf = (value: Relation) => (value != null && typeof value === 'object' ? value.id : value ?? null)

/**
 * Who may be offered for an event: role models visible to teachers who can do the event's type and,
 * for an in-person event, live in its region. The choose page's list (a browse query) and the add check (a Payload
 * where clause) are both derived from here.
 */
export function offeredQuery(event: OfferedEvent, query: BrowseQuery): BrowseQuery {
  const region = Number(idOf(event.region))
  return {
    ...query,
    eventType: event.type,
    regions: event.type === 'in-person' ? (Number.isInteger(region) && region > 0 ? [region] : [0]) : query.regions,
  }
}

export function offeredWhere(event: OfferedEvent, now: Date): Where {
  const and: Where[] = [visibleToTeachersWhere(now), event.type === 'online' ? { canDoOnlineEvent: { equals: true } } : { canDoInPersonEvent: { equals: true } }]
  if (event.type === 'in-person') and.push({ region: { equals: idOf(event.region) ?? 0 } })
  return { and }
}
