import { APIError } from 'payload'
import type { Payload } from 'payload'
import type { SignedInUser } from '~/domain/accounts/users'
import type { Event } from '../../../cms/payload-types'
import { getTeacherEvent } from '../events/school-event.server'
import { fail, isTeacher } from '../events/event-result'
import type { EventResult } from '../events/event-result'
import { countedRoleModels } from '../events/rules'
import { taxonomyItems } from '../reference/taxonomies.server'
import type { TaxonomyItem } from '../reference/taxonomies.server'
import { relationId } from '../shared/relations'
import { idKey, parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { draftReady, OPEN_REQUEST_PROBLEM_MESSAGES, openRequestProblem, requestStarted } from './open-request'
import type { OpenRequestInput } from './open-request.schema'
import type { OpenRequestCloseReason } from './offers'

/**
 * The teacher event page's "Open to offers" panel (issue 51 item 1). `hidden` for events that cannot have one (cancelled,
 * finished, begun); otherwise whether it is open, with the teacher's sentence, what was asked for, how many role models
 * said they are interested, and (closed) why it cannot be opened now, if it cannot.
 */
export type OpenRequestPanel =
  | { state: 'hidden' }
  | {
    state: 'open' | 'closed'
    hope: string
    industries: string[]
    sectors: string[]
    interested: number
    /** Closed: why it cannot be opened now (an i18n key), or null when the form is offered. */
    problem: string | null
    closedReason: OpenRequestCloseReason | null
    /** The industries and sectors to choose from where the form is shown; otherwise only those chosen (to name them). */
    options: { industries: TaxonomyItem[]; sectors: TaxonomyItem[] }
  }

const ids = (value: unknown) => (Array.isArray(value) ? value.map((item) => relationId(item)).filter((id): id is DocId => id != null).map(String) : [])

/**
 * The role models whose offers for the event still wait on the school (interest not yet acted on): the event page's
 * open-request panel counts them and its threads list has one for each. A system read: the page read the event under
 * the school's rule (requireSchoolEvent).
 */
export async function openOfferRoleModels(payload: Payload, eventId: DocId): Promise<DocId[]> {
  const { docs } = await payload.db.find<{ id: DocId; roleModel: DocId }>({ collection: 'offers', where: { and: [{ event: { equals: eventId } }, { status: { equals: 'open' } }] }, select: { roleModel: true }, limit: 0, pagination: false })
  return docs.map((offer) => relationId(offer.roleModel)).filter((id): id is DocId => id != null)
}

/**
 * The panel's data for an event the teacher's school owns (the page has checked that), with the statuses of the event's
 * rows as the page read them (the places taken are counted from them, not read again).
 */
export async function openRequestPanel({ payload, event, statuses, openOffers, locale, now = new Date() }: { payload: Payload; event: Event; statuses: readonly number[]; openOffers: readonly DocId[]; locale: string; now?: Date }): Promise<OpenRequestPanel> {
  if ((event.status !== 'draft' && event.status !== 'active') || requestStarted(event, now)) return { state: 'hidden' }
  const counted = countedRoleModels(statuses)
  const [industries, sectors] = await Promise.all([taxonomyItems(payload, 'industries', locale), taxonomyItems(payload, 'sectors', locale)])
  const open = event.offersOpen === true
  const problem = open ? null : openRequestProblem(event, { counted, max: event.maxRoleModels ?? 8, now, ready: event.status !== 'draft' || draftReady(event) })
  const wanted = { industries: ids(event.offersIndustries), sectors: ids(event.offersSectors) }
  // Every option only where the form is shown; an open request (or one that cannot be opened) names the chosen ones.
  const formShown = !open && !problem
  const chosen = (items: TaxonomyItem[], of: string[]) => (formShown ? items : items.filter((item) => of.includes(String(item.id))))
  return {
    state: open ? 'open' : 'closed',
    hope: event.offersHope ?? '',
    ...wanted,
    interested: openOffers.length,
    problem: problem ? OPEN_REQUEST_PROBLEM_MESSAGES[problem] : null,
    closedReason: open ? null : ((event.offersCloseReason as OpenRequestCloseReason | null | undefined) ?? null),
    options: { industries: chosen(industries, wanted.industries), sectors: chosen(sectors, wanted.sectors) },
  }
}

/** A refusal of the Events collection's hook as its message (an i18n key); anything else is a real failure. */
function refusal(error: unknown): EventResult {
  if (error instanceof APIError && error.status < 500) return fail('invalid-state', error.message.startsWith('events:') ? error.message : 'events:offers.errors.open')
  if (error instanceof Error && error.name === 'ValidationError') return fail('invalid', 'events:offers.errors.open')
  throw error
}

/** Only ids of the lists' own options are kept (an unknown id would be refused by the relationship anyway). */
async function knownIds(payload: Payload, collection: 'industries' | 'sectors', values: string[]) {
  const known = new Set((await taxonomyItems(payload, collection, 'en')).map((item) => idKey(item.id)))
  return values.map((value) => parseDocId(value)).filter((id): id is DocId => id != null && known.has(idKey(id)))
}

/**
 * Opens the event to offers, or changes what an open request says, as the teacher (the collection's hook holds the
 * rules: a live event or a draft ready to invite, not started, not full).
 */
export async function openEventToOffers({ payload, teacher, eventId, input }: { payload: Payload; teacher: SignedInUser; eventId: unknown; input: OpenRequestInput }): Promise<EventResult> {
  const id = parseDocId(eventId)
  if (id == null || !isTeacher(teacher)) return fail('not-found')
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event) return fail('not-found')
  const [industries, sectors] = await Promise.all([knownIds(payload, 'industries', input.Industries), knownIds(payload, 'sectors', input.Sectors)])
  try {
    await payload.update({
      collection: 'events', id: event.id, depth: 0, user: teacher, overrideAccess: false, context: { skipEmail: true },
      data: { offersOpen: true, offersHope: input.Hope, offersIndustries: industries as number[], offersSectors: sectors as number[] },
    })
    return { ok: true }
  } catch (error) {
    return refusal(error)
  }
}

/** Closes the event's open request, as the teacher ('teacher' is recorded by the collection's hook). */
export async function closeEventToOffers({ payload, teacher, eventId }: { payload: Payload; teacher: SignedInUser; eventId: unknown }): Promise<EventResult> {
  const id = parseDocId(eventId)
  if (id == null || !isTeacher(teacher)) return fail('not-found')
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event) return fail('not-found')
  if (!event.offersOpen) return { ok: true }
  try {
    await payload.update({ collection: 'events', id: event.id, depth: 0, user: teacher, overrideAccess: false, context: { skipEmail: true }, data: { offersOpen: false } })
    return { ok: true }
  } catch (error) {
    return refusal(error)
  }
}
