import type { Where } from 'payload'
import { activeFilterCount } from '../browse/query'
import type { BrowseQuery } from '../browse/query'
import { visibleToTeachersWhere } from '../vetting/visibility'
import { idKey, parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'

type Relation = number | string | { id: number | string } | null | undefined
/** `neighbours`: the in-person event's neighbouring regions, when their role models are offered too (decision 0038). */
export type OfferedEvent = { type: 'in-person' | 'online'; region?: Relation; neighbours?: readonly (number | string)[] }

const idOf = (value: Relation) => (value != null && typeof value === 'object' ? value.id : value ?? null)

/**
 * Who may be offered for an event: role models visible to teachers who can do the event's type and,
 * for an in-person event, live in its region. The choose page's list (a browse query) and the add check (a Payload
 * where clause) are both derived from here.
 */
export function offeredQuery(event: OfferedEvent, query: BrowseQuery): BrowseQuery {
  const region = parseDocId(idOf(event.region))
  const neighbours = region == null ? [] : (event.neighbours ?? []).map(parseDocId).filter((id): id is DocId => id != null && idKey(id) !== idKey(region))
  return {
    ...query,
    eventType: event.type,
    regions: event.type === 'in-person' ? (region != null ? [region, ...neighbours] : [0]) : query.regions,
  }
}

/**
 * Whether an in-person event's offered list (`offeredQuery`'s answer) is every role model its region offers: no search,
 * no filter, no neighbouring region. Its total is then the count of the region's in-person role models
 * (`countInPersonRoleModelsInRegion`: the same rule, visible and in person, in the region), so the choose page need not
 * count them again.
 */
export function isWholeRegion(event: OfferedEvent, offered: BrowseQuery): boolean {
  const region = parseDocId(idOf(event.region))
  return event.type === 'in-person' && offered.eventType === 'in-person' && region != null && offered.regions.length === 1 && idKey(offered.regions[0]) === idKey(region)
    && activeFilterCount({ ...offered, eventType: 'all', regions: [] }) === 0
}

export function offeredWhere(event: OfferedEvent, now: Date): Where {
  const and: Where[] = [visibleToTeachersWhere(now), event.type === 'online' ? { canDoOnlineEvent: { equals: true } } : { canDoInPersonEvent: { equals: true } }]
  const region = idOf(event.region)
  if (event.type === 'in-person') and.push(region != null && event.neighbours?.length ? { region: { in: [region, ...event.neighbours] } } : { region: { equals: region ?? 0 } })
  return { and }
}
