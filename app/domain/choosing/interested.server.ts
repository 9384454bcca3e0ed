import { APIError } from 'payload'
import type { Payload } from 'payload'
import type { EventRoleModel, Offer, RoleModel } from '../../../cms/payload-types'
import type { SignedInUser } from '~/domain/accounts/users'
import { withKeyLock } from '~/lib/key-lock.server'
import { relationId } from '../shared/relations'
import { asTypedId, idKey, parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { roleModelName } from '../notifications/event-mail.server'
import { taxonomyTerms } from '../reference/taxonomies.server'
import { termParts } from '../reference/terms'
import type { Term } from '../reference/terms'
import { visibleToTeachersWhere } from '../vetting/visibility'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { getTeacherEvent } from '../events/school-event.server'
import { fail, isTeacher } from '../events/event-result'
import type { EventDoc, EventResult } from '../events/event-result'
import { emailInvitations, invitationTimes } from '../events/inviting.server'
import { choosingOpen } from '../events/rules'
import { isSchoolEvent } from '../access/rules'
import { addRoleModelToEvent } from './event-role-models.server'

/**
 * An interested role model on the choose page (issue 51 item 3): who offered, with their note, what they do and where
 * they are; their status on the event when they are on it already. Never their email or phone.
 */
export type InterestedRoleModel = {
  offerId: DocId
  roleModelId: DocId
  name: string
  job: string
  place: Term[]
  note: string
  /** Their row's status on the event (0-5), or null when not on it. */
  status: number | null
}

/**
 * The event's open offers, oldest first, of role models teachers may see now (visible: vetted, may take part). The
 * Offers collection's read rule for a teacher (offers on their school's events) is asked of the event the page read
 * under the events' rule (isSchoolEvent), then the offers, the role models' public fields and (unless the caller read
 * them: `statusOf`, by `idKey`) their statuses on the event are read through the database adapter.
 */
export async function interestedRoleModels({ payload, teacher, event, locale, statusOf, now = new Date() }: { payload: Payload; teacher: SignedInUser; event: EventDoc; locale: string; statusOf?: ReadonlyMap<string, number>; now?: Date }): Promise<InterestedRoleModel[]> {
  if (!isTeacher(teacher) || !isSchoolEvent(event, relationId(teacher.school))) return []
  const offers = await payload.db.find<Pick<Offer, 'id' | 'roleModel' | 'note'>>({
    collection: 'offers', where: { and: [{ event: { equals: event.id } }, { status: { equals: 'open' } }] },
    select: { roleModel: true, note: true }, sort: ['createdAt', 'id'], limit: 0, pagination: false,
  })
  const ids = offers.docs.map((offer) => relationId(offer.roleModel)).filter((id): id is DocId => id != null)
  if (!ids.length) return []
  const [people, statuses, regions, districts] = await Promise.all([
    payload.db.find<Pick<RoleModel, 'id' | 'name' | 'firstName' | 'surname' | 'whatDoYouDo' | 'region' | 'district'>>({
      collection: 'role-models', where: { and: [{ id: { in: ids } }, visibleToTeachersWhere(now)] },
      select: { name: true, firstName: true, surname: true, whatDoYouDo: true, region: true, district: true }, limit: 0, pagination: false,
    }),
    statusOf ?? payload.db.find<Pick<EventRoleModel, 'id' | 'roleModel' | 'status'>>({
      collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { roleModel: { in: ids } }] }, select: { roleModel: true, status: true }, limit: 0, pagination: false,
    }).then((rows) => new Map(rows.docs.map((row) => [idKey(relationId(row.roleModel)), row.status]))),
    taxonomyTerms(payload, 'regions', locale),
    taxonomyTerms(payload, 'districts', locale),
  ])
  const byId = new Map(people.docs.map((person) => [idKey(person.id), person]))
  return offers.docs.flatMap((offer) => {
    const person = byId.get(idKey(relationId(offer.roleModel)))
    if (!person) return []
    return [{
      offerId: offer.id,
      roleModelId: person.id,
      name: roleModelName({ ...person, email: '' }),
      job: person.whatDoYouDo ?? '',
      place: termParts([districts.get(idKey(relationId(person.district))), regions.get(idKey(relationId(person.region)))]),
      note: offer.note?.trim() ?? '',
      status: statuses.get(idKey(person.id)) ?? null,
    }]
  })
}

type OfferResult = EventResult<{ name: string; invited: boolean }>

/** The offer, open, of this event, as the teacher reads it (their school's events), with the role model's name. */
async function openOffer(payload: Payload, teacher: SignedInUser, event: EventDoc, offerId: unknown) {
  const id = parseDocId(offerId)
  if (id == null || !isTeacher(teacher)) return null
  const { docs } = await payload.find({
    collection: 'offers', where: { and: [{ id: { equals: id } }, { event: { equals: event.id } }] },
    depth: 0, limit: 1, pagination: false, user: teacher, overrideAccess: false,
  })
  return docs[0] ?? null
}

async function nameOf(payload: Payload, roleModelId: DocId) {
  const person = await payload.db.findOne<Pick<RoleModel, 'id' | 'name' | 'firstName' | 'surname'>>({
    collection: 'role-models', where: { id: { equals: roleModelId } }, select: { name: true, firstName: true, surname: true },
  })
  return person ? roleModelName({ ...person, email: '' }) : ''
}

/**
 * The offer's answer. "Not this time" is the teacher's (the Offers collection's hook holds who may change it to what);
 * invited is the system's record of an invitation the teacher made under the event-role-models rules.
 */
async function decide(payload: Payload, teacher: SignedInUser, offerId: DocId, status: 'invited' | 'declined', now: Date) {
  const data = { status, decidedAt: now.toISOString() }
  if (status === 'declined') await payload.update({ collection: 'offers', id: offerId, data, depth: 0, user: teacher, overrideAccess: false })
  // The system, after the teacher's invitation was made under its own rules.
  else await payload.update({ collection: 'offers', id: offerId, data, depth: 0, overrideAccess: true, context: { skipEmail: true } })
}

/** The refusals of the collections' rules as the spec's messages; anything else is a real failure. */
function refusal(error: unknown): EventResult<{ name: string; invited: boolean }> {
  if (error instanceof APIError && error.status < 500) return fail('invalid-state', error.message.startsWith('events:') ? error.message : 'events:offers.errors.act')
  throw error
}

/**
 * "Not this time": the school declines the role model's offer (the offer becomes declined; the role model cannot press
 * again for this event).
 */
export async function declineOffer({ payload, teacher, eventId, offerId, now = new Date() }: { payload: Payload; teacher: SignedInUser; eventId: unknown; offerId: unknown; now?: Date }): Promise<OfferResult> {
  const id = parseDocId(eventId)
  const event = id == null || !isTeacher(teacher) ? null : await getTeacherEvent({ payload, teacher, id })
  if (!event) return fail('not-found')
  const offer = await openOffer(payload, teacher, event, offerId)
  if (!offer) return fail('not-found')
  if (offer.status !== 'open') return fail('invalid-state', 'events:offers.errors.gone')
  try {
    await decide(payload, teacher, offer.id, 'declined', now)
  } catch (error) {
    return refusal(error)
  }
  return { ok: true, name: await nameOf(payload, relationId(offer.roleModel)!), invited: false }
}

/**
 * One press to invite an interested role model (issue 51 item 3): they are added to the event through the usual path
 * (addRoleModelToEvent: the maximum, vetting and the neighbouring regions' rule are the collection's), and on a live
 * event invited at once (their invitation emailed, as the invite button does); on a draft they stay chosen, invited with
 * the others when it is activated. The offer becomes invited. A role model on the event already (chosen) is invited.
 */
export async function inviteFromOffer({ payload, teacher, eventId, offerId, now = new Date() }: { payload: Payload; teacher: SignedInUser; eventId: unknown; offerId: unknown; now?: Date }): Promise<OfferResult> {
  const id = parseDocId(eventId)
  const event = id == null || !isTeacher(teacher) ? null : await getTeacherEvent({ payload, teacher, id })
  if (!event || !isTeacher(teacher)) return fail('not-found')
  const offer = await openOffer(payload, teacher, event, offerId)
  if (!offer) return fail('not-found')
  if (offer.status !== 'open') return fail('invalid-state', 'events:offers.errors.gone')
  if (!choosingOpen(event, now)) return fail('invalid-state', 'events:validation.choosingClosed')
  const roleModelId = relationId(offer.roleModel)!
  const existing = await payload.find({
    collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { roleModel: { equals: roleModelId } }] },
    select: { status: true }, depth: 0, limit: 1, pagination: false, user: teacher, overrideAccess: false,
  })
  const row = existing.docs[0]
  if (row && row.status !== ROLE_MODEL_STATUS.selected) return fail('invalid-state', 'events:validation.alreadyOnEvent')
  if (!row) {
    const added = await addRoleModelToEvent({ payload, teacher, eventId: event.id, roleModelId })
    if (!added.ok) return { ...added, message: added.message ?? 'events:offers.errors.act' }
  }
  const live = event.status === 'active'
  const times = await invitationTimes(payload, now)
  if (live) {
    try {
      // One event's invitations at a time in this process (as the invite button's).
      const invited = await withKeyLock(`event-role-models:${event.id}`, () => payload.update({
        collection: 'event-role-models',
        where: { and: [{ event: { equals: event.id } }, { roleModel: { equals: roleModelId } }, { status: { equals: ROLE_MODEL_STATUS.selected } }] },
        data: { status: ROLE_MODEL_STATUS.invited, ...times }, depth: 0, user: teacher, overrideAccess: false,
      }))
      if (invited.errors.length) throw new APIError(invited.errors[0].message, 409, null, true)
      if (!invited.docs.length) return fail('invalid-state', 'events:offers.errors.act')
    } catch (error) {
      // The role model added a moment ago and not invited goes back off the event: nothing half done stays.
      if (!row) {
        await payload.delete({
          collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { roleModel: { equals: roleModelId } }, { status: { equals: ROLE_MODEL_STATUS.selected } }] },
          depth: 0, user: teacher, overrideAccess: false,
        })
      }
      return refusal(error)
    }
  }
  try {
    await decide(payload, teacher, offer.id, 'invited', now)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not record offer ${offer.id} as invited` })
  }
  if (live) await emailInvitations(payload, event, [asTypedId(roleModelId)], times.expiresAt)
  return { ok: true, name: await nameOf(payload, roleModelId), invited: live }
}
