import { APIError } from 'payload'
import type { Payload } from 'payload'
import type { Event, EventRoleModel, RoleModel, Teacher } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { withKeyLock } from '../../lib/key-lock.server'
import { cancelledCalendars } from '../calendar/calendar.server'
import { offeredWhere } from '../choosing/offered'
import { regionNeighbourIds } from '../reference/neighbours.server'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { calendarT, eventContact, eventDay, eventTitle, loadEmailEvent, roleModelName, schoolNameOf } from '../notifications/event-mail.server'
import { relationId } from '../shared/relations'
import { answerRecipients, cleanDeclineReason, DECLINE_REASON_MAX_LENGTH } from './rules'
import type { NotificationEvent } from './rules'
import { ROLE_MODEL_STATUS } from './status'
import { NOTICE_QUEUE, runNoticeNow } from '../notifications/queue'
import { belowMinimum, isWithdrawn, SIMILAR_ROLE_MODELS, WITHDRAW_CONTEXT, WITHDRAWAL_NOTICE_TASK, withdrawProblem } from './withdraw'
import { parseDocId } from '../shared/ids'

type Id = number | string

export type WithdrawResult = { ok: true } | { ok: false; error: 'not-found' | 'invalid-state' | 'invalid'; message: string }

/** The message every refused withdrawal shows (the spec's for a refused answer). */
export const WITHDRAW_ERROR = 'invitations:messages.error'

const refused = (error: 'not-found' | 'invalid-state' | 'invalid', message = WITHDRAW_ERROR): WithdrawResult => ({ ok: false, error, message })

/** An id from an address, SQLite's or MongoDB's (decision 0035), or null. */
const parseId = parseDocId

/**
 * A role model withdraws from an event they accepted, with a reason the organiser will see: their row becomes declined
 * (3) with `withdrawnAt` and the reason (the collection's hook holds the same rule). The organisers' email, with
 * similar role models, and the role model's calendar cancellation go through the job queue, started at once.
 * Someone else's event, an unknown id: not found. Not attending (never accepted, withdrawn already), a cancelled,
 * finished or begun event: refused. Nothing changes when refused.
 */
export async function withdrawFromEvent({ payload, roleModel, eventId, roleModelId, reason, now = new Date() }: {
  payload: Payload
  roleModel: SignedInUser
  eventId: unknown
  roleModelId?: unknown
  reason: unknown
  now?: Date
}): Promise<WithdrawResult & { jobId?: Id }> {
  const cleaned = cleanDeclineReason(reason)
  if (!cleaned) return refused('invalid', typeof reason === 'string' && reason.trim() ? `tooLong|{"max":${DECLINE_REASON_MAX_LENGTH}}` : 'invitations:validation.reasonRequired')
  const id = parseId(eventId)
  if (roleModel.collection !== 'role-models' || id == null || (roleModelId !== undefined && parseId(roleModelId) !== roleModel.id)) return refused('not-found')
  const found = await payload.find({
    collection: 'event-role-models', where: { and: [{ event: { equals: id } }, { roleModel: { equals: roleModel.id } }] },
    depth: 0, limit: 1, pagination: false, overrideAccess: false, user: roleModel,
  })
  const row = found.docs[0]
  if (!row || row.status === ROLE_MODEL_STATUS.uninvited) return refused('not-found')
  const event = await payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: false, user: roleModel, disableErrors: true })
  if (!event) return refused('not-found')
  if (withdrawProblem(row, event, now)) return refused('invalid-state')
  try {
    // One change per row at a time: of two simultaneous withdrawals the second finds the row no longer attending.
    await withKeyLock(`event-role-model:${row.id}`, () => payload.update({
      collection: 'event-role-models', id: row.id, data: { status: ROLE_MODEL_STATUS.declined, withdrawReason: cleaned },
      depth: 0, overrideAccess: false, user: roleModel, context: { [WITHDRAW_CONTEXT]: true },
    }))
  } catch (error) {
    if (error instanceof APIError && error.status < 500) return refused('invalid-state')
    throw error
  }
  const jobId = await queueWithdrawalNotice(payload, row.id)
  return { ok: true, jobId }
}

/**
 * Queues the withdrawal notice and starts it now, without waiting for it: the role model's answer does not wait on the
 * mail server, and a notice the process could not finish is run by the queue's next minute.
 */
async function queueWithdrawalNotice(payload: Payload, rowId: Id): Promise<Id | undefined> {
  try {
    const job = await payload.jobs.queue({ task: WITHDRAWAL_NOTICE_TASK, input: { row: String(rowId) }, queue: NOTICE_QUEUE })
    void runNoticeNow(payload, job.id).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `Could not run the withdrawal notice of row ${rowId} (the queue will retry it)` })
    })
    return job.id
  } catch (error) {
    // The withdrawal stands; the staff see the unsent notice in the log.
    payload.logger.error({ err: error, msg: `Could not queue the withdrawal notice of row ${rowId}` })
    return undefined
  }
}

export type SimilarRoleModel = { id: Id; name: string; link: string }

/**
 * Up to three role models who could take the place: offered for the event (visible to teachers, so allowed to take
 * part; able to do its type; in its region when in person, then, when the region has too few, in its neighbouring
 * regions: decision 0038, issue 50 item 1) and not on it in any status. Online: those who do online events. Linked to
 * their profile on the choose page, where the organiser adds them (it offers the neighbours too).
 */
export async function similarRoleModels({ payload, event, now = new Date(), limit = SIMILAR_ROLE_MODELS }: { payload: Payload; event: Pick<Event, 'id' | 'type' | 'region'>; now?: Date; limit?: number }): Promise<SimilarRoleModel[]> {
  // For the withdrawal notice job (no user): the event's rows, and role models offered to every teacher.
  // Through the database adapter.
  const onEvent = await payload.db.find<Pick<EventRoleModel, 'id' | 'roleModel'>>({
    collection: 'event-role-models', where: { event: { equals: event.id } }, select: { roleModel: true }, limit: 0, pagination: false,
  })
  const taken = onEvent.docs.map((row) => relationId(row.roleModel)).filter((id): id is Id => id != null)
  const region = event.region as Id | { id: Id } | null | undefined
  const offeredFrom = async (offered: ReturnType<typeof offeredWhere>, excluded: Id[], count: number) => (await payload.db.find<Pick<RoleModel, 'id' | 'name' | 'firstName' | 'surname' | 'email'>>({
    collection: 'role-models',
    where: excluded.length ? { and: [offered, { id: { not_in: excluded } }] } : offered,
    select: { name: true, firstName: true, surname: true, email: true },
    sort: 'name', limit: count, pagination: false,
  })).docs
  const found = await offeredFrom(offeredWhere({ type: event.type, region }, now), taken, limit)
  if (event.type === 'in-person' && found.length < limit) {
    const neighbours = await regionNeighbourIds(payload, relationId(region))
    if (neighbours.length) {
      const nearby = await offeredFrom({ and: [offeredWhere({ type: event.type, region: neighbours[0], neighbours }, now), { region: { in: neighbours } }] }, [...taken, ...found.map((doc) => doc.id)], limit - found.length)
      found.push(...nearby)
    }
  }
  return found.map((doc) => ({ id: doc.id, name: roleModelName(doc), link: siteUrl(`/events/${event.id}/role-models/${doc.id}`) }))
}

/**
 * The withdrawal notice job: the event's organiser (primary contact, or creator) and subscribed teachers hear who withdrew and
 * why, whether the event is now below its minimum, and up to three role models who could replace them; the role model
 * gets the cancellation of their calendar entry. Claimed on the row before anything is sent, so it goes once however
 * often the job runs. Returns how many emails were sent.
 */
export async function sendWithdrawalNotice({ payload, rowId, now = new Date() }: { payload: Payload; rowId: Id; now?: Date }): Promise<number> {
  // By the notice job (no user): the row the withdrawal, made under the role model's rules, left to be told.
  const claimed = await payload.update({
    collection: 'event-role-models',
    where: { and: [{ id: { equals: rowId } }, { withdrawnAt: { exists: true } }, { withdrawalNotifiedAt: { exists: false } }] },
    // The notice job acts as the system.
    data: { withdrawalNotifiedAt: now.toISOString() }, depth: 0, overrideAccess: true, context: { skipEmail: true },
  })
  const row = claimed.docs[0] as EventRoleModel | undefined
  if (!row || !isWithdrawn(row)) return 0
  const event = await loadEmailEvent(payload, relationId(row.event)!)
  // The role model and the teachers to tell, read by the job through the database adapter (names and addresses only).
  const roleModel = await payload.db.findOne<Pick<RoleModel, 'id' | 'name' | 'firstName' | 'surname' | 'email' | 'language'>>({
    collection: 'role-models', where: { id: { equals: relationId(row.roleModel)! } }, select: { name: true, firstName: true, surname: true, email: true, language: true },
  })
  if (!event || !roleModel) return 0
  const attending = await payload.db.count({ collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] } })
  const min = event.minRoleModels ?? 1
  const similar = event.status === 'active' ? await similarRoleModels({ payload, event, now }) : []
  // Each recipient reads it in their own language (decision 0042): the event's default name, its date and the extra
  // paragraphs too. `keys` are the catalogue texts the body is made of, to mark it English where they fall back.
  const wordingIn = async (language: unknown) => {
    const [copy, calendar] = await Promise.all([mailCopy(payload, language, 'invitations'), calendarT(payload, language)])
    const { t } = copy
    const values = {
      name: roleModelName(roleModel), event: eventTitle(calendar, event), school: schoolNameOf(event), date: eventDay(calendar, event),
      reason: row.withdrawReason ?? '', link: siteUrl(`/events/${event.id}`),
    }
    const below = belowMinimum(attending.totalDocs, min)
    const similarKey = similar.length ? 'emails.withdrawn.similar' : 'emails.withdrawn.noneSimilar'
    const parts = [
      below ? t('emails.withdrawn.belowMinimum', { count: attending.totalDocs, min }) : '',
      similar.length
        ? t(similarKey, { roleModels: similar.map((person) => `- ${person.name}: ${person.link}`).join('\n') })
        : t(similarKey, { choose: siteUrl(`/events/${event.id}/role-models`) }),
    ].filter(Boolean)
    const partKeys = [...(below ? ['emails.withdrawn.belowMinimum'] : []), similarKey]
    return { copy, t, values, parts, partKeys }
  }
  let sent = 0
  // The subscribed teachers (as for answers) and, whatever their settings, the organiser: a place just emptied.
  const organiser = eventContact(event)
  const recipients = [...new Set([...answerRecipients(event as NotificationEvent), ...(organiser ? [organiser.id] : [])].map(String))]
  const teachers = recipients.length
    ? await payload.db.find<Pick<Teacher, 'id' | 'email' | 'language' | 'firstName' | 'name'>>({
      collection: 'teachers', where: { id: { in: recipients } }, select: { email: true, language: true, firstName: true, name: true }, limit: 0, pagination: false,
    })
    : { docs: [] }
  for (const teacher of teachers.docs) {
    if (!teacher.email) continue
    const { copy, t, values, parts, partKeys } = await wordingIn(teacher.language)
    sent += await trySend(payload, {
      to: teacher.email,
      lang: copy.lang,
      textLang: copy.textLang(['emails.withdrawn.subject', 'emails.withdrawn.text', ...partKeys], { count: attending.totalDocs }),
      subject: t('emails.withdrawn.subject', values),
      text: t('emails.withdrawn.text', { ...values, teacher: teacher.firstName || teacher.name || teacher.email, more: parts.join('\n\n') }),
    })
  }
  if (roleModel.email) {
    const calendar = (await cancelledCalendars(payload, event.id, roleModel.id, ROLE_MODEL_STATUS.declined)).get(String(roleModel.id))
    const { copy, t, values } = await wordingIn(roleModel.language)
    sent += await trySend(payload, {
      to: roleModel.email,
      lang: copy.lang,
      textLang: copy.textLang(['emails.withdrawnRoleModel.subject', 'emails.withdrawnRoleModel.text']),
      subject: t('emails.withdrawnRoleModel.subject', values),
      text: t('emails.withdrawnRoleModel.text', { ...values, firstName: roleModel.firstName?.trim() || roleModelName(roleModel), link: siteUrl('/role-model/events') }),
      calendar,
    })
  }
  return sent
}

async function trySend(payload: Payload, message: Parameters<typeof sendEmail>[1]): Promise<number> {
  try {
    await sendEmail(payload, message)
    return 1
  } catch (error) {
    // The withdrawal stands; a failing address does not stop the others.
    payload.logger.error({ err: error, to: message.to }, 'Withdrawal email could not be sent')
    return 0
  }
}

