import type { Payload } from 'payload'
import type { Message, MessageThread, RoleModel, Teacher } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { reportedThreadsWhere, threadMessagesWhere } from '../access/rules'
import { idKey, parseDocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { teacherName } from '../shared/names'
import { parseReaderKey, readerKey, REPORT_REASON_MAX } from './messages'
import { sideOf, threadContext } from './messages.server'

type Id = number | string
/** The signed-in staff member, as Payload's access rules receive them (`collection` tells staff apart). */
type StaffUser = { id?: Id; collection: string }

export type ReportResult = { ok: true } | { ok: false; error: 'not-found' | 'own' | 'reason-empty' | 'reason-too-long' }

/** The reason a report needs: 1 to 500 characters once trimmed; null when fine. */
export function reportReasonProblem(value: unknown): 'reason-empty' | 'reason-too-long' | null {
  const reason = typeof value === 'string' ? value.trim() : ''
  if (!reason) return 'reason-empty'
  return [...reason].length > REPORT_REASON_MAX ? 'reason-too-long' : null
}

/**
 * Reports a message of the other side of a thread the person reads, with a reason (issue 52): from then staff read the
 * thread (its reportedAt), and it is listed in the staff area. A second report of the same message keeps the first.
 */
export async function reportMessage({ payload, user, messageId, reason, now = new Date() }: { payload: Payload; user: SignedInUser; messageId: Id; reason: unknown; now?: Date }): Promise<ReportResult> {
  const message = await payload.db.findOne<Pick<Message, 'id' | 'thread' | 'authorKey' | 'reportedAt'>>({ collection: 'messages', where: { id: { equals: messageId } }, select: { thread: true, authorKey: true, reportedAt: true } })
  const thread = message && await payload.db.findOne<Pick<MessageThread, 'id' | 'event' | 'roleModel' | 'reportedAt'>>({ collection: 'message-threads', where: { id: { equals: relationId(message.thread)! } }, select: { event: true, roleModel: true, reportedAt: true } })
  const context = thread && await threadContext(payload, relationId(thread.event)!, relationId(thread.roleModel)!)
  if (!message || !thread || !context || !sideOf(user, context)) return { ok: false, error: 'not-found' }
  if (message.authorKey === readerKey(user.collection, user.id)) return { ok: false, error: 'own' }
  const problem = reportReasonProblem(reason)
  if (problem) return { ok: false, error: problem }
  // The report is the system's record (no API user writes these fields), made once the reader was checked above: a
  // conditional write through the database adapter, so of two reports at once the first stands.
  await payload.db.updateOne({
    collection: 'messages', where: { and: [{ id: { equals: message.id } }, { reportedAt: { exists: false } }] },
    data: { reportedAt: now.toISOString(), reportReason: String(reason).trim(), reportedBy: readerKey(user.collection, user.id) }, options: { atomic: true }, returning: false,
  })
  await payload.db.updateOne({ collection: 'message-threads', where: { and: [{ id: { equals: thread.id } }, { reportedAt: { exists: false } }] }, data: { reportedAt: now.toISOString() }, options: { atomic: true }, returning: false })
  return { ok: true }
}

export type ReportedMessage = { id: Id; body: string; authorKey: string; authorName: string; createdAt: string; hidden: boolean; reportedAt: string | null; reportReason: string; reportedBy: string; authorPaused: boolean }
export type ReportedThread = { id: Id; eventId: Id; eventTitle: string; roleModelName: string; reportedAt: string; messages: ReportedMessage[] }

/** The reported threads, newest report first, each with all its messages (staff read them whole to judge the report). */
export async function reportedThreads(payload: Payload, staff: { collection: string }): Promise<ReportedThread[]> {
  if (staff.collection !== 'staff') return []
  const { docs: threads } = await payload.db.find<Pick<MessageThread, 'id' | 'event' | 'roleModel' | 'reportedAt'>>({
    collection: 'message-threads', where: reportedThreadsWhere, select: { event: true, roleModel: true, reportedAt: true }, sort: '-reportedAt', limit: 50, pagination: false,
  })
  if (!threads.length) return []
  const { docs: messages } = await payload.db.find<Pick<Message, 'id' | 'thread' | 'body' | 'authorKey' | 'createdAt' | 'hiddenAt' | 'reportedAt' | 'reportReason' | 'reportedBy'>>({
    collection: 'messages', where: threadMessagesWhere(threads.map((thread) => thread.id)),
    select: { thread: true, body: true, authorKey: true, createdAt: true, hiddenAt: true, reportedAt: true, reportReason: true, reportedBy: true }, sort: 'createdAt', limit: 0, pagination: false,
  })
  const keys = [...new Set(messages.map((message) => message.authorKey ?? ''))]
  const people = await peopleByKey(payload, [...keys, ...threads.map((thread) => readerKey('role-models', relationId(thread.roleModel)!))])
  const { docs: events } = await payload.db.find<{ id: Id; title?: string | null }>({ collection: 'events', where: { id: { in: threads.map((thread) => relationId(thread.event)!) } }, select: { title: true }, limit: 0, pagination: false })
  return threads.map((thread) => ({
    id: thread.id,
    eventId: relationId(thread.event)!,
    eventTitle: events.find((event) => idKey(event.id) === idKey(relationId(thread.event)))?.title ?? '',
    roleModelName: people.get(readerKey('role-models', relationId(thread.roleModel)!))?.name ?? '',
    reportedAt: thread.reportedAt ?? '',
    messages: messages.filter((message) => idKey(relationId(message.thread)) === idKey(thread.id)).map((message) => ({
      id: message.id, body: message.body, authorKey: message.authorKey ?? '', authorName: people.get(message.authorKey ?? '')?.name ?? '', createdAt: message.createdAt,
      hidden: Boolean(message.hiddenAt), reportedAt: message.reportedAt ?? null, reportReason: message.reportReason ?? '', reportedBy: people.get(message.reportedBy ?? '')?.name ?? '',
      authorPaused: Boolean(people.get(message.authorKey ?? '')?.paused),
    })),
  }))
}

async function peopleByKey(payload: Payload, keys: string[]): Promise<Map<string, { name: string; paused: boolean }>> {
  const people = new Map<string, { name: string; paused: boolean }>()
  const ids = (collection: string) => [...new Set(keys.map(parseReaderKey).filter((key) => key?.collection === collection).map((key) => parseDocId(key!.id)).filter((id): id is Id => id != null))]
  const [teachers, roleModels] = [ids('teachers'), ids('role-models')]
  if (teachers.length) {
    const { docs } = await payload.db.find<Pick<Teacher, 'id' | 'name' | 'firstName' | 'lastName' | 'email' | 'messagingPausedAt'>>({ collection: 'teachers', where: { id: { in: teachers } }, select: { name: true, firstName: true, lastName: true, email: true, messagingPausedAt: true }, limit: 0, pagination: false })
    for (const doc of docs) people.set(readerKey('teachers', doc.id), { name: teacherName(doc) || doc.email, paused: Boolean(doc.messagingPausedAt) })
  }
  if (roleModels.length) {
    const { docs } = await payload.db.find<Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name' | 'messagingPausedAt'>>({ collection: 'role-models', where: { id: { in: roleModels } }, select: { firstName: true, surname: true, name: true, messagingPausedAt: true }, limit: 0, pagination: false })
    for (const doc of docs) people.set(readerKey('role-models', doc.id), { name: [doc.firstName, doc.surname].filter(Boolean).join(' ') || doc.name || '', paused: Boolean(doc.messagingPausedAt) })
  }
  return people
}

/**
 * Staff hide a reported thread's message (its text is then for staff only), or show it again. As the staff member,
 * under the messages collection's access: staff change only the messages of reported threads, and only whether hidden.
 */
export async function hideMessage({ payload, staff, messageId, hidden, now = new Date() }: { payload: Payload; staff: StaffUser; messageId: Id; hidden: boolean; now?: Date }): Promise<boolean> {
  if (staff.collection !== 'staff') return false
  const { docs } = await payload.update({
    collection: 'messages', where: { id: { equals: messageId } }, data: { hiddenAt: hidden ? now.toISOString() : null }, user: staff, overrideAccess: false, depth: 0, select: { hiddenAt: true },
  })
  return docs.length === 1
}

/** Staff pause a person's messaging (they read their threads but write nothing), or let them write again: as the staff member. */
export async function pauseMessaging({ payload, staff, person, paused, now = new Date() }: { payload: Payload; staff: StaffUser; person: string; paused: boolean; now?: Date }): Promise<boolean> {
  const key = parseReaderKey(person)
  const id = key && parseDocId(key.id)
  if (staff.collection !== 'staff' || !key || id == null) return false
  const { docs } = await payload.update({
    collection: key.collection, where: { id: { equals: id } }, data: { messagingPausedAt: paused ? now.toISOString() : null }, user: staff, overrideAccess: false, depth: 0, select: { messagingPausedAt: true }, context: { skipEmail: true },
  })
  return docs.length === 1
}
