import { APIError } from 'payload'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { isRoleModelUser, isStaffUser, isTeacherUser, relationId, teacherSchoolId } from '../access'
import { ANSWER_CONTEXT, answerProblem, cleanDeclineReason, isAllowedTransition } from '../../app/domain/invitations/rules'
import type { Actor, AnswerEvent, AnswerIntent } from '../../app/domain/invitations/rules'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { WITHDRAW_CONTEXT, withdrawProblem } from '../../app/domain/invitations/withdraw'
import { notifyTeachersOfAnswer } from '../../app/domain/invitations/emails.server'
import { sendAttendingEmail } from '../../app/domain/calendar/calendar.server'
import { roleModelAddProblem } from '../../app/domain/choosing/choosing.server'
import { addRoleModelProblem, choosingOpen } from '../../app/domain/events/rules'
import { countsTowardMax, freePlace, isNumberedPlace, releasedPlace } from '../../app/domain/choosing/places'
import { unableToTakePart } from '../../app/domain/vetting/participation.server'
import { closeOpenRequestWhenFull } from '../../app/domain/offers/open-request-closing.server'
import { consentOpen, RECORDING_CONSENT_CONTEXT } from '../../app/domain/recordings/recording-rules'
import { syncRecordingVisibility } from '../../app/domain/recordings/consent.server'

const refuse = (message: string, status = 403) => new APIError(message, status, null, true)

async function loadEvent(req: PayloadRequest, id: unknown) {
  const eventId = relationId(id)
  if (eventId == null) return null
  return req.payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, req, disableErrors: true })
}

/**
 * The invitation status rules (decision 0015), held by the collection so that no door (the product's pages, its JSON API,
 * Payload's REST API) can do more: a role model only answers their own open invitation, through the accept and
 * decline operations (accepting once, or declining with a reason), and withdraws only through the withdraw operation
 * (docs/decisions/0030); a teacher adds (only role models offered for the event, up
 * to its maximum), invites and uninvites on their own school's events while it takes role models. Staff in
 * the admin and system work (jobs, seeds: no user) are not limited.
 */
export const enforceStatusRules: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  // Whoever asks (staff, teachers, role models, any API), nobody is invited or accepted who may not take part.
  const from = operation === 'create' ? null : Number(originalDoc?.status)
  const to = data.status === undefined || data.status === null ? (from ?? ROLE_MODEL_STATUS.selected) : Number(data.status)
  if (to !== from && (to === ROLE_MODEL_STATUS.invited || to === ROLE_MODEL_STATUS.accepted)) {
    const roleModel = relationId(operation === 'create' ? data.roleModel : originalDoc?.roleModel)
    if (roleModel == null || (await unableToTakePart(req.payload, [roleModel], new Date(), req)).size) {
      throw refuse(isRoleModelUser(req) ? 'This invitation cannot be answered' : 'This role model cannot take part in events now', 409)
    }
  }
  if (!req.user || isStaffUser(req)) return data
  const actor: Actor | null = isRoleModelUser(req) ? 'role-model' : isTeacherUser(req) ? 'teacher' : null
  if (!actor) throw refuse('Not allowed')

  if (actor === 'teacher') {
    const event = await loadEvent(req, operation === 'create' ? data.event : originalDoc?.event)
    if (!event || String(relationId(event.school)) !== String(teacherSchoolId(req))) throw refuse('Not allowed')
    if (to !== from && !isAllowedTransition('teacher', from, to)) throw refuse('This change of status is not allowed', 409)
    if (operation === 'create') {
      const problem = await roleModelAddProblem(req.payload, event, data.roleModel, new Date(), req)
      if (problem) throw refuse(problem.message, problem.status)
    } else if (to !== from && !choosingOpen(event, new Date())) {
      throw refuse('events:validation.choosingClosed', 409)
    } else if (to !== from && to === ROLE_MODEL_STATUS.invited && event.status !== 'active') {
      // On a draft, invitations go out with its activation (the count check, the emails), never one row at a time.
      throw refuse('This change of status is not allowed', 409)
    }
    return data
  }

  // Withdrawing after accepting: their own attending row of a live event not yet begun, with a reason, once.
  if (req.context[WITHDRAW_CONTEXT]) {
    const event = await loadEvent(req, originalDoc?.event)
    if (to !== ROLE_MODEL_STATUS.declined || !event || withdrawProblem({ status: from!, withdrawnAt: originalDoc?.withdrawnAt }, event, new Date())) {
      throw refuse('This invitation cannot be withdrawn from', 409)
    }
    const reason = cleanDeclineReason(data.withdrawReason)
    if (!reason) throw refuse('A reason of up to 2048 characters is required to withdraw', 400)
    data.withdrawReason = reason
    data.withdrawnAt = new Date().toISOString()
    delete data.declineReason
    return data
  }

  // Giving or withdrawing consent to a programme session's recording: their own accepted row, that field only (decision 0089).
  if (req.context[RECORDING_CONSENT_CONTEXT]) {
    const event = await loadEvent(req, originalDoc?.event)
    if (to !== from || !consentOpen({ status: from }, event)) throw refuse('This consent cannot be changed', 409)
    return { ...originalDoc, recordingConsent: data.recordingConsent === true, recordingConsentAt: new Date().toISOString() }
  }

  // A role model changes nothing but the answer itself, and only through accept or decline.
  const intent = req.context[ANSWER_CONTEXT] as AnswerIntent | undefined
  const intended = intent === 'accept' ? ROLE_MODEL_STATUS.accepted : intent === 'decline' ? ROLE_MODEL_STATUS.declined : null
  if (to !== intended || !isAllowedTransition('role-model', from, to)) throw refuse('This invitation cannot be answered', 409)
  const event = await loadEvent(req, originalDoc?.event)
  if (!event || answerProblem({ status: from!, expiresAt: originalDoc?.expiresAt }, event as AnswerEvent, new Date())) throw refuse('This invitation cannot be answered', 409)
  if (to === ROLE_MODEL_STATUS.declined) {
    const reason = cleanDeclineReason(data.declineReason)
    if (!reason) throw refuse('A reason of up to 2048 characters is required to decline', 400)
    data.declineReason = reason
  } else {
    delete data.declineReason
  }
  delete data.withdrawReason
  delete data.withdrawnAt
  // A programme session's presenter is asked, when accepting, whether they agree to its recording (decision 0089).
  if (to === ROLE_MODEL_STATUS.accepted && event.kind === 'programme') {
    data.recordingConsent = data.recordingConsent === true
    data.recordingConsentAt = new Date().toISOString()
  } else {
    delete data.recordingConsent
    delete data.recordingConsentAt
  }
  data.respondedAt = new Date().toISOString()
  await claimAnswer(req, originalDoc?.id, { status: to, respondedAt: data.respondedAt, declineReason: data.declineReason ?? null })
  return data
}

/**
 * One answer per invitation, in one process or several on one database (decision 0051): the answer is first written
 * as one conditional write, `status` invited → the answer `WHERE status = invited` (Payload's own atomic update:
 * `UPDATE … WHERE … RETURNING` on SQLite, `findOneAndUpdate` on MongoDB). Of two answers racing, both read the row
 * invited and pass the checks above, but the database applies one; the other finds nothing to change and is refused,
 * before its write and before any email (the accept and decline operations email after their write). The write that
 * follows stores the same answer. In a MongoDB transaction the second write conflicts instead: refused the same way.
 */
async function claimAnswer(req: PayloadRequest, id: unknown, answer: { status: number; respondedAt: string; declineReason: string | null }) {
  const rowId = relationId(id)
  let claimed: unknown = null
  if (rowId != null) {
    try {
      claimed = await req.payload.db.updateOne({
        collection: 'event-role-models',
        where: { and: [{ id: { equals: rowId } }, { status: { equals: ROLE_MODEL_STATUS.invited } }] },
        data: answer, options: { atomic: true }, req,
      })
    } catch (error) {
      req.payload.logger.warn({ err: error, msg: `Answer to invitation ${rowId} lost to another answer` })
    }
  }
  if (!claimed) throw refuse('This invitation cannot be answered', 409)
}

/**
 * Every counted row holds a numbered place on its event, one of '1' to the event's maximum when a teacher adds it
 * (decision 0034): the unique index on (event, place) refuses the second of two additions racing for the same place,
 * in any process. A row that stops counting gives its place back. Whatever a client sends as `place` is ignored.
 */
export const assignPlace: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const status = Number(data.status ?? originalDoc?.status ?? ROLE_MODEL_STATUS.selected)
  const roleModel = relationId(data.roleModel ?? originalDoc?.roleModel)
  const eventId = relationId(data.event ?? originalDoc?.event)
  if (roleModel == null || eventId == null) return data
  if (!countsTowardMax(status)) {
    data.place = releasedPlace(roleModel)
    return data
  }
  const sameEvent = operation === 'update' && String(relationId(originalDoc?.event)) === String(eventId)
  if (sameEvent && isNumberedPlace(originalDoc?.place)) {
    data.place = originalDoc.place
    return data
  }
  const { docs } = await req.payload.find({
    collection: 'event-role-models', where: { and: [{ event: { equals: eventId } }, { status: { in: [ROLE_MODEL_STATUS.selected, ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted] } }] },
    select: { place: true }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req,
  })
  const limited = isTeacherUser(req)
  const event = limited ? await loadEvent(req, eventId) : null
  const max = event?.maxRoleModels ?? 8
  const place = freePlace(docs.map((doc) => doc.place), limited ? max : undefined)
  if (place == null) throw refuse(addRoleModelProblem({ counted: max, max })!, 409)
  data.place = place
  return data
}

/**
 * Tells the event's subscribed teachers when an answer is recorded outside the accept and decline operations
 * (staff in the admin); those operations email after their commit themselves. Seeds, jobs and tests pass context.skipEmail.
 */
export const emailAnswerToTeachers: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || req.context.skipEmail || req.context.seeding || req.context[ANSWER_CONTEXT]) return doc
  if (previousDoc?.status !== ROLE_MODEL_STATUS.invited) return doc
  const answer = doc.status === ROLE_MODEL_STATUS.accepted ? 'accepted' : doc.status === ROLE_MODEL_STATUS.declined ? 'declined' : null
  if (!answer) return doc
  try {
    await notifyTeachersOfAnswer({ payload: req.payload, req, eventId: relationId(doc.event)!, roleModelId: relationId(doc.roleModel)!, answer })
    if (answer === 'accepted') await sendAttendingEmail({ payload: req.payload, req, eventId: relationId(doc.event)!, roleModelId: relationId(doc.roleModel)! })
  } catch (error) {
    // The answer stands; a mail outage must not undo it.
    req.payload.logger.error({ err: error, msg: `Could not email the teachers of event ${relationId(doc.event)} about an answer` })
  }
  return doc
}

/**
 * A place was taken (a row counted now that did not before): once the event's counted role models reach its maximum,
 * its open request closes ('full', issue 51 item 1). A failure is logged: the place stands.
 */
export const closeOpenRequestWhenPlacesTaken: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const counts = countsTowardMax(Number(doc.status))
  const counted = operation === 'update' && countsTowardMax(Number(previousDoc?.status))
  if (!counts || counted) return doc
  const eventId = relationId(doc.event)
  if (eventId == null) return doc
  try {
    await closeOpenRequestWhenFull(req.payload, eventId, req)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Could not close the open request of event ${eventId} when full` })
  }
  return doc
}

/**
 * A presenter's consent or status changed: the session's recording, if it has one, is shown only while every presenting
 * role model agrees (decision 0089). Recomputed from the rows in the database, in the same request: a withdrawal hides
 * the recording at once.
 */
export const syncRecordingConsent: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const changed = operation === 'create' || Boolean(doc.recordingConsent) !== Boolean(previousDoc?.recordingConsent) || Number(doc.status) !== Number(previousDoc?.status)
  const eventId = relationId(doc.event)
  if (changed && eventId != null) await syncRecordingVisibility(req.payload, eventId, req)
  return doc
}
