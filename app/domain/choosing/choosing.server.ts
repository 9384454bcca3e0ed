import type { Payload, PayloadRequest } from 'payload'
import { relationId } from '../shared/relations'
import type { Event } from '../../../cms/payload-types'
import { offeredWhere } from './offered'
import { regionNeighbourIds } from '../reference/neighbours.server'
import { addRoleModelProblem, choosingOpen, COUNTED_STATUSES } from '../events/rules'

const key = (name: string) => `events:validation.${name}`

export type AddProblem = { status: 404 | 409; message: string }

/**
 * Why this role model cannot be added to the event now, or null (the event-role-models collection's rule, so that
 * every door holds it): the event still takes role models; the role model is offered for it (visible, can do its
 * type, in its region or a neighbouring one when in person); not already on it; and the event is below its maximum. Two additions racing
 * for the last place may both pass this check: the place each then takes (collections/EventRoleModels/hooks.ts
 * assignPlace) is unique per event in the database, which refuses the second (decision 0034).
 */
export async function roleModelAddProblem(payload: Payload, event: Event, roleModelId: unknown, now = new Date(), req?: PayloadRequest): Promise<AddProblem | null> {
  if (!choosingOpen(event, now)) return { status: 409, message: key('choosingClosed') }
  const id = relationId(roleModelId as number)
  if (id == null) return { status: 404, message: key('roleModelNotOffered') }
  // An in-person event may also take role models of its region's neighbours (decision 0038): the choose page offers them.
  const neighbours = event.type === 'in-person' ? await regionNeighbourIds(payload, relationId(event.region), req) : []
  // Counts by the collection's own rule, through the database adapter: whoever adds, the event and role model decide.
  const [offered, existing, counted] = await Promise.all([
    payload.db.count({ collection: 'role-models', where: { and: [{ id: { equals: id } }, offeredWhere({ ...event, neighbours }, now)] }, req }),
    payload.db.count({ collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { roleModel: { equals: id } }] }, req }),
    payload.db.count({ collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { status: { in: [...COUNTED_STATUSES] } }] }, req }),
  ])
  if (offered.totalDocs === 0) return { status: 404, message: key('roleModelNotOffered') }
  if (existing.totalDocs > 0) return { status: 409, message: key('alreadyOnEvent') }
  const problem = addRoleModelProblem({ counted: counted.totalDocs, max: event.maxRoleModels ?? 8 })
  return problem ? { status: 409, message: problem } : null
}
