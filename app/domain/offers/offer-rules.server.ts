import { APIError } from 'payload'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import type { Event, EventRoleModel, Offer, RoleModel } from '../../../cms/payload-types'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { regionNeighbourIds } from '../reference/neighbours.server'
import { idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { mayTakePart } from '../vetting/visibility'
import { OFFER_NOTE_MAX } from './offers'
import type { OfferStatus } from './offers'
import { countedOn, offerTransitionAllowed, requestRefusal, withinReach } from './opportunities'
import type { OfferActor, RequestRefusal } from './opportunities'

/** Why an offer (or its change) is refused: each has its message, `invitations:opportunities.refused.<code>`. */
export type OfferRefusal =
  | RequestRefusal
  | 'not-role-model' | 'not-yours' | 'cannot-take-part' | 'not-for-you' | 'uninvited' | 'already' | 'declined' | 'invited'
  | 'note-too-long' | 'not-allowed' | 'not-found'

/** A refused offer: a 400 whose message is the refusal's catalogue key; `refusal` says which. */
export class OfferRefused extends APIError {
  refusal: OfferRefusal
  constructor(refusal: OfferRefusal) {
    super(`invitations:opportunities.refused.${refusal}`, 400, { refusal }, true)
    this.refusal = refusal
  }
}

export const isOfferRefused = (error: unknown): error is OfferRefused => error instanceof OfferRefused || (error instanceof APIError && typeof (error.data as { refusal?: unknown } | undefined)?.refusal === 'string')
export const refusalOf = (error: OfferRefused | APIError): OfferRefusal => (error as OfferRefused).refusal ?? (error.data as { refusal: OfferRefusal }).refusal

function actorOf(req: PayloadRequest): OfferActor {
  const collection = req.user?.collection
  if (collection === 'staff') return 'staff'
  if (collection === 'teachers') return 'teacher'
  if (collection === 'role-models') return 'role-model'
  return 'system'
}

type EventFacts = Pick<Event, 'id' | 'status' | 'type' | 'region' | 'date' | 'startTime' | 'offersOpen' | 'maxRoleModels'>

/**
 * Whether a role model may offer themself for an event now (a new offer, or re-opening one they took back): they may
 * take part (approved, unexpired, complete, not leaving), can do it (in person in their region or its neighbours,
 * online if they do online events), the request is open (not cancelled, started, closed or full) and they were not
 * uninvited from it. Read as the system, within the request's transaction.
 */
export async function offerRefusal(req: PayloadRequest, { eventId, roleModelId, now = new Date() }: { eventId: DocId; roleModelId: DocId; now?: Date }): Promise<OfferRefusal | null> {
  const { payload } = req
  const [roleModel, event, rows] = await Promise.all([
    payload.db.findOne<Pick<RoleModel, 'id' | 'checkStatus' | 'checkExpiresAt' | 'profileComplete' | 'deleteAt' | 'region' | 'canDoInPersonEvent' | 'canDoOnlineEvent'>>({
      collection: 'role-models', where: { id: { equals: roleModelId } }, req,
      select: { checkStatus: true, checkExpiresAt: true, profileComplete: true, deleteAt: true, region: true, canDoInPersonEvent: true, canDoOnlineEvent: true },
    }),
    payload.db.findOne<EventFacts>({
      collection: 'events', where: { id: { equals: eventId } }, req,
      select: { status: true, type: true, region: true, date: true, startTime: true, offersOpen: true, maxRoleModels: true },
    }),
    payload.db.find<Pick<EventRoleModel, 'id' | 'status' | 'roleModel'>>({
      collection: 'event-role-models', where: { event: { equals: eventId } }, select: { status: true, roleModel: true }, limit: 0, pagination: false, req,
    }),
  ])
  if (!roleModel) return 'not-role-model'
  if (!event) return 'not-found'
  if (!mayTakePart(roleModel, now)) return 'cannot-take-part'
  const own = rows.docs.find((row) => idKey(relationId(row.roleModel)) === idKey(roleModelId))
  if (own?.status === ROLE_MODEL_STATUS.uninvited) return 'uninvited'
  const refused = requestRefusal(event, countedOn(rows.docs.map((row) => row.status)), now)
  if (refused) return refused
  const regions = roleModel.region != null ? [relationId(roleModel.region)!, ...(await regionNeighbourIds(payload, relationId(roleModel.region), req))] : []
  if (!withinReach(event, { inPerson: roleModel.canDoInPersonEvent === true, online: roleModel.canDoOnlineEvent === true, regions }, relationId)) return 'not-for-you'
  return null
}

/**
 * The Offers collection's beforeChange hook: the offers' one transition table (app/domain/offers/opportunities.ts).
 * A role model creates an open offer for themself only, under offerRefusal, and not twice for an event (a declined or
 * withdrawn one included: the unique index holds it too); they take back their own open offer and re-open one they took
 * back while the request is open. A teacher of the event's school (their access says which offers) declines or invites
 * from an open offer. Staff and the system change anything. Nobody but staff changes an offer's event or role model
 * (field access). A transition to invited, declined or withdrawn stamps `decidedAt`.
 */
export const holdOfferTransitions: CollectionBeforeChangeHook<Offer> = async ({ data, originalDoc, operation, req }) => {
  const actor = actorOf(req)
  const now = new Date()
  if (typeof data.note === 'string' && data.note.length > OFFER_NOTE_MAX) throw new OfferRefused('note-too-long')
  if (operation === 'create') {
    if (actor === 'teacher') throw new OfferRefused('not-role-model')
    if (actor === 'role-model') {
      const roleModelId = relationId(data.roleModel) ?? req.user!.id
      if (idKey(roleModelId) !== idKey(req.user!.id)) throw new OfferRefused('not-yours')
      data.roleModel = roleModelId as number
      if ((data.status ?? 'open') !== 'open') throw new OfferRefused('not-allowed')
      data.status = 'open'
      const eventId = relationId(data.event)
      if (eventId == null) throw new OfferRefused('not-found')
      const existing = await req.payload.db.findOne<Pick<Offer, 'id' | 'status'>>({
        collection: 'offers', where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModelId } }] }, select: { status: true }, req,
      })
      if (existing) throw new OfferRefused(existing.status === 'declined' ? 'declined' : 'already')
      const refused = await offerRefusal(req, { eventId, roleModelId, now })
      if (refused) throw new OfferRefused(refused)
    }
    return data
  }
  const from = (originalDoc?.status ?? 'open') as OfferStatus
  const to = (data.status ?? from) as OfferStatus
  if (actor === 'role-model' || actor === 'teacher') {
    // The note is the role model's, written with the offer (or when re-opening it); nobody else rewrites it.
    const noteChanged = data.note !== undefined && (data.note ?? '') !== (originalDoc?.note ?? '')
    if (actor === 'teacher' && noteChanged) throw new OfferRefused('not-allowed')
    if (actor === 'role-model' && idKey(relationId(originalDoc?.roleModel)) !== idKey(req.user!.id)) throw new OfferRefused('not-yours')
    if (!offerTransitionAllowed(actor, from, to)) {
      if (actor === 'role-model' && from === 'invited') throw new OfferRefused('invited')
      if (actor === 'role-model' && from === 'declined') throw new OfferRefused('declined')
      throw new OfferRefused('not-allowed')
    }
    if (actor === 'role-model' && noteChanged && !(from === 'withdrawn' && to === 'open')) throw new OfferRefused('not-allowed')
    if (actor === 'role-model' && from === 'withdrawn' && to === 'open') {
      const refused = await offerRefusal(req, { eventId: relationId(originalDoc?.event)!, roleModelId: req.user!.id, now })
      if (refused) throw new OfferRefused(refused)
    }
  }
  if (to !== from && (to === 'invited' || to === 'declined' || to === 'withdrawn')) data.decidedAt = now.toISOString()
  if (to !== from && to === 'open') data.decidedAt = null
  return data
}
