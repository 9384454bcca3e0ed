import type { Payload, PayloadRequest } from 'payload'
import type { Event } from '../../../cms/payload-types'
import { cancelledCalendars, raiseSequence } from '../calendar/calendar.server'
import { movedFields } from '../calendar/ics'
import { sendCancellationEmails, sendUninvitedEmails } from '../events/emails.server'
import { recipients } from '../events/inviting.server'
import { CANCEL_REASON_MAX } from '../events/event-limits'
import { EVENT_TRANSITION } from '../events/rules'
import { schoolName } from '../events/school-name.server'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { parseDocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { emailRegisteredClasses, registeredClassCount } from './emails.server'
import { sessionStarted } from './session-rules'
import { staffSession } from './sessions.server'
import type { PresenterResult, StaffUser } from './sessions.server'

type Id = number | string

/** What a registered class's calendar entry and joining details show: a change of any of them is a move for the teachers. */
const TEACHER_MOVED = new Set(['date', 'startTime', 'endTime', 'meeting'])

/**
 * Staff cancel a live session with a reason nobody outside staff reads (the events' cancellation rules): one conditional
 * write from active (of two cancellations at once, one cancels); then every invited or attending presenter is told as
 * for a school's event (attending ones with their calendar entry's cancellation), and every registered class's teacher
 * is told with the cancellation of their entry (METHOD:CANCEL, the same uid, a higher sequence), each in their
 * language through the email queue. The collection's hook holds the status rules whoever writes.
 */
export async function cancelSession(payload: Payload, staff: StaffUser, sessionId: unknown, reason: string, now = new Date()): Promise<PresenterResult> {
  const cancelReason = reason?.trim() ?? ''
  if (!cancelReason || cancelReason.length > CANCEL_REASON_MAX) return { ok: false, message: 'sessions:errors.cancelReason' }
  const session = await staffSession(payload, sessionId)
  if (!session) return { ok: false, message: 'sessions:errors.notFound' }
  if (session.status !== 'active' || sessionStarted(session, now)) return { ok: false, message: 'sessions:errors.notCancellable' }
  const { docs } = await payload.update({
    collection: 'events', where: { and: [{ id: { equals: session.id } }, { status: { equals: 'active' } }] },
    data: { status: 'cancelled', cancelReason, cancelledAt: now.toISOString() }, depth: 0, user: staff, overrideAccess: false, context: { [EVENT_TRANSITION]: true },
  })
  const cancelled = docs[0]
  if (!cancelled) return { ok: false, message: 'sessions:errors.notCancellable' }
  await noticeCancellation(payload, cancelled)
  return { ok: true }
}

async function noticeCancellation(payload: Payload, session: Event): Promise<void> {
  try {
    const rows = await payload.db.find<{ id: Id; roleModel: Id }>({
      collection: 'event-role-models', where: { and: [{ event: { equals: session.id } }, { status: { in: [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted] } }] },
      select: { roleModel: true }, limit: 0, pagination: false,
    })
    const ids = rows.docs.map((row) => relationId(row.roleModel)).filter((id): id is Id => id != null)
    // Attending presenters' entries are cancelled (this raises the session's sequence once).
    const calendars = ids.length ? await cancelledCalendars(payload, session.id) : new Map()
    if (ids.length) await sendCancellationEmails(payload, { event: session, schoolName: await schoolName(payload, session.school) }, await recipients(payload, ids, undefined, calendars))
    if (await registeredClassCount(payload, session.id)) {
      const current = await staffSession(payload, session.id)
      const sequence = await raiseSequence(payload, current ?? session)
      await emailRegisteredClasses(payload, { ...(current ?? session), calendarSequence: sequence }, 'cancelled', sequence)
    }
  } catch (error) {
    // The cancellation itself is saved; a failure to queue its emails is logged.
    payload.logger.error({ err: error, msg: `Could not send the cancellation notices of session ${session.id}` })
  }
}

/**
 * Staff take a presenter off a session, as a school's teacher takes a role model off an event: one only selected
 * (never sent anything) is deleted; one invited or attending is uninvited (4) and told by email, an attending one with
 * their calendar entry's cancellation. Not once the session has started; declined, expired and uninvited rows stay.
 */
export async function removePresenter(payload: Payload, staff: StaffUser, sessionId: unknown, roleModelId: unknown, now = new Date()): Promise<PresenterResult> {
  const session = await staffSession(payload, sessionId)
  const id = parseDocId(roleModelId)
  if (!session || id == null) return { ok: false, message: 'sessions:errors.notFound' }
  if (session.status === 'cancelled' || session.status === 'done' || sessionStarted(session, now)) return { ok: false, message: 'sessions:errors.presentersClosed' }
  const row = await payload.db.findOne<{ id: Id; status: number }>({ collection: 'event-role-models', where: { and: [{ event: { equals: session.id } }, { roleModel: { equals: id } }] }, select: { status: true } })
  if (!row) return { ok: false, message: 'sessions:errors.notFound' }
  if (row.status === ROLE_MODEL_STATUS.selected) {
    await payload.delete({ collection: 'event-role-models', where: { and: [{ id: { equals: row.id } }, { status: { equals: ROLE_MODEL_STATUS.selected } }] }, user: staff, overrideAccess: false })
    return { ok: true }
  }
  if (row.status !== ROLE_MODEL_STATUS.invited && row.status !== ROLE_MODEL_STATUS.accepted) return { ok: false, message: 'sessions:errors.presentersClosed' }
  // The status is checked again in the write: a presenter who declined meanwhile stays declined.
  const { docs } = await payload.update({
    collection: 'event-role-models', where: { and: [{ id: { equals: row.id } }, { status: { equals: row.status } }] },
    data: { status: ROLE_MODEL_STATUS.uninvited }, depth: 0, user: staff, overrideAccess: false,
  })
  if (!docs.length) return { ok: false, message: 'sessions:errors.presentersClosed' }
  const calendars = row.status === ROLE_MODEL_STATUS.accepted ? await cancelledCalendars(payload, session.id, id) : undefined
  await sendUninvitedEmails(payload, { event: session, schoolName: await schoolName(payload, session.school) }, await recipients(payload, [id], undefined, calendars))
  return { ok: true }
}

/**
 * After a live session's day, times or meeting changed (by staff's page, the admin or the REST API: the events' hook
 * calls this after the presenters' own notices), every registered class's teacher gets the updated calendar entry (the
 * same uid, a higher sequence) and the new joining details by email, in their language. Returns how many were queued.
 */
export async function sendSessionMoveNotices({ payload, before, after, req }: { payload: Payload; before: Event; after: Event; req?: PayloadRequest }): Promise<number> {
  if (after.kind !== 'programme' || before.status !== 'active' || after.status !== 'active') return 0
  if (!movedFields(before, after).some((field) => TEACHER_MOVED.has(field))) return 0
  try {
    if (!(await registeredClassCount(payload, after.id, req))) return 0
    // The presenters' notices may have raised the sequence already: read it again, and raise it past every entry sent.
    const current = await payload.db.findOne<Event>({ collection: 'events', where: { id: { equals: after.id } }, select: { calendarSequence: true }, req })
    const sequence = await raiseSequence(payload, { ...after, calendarSequence: current?.calendarSequence ?? after.calendarSequence }, req as PayloadRequest | undefined)
    return await emailRegisteredClasses(payload, { ...after, calendarSequence: sequence }, 'changed', sequence, req)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not send the move notices of session ${after.id}` })
    return 0
  }
}
