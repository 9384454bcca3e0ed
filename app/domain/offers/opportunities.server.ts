import { ValidationError } from 'payload'
import type { Payload, Where } from 'payload'
import type { Event, EventRoleModel, Offer, RoleModel } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { openRequestsWhere, ownRowsOnOpenRequestsWhere } from '../access/rules'
import { regionNeighbourIds } from '../reference/neighbours.server'
import { schoolNames } from '../invitations/school-names.server'
import { eventDateToStored, nzDate, nzTime, storedToEventDate } from '../shared/dates'
import { idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { isOfferRefused, refusalOf } from './offer-rules.server'
import type { OfferRefusal } from './offer-rules.server'
import type { OfferStatus } from './offers'
import { notTakingPartReason, OPPORTUNITIES_ON_LANDING, OPPORTUNITIES_PER_PAGE } from './opportunities'
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

/** What the opportunities read of the role model: whether they may take part, and where and in what they could. */
export type Matcher = Pick<RoleModel, 'id' | 'checkStatus' | 'checkExpiresAt' | 'profileComplete' | 'deleteAt' | 'region' | 'industry' | 'canDoInPersonEvent' | 'canDoOnlineEvent'>
export const MATCHER_FIELDS = { checkStatus: true, checkExpiresAt: true, profileComplete: true, deleteAt: true, region: true, industry: true, canDoInPersonEvent: true, canDoOnlineEvent: true } as const

/** Events not started: on a later day than New Zealand's today, or today with a start time still to come. */
export function notStartedWhere(now: Date): Where {
  const today = eventDateToStored(nzDate(now))
  return { or: [{ date: { greater_than: today } }, { and: [{ date: { equals: today } }, { startTime: { greater_than: nzTime(now) } }] }] }
}

/** New Zealand's today as events store their day (the first day whose open requests are offered). */
const today = (now: Date) => new Date(eventDateToStored(nzDate(now)))

/** The open requests of events on or after New Zealand's today (the stored form of the day, as events store it). */
export const openRequestsFrom = (now: Date): Where => openRequestsWhere(today(now))

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

/**
 * The role model's rows the open requests leave out: those on open requests (`ownRowsOnOpenRequestsWhere`), or any
 * read that holds them (the landing's, every row of theirs: `ownRowsWhere`; the others are on no open request).
 */
type OwnRows = Pick<EventRoleModel, 'event'>[]

export type OpportunityEvent = Pick<Event, 'id' | 'title' | 'type' | 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'school' | 'studentsAge' | 'numberOfStudents' | 'offersHope'>
const SHOWN_FIELDS = { title: true, type: true, date: true, arrivalTime: true, startTime: true, endTime: true, school: true, studentsAge: true, numberOfStudents: true, offersHope: true } as const

/** The role model's facts the opportunities need, read once (a caller that read them already passes them). */
async function matcherOf(payload: Payload, roleModel: SignedInUser, known?: Matcher | null): Promise<Matcher | null> {
  if (roleModel.collection !== 'role-models') return null
  if (known) return known
  return payload.db.findOne<Matcher>({ collection: 'role-models', where: { id: { equals: roleModel.id } }, select: MATCHER_FIELDS })
}

/**
 * A run of a role model's opportunities, in the order they are shown: the open requests they could do and are not
 * already on (asked, attending, declined or uninvited), those hoping for their industry first, then the others, each
 * soonest first (then by id); `count` of them from position `from`, read with the shown fields. Reads only up to the
 * run's end: the role model's rows on open requests (few: those are left out), the requests hoping for their industry
 * up to the run's end, and, when those are fewer (then all of them are known), the others up to the run's end; with
 * `withTotal`, a count (of all, or of the others). Each event row costs Payload ~35 µs to read whatever is selected,
 * so reading every request within reach (a few hundred) to order them in memory cost more than these reads together.
 */
async function opportunitiesRun(payload: Payload, me: Matcher, now: Date, { from, count, withTotal, rows: known }: { from: number; count: number; withTotal: boolean; rows?: OwnRows }): Promise<{ events: OpportunityEvent[]; matching: Set<string>; total: number | null }> {
  const [reach, rows] = await Promise.all([
    reachOf(payload, me),
    known ?? payload.db.find<Pick<EventRoleModel, 'id' | 'event'>>({ collection: 'event-role-models', where: ownRowsOnOpenRequestsWhere(me.id), select: { event: true }, limit: 0, pagination: false }).then((found) => found.docs),
  ])
  const where = reachWhere(reach)
  if (!where) return { events: [], matching: new Set(), total: 0 }
  const onEvents = [...new Map(rows.map((row) => relationId(row.event)).filter((id): id is DocId => id != null).map((id) => [idKey(id), id])).values()]
  const base: Where[] = [openRequestsFrom(now), notStartedWhere(now), where, ...(onEvents.length ? [{ id: { not_in: onEvents } }] : [])]
  const end = from + count
  const read = (conditions: Where[], limit: number) =>
    payload.db.find<OpportunityEvent>({ collection: 'events', where: { and: conditions }, select: SHOWN_FIELDS, sort: ['date', 'id'], limit, pagination: false }).then((found) => found.docs)
  const industry = relationId(me.industry)
  const hoping = industry == null ? [] : await read([...base, { offersIndustries: { equals: industry } }], end)
  const matching = new Set(hoping.map((event) => idKey(event.id)))
  // The run ends among those hoping for their industry: the others are not needed, only the count of all.
  if (hoping.length === end) return { events: hoping.slice(from), matching, total: withTotal ? (await payload.db.count({ collection: 'events', where: { and: base } })).totalDocs : null }
  // Fewer hope for their industry than the run's end: those are all of them, and the others follow.
  const others: Where[] = [...base, ...(hoping.length ? [{ id: { not_in: hoping.map((event) => event.id) } }] : [])]
  const [rest, othersCount] = await Promise.all([
    read(others, end - hoping.length),
    withTotal ? payload.db.count({ collection: 'events', where: { and: others } }).then((counted) => counted.totalDocs) : null,
  ])
  return { events: [...hoping.slice(from), ...rest.slice(Math.max(0, from - hoping.length))], matching, total: othersCount == null ? null : hoping.length + othersCount }
}

/**
 * One page of a role model's opportunities (`/role-model/opportunities`): the open requests they could do and are not
 * already on, hoping for their industry first, then soonest first. A role model who may not take part gets the reason
 * instead, and no requests. Reads through the database adapter as the system, each with only what is shown: the role
 * model (unless `me` is given), the page's requests with their count (opportunitiesRun), their schools' names and the
 * role model's offers on them.
 */
export async function listOpportunities({ payload, roleModel, me: known, page = 1, perPage = OPPORTUNITIES_PER_PAGE, now = new Date() }: { payload: Payload; roleModel: SignedInUser; me?: Matcher | null; page?: number; perPage?: number; now?: Date }): Promise<OpportunitiesPage> {
  const none = (reason: NotTakingPart): OpportunitiesPage => ({ reason, items: [], page: 1, totalPages: 1, total: 0 })
  const me = await matcherOf(payload, roleModel, known)
  if (!me) return none('check-not-approved')
  const reason = notTakingPartReason(me, now)
  if (reason) return none(reason)
  const wanted = Math.max(1, page)
  let run = await opportunitiesRun(payload, me, now, { from: (wanted - 1) * perPage, count: perPage, withTotal: true })
  const total = run.total ?? 0
  const totalPages = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(wanted, totalPages)
  // Past the last page (requests closed since, or a hand-edited address): the last page there is.
  if (current !== wanted) run = await opportunitiesRun(payload, me, now, { from: (current - 1) * perPage, count: perPage, withTotal: false })
  const ids = run.events.map((event) => event.id)
  if (!ids.length) return { reason: null, items: [], page: current, totalPages, total }
  const [schools, offers] = await Promise.all([
    schoolNames(payload, run.events.map((event) => relationId(event.school))),
    payload.db.find<Pick<Offer, 'id' | 'event' | 'status' | 'note'>>({ collection: 'offers', where: { and: [{ roleModel: { equals: me.id } }, { event: { in: ids } }] }, select: { event: true, status: true, note: true }, limit: 0, pagination: false }),
  ])
  const offerOf = new Map(offers.docs.map((offer) => [idKey(relationId(offer.event)), offer]))
  const items = run.events.map((event): Opportunity => {
    const offer = offerOf.get(idKey(event.id))
    return {
      id: event.id, title: text(event.title), type: text(event.type), date: storedToEventDate(event.date), arrivalTime: text(event.arrivalTime),
      startTime: text(event.startTime), endTime: text(event.endTime), schoolName: schools.get(idKey(relationId(event.school))) ?? '',
      studentsAge: text(event.studentsAge), numberOfStudents: event.numberOfStudents ?? null, hope: text(event.offersHope),
      matchesIndustry: run.matching.has(idKey(event.id)),
      offer: offer ? { status: offer.status, note: text(offer.note) } : null,
    }
  })
  return { reason: null, items, page: current, totalPages, total }
}

/** An opportunity as the landing lists it: its name (title, or kind and school) and date. */
export type OpportunityBrief = Pick<Opportunity, 'id' | 'title' | 'type' | 'date' | 'schoolName'>

/**
 * The landing's first few opportunities (no count, no paging, no offers), or why the role model sees none. `me`: the
 * role model's facts when the caller read them already (the landing reads its role model once).
 */
export async function firstOpportunities({ payload, roleModel, me, count = OPPORTUNITIES_ON_LANDING, now = new Date() }: { payload: Payload; roleModel: SignedInUser; me?: Matcher | null; count?: number; now?: Date }): Promise<{ reason: NotTakingPart | null; items: OpportunityBrief[] }> {
  const { reason, events } = await firstOpportunityEvents({ payload, roleModel, me, count, now })
  return { reason, items: opportunityBriefs(events, await schoolNames(payload, events.map((event) => relationId(event.school)))) }
}

/** The landing's first few opportunities before their schools are named (the landing names them with its other lists'). */
export async function firstOpportunityEvents({ payload, roleModel, me: known, rows, count = OPPORTUNITIES_ON_LANDING, now = new Date() }: {
  payload: Payload; roleModel: SignedInUser; me?: Matcher | null; count?: number; now?: Date
  /** The role model's rows already read (every row of theirs), to leave out the requests they are on. */
  rows?: OwnRows
}): Promise<{ reason: NotTakingPart | null; events: OpportunityEvent[] }> {
  const me = await matcherOf(payload, roleModel, known)
  if (!me) return { reason: 'check-not-approved', events: [] }
  const reason = notTakingPartReason(me, now)
  if (reason) return { reason, events: [] }
  return { reason: null, events: (await opportunitiesRun(payload, me, now, { from: 0, count, withTotal: false, rows })).events }
}

/** The landing's opportunities as it lists them, with their schools' names (by `idKey`). */
export function opportunityBriefs(events: OpportunityEvent[], schools: Map<string, string>): OpportunityBrief[] {
  return events.map((event) => ({ id: event.id, title: text(event.title), type: text(event.type), date: storedToEventDate(event.date), schoolName: schools.get(idKey(relationId(event.school))) ?? '' }))
}

export type InterestResult = { ok: true } | { ok: false; refusal: OfferRefusal }

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
    const own = await payload.find({ collection: 'offers', where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModel.id } }] }, depth: 0, limit: 1, pagination: false, overrideAccess: false, user: roleModel, select: { status: true } })
    const existing = own.docs[0]
    if (existing?.status === 'withdrawn') {
      await payload.update({ collection: 'offers', id: existing.id, data: { status: 'open', note: text }, depth: 0, overrideAccess: false, user: roleModel })
    } else {
      await payload.create({ collection: 'offers', data: { event: eventId as number, roleModel: roleModel.id, note: text, status: 'open' }, depth: 0, overrideAccess: false, user: roleModel })
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
  const own = await payload.find({ collection: 'offers', where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModel.id } }] }, depth: 0, limit: 1, pagination: false, overrideAccess: false, user: roleModel, select: { status: true } })
  const offer = own.docs[0]
  if (!offer) return { ok: false, refusal: 'not-found' }
  if (offer.status === 'withdrawn') return { ok: true }
  try {
    await payload.update({ collection: 'offers', id: offer.id, data: { status: 'withdrawn' }, depth: 0, overrideAccess: false, user: roleModel })
    return { ok: true }
  } catch (error) {
    if (isOfferRefused(error)) return { ok: false, refusal: refusalOf(error) }
    throw error
  }
}
