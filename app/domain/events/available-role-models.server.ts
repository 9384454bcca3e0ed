import type { Payload } from 'payload'
import type { DocId } from '../shared/ids'
import { visibleToTeachersWhere } from '../vetting/visibility'
import { validId } from './event-result'

// Counts only, of role models every teacher may see (the rule is in the where): read by the system.

/** Role models visible to teachers who can do in-person events in the region (the region rule of section 5). */
export async function countInPersonRoleModelsInRegion(payload: Payload, regionId: DocId, now = new Date()): Promise<number> {
  if (!validId(regionId)) return 0
  const { totalDocs } = await payload.count({
    collection: 'role-models',
    where: { and: [visibleToTeachersWhere(now), { canDoInPersonEvent: { equals: true } }, { region: { equals: regionId } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/** Role models visible to teachers who take part in online events, from anywhere (step 1 of an online event). */
export async function countOnlineRoleModels(payload: Payload, now = new Date()): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'role-models', where: { and: [visibleToTeachersWhere(now), { canDoOnlineEvent: { equals: true } }] }, overrideAccess: true })
  return totalDocs
}
