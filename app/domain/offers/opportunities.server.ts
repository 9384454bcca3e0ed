import { ValidationError } from 'payload'
import type { Payload, Where } from 'payload'
import type { Event, EventRoleModel, Offer, RoleModel } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { openRequestsWhere } from '../access/rules'
import { regionNeighbourIds } from '../reference/neighbours.server'
import { schoolNames } from '../invitations/school-names.server'
import { eventDateToStored, nzDate, nzTime, storedToEventDate } from '../shared/dates'
import { idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { isOfferRefused, refusalOf } from './offer-rules.server'
import type { OfferRefusal } from './offer-rules.server'
import type { OfferStatus } from './offers'
import { notTakingPartReason, OPPORTUNITIES_PER_PAGE } from './opportunities'
import type { NotTakingPart, Reach } from './opportunities'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** One open request as a role model sees it: never the teacher's name, email or phone. */
export type Opportunity = {
  id: DocId
  title: string
  type: string
  date: string | null
  arrivalTime: string
  startTime: string
  endTime: string
  schoolName: string
  studentsAge: string
  numberOfStudents: number | null
  hope: string
  /** Whether the request hopes for the role model's industry (those come first). */
  matchesIndustry: boolean
  /** The role model's offer on it, if they made one. */
  offer: { status: OfferStatus; note: string } | null
}

export type OpportunitiesPage =
  | { reason: NotTakingPart; items: []; page: 1; totalPages: 1; total: 0 }
  | { reason: null; items: Opportunity[]; page: number; totalPages: number; total: number }

type Matcher = Pick<RoleModel, 'id' | 'checkStatus' | 'checkExpiresAt' | 'profileComplete' | 'deleteAt' | 'region' | 'industry' | 'canDoInPersonEvent' | 'canDoOnlineEvent'>
const MATCHER_FIELDS = { checkStatus: true, checkExpiresAt: true, profileComplete: true, deleteAt: true, region: true, industry: true, canDoInPersonEvent: true, canDoOnlineEvent: true } as const

/** Events not started: on a later day than New Zealand's today, or today with a start time still to come. */
export function notStartedWhere(now: Date): Where {
  const today = eventDateToStored(nzDate(now))
  return { or: [{ date: { greater_than: today } }, { and: [{ date: { equals: today } }, { startTime: { greater_than: nzTime(now) } }] }] }
}

/** The open requests of events on or after New Zealand's today (the stored form of the day, as events store it). */
export const openRequestsFrom = (now: Date): Where => openRequestsWhere(new Date(eventDateToStored(nzDate(now))))

/**
 * Where a role model could go, as a Payload condition on events: in person in their region or its neighbours when
 * they come in person; online when they do online events. Null when neither.
 */
export function reachWhere(reach: Reach): Where | null {
  const or: Where[] = []
  if (reach.inPerson && reach.regions.length) or.push({ and: [{ type: { equals: 'in-person' } }, { region: { in: reach.regions } }] })
  if (reach.online) or.push({ type: { equals: 'online' } })
  return or.length ? { or } : null
}

/** A role model's reach from their profile (one read of the region's neighbours when they come in person). */
export async function reachOf(payload: Payload, roleModel: Pick<RoleModel, 'region' | 'canDoInPersonEvent' | 'canDoOnlineEvent'>): Promise<Reach> {
  const region = relationId(roleModel.region)
  const inPerson = roleModel.canDoInPersonEvent === true && region != null
  return { inPerson, online: roleModel.canDoOnlineEvent === true, regions: inPerson ? [region, ...(await regionNeighbourIds(payload, region))] : [] }
}

type Shown = Pick<Event, 'id' | 'title' | 'type' | 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'school' | 'studentsAge' | 'numberOfStudents' | 'offersHope'>
const SHOWN_FIELDS = { title: true, type: true, date: true, arrivalTime: true, startTime: true, endTime: true, school: true, studentsAge: true, numberOfStudents: true, offersHope: true } as const

/**
 * One page of a role model's opportunities (`/role-model/opportunities`; the landing's first few): the open requests
 * they could do and are not already on, hoping for their industry first, then soonest first. A role model who may not
 * take part gets the reason instead, and no requests. Reads through the database adapter as the system, each with
 * only what is shown: the role model, the requests' ids and order keys, the page's requests, their schools' names,
 * the role model's rows and offers on them.
 */
export async function listOpportunities({ payload, roleModel, page = 1, perPage = OPPORTUNITIES_PER_PAGE, now = new Date() }: { payload: Payload; roleModel: SignedInUser; page?: number; perPage?: number; now?: Date }): Promise<OpportunitiesPage> {
  const none = (reason: NotTakingPart): OpportunitiesPage => ({ reason, items: [], page: 1, totalPages: 1, total: 0 })
  if (roleModel.collection !== 'role-models') return none('check-not-approved')
  const me = await payload.db.findOne<Matcher>({ collection: 'role-models', where: { id: { equals: roleModel.id } }, select: MATCHER_FIELDS })
  if (!me) return none('check-not-approved')
  const reason = notTakingPartReason(me, now)
  if (reason) return none(reason)
  const where = reachWhere(await reachOf(payload, me))
  const empty: OpportunitiesPage = { reason: null, items: [], page: 1, totalPages: 1, total: 0 }
  if (!where) return empty
  // Events they are already on (asked, attending, declined or uninvited) are not offered to them again.
  const rows = await payload.db.find<Pick<EventRoleModel, 'id' | 'event'>>({ collection: 'event-role-models', where: { roleModel: { equals: me.id } }, select: { event: true }, limit: 0, pagination: false })
  const onEvents = rows.docs.map((row) => relationId(row.event)!).filter((id) => id != null)
  const industry = relationId(me.industry)
  const base: Where[] = [openRequestsFrom(now), notStartedWhere(now), where, ...(onEvents.length ? [{ id: { not_in: onEvents } }] : [])]
  // Paged in the database, two lists one after the other: the requests hoping for their industry (few), then the others,
  // each soonest first (then by id). Reading every open request to order them in memory cost ~11 ms of CPU at the
  // bench's ~420 open requests (Payload's reading of each row), against ~1 ms for a page.
  const matchingIds = industry == null ? [] : (await payload.db.find<Pick<Event, 'id'>>({
    collection: 'events', where: { and: [...base, { offersIndustries: { equals: industry } }] }, select: { id: true }, sort: ['date', 'id'], limit: 0, pagination: false,
  })).docs.map((event) => event.id)
  const othersWhere: Where = { and: [...base, ...(matchingIds.length ? [{ id: { not_in: matchingIds } }] : [])] }
  const othersCount = (await payload.db.count({ collection: 'events', where: othersWhere })).totalDocs
  const total = matchingIds.length + othersCount
  const totalPages = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(Math.max(1, page), totalPages)
  const from = (current - 1) * perPage
  const fromMatching = matchingIds.slice(from, from + perPage)
  const othersFrom = Math.max(0, from - matchingIds.length)
  const othersWanted = perPage - fromMatching.length
  // The adapter pages by page number: the others up to this page's end are read by id (ids only), and sliced.
  const others = othersWanted > 0 && othersCount > othersFrom
    ? (await payload.db.find<Pick<Event, 'id'>>({ collection: 'events', where: othersWhere, select: { id: true }, sort: ['date', 'id'], limit: othersFrom + othersWanted, pagination: false })).docs.slice(othersFrom).map((event) => event.id)
    : []
  const matching = new Set(matchingIds.map(idKey))
  const slice = [...fromMatching, ...others].map((id) => ({ id, industries: matching.has(idKey(id)) ? [industry!] : [] }))
  if (!slice.length) return { ...empty, page: current, totalPages, total }
  const ids = slice.map((request) => request.id)
  const [shown, offers] = await Promise.all([
    payload.db.find<Shown>({ collection: 'events', where: { id: { in: ids } }, select: SHOWN_FIELDS, limit: 0, pagination: false }),
    payload.db.find<Pick<Offer, 'id' | 'event' | 'status' | 'note'>>({ collection: 'offers', where: { and: [{ roleModel: { equals: me.id } }, { event: { in: ids } }] }, select: { event: true, status: true, note: true }, limit: 0, pagination: false }),
  ])
  const schools = await schoolNames(payload, shown.docs.map((event) => relationId(event.school)))
  const byId = new Map(shown.docs.map((event) => [idKey(event.id), event]))
  const offerOf = new Map(offers.docs.map((offer) => [idKey(relationId(offer.event)), offer]))
  const items = slice.flatMap((request): Opportunity[] => {
    const event = byId.get(idKey(request.id))
    if (!event) return []
    const offer = offerOf.get(idKey(event.id))
    return [{
      id: event.id, title: text(event.title), type: text(event.type), date: storedToEventDate(event.date), arrivalTime: text(event.arrivalTime),
      startTime: text(event.startTime), endTime: text(event.endTime), schoolName: schools.get(idKey(relationId(event.school))) ?? '',
      studentsAge: text(event.studentsAge), numberOfStudents: event.numberOfStudents ?? null, hope: text(event.offersHope),
      matchesIndustry: request.industries.length > 0,
      offer: offer ? { status: offer.status, note: text(offer.note) } : null,
    }]
  })
  return { reason: null, items, page: current, totalPages, total }
}

export type InterestResult = { ok: true } | { ok: false; refusal: OfferRefusal }

const asUser = (user: SignedInUser) => user as never

/** Whether the role model has an offer on the event (after a save the unique index on (event, role model) refused). */
const offerExists = async (payload: Payload, eventId: DocId, roleModelId: DocId) =>
  Boolean(await payload.db.findOne({ collection: 'offers', where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModelId } }] }, select: { id: true } }))

/**
 * "I'm interested": the role model offers themself for an open request, with an optional note, as themself under the
 * Offers collection's access and transition rules (its hook refuses, with the reason, what may not be offered). One
 * they took back is re-opened (with the new note). Interest takes no place on the event.
 */
export async function expressInterest({ payload, roleModel, eventId, note }: { payload: Payload; roleModel: SignedInUser; eventId: DocId; note?: string | null }): Promise<InterestResult> {
  if (roleModel.collection !== 'role-models') return { ok: false, refusal: 'not-role-model' }
  const text = note?.trim() ? note.trim() : null
  try {
    const own = await payload.find({ collection: 'offers', where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModel.id } }] }, depth: 0, limit: 1, pagination: false, overrideAccess: false, user: asUser(roleModel), select: { status: true } })
    const existing = own.docs[0]
    if (existing?.status === 'withdrawn') {
      await payload.update({ collection: 'offers', id: existing.id, data: { status: 'open', note: text }, depth: 0, overrideAccess: false, user: asUser(roleModel) })
    } else {
      await payload.create({ collection: 'offers', data: { event: eventId as number, roleModel: roleModel.id, note: text, status: 'open' }, depth: 0, overrideAccess: false, user: asUser(roleModel) })
    }
    return { ok: true }
  } catch (error) {
    if (isOfferRefused(error)) return { ok: false, refusal: refusalOf(error) }
    // Two presses at once: the database's unique index refused the second (Payload reports it as an invalid field).
    if (error instanceof ValidationError && await offerExists(payload, eventId, roleModel.id)) return { ok: false, refusal: 'already' }
    throw error
  }
}

/** "Take back": the role model withdraws their open offer (refused once they are invited). */
export async function takeBackInterest({ payload, roleModel, eventId }: { payload: Payload; roleModel: SignedInUser; eventId: DocId }): Promise<InterestResult> {
  if (roleModel.collection !== 'role-models') return { ok: false, refusal: 'not-role-model' }
  const own = await payload.find({ collection: 'offers', where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModel.id } }] }, depth: 0, limit: 1, pagination: false, overrideAccess: false, user: asUser(roleModel), select: { status: true } })
  const offer = own.docs[0]
  if (!offer) return { ok: false, refusal: 'not-found' }
  if (offer.status === 'withdrawn') return { ok: true }
  try {
    await payload.update({ collection: 'offers', id: offer.id, data: { status: 'withdrawn' }, depth: 0, overrideAccess: false, user: asUser(roleModel) })
    return { ok: true }
  } catch (error) {
    if (isOfferRefused(error)) return { ok: false, refusal: refusalOf(error) }
    throw error
  }
}
