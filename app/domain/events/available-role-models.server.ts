import type { Payload } from 'payload'
import type { DocId } from '../shared/ids'
import { visibleToTeachersWhere } from '../vetting/visibility'
import { validId } from './event-result'

// Counts only, of role models every teacher may see (the rule is in the where), through the database adapter.

/** Role models visible to teachers who can do in-person events in the region (the region rule of section 5). */
export async function countInPersonRoleModelsInRegion(payload: Payload, regionId: DocId, now = new Date()): Promise<number> {
  if (!validId(regionId)) return 0
  const { totalDocs } = await payload.db.count({
    collection: 'role-models',
    where: { and: [visibleToTeachersWhere(now), { canDoInPersonEvent: { equals: true } }, { region: { equals: regionId } }] },
  })
  return totalDocs
}

/** Role models visible to teachers who take part in online events, from anywhere (step 1 of an online event). */
export async function countOnlineRoleModels(payload: Payload, now = new Date()): Promise<number> {
  const { totalDocs } = await payload.db.count({ collection: 'role-models', where: { and: [visibleToTeachersWhere(now), { canDoOnlineEvent: { equals: true } }] } })
  return totalDocs
}
