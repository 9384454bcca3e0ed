import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Payload, PayloadRequest } from 'payload'
import type { SignedInTeacher, SignedInUser } from '~/domain/accounts/users'
import type { Event, EventRoleModel, RoleModel } from '../../../cms/payload-types'
import { schoolEventRowsWhere } from '../access/rules'
import { cancelledCalendars } from '../calendar/calendar.server'
import { MOVED_FIELDS } from '../calendar/ics'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { asTypedId, idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { releaseUnableOnEvent } from '../vetting/participation.server'
import { sendCancellationEmails } from './emails.server'
import { fail, isTeacher } from './event-result'
import type { EventDoc, EventResult, EventType } from './event-result'
import { emailInvitations, emailNextSteps, invitationTimes, inviteSelectedRows, recipients } from './inviting.server'
import { COUNTED_STATUSES, EVENT_TRANSITION, hasEventDatePassed, missingEventDetails, roleModelCountProblem } from './rules'
import { getTeacherEvent } from './school-event.server'
import { schoolName } from './school-name.server'

/** Fields only the transitions and the creation hook write; form data carrying them is refused. */
const SERVER_HELD_FIELDS = ['status', 'school', 'createdBy', 'minRoleModels', 'maxRoleModels', 'activatedAt', 'cancelReason', 'cancelledAt', 'id']
/**
 * Fixed once the event is created (type) or once invitations describe it (when and where); dropped from active edits.
 * When and where change on a live event only by a move (MOVED_FIELDS, issue 50 item 2), which changes nothing else.
 */
const LOCKED_WHEN_ACTIVE = ['type', 'date', 'arrivalTime', 'startTime', 'endTime', 'address', 'region', 'district', 'meeting', 'preEventMeeting']
const MOVABLE: readonly string[] = MOVED_FIELDS

const transition = { [EVENT_TRANSITION]: true }

/** A relationship's id as the generated types name it, or null. */
const typedRelation = (value: unknown): number | null => {
  const id = relationId(value)
  return id == null ? null : asTypedId(id)
}

/** Runs `work` in one database transaction acting as the teacher; rolls back when it throws. */
async function asTeacherInTransaction<T>(payload: Payload, teacher: SignedInTeacher, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ user: teacher, context: transition }, payload)
  const started = await initTransaction(req)
  try {
    const result = await work(req)
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/** A new draft of the teacher's school, created by the teacher, with min/max role models from site settings. */
export async function createDraftEvent({ payload, teacher, type }: { payload: Payload; teacher: SignedInUser; type: EventType }): Promise<EventResult<{ event: EventDoc }>> {
  const school = isTeacher(teacher) ? typedRelation(teacher.school) : null
  if (!isTeacher(teacher) || school == null) return fail('not-allowed')
  if (type !== 'in-person' && type !== 'online') return fail('invalid')
  // The collection's hook sets school, creator, status and the min/max role models: whatever the caller sends.
  // An in-person draft starts at the school: its address, region and district, which the teacher may change.
  const place = type === 'in-person' ? await schoolPlace(payload, teacher) : {}
  const event = await payload.create({ collection: 'events', data: { type, status: 'draft', school, ...place }, user: teacher, overrideAccess: false, depth: 0 })
  return { ok: true, event }
}

/** The school's address, region and district as the teacher reads them (their own school), for a new in-person event. */
async function schoolPlace(payload: Payload, teacher: SignedInTeacher): Promise<Pick<Event, 'address' | 'region' | 'district'>> {
  const id = relationId(teacher.school)
  if (id == null) return {}
  const { docs } = await payload.find({
    collection: 'schools', where: { id: { equals: id } }, select: { address: true, region: true, district: true }, depth: 0, limit: 1, pagination: false, user: teacher, overrideAccess: false,
  })
  const school = docs[0]
  if (!school) return {}
  return { address: school.address?.trim() || null, region: typedRelation(school.region), district: typedRelation(school.district) }
}

/** What a copy keeps: everything the teacher typed but the date, the times and (being rows of their own) the role models. */
const COPIED_FIELDS = [
  'title', 'type', 'address', 'region', 'district', 'arrivalDetails', 'howWillTheEventStart', 'culturalExpectations', 'photosAllowed',
  'howWillStudentsAttend', 'studentLanguages', 'studentsAge', 'numberOfStudents', 'whatStudentsCallTheTeacher', 'learningGoals',
  'whatMakesTheSchoolSpecial', 'relatedTopic',
] as const

/**
 * 'Copy as a new event': a draft of the teacher's school with everything of one of their school's events but the
 * date, the times and the role models (the meeting keeps its platform and link, the pre-event meeting its place but
 * not its day). Another school's event is not found.
 */
export async function copyEvent({ payload, teacher, id }: { payload: Payload; teacher: SignedInUser; id: DocId }): Promise<EventResult<{ event: EventDoc }>> {
  if (!isTeacher(teacher)) return fail('not-allowed')
  const source = await getTeacherEvent({ payload, teacher, id })
  if (!source) return fail('not-found')
  const data: Record<string, unknown> = {}
  for (const field of COPIED_FIELDS) {
    const value = source[field]
    data[field] = Array.isArray(value) ? value.map((item) => relationId(item)) : typeof value === 'object' && value !== null ? relationId(value) : value
  }
  if (source.type === 'online') {
    // The meeting group is read as the teacher: their own school's event, so it is there.
    if (source.meeting) data.meeting = { platform: source.meeting.platform ?? null, inviteLink: source.meeting.inviteLink ?? null, password: source.meeting.password ?? null }
    const pre = source.preEventMeeting
    if (pre?.enabled) data.preEventMeeting = { enabled: true, date: null, startTime: null, endTime: null, platform: pre.platform ?? null, inviteLink: pre.inviteLink ?? null, password: pre.password ?? null }
  }
  const event = await payload.create({
    collection: 'events', data: { ...data, type: source.type, status: 'draft', school: typedRelation(teacher.school) } as Omit<Event, 'id' | 'createdAt' | 'updatedAt'>,
    user: teacher, overrideAccess: false, depth: 0,
  })
  return { ok: true, event }
}

/**
 * Saves form data (event-form.ts mappers) on a draft or an active event. Status, school, creator and the role-model
 * limits are refused; an active event keeps its type, time, place and meeting details (invitations describe them).
 */
export async function updateEventDetails({ payload, teacher, id, data, move = false, toOnline = false }: { payload: Payload; teacher: SignedInUser; id: DocId; data: Record<string, unknown>; move?: boolean; toOnline?: boolean }): Promise<EventResult<{ event: EventDoc }>> {
  if (SERVER_HELD_FIELDS.some((field) => field in data)) return fail('not-allowed')
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event) return fail('not-found')
  if (event.status !== 'draft' && event.status !== 'active') return fail('invalid-state')
  if (move && event.status !== 'active') return fail('invalid-state')
  // A live event in person goes online by a move that gives its meeting (issue 50 item 1): only from in person.
  if (toOnline && (!move || event.type !== 'in-person')) return fail('invalid-state')
  // A move changes when and where alone; the events' hook tells the role models (collections/Events/hooks.ts).
  const changes = move ? Object.fromEntries(Object.entries(data).filter(([field]) => MOVABLE.includes(field))) : { ...data }
  // The type changes only as above, never from the data.
  delete changes.type
  if (toOnline) changes.type = 'online'
  if (event.status === 'active' && !move) for (const field of LOCKED_WHEN_ACTIVE) delete changes[field]
  try {
    const updated = await payload.update({ collection: 'events', id: event.id, data: changes, user: teacher, overrideAccess: false, depth: 0 })
    return { ok: true, event: updated }
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return fail('invalid')
    throw error
  }
}

/**
 * Draft → active (spec section 4): the details are complete and the number of selected role models is within the
 * event's min..max. Every selected role model becomes invited (with its expiry) and is emailed an invitation.
 */
export async function activateEvent({ payload, teacher, id, now = new Date() }: { payload: Payload; teacher: SignedInUser; id: DocId; now?: Date }): Promise<EventResult> {
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event || !isTeacher(teacher)) return fail('not-found')
  if (event.status !== 'draft') return fail('invalid-state')
  if (missingEventDetails(event).length) return fail('incomplete')
  // A draft planned for a day that has gone would be done by the next nightly run: its date must change first.
  if (hasEventDatePassed(event, now)) return fail('incomplete', 'events:validation.dateInFuture')
  // Selected role models who may no longer take part are released, not invited (the event's pages name them); the
  // count that follows is of those who can be invited.
  await releaseUnableOnEvent({ payload, eventId: event.id, now })
  const counted = await payload.count({
    collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { status: { in: [...COUNTED_STATUSES] } }] }, user: teacher, overrideAccess: false,
  })
  const problem = roleModelCountProblem({ total: counted.totalDocs, min: event.minRoleModels ?? 1, max: event.maxRoleModels ?? Number.MAX_SAFE_INTEGER })
  if (problem || counted.totalDocs === 0) return fail('role-model-count', problem ?? undefined)

  const { invitedAt, expiresAt } = await invitationTimes(payload, now)
  const invited = await asTeacherInTransaction(payload, teacher, async (req) => {
    // Compare-and-set on the status: of two activations at once, only one finds the draft.
    const activated = await payload.update({
      collection: 'events', where: { and: [{ id: { equals: event.id } }, { status: { equals: 'draft' } }] },
      data: { status: 'active', activatedAt: invitedAt }, depth: 0, overrideAccess: false, req,
    })
    if (activated.docs.length !== 1) return null
    return inviteSelectedRows(payload, { req }, event.id, { invitedAt, expiresAt })
  })
  if (!invited) return fail('invalid-state')
  await emailInvitations(payload, event, invited, expiresAt)
  await emailNextSteps(payload, event, teacher, { count: invited.length, expiresAt })
  return { ok: true }
}

/** Deletes a draft for good; the collection's hook removes its role-model rows in the same transaction. */
export async function discardEvent({ payload, teacher, id }: { payload: Payload; teacher: SignedInUser; id: DocId }): Promise<EventResult> {
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event) return fail('not-found')
  if (event.status !== 'draft') return fail('invalid-state')
  // Delete access allows drafts only, so an event activated meanwhile is left alone.
  const deleted = await payload.delete({
    collection: 'events', where: { id: { equals: event.id } }, depth: 0, user: teacher, overrideAccess: false,
  })
  return deleted.docs.length === 1 ? { ok: true } : fail('invalid-state')
}

export const CANCEL_REASON_MAX = 2048

/** Active → cancelled with a reason role models never see; every invited or attending role model is emailed. */
export async function cancelEvent({ payload, teacher, id, reason, now = new Date() }: { payload: Payload; teacher: SignedInUser; id: DocId; reason: string; now?: Date }): Promise<EventResult> {
  const cancelReason = reason?.trim() ?? ''
  if (!cancelReason || cancelReason.length > CANCEL_REASON_MAX) return fail('invalid')
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event || !isTeacher(teacher)) return fail('not-found')
  if (event.status !== 'active') return fail('invalid-state')
  const cancelled = await asTeacherInTransaction(payload, teacher, async (req) => {
    const { docs } = await payload.update({
      collection: 'events', where: { and: [{ id: { equals: event.id } }, { status: { equals: 'active' } }] },
      data: { status: 'cancelled', cancelReason, cancelledAt: now.toISOString() }, depth: 0, overrideAccess: false, req,
    })
    return docs.length
  })
  if (cancelled !== 1) return fail('invalid-state')
  // The school's event, just cancelled by its teacher: who was invited or attending, read through the database adapter
  // with the rule of the teacher's reach (their school's event rows) in the where.
  const school = relationId(teacher.school)
  const rows = await payload.db.find<Pick<EventRoleModel, 'id' | 'roleModel'>>({
    collection: 'event-role-models',
    where: { and: [{ event: { equals: event.id } }, { status: { in: [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted] } }, ...(school == null ? [] : [schoolEventRowsWhere(school)])] },
    select: { roleModel: true }, limit: 0, pagination: false,
  })
  const ids = rows.docs.map((row) => relationId(row.roleModel)).filter((value): value is DocId => value != null)
  // Attending role models also get their calendar entry's cancellation.
  const calendars = await cancelledCalendars(payload, event.id)
  await sendCancellationEmails(payload, { event, schoolName: await schoolName(payload, event.school) }, await recipients(payload, ids, undefined, calendars))
  return { ok: true }
}

/**
 * A draft in person becomes an online event (the choose page's way out of a thin region, decision 0038): the school
 * then plans the meeting on step 1. Selected role models who do not take part online are taken off (they were never
 * invited); everything else the teacher typed stays.
 */
export async function switchEventToOnline({ payload, teacher, id }: { payload: Payload; teacher: SignedInUser; id: DocId }): Promise<EventResult<{ removed: number }>> {
  const event = await getTeacherEvent({ payload, teacher, id })
  if (!event || !isTeacher(teacher)) return fail('not-found')
  if (event.status !== 'draft' || event.type !== 'in-person') return fail('invalid-state')
  const asTeacher = { user: teacher, overrideAccess: false } as const
  const rows = await payload.find({
    collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { status: { equals: ROLE_MODEL_STATUS.selected } }] },
    select: { roleModel: true }, depth: 0, limit: 0, pagination: false, ...asTeacher,
  })
  const ids = rows.docs.map((row) => relationId(row.roleModel)).filter((value): value is DocId => value != null)
  // Whether the role models the teacher selected take part online, through the database adapter: the ids come from the
  // rows the teacher just read with their own access (they chose them), and only ids are read back.
  const online = ids.length
    ? new Set((await payload.db.find<Pick<RoleModel, 'id'>>({ collection: 'role-models', where: { and: [{ id: { in: ids } }, { canDoOnlineEvent: { equals: true } }] }, select: { id: true }, limit: 0, pagination: false })).docs.map((doc) => idKey(doc.id)))
    : new Set<string>()
  const leaving = rows.docs.filter((row) => !online.has(idKey(relationId(row.roleModel))))
  for (const row of leaving) await payload.delete({ collection: 'event-role-models', id: row.id, depth: 0, ...asTeacher })
  await payload.update({ collection: 'events', id: event.id, data: { type: 'online' }, depth: 0, ...asTeacher })
  return { ok: true, removed: leaving.length }
}
