import type { Payload } from 'payload'
import type { SignedInTeacher } from '~/domain/accounts/users'
import type { BrowseQuery } from '../browse/query'
import type { EventDoc } from '../events/event-result'
import { potentialRoleModels } from './event-role-models.server'
import { interestedRoleModels } from './interested.server'
import { isWholeRegion } from './offered'
import { eventRegionNeighbours, regionSupply } from './thin-region.server'

/**
 * The choose page's lists: a page of the role models offered for the event (`potentialRoleModels`), the interested
 * role models (`interestedRoleModels`), and an in-person event's region supply (decision 0038), its neighbours'
 * role models taken in when the teacher asked (`withNeighbours`) and the region has neighbours (`widened`).
 * `statusOf`: each role model's status on the event, as the caller read the event's rows.
 */
export async function chooseLists({ payload, teacher, event, query, locale, withNeighbours, statusOf }: {
  payload: Payload; teacher: SignedInTeacher; event: EventDoc; query: BrowseQuery; locale: string; withNeighbours: boolean; statusOf: ReadonlyMap<string, number>
}) {
  const neighbours = await eventRegionNeighbours(payload, event, locale)
  const widened = withNeighbours && Boolean(neighbours?.length)
  const [list, interested] = await Promise.all([
    potentialRoleModels({ payload, teacher, event, query, locale, neighbours: widened && neighbours ? neighbours.map((region) => region.id) : [], statusOf }),
    interestedRoleModels({ payload, teacher, event, locale, statusOf }),
  ])
  // The list of the whole region was counted with its page: its total is the region's supply (one count a load less).
  const supply = neighbours && (await regionSupply(payload, event, neighbours, isWholeRegion(event, list.query) ? list._meta.totalResults : undefined))
  return { list, interested, supply, widened }
}
