import { APIError } from 'payload'
import type { Payload } from 'payload'
import type { SignedInUser } from '~/domain/accounts/users'
import { relationId } from '../shared/relations'
import { notifyTeachersOfAnswer } from './emails.server'
import { sendAttendingEmail } from '../calendar/calendar.server'
import { storedToEventDate } from '../shared/dates'
import { teacherName } from '../shared/names'
import type { EventDisplayState } from '../events/rules'
import { ANSWER_CONTEXT, answerProblem, cleanDeclineReason, DECLINE_REASON_MAX_LENGTH, displayStateOf, respondBy } from './rules'
import type { AnswerIntent, AnswerProblem } from './rules'
import { ROLE_MODEL_STATUS } from './status'
import { mayTakePart } from '../vetting/visibility'
import { isWithdrawn, withdrawProblem } from './withdraw'
import type { WithdrawProblem } from './withdraw'
import { idKey, parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'
import type { Term } from '../reference/terms'
import { findOwnRow, ownInvitation, readInvitedEvent, relatedNames } from './own-invitation.server'
import type { InvitedEvent, OwnRow } from './own-invitation.server'

type Locale = 'en' | 'mi'

export type AnswerResult = { ok: true } | { ok: false; error: 'not-found' | 'invalid-state' | 'invalid'; message: string }

/** The message every refused or failed answer shows (spec section 8). */
export const ANSWER_ERROR = 'invitations:messages.error'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export type InvitationStatus = 'invited' | 'accepted' | 'declined' | 'expired' | 'withdrawn'

export type InvitationView = {
  eventId: DocId
  eventRoleModelId: DocId
  roleModelId: DocId
  status: InvitationStatus
  /** Why Accept and Decline are not offered, or null when they are. */
  problem: AnswerProblem | null
  /** Why 'I can't come after all' is not offered, or null when it is (accepted, on a live event not yet begun). */
  withdrawProblem: WithdrawProblem | null
  eventStatus: string
  displayState: EventDisplayState
  title: string
  type: string
  schoolName: string
  date: string | null
  arrivalTime: string
  startTime: string
  endTime: string
  /** The last day to answer (an instant or a calendar date). */
  respondBy: string | null
  address: string
  region: Term | null
  district: Term | null
  numberOfStudents: number | null
  studentsAge: string
  howWillStudentsAttend: string
  studentLanguages: Term[]
  details: {
    arrivalDetails: string
    howWillTheEventStart: string
    culturalExpectations: string
    photosAllowed: boolean | null
    whatStudentsCallTheTeacher: string
    learningGoals: string
    whatMakesTheSchoolSpecial: string
    relatedTopic: string
  }
  /** Only once the role model accepted. */
  meeting: { platform: string; inviteLink: string; password: string } | null
  preEventMeeting: { date: string | null; startTime: string; endTime: string; platform: string; inviteLink: string; password: string } | null
  organiser: { name: string; email: string } | null
  /** Whether "Add to calendar" is offered: an accepted place on an event still taking place (the file's rule, attendingCalendar). */
  calendar: boolean
}

const STATUS_NAMES: Record<number, InvitationStatus> = {
  [ROLE_MODEL_STATUS.invited]: 'invited',
  [ROLE_MODEL_STATUS.accepted]: 'accepted',
  [ROLE_MODEL_STATUS.declined]: 'declined',
  [ROLE_MODEL_STATUS.expired]: 'expired',
}

/**
 * The invitation page's data, or null (a 404) when the role model has no invitation on that event. Online
 * meeting details and the organiser's contact are included only after the role model accepted.
 */
export async function getInvitation(args: InvitationArgs): Promise<InvitationView | null> {
  return (await getInvitationPage(args))?.invitation ?? null
}

type InvitationArgs = { payload: Payload; roleModel: SignedInUser; eventId: unknown; locale?: Locale; now?: Date }

/**
 * The invitation page's data with the role model's row and the event as read for it (the page's feedback panel needs
 * both, so they are not read twice), or null as getInvitation.
 */
export async function getInvitationPage({ payload, roleModel, eventId, locale = 'en', now = new Date() }: InvitationArgs): Promise<{ invitation: InvitationView; row: OwnRow; event: InvitedEvent } | null> {
  const id = parseDocId(eventId)
  if (id == null) return null
  // A role model who may no longer take part sees none of an event's details (their places are being released).
  if (roleModel.collection === 'role-models' && !mayTakePart(roleModel, now)) return null
  const own = await ownInvitation(payload, roleModel, id)
  if (!own) return null
  const { row, event } = own
  const status = isWithdrawn(row) ? 'withdrawn' : STATUS_NAMES[row.status]
  if (!status) return null
  const accepted = status === 'accepted'
  const names = await relatedNames(payload, event, locale, accepted)
  const { organiser } = names
  const meeting = event.meeting ?? {}
  const meetingShown = accepted && event.type === 'online' && event.status !== 'cancelled'
  const pre = event.preEventMeeting ?? {}
  const invitation: InvitationView = {
    eventId: event.id,
    eventRoleModelId: row.id,
    roleModelId: roleModel.id,
    status,
    problem: answerProblem(row, event, now),
    withdrawProblem: withdrawProblem(row, event, now),
    eventStatus: text(event.status),
    displayState: displayStateOf(event, now),
    title: text(event.title),
    type: text(event.type),
    schoolName: names.school,
    date: storedToEventDate(event.date),
    arrivalTime: text(event.arrivalTime),
    startTime: text(event.startTime),
    endTime: text(event.endTime),
    respondBy: respondBy(row.expiresAt, event.date),
    address: text(event.address),
    region: names.term('regions', event.region),
    district: names.term('districts', event.district),
    numberOfStudents: event.numberOfStudents ?? null,
    studentsAge: text(event.studentsAge),
    howWillStudentsAttend: text(event.howWillStudentsAttend),
    studentLanguages: (event.studentLanguages ?? []).map((language) => names.term('languages', language)).filter((term): term is Term => term != null),
    details: {
      arrivalDetails: text(event.arrivalDetails),
      howWillTheEventStart: text(event.howWillTheEventStart),
      culturalExpectations: text(event.culturalExpectations),
      photosAllowed: event.photosAllowed ?? null,
      whatStudentsCallTheTeacher: text(event.whatStudentsCallTheTeacher),
      learningGoals: text(event.learningGoals),
      whatMakesTheSchoolSpecial: text(event.whatMakesTheSchoolSpecial),
      relatedTopic: text(event.relatedTopic),
    },
    // The meetings' links and passwords: for an accepted place on an event that still takes place (not once cancelled).
    meeting: meetingShown
      ? { platform: text(meeting.platform), inviteLink: text(meeting.inviteLink), password: text(meeting.password) }
      : null,
    preEventMeeting: meetingShown && pre.enabled
      ? { date: storedToEventDate(pre.date), startTime: text(pre.startTime), endTime: text(pre.endTime), platform: text(pre.platform), inviteLink: text(pre.inviteLink), password: text(pre.password) }
      : null,
    organiser: organiser
      ? { name: teacherName(organiser), email: text(organiser.email) }
      : null,
    calendar: accepted && event.status === 'active',
  }
  return { invitation, row, event }
}

type AnswerArgs = { payload: Payload; roleModel: SignedInUser; eventId: unknown; roleModelId?: unknown; now?: Date }

const refused = (error: 'not-found' | 'invalid-state' | 'invalid', message = ANSWER_ERROR): AnswerResult => ({ ok: false, error, message })

/** Finds the signed-in role model's open invitation; anything else is refused before any write. */
async function openInvitation({ payload, roleModel, eventId, roleModelId, now = new Date() }: AnswerArgs) {
  const id = parseDocId(eventId)
  // A role model answers only their own invitation: another role model's id in the address is not found.
  if (id == null || (roleModelId !== undefined && idKey(parseDocId(roleModelId)) !== idKey(roleModel.id))) return { payload, refusal: refused('not-found') }
  // Refused like any answer that cannot be given, before any write (the collection's hook holds the same rule).
  if (roleModel.collection === 'role-models' && !mayTakePart(roleModel, now)) return { payload, refusal: refused('invalid-state') }
  const row = await findOwnRow(payload, roleModel, id)
  if (!row) return { payload, refusal: refused('not-found') }
  // Their own row, found, proves the events' rule (they were asked to it).
  const event = await readInvitedEvent(payload, id, false)
  if (!event) return { payload, refusal: refused('not-found') }
  if (answerProblem(row, event, now)) return { payload, refusal: refused('invalid-state') }
  return { payload, row }
}

async function answer(payload: Payload, roleModel: SignedInUser, row: OwnRow, intent: AnswerIntent, data: Record<string, unknown>): Promise<AnswerResult> {
  try {
    // As the role model: the collection's rules check the change again and write the answer only if the row is still
    // invited (a conditional write in the database), so of two simultaneous answers, in one process or two, the second
    // is refused and sends nothing (decision 0051).
    await payload.update({ collection: 'event-role-models', id: row.id, data, depth: 0, overrideAccess: false, user: roleModel, context: { [ANSWER_CONTEXT]: intent } })
  } catch (error) {
    if (error instanceof APIError && error.status < 500) return refused('invalid-state')
    throw error
  }
  // After the commit, so the database is not locked while mail is sent (the collection's hook leaves it to us).
  try {
    await notifyTeachersOfAnswer({ payload, eventId: relationId(row.event)!, roleModelId: roleModel.id, answer: intent === 'accept' ? 'accepted' : 'declined' })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not email the teachers of event ${relationId(row.event)} about an answer` })
  }
  if (intent !== 'accept') return { ok: true }
  try {
    // The role model's own confirmation, with the calendar invitation (decision 0017).
    await sendAttendingEmail({ payload, eventId: relationId(row.event)!, roleModelId: roleModel.id })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not email role model ${roleModel.id} the calendar invitation of event ${relationId(row.event)}` })
  }
  return { ok: true }
}

/**
 * Accepts an invitation (invited → accepted). Accepting twice, a declined or expired invitation, or someone else's:
 * refused. A programme session's presenter answers, with it, whether they agree to its recording (decision 0089; the
 * collection's hook keeps it for sessions only).
 */
export async function acceptInvitation(args: AnswerArgs & { recordingConsent?: unknown }): Promise<AnswerResult> {
  const { payload, row, refusal } = await openInvitation(args)
  if (!row) return refusal!
  return answer(payload, args.roleModel, row, 'accept', { status: ROLE_MODEL_STATUS.accepted, recordingConsent: args.recordingConsent === true })
}

/** Declines an invitation with a reason the school never sees (invited → declined). Final. */
export async function declineInvitation(args: AnswerArgs & { reason: unknown }): Promise<AnswerResult> {
  const reason = cleanDeclineReason(args.reason)
  if (!reason) return refused('invalid', typeof args.reason === 'string' && args.reason.trim() ? `tooLong|{"max":${DECLINE_REASON_MAX_LENGTH}}` : 'invitations:validation.reasonRequired')
  const { payload, row, refusal } = await openInvitation(args)
  if (!row) return refusal!
  return answer(payload, args.roleModel, row, 'decline', { status: ROLE_MODEL_STATUS.declined, declineReason: reason })
}
