import { APIError, ValidationError } from 'payload'
import type { Payload } from 'payload'
import type { SignedInTeacher, SignedInUser } from '~/domain/accounts/users'
import { withKeyLock } from '~/lib/key-lock.server'
import { relationId } from '../shared/relations'
import { browseRoleModels } from '../browse/browse.server'
import type { BrowseResult } from '../browse/browse.server'
import type { BrowseQuery } from '../browse/query'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { sendUninvitedEmails } from '../events/emails.server'
import { cancelledCalendars } from '../calendar/calendar.server'
import type { EventDoc, EventResult } from '../events/event-result'
import { emailInvitations, invitationTimes, inviteSelectedRows, recipients } from '../events/inviting.server'
import { getTeacherEvent } from '../events/school-event.server'
import { schoolName } from '../events/school-name.server'
import { updateEventDetails } from '../events/transitions.server'
import { offeredQuery } from './offered'
import { releaseUnableOnEvent } from '../vetting/participation.server'
import { choosingOpen, inviteProblem } from '../events/rules'
import { asTypedId, idKey, parseDocId as parseId } from '../shared/ids'

type Id = number | string

const isTeacher = (user: SignedInUser): user is SignedInTeacher => user.collection === 'teachers'
const fail = (error: 'not-found' | 'invalid-state' | 'role-model-count', message?: string): EventResult => (message ? { ok: false, error, message } : { ok: false, error })

/**
 * One event's removals and invitations at a time in this process (each a check then a write on rows already there).
 * Additions take no lock: the maximum is held by the database (decision 0034).
 */
const lockFor = (eventId: Id) => `event-role-models:${eventId}`

/** The refusals of the collection's rules come back as the spec's messages; anything else is a real failure. */
function refusal(error: unknown): EventResult {
  if (error instanceof APIError && error.status < 500) {
    const message = error.message.startsWith('events:') ? error.message : undefined
    return fail(error.status === 404 ? 'not-found' : 'invalid-state', message)
  }
  throw error
}

async function teacherEvent(payload: Payload, teacher: SignedInUser, eventId: unknown) {
  const id = parseId(eventId)
  if (id == null || !isTeacher(teacher)) return null
  const event = await getTeacherEvent({ payload, teacher, id })
  return event ? { event, teacher } : null
}

/** Adds a role model to the event as selected (0). The collection's rules decide who may be added (choosing.server.ts). */
export async function addRoleModelToEvent({ payload, teacher, eventId, roleModelId }: { payload: Payload; teacher: SignedInUser; eventId: unknown; roleModelId: unknown }): Promise<EventResult> {
  const found = await teacherEvent(payload, teacher, eventId)
  const id = parseId(roleModelId)
  if (!found || id == null) return fail('not-found')
  // No lock: the event's maximum is held by the database (a numbered place per counted row, unique per event; decision
  // 0034), in this process and any other on the same database. An addition that lost a race for a place is refused by
  // the unique index and tries again, reading the places anew: then there is another free place, or the event is full.
  for (let attempt = 1; ; attempt++) {
    try {
      await payload.create({
        collection: 'event-role-models', data: { event: found.event.id, roleModel: asTypedId(id), status: ROLE_MODEL_STATUS.selected },
        depth: 0, user: found.teacher, overrideAccess: false,
      })
      return { ok: true }
    } catch (error) {
      if (error instanceof ValidationError && attempt < ADD_ATTEMPTS) continue
      return refusal(error)
    }
  }
}

/** Enough for every racing addition to find its place or the event full: each retry follows another's success. */
const ADD_ATTEMPTS = 25

async function findRow(payload: Payload, teacher: SignedInTeacher, eventId: Id, roleModelId: Id) {
  const { docs } = await payload.find({
    collection: 'event-role-models', where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModelId } }] },
    depth: 0, limit: 1, pagination: false, user: teacher, overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * Removes a role model: one only selected (never sent anything) is deleted; one invited or attending is uninvited (4)
 * and told by email. Declined, expired and uninvited rows stay as they are.
 */
export async function removeRoleModelFromEvent({ payload, teacher, eventId, roleModelId }: { payload: Payload; teacher: SignedInUser; eventId: unknown; roleModelId: unknown }): Promise<EventResult> {
  const found = await teacherEvent(payload, teacher, eventId)
  const id = parseId(roleModelId)
  if (!found || id == null) return fail('not-found')
  const { event } = found
  const outcome = await withKeyLock(lockFor(event.id), async (): Promise<EventResult & { uninvited?: boolean; wasAttending?: boolean }> => {
    const row = await findRow(payload, found.teacher, event.id, id)
    if (!row) return fail('not-found')
    if (!choosingOpen(event, new Date())) return fail('invalid-state', 'events:validation.choosingClosed')
    try {
      if (row.status === ROLE_MODEL_STATUS.selected) {
        await payload.delete({ collection: 'event-role-models', id: row.id, depth: 0, user: found.teacher, overrideAccess: false })
        return { ok: true }
      }
      if (row.status !== ROLE_MODEL_STATUS.invited && row.status !== ROLE_MODEL_STATUS.accepted) return fail('invalid-state')
      await payload.update({ collection: 'event-role-models', id: row.id, data: { status: ROLE_MODEL_STATUS.uninvited }, depth: 0, user: found.teacher, overrideAccess: false })
      return { ok: true, uninvited: true, wasAttending: row.status === ROLE_MODEL_STATUS.accepted }
    } catch (error) {
      return refusal(error)
    }
  })
  if (outcome.ok && outcome.uninvited) await emailUninvited(payload, event, id, outcome.wasAttending === true)
  return outcome.ok ? { ok: true } : outcome
}

async function emailUninvited(payload: Payload, event: EventDoc, roleModelId: Id, wasAttending: boolean) {
  // An attending role model's calendar entry is cancelled with the email.
  const calendars = wasAttending ? await cancelledCalendars(payload, event.id, roleModelId) : undefined
  await sendUninvitedEmails(payload, { event, schoolName: await schoolName(payload, event.school) }, await recipients(payload, [roleModelId], undefined, calendars))
}

/**
 * Sends the invitations of a live event to every role model selected since (spec section 4: role models can still
 * be added and invited after the event is live). A draft's invitations go out when it is activated.
 */
export async function inviteSelectedRoleModels({ payload, teacher, eventId, now = new Date() }: { payload: Payload; teacher: SignedInUser; eventId: unknown; now?: Date }): Promise<EventResult> {
  const found = await teacherEvent(payload, teacher, eventId)
  if (!found) return fail('not-found')
  const { event } = found
  if (event.status !== 'active' || !choosingOpen(event, now)) return fail('invalid-state')
  const times = await invitationTimes(payload, now)
  const invited = await withKeyLock(lockFor(event.id), async () => {
    // Selected role models who may no longer take part are released, not invited (the page names them).
    await releaseUnableOnEvent({ payload, eventId: event.id, now })
    const { docs } = await payload.find({
      collection: 'event-role-models', where: { event: { equals: event.id } }, select: { status: true }, depth: 0, limit: 0, pagination: false,
      user: found.teacher, overrideAccess: false,
    })
    const problem = inviteProblem({ statuses: docs.map((row) => row.status), min: event.minRoleModels ?? 1, max: event.maxRoleModels ?? 8 })
    if (problem) return problem
    return inviteSelectedRows(payload, { user: found.teacher }, event.id, times)
  })
  if (typeof invited === 'string') return fail('role-model-count', invited)
  await emailInvitations(payload, event, invited, times.expiresAt)
  return { ok: true }
}

/** The role-model-number suggestion was read: it stays dismissed for this event, for every teacher of the school. */
export async function dismissSuggestion({ payload, teacher, eventId }: { payload: Payload; teacher: SignedInUser; eventId: Id }): Promise<EventResult> {
  return updateEventDetails({ payload, teacher, id: eventId, data: { suggestionDismissed: true } })
}

export type PotentialRoleModels = BrowseResult & { query: BrowseQuery }

/**
 * The choose page's list: the browse search (one implementation) narrowed to the role models offered for the event,
 * each card with its status on the event (null when not on it).
 */
export async function potentialRoleModels({ payload, teacher, event, query, locale, neighbours = [], statusOf }: { payload: Payload; teacher: SignedInTeacher; event: EventDoc; query: BrowseQuery; locale: string; neighbours?: readonly Id[]; statusOf?: ReadonlyMap<string, number> }): Promise<PotentialRoleModels> {
  const offered = offeredQuery({ type: event.type, region: event.region as Id | null, neighbours: event.type === 'in-person' ? neighbours : [] }, query)
  // Each card with its district and region: the choose page tells a teacher how far each role model would come.
  const [result, statuses] = await Promise.all([browseRoleModels({ payload, teacher, query: offered, locale, places: true }), statusOf ?? eventStatuses(payload, teacher, event)])
  return { ...result, data: result.data.map((card) => ({ ...card, status: statuses.get(idKey(card.id)) ?? null, place: card.place ?? null })), query: offered }
}

/** Each role model's status on the event by id (`idKey`), as the teacher reads the event's rows (their school's events). */
export async function eventStatuses(payload: Payload, teacher: SignedInTeacher, event: EventDoc): Promise<ReadonlyMap<string, number>> {
  const rows = await payload.find({
    collection: 'event-role-models', where: { event: { equals: event.id } }, select: { roleModel: true, status: true },
    depth: 0, limit: 0, pagination: false, user: teacher, overrideAccess: false,
  })
  return new Map(rows.docs.map((row) => [idKey(relationId(row.roleModel)), row.status]))
}
