import { APIError, ValidationError } from 'payload'
import type { Payload, Where } from 'payload'
import type { Event, EventRoleModel, Feedback, RoleModel } from '../../../cms/payload-types'
import { isSchoolEvent } from '../access/rules'
import type { SignedInUser } from '../accounts/users'
import { programmeName } from '../accounts/content.server'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { ownInvitation } from '../invitations/own-invitation.server'
import { schoolName } from '../events/school-name.server'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { calendarT, eventContact, eventDay, eventTitle, personName, schoolNameOf } from '../notifications/event-mail.server'
import { eventDateToStored, storedToEventDate } from '../shared/dates'
import { asTypedId, idKey, parseDocId } from '../shared/ids'
import { roleModelName } from '../shared/names'
import { relationId } from '../shared/relations'
import { cameToEvent, cleanFeedbackText, feedbackClosesOn, feedbackKey, feedbackRequestRange, feedbackState, GIVE_FEEDBACK_CONTEXT, organiserRequestDue, parseRating, roleModelRequestDue } from './feedback'
import type { FeedbackEvent, FeedbackKind } from './feedback'

type Id = number | string

export type FeedbackResult = { ok: true } | { ok: false; error: 'not-found' | 'invalid-state' | 'invalid'; message: string }

/** The message of a refusal the form cannot place on a field (the spec's "An error occurred"). */
export const FEEDBACK_ERROR = 'events:feedback.error'
const STATE_MESSAGES = { 'not-yet': 'events:feedback.notYet', closed: 'events:feedback.closedShort', never: 'events:feedback.never' } as const

const refused = (error: 'not-found' | 'invalid-state' | 'invalid', message: string = FEEDBACK_ERROR): FeedbackResult => ({ ok: false, error, message })

export type FeedbackWindow = { state: 'open' | 'not-yet' | 'closed' | 'never'; closesOn: string | null }
export type GivenFeedback = { rating: number | null; comment: string; thankYou: string }
export type RoleModelToRate = GivenFeedback & { roleModelId: Id; name: string }

type Came = { roleModelId: Id; name: string }

/**
 * The role models who came to each event (attending at the end, not recorded absent), with their names, in the order
 * they were added. Read by both feedback forms and the school's record, for events the caller has read under the
 * reader's rule (their school's events), so every row of them is the reader's: the rows, then the names, both through
 * the database adapter (no read hooks to run).
 */
export async function roleModelsWhoCame(payload: Payload, eventIds: Id[]): Promise<Map<string, Came[]>> {
  if (!eventIds.length) return new Map()
  const rows = await payload.db.find<EventRoleModel>({
    collection: 'event-role-models',
    where: { and: [{ event: { in: eventIds } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] },
    select: { event: true, roleModel: true, status: true, attended: true }, sort: ['createdAt', 'id'], limit: 0, pagination: false,
  })
  const came = rows.docs.filter(cameToEvent)
  if (!came.length) return new Map()
  const people = await payload.db.find<RoleModel>({
    collection: 'role-models', where: { id: { in: [...new Set(came.map((row) => idKey(relationId(row.roleModel))))] } },
    select: { name: true, firstName: true, surname: true }, limit: 0, pagination: false,
  })
  const names = new Map(people.docs.map((doc) => [idKey(doc.id), roleModelName(doc)]))
  const byEvent = new Map<string, Came[]>()
  for (const row of came) {
    const roleModelId = relationId(row.roleModel)!
    const list = byEvent.get(idKey(relationId(row.event))) ?? []
    list.push({ roleModelId, name: names.get(idKey(roleModelId)) ?? '' })
    byEvent.set(idKey(relationId(row.event)), list)
  }
  return byEvent
}

const given = (doc: Pick<Feedback, 'rating' | 'comment' | 'thankYou'> | undefined): GivenFeedback => ({
  rating: doc?.rating ?? null, comment: doc?.comment ?? '', thankYou: doc?.thankYou ?? '',
})

/** One answer as the forms show it: what it rates and the answer. */
export type Answer = Pick<Feedback, 'kind' | 'rating' | 'comment' | 'thankYou'> & { roleModel: Id | null }
/** A teacher's answers on an event, or the one answer of a key. */
export type AnswerQuery = { event: Id; teacher: Id } | { answerKey: string }

/**
 * The answers the feedback forms show, in the order they were written. Read by the system through the database
 * adapter: the caller has proved the reader may see them (a teacher of the event's school reads their own answers; a
 * role model who came, their own answer by its key), and the query names only the reader's own answers.
 */
export async function answersOf(payload: Payload, query: AnswerQuery): Promise<Answer[]> {
  const where: Where = 'answerKey' in query
    ? { answerKey: { equals: query.answerKey } }
    : { and: [{ event: { equals: query.event } }, { teacher: { equals: query.teacher } }] }
  const found = await payload.db.find<Feedback>({
    collection: 'feedback', where, select: { kind: true, roleModel: true, rating: true, comment: true, thankYou: true }, sort: ['createdAt', 'id'], limit: 0, pagination: false,
  })
  return found.docs.map((doc) => ({ kind: doc.kind, roleModel: relationId(doc.roleModel), rating: doc.rating, comment: doc.comment ?? null, thankYou: doc.thankYou ?? null }))
}

/**
 * Creates or changes one answer. Its key is unique in the database (decision 0036), which decides between two first
 * answers at once, in one process or several (decision 0051): the second's insert is refused by the index, and it
 * then changes the answer the first wrote. Two changes at once: the later one stands (it is the same person's answer).
 * Written as the author under the collection's rules: their own answers only, through this save (its context flag);
 * the collection's hook holds the event, the window, the school and who came.
 */
async function saveAnswer(payload: Payload, user: SignedInUser, data: { event: Id; kind: FeedbackKind; teacher?: Id; roleModel?: Id; rating: number; comment: string | null; thankYou?: string | null }, now: Date) {
  const author = data.kind === 'school' ? data.roleModel! : data.teacher!
  const answerKey = feedbackKey({ event: data.event, kind: data.kind, author, about: data.roleModel })
  const context = { now, [GIVE_FEEDBACK_CONTEXT]: true }
  const values = { rating: data.rating, comment: data.comment, thankYou: data.kind === 'role-model' ? data.thankYou ?? null : null }
  const existing = () => payload.db.findOne<Feedback>({ collection: 'feedback', where: { answerKey: { equals: answerKey } }, select: { answerKey: true } })
  const change = (id: Id) => payload.update({ collection: 'feedback', id, data: values, depth: 0, user, overrideAccess: false, context })
  const found = await existing()
  if (found) {
    await change(found.id)
    return
  }
  try {
    await payload.create({ collection: 'feedback', data: { event: asTypedId(data.event), kind: data.kind, teacher: data.teacher == null ? null : asTypedId(data.teacher), roleModel: data.roleModel == null ? null : asTypedId(data.roleModel), ...values }, depth: 0, user, overrideAccess: false, context })
  } catch (error) {
    // Refused by the unique key: another request wrote this answer first. Anything else stands.
    const written = error instanceof ValidationError ? await existing() : undefined
    if (!written) throw error
    await change(written.id)
  }
}

/** The teacher's feedback form for their school's event: the window, their answers so far, the role models who came. Null for another school's event. */
export async function teacherFeedbackView({ payload, teacher, event, now = new Date() }: { payload: Payload; teacher: SignedInUser; event: Event; now?: Date }) {
  if (teacher.collection !== 'teachers' || !isSchoolEvent(event, relationId(teacher.school))) return null
  const window: FeedbackWindow = { state: feedbackState(event, now), closesOn: feedbackClosesOn(event) }
  if (window.state === 'never' || window.state === 'not-yet') return { window, event: given(undefined), roleModels: [] as RoleModelToRate[], answered: false }
  const [came, answers] = await Promise.all([
    roleModelsWhoCame(payload, [event.id]),
    answersOf(payload, { event: event.id, teacher: teacher.id }),
  ])
  const ofEvent = answers.find((doc) => doc.kind === 'event')
  const aboutRoleModel = new Map(answers.filter((doc) => doc.kind === 'role-model').map((doc) => [String(relationId(doc.roleModel)), doc]))
  return {
    window,
    event: given(ofEvent),
    roleModels: (came.get(String(event.id)) ?? []).map((person): RoleModelToRate => ({ ...person, ...given(aboutRoleModel.get(String(person.roleModelId))) })),
    answered: Boolean(ofEvent),
  }
}

type TeacherInput = { rating: unknown; comment?: unknown; roleModels?: { id: unknown; rating: unknown; comment?: unknown; thankYou?: unknown }[] }

/**
 * A teacher of the event's school gives or changes their feedback: the event and each role model who came (every one
 * they send). Another school's event: not found. Not open (before the event ends, 14 days after, a cancelled event),
 * a role model who did not come, a rating that is not a whole number from 1 to 5, a text too long: refused, nothing
 * changes (everything is checked before anything is written).
 */
export async function giveTeacherFeedback({ payload, teacher, eventId, input, now = new Date() }: { payload: Payload; teacher: SignedInUser; eventId: Id; input: TeacherInput; now?: Date }): Promise<FeedbackResult> {
  if (teacher.collection !== 'teachers') return refused('not-found')
  const found = await payload.find({ collection: 'events', where: { id: { equals: eventId } }, depth: 0, limit: 1, pagination: false, overrideAccess: false, user: teacher })
  const event = found.docs[0]
  if (!event) return refused('not-found')
  const state = feedbackState(event, now)
  if (state !== 'open') return refused('invalid-state', STATE_MESSAGES[state])
  const rating = parseRating(input.rating)
  const comment = cleanFeedbackText(input.comment)
  if (!rating.ok || !comment.ok) return refused('invalid')
  const came = new Set((await roleModelsWhoCame(payload, [event.id])).get(String(event.id))?.map((person) => String(person.roleModelId)) ?? [])
  const people = []
  for (const person of input.roleModels ?? []) {
    const personRating = parseRating(person.rating)
    const personComment = cleanFeedbackText(person.comment)
    const thankYou = cleanFeedbackText(person.thankYou)
    if (!personRating.ok || !personComment.ok || !thankYou.ok) return refused('invalid')
    if (!came.has(String(person.id))) return refused('invalid-state', 'events:feedback.didNotCome')
    people.push({ roleModel: [...came].find((id) => id === String(person.id))!, rating: personRating.value, comment: personComment.value, thankYou: thankYou.value })
  }
  try {
    await saveAnswer(payload, teacher, { event: event.id, kind: 'event', teacher: teacher.id, rating: rating.value, comment: comment.value }, now)
    for (const person of people) {
      await saveAnswer(payload, teacher, { event: event.id, kind: 'role-model', teacher: teacher.id, roleModel: parseDocId(person.roleModel)!, rating: person.rating, comment: person.comment, thankYou: person.thankYou }, now)
    }
  } catch (error) {
    // The collection's hook holds the same rules: a change of state between the checks and the write.
    if (error instanceof APIError && error.status < 500) return refused('invalid-state')
    throw error
  }
  return { ok: true }
}

/** The role model's own row on an event they may see, or null. */
async function ownRow(payload: Payload, roleModel: SignedInUser, eventId: Id) {
  const found = await payload.find({
    collection: 'event-role-models', where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModel.id } }] },
    depth: 0, limit: 1, pagination: false, overrideAccess: false, user: roleModel,
  })
  return found.docs[0] ?? null
}

/** A role model's row on the event says they did not come (recorded absent, withdrew, declined, never answered). */
export const DID_NOT_COME = 'did-not-come'

/**
 * The role model's feedback form on the school's organisation; `DID_NOT_COME` when their row on the event says they
 * did not come (the page answers 403 with "Feedback is only for role models who came to the event."); null when the
 * event is not theirs (404). Their own row, read with the event under their rule (`ownInvitation`),
 * proves what the schools' read rule would check: an invitation names its school (decision 0054). So the school's name
 * and their own answer (by its key) are read by id.
 */
export async function roleModelFeedbackView({ payload, roleModel, eventId, now = new Date() }: { payload: Payload; roleModel: SignedInUser; eventId: Id; now?: Date }) {
  if (roleModel.collection !== 'role-models') return null
  const own = await ownInvitation(payload, roleModel, eventId)
  if (!own) return null
  if (!cameToEvent(own.row)) return DID_NOT_COME
  const { event } = own
  const window: FeedbackWindow = { state: feedbackState(event, now), closesOn: feedbackClosesOn(event) }
  const schoolId = relationId(event.school)
  const [answers, school] = await Promise.all([
    answersOf(payload, { answerKey: feedbackKey({ event: event.id, kind: 'school', author: roleModel.id }) }),
    schoolId == null ? '' : schoolName(payload, schoolId),
  ])
  const answer = answers[0]
  return {
    window,
    event: { id: event.id, title: event.title?.trim() ?? '', type: event.type ?? '', date: storedToEventDate(event.date), schoolName: school },
    answer: given(answer),
    answered: Boolean(answer),
  }
}

/**
 * A role model who came rates the school's organisation (staff alone read it). Not theirs, or they did not come: not
 * found. Not open, or bad input: refused, nothing changes.
 */
export async function giveRoleModelFeedback({ payload, roleModel, eventId, input, now = new Date() }: { payload: Payload; roleModel: SignedInUser; eventId: Id; input: { rating: unknown; comment?: unknown }; now?: Date }): Promise<FeedbackResult> {
  if (roleModel.collection !== 'role-models') return refused('not-found')
  const row = await ownRow(payload, roleModel, eventId)
  if (!row || row.status === ROLE_MODEL_STATUS.uninvited) return refused('not-found')
  if (!cameToEvent(row)) return refused('invalid-state', 'events:feedback.didNotCome')
  const event = await payload.findByID({ collection: 'events', id: relationId(row.event)!, depth: 0, overrideAccess: false, user: roleModel, disableErrors: true })
  if (!event) return refused('not-found')
  const state = feedbackState(event, now)
  if (state !== 'open') return refused('invalid-state', STATE_MESSAGES[state])
  const rating = parseRating(input.rating)
  const comment = cleanFeedbackText(input.comment)
  if (!rating.ok || !comment.ok) return refused('invalid')
  try {
    await saveAnswer(payload, roleModel, { event: event.id, kind: 'school', roleModel: roleModel.id, rating: rating.value, comment: comment.value }, now)
  } catch (error) {
    if (error instanceof APIError && error.status < 500) return refused('invalid-state')
    throw error
  }
  return { ok: true }
}

/**
 * Claims a feedback request in one conditional write (Payload's atomic update: `UPDATE … WHERE … RETURNING` on SQLite,
 * `findOneAndUpdate` on MongoDB) while `conditions` hold and nothing was sent: of two runs, in one process or several,
 * one sends (decision 0051). The field is the job's own; no hook acts on it.
 */
async function claimRequest(payload: Payload, collection: 'events' | 'event-role-models', conditions: Where[], now: Date): Promise<boolean> {
  const claimed = await payload.db.updateOne({
    collection, where: { and: [...conditions, { feedbackRequestSentAt: { exists: false } }] }, data: { feedbackRequestSentAt: now.toISOString() }, options: { atomic: true },
  })
  return claimed != null
}

/**
 * The scheduled job. The organiser (primary contact, or creator) is asked once, from 09:00 the day after an event of
 * the last week that someone came to. Each role model who came is asked once (`roleModelRequestDue`): once the school
 * recorded them as attending, or, if it never records attendance, from the 7th day after the event unless recorded
 * absent; never one who withdrew or declined. Each request is claimed in the database before its email goes (the
 * event's `feedbackRequestSentAt` for the organiser, the row's for a role model), so overlapping runs, in one process
 * or several, send each once. Returns how many emails were sent.
 */
export async function sendFeedbackRequests(payload: Payload, now: Date): Promise<number> {
  const { from, to } = feedbackRequestRange(now)
  // The scheduled job reads and claims as the system: there is no reader to check.
  const events = await payload.find({
    collection: 'events',
    where: { and: [{ status: { in: ['active', 'done'] } }, { date: { greater_than_equal: eventDateToStored(from) } }, { date: { less_than_equal: eventDateToStored(to) } }] },
    // No reader (see above): the job's events, with their contacts for the emails.
    depth: 1, limit: 0, pagination: false, overrideAccess: true,
  })
  let sent = 0
  // Each in the recipient's own language (decision 0042).
  const send = async (to: string, language: unknown, kind: 'feedbackTeacher' | 'feedbackRoleModel', event: (typeof events.docs)[number], extra: Record<string, unknown>) => {
    try {
      const [copy, ct] = await Promise.all([mailCopy(payload, language, 'events'), calendarT(payload, language)])
      const values = {
        event: eventTitle(ct, event), date: eventDay(ct, event), programme: await programmeName(payload, copy.lang),
        closes: eventDay(ct, { date: eventDateToStored(feedbackClosesOn(event)!) }), school: schoolNameOf(event), ...extra,
      }
      const keys = [`emails.${kind}.subject`, `emails.${kind}.text`]
      await sendEmail(payload, { to, lang: copy.lang, subject: copy.t(keys[0], values), text: copy.t(keys[1], values), textLang: copy.textLang(keys, values) })
      sent += 1
    } catch (error) {
      payload.logger.error({ err: error, to }, 'Feedback request could not be sent')
    }
  }
  for (const event of events.docs) {
    if (feedbackState(event, now) !== 'open') continue
    const rows = await payload.db.find<EventRoleModel>({
      collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] },
      select: { roleModel: true, status: true, attended: true, feedbackRequestSentAt: true }, limit: 0, pagination: false,
    })
    const came = rows.docs.filter(cameToEvent)
    if (!came.length) continue
    const contact = eventContact(event)
    if (contact && !event.feedbackRequestSentAt && organiserRequestDue(event, now) && await claimRequest(payload, 'events', [{ id: { equals: event.id } }], now)) {
      const link = siteUrl(`/events/${event.id}/feedback`)
      await send(contact.email, contact.language, 'feedbackTeacher', event, { link, name: contact.firstName?.trim() || personName(contact), count: came.length })
    }
    for (const row of came) {
      if (row.feedbackRequestSentAt || !roleModelRequestDue(event, row, now)) continue
      // Still attending and not recorded absent when claimed (attendance may have been saved since the read above).
      const stillCame: Where[] = [{ id: { equals: row.id } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }, { or: [{ attended: { equals: true } }, { attended: { exists: false } }] }]
      if (!(await claimRequest(payload, 'event-role-models', stillCame, now))) continue
      const person = await payload.db.findOne<RoleModel>({
        collection: 'role-models', where: { id: { equals: relationId(row.roleModel) } }, select: { email: true, language: true, name: true, firstName: true, surname: true },
      })
      if (!person?.email) continue
      const link = siteUrl(`/role-model/events/${event.id}/feedback`)
      await send(person.email, person.language, 'feedbackRoleModel', event, { link, name: person.firstName?.trim() || roleModelName(person) || person.email })
    }
  }
  return sent
}

/** The feedback panel of the teacher's event page: the window and whether they answered (one query, only while open). */
export async function teacherFeedbackPanel({ payload, teacher, event, now = new Date() }: { payload: Payload; teacher: SignedInUser; event: Event; now?: Date }) {
  if (teacher.collection !== 'teachers') return null
  const state = feedbackState(event, now)
  const answered = state === 'open'
    ? (await payload.db.count({ collection: 'feedback', where: { answerKey: { equals: feedbackKey({ event: event.id, kind: 'event', author: teacher.id }) } } })).totalDocs > 0
    : false
  return { state, closesOn: feedbackClosesOn(event), answered }
}

/**
 * The feedback panel of the role model's event page: only for a role model who came. The page has read the role model's
 * row and the event as the role model already (getInvitationPage): the panel takes them rather than reading them again.
 */
export async function roleModelFeedbackPanel({ payload, roleModel, row, event, now = new Date() }: {
  payload: Payload; roleModel: SignedInUser; row: { status?: number | null; attended?: boolean | null }; event: FeedbackEvent & { id: Id }; now?: Date
}) {
  if (roleModel.collection !== 'role-models' || !cameToEvent(row)) return null
  const answerKey = feedbackKey({ event: event.id, kind: 'school', author: roleModel.id })
  const answered = (await payload.db.count({ collection: 'feedback', where: { answerKey: { equals: answerKey } } })).totalDocs > 0
  return { state: feedbackState(event, now), closesOn: feedbackClosesOn(event), answered }
}
