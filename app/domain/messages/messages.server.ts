import { randomUUID } from 'node:crypto'
import { APIError, Forbidden, ValidationError } from 'payload'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Message, MessageThread, RoleModel, Teacher } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { eventThreadsWhere, ownThreadReadsWhere, ownThreadsWhere, threadMessagesWhere } from '../access/rules'
import { createLimiter } from '../../lib/rate-limit.server'
import type { Limiter } from '../../lib/rate-limit.server'
import { idKey, parseDocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { roleModelName, teacherName } from '../shared/names'
import {
  cleanMessageBody, isClosed, isThreadTeacher, isUnread, mayOpenThread, messageBodyProblem, NONCE_MAX, readerKey, SEND_LIMIT, threadClosesAt,
} from './messages'
import type { BodyProblem } from './messages'
import { MESSAGE_ERRORS } from './messages.schema'
import { THREAD_EVENT_SELECT } from './readers.server'
import type { ThreadEvent } from './readers.server'

type Id = number | string
type Req = Partial<PayloadRequest> | undefined
/** Who writes and reads: the signed-in teacher or role model, as Payload's access rules receive them. */
type Person = { collection: string; id: Id; school?: unknown }

export type ThreadSide = 'role-model' | 'school'

/** What the rules of one thread need: its event, the role model's row, the thread when opened, whether it opens. */
export type ThreadContext = {
  event: ThreadEvent
  roleModelId: Id
  row: { status: number; withdrawnAt?: string | null } | null
  /** Whether the thread is there or may be opened: opened, the row's status opens it, or an open offer does. */
  opens: boolean
  thread: Pick<MessageThread, 'id' | 'closesAt' | 'lastMessageAt' | 'reportedAt' | 'postedCount'> | null
  closesAt: Date | null
}

/** Reads what the rules of the thread of `eventId` and `roleModelId` need (system reads, the rules applied by the callers). */
export async function threadContext(payload: Payload, eventId: Id, roleModelId: Id, req?: Req): Promise<ThreadContext | null> {
  const event = await payload.db.findOne<ThreadEvent>({ collection: 'events', where: { id: { equals: eventId } }, select: THREAD_EVENT_SELECT, req })
  if (!event) return null
  const pair: Where = { and: [{ event: { equals: event.id } }, { roleModel: { equals: roleModelId } }] }
  const [row, thread] = await Promise.all([
    payload.db.findOne<{ id: Id; status: number; withdrawnAt?: string | null }>({ collection: 'event-role-models', where: pair, select: { status: true, withdrawnAt: true }, req }),
    payload.db.findOne<ThreadContext['thread'] & object>({ collection: 'message-threads', where: pair, select: { closesAt: true, lastMessageAt: true, reportedAt: true, postedCount: true }, req }),
  ])
  // An open offer matters only to a thread not there whose row does not open it (one read less on every thread page).
  const opens = thread != null || mayOpenThread({ rowStatus: row?.status })
    || mayOpenThread({ openOffer: (await payload.db.count({ collection: 'offers', where: { and: [pair, { status: { equals: 'open' } }] }, req })).totalDocs > 0 })
  const closesAt = threadClosesAt(event, row) ?? (thread?.closesAt ? new Date(thread.closesAt) : null)
  return { event, roleModelId, row: row ?? null, opens, thread: thread ?? null, closesAt }
}

/** Which side of the thread a person reads it from, or null when they may not read it. */
export function sideOf(person: Person | null | undefined, context: ThreadContext): ThreadSide | null {
  if (!person) return null
  if (!context.opens) return null
  if (person.collection === 'role-models') return idKey(person.id) === idKey(context.roleModelId) ? 'role-model' : null
  if (person.collection !== 'teachers') return null
  const sameSchool = idKey(relationId(person.school)) === idKey(relationId(context.event.school))
  return sameSchool && isThreadTeacher(context.event, person.id) ? 'school' : null
}

export type WriteRefusal = 'not-found' | 'closed' | 'paused' | BodyProblem

/** Whether a person is paused from messaging (staff's decision after a report). */
async function isPaused(payload: Payload, person: Person, req?: Req): Promise<boolean> {
  if (person.collection !== 'teachers' && person.collection !== 'role-models') return false
  const doc = await payload.db.findOne<{ id: Id; messagingPausedAt?: string | null }>({ collection: person.collection, where: { id: { equals: person.id } }, select: { messagingPausedAt: true }, req })
  return Boolean(doc?.messagingPausedAt)
}

/** Why a person may not write `body` to the thread now, or null: the one rule the service and the collection's hook hold. */
export async function writeRefusal(payload: Payload, person: Person, context: ThreadContext | null, body: unknown, now: Date, req?: Req): Promise<WriteRefusal | null> {
  if (!context || !sideOf(person, context)) return 'not-found'
  if (isClosed(context.closesAt, now)) return 'closed'
  const problem = messageBodyProblem(body)
  if (problem) return problem
  if (await isPaused(payload, person, req)) return 'paused'
  return null
}

/**
 * The messages collection's create hook: the author is the signed-in person (whatever the request says), and only a
 * reader of the thread, not paused, while it is open, writes plain text of 1 to 2,000 characters. The message carries
 * its thread's event and role model (the read rule's where). The system (no user: seeds, the bench) names the author.
 */
export async function prepareNewMessage({ payload, req, data, now }: { payload: Payload; req: PayloadRequest; data: Partial<Message>; now: Date }): Promise<Partial<Message>> {
  const user = req.user
  const threadId = relationId(data.thread)
  const thread = threadId == null ? null : await payload.db.findOne<Pick<MessageThread, 'id' | 'event' | 'roleModel'>>({ collection: 'message-threads', where: { id: { equals: threadId } }, select: { event: true, roleModel: true }, req })
  if (!thread) throw new ValidationError({ collection: 'messages', errors: [{ path: 'thread', message: MESSAGE_ERRORS['not-found'] }] })
  const body = cleanMessageBody(data.body)
  let author = data.author
  if (user) {
    if (user.collection !== 'teachers' && user.collection !== 'role-models') throw new Forbidden()
    author = { relationTo: user.collection, value: user.id as number } as Message['author']
    const context = await threadContext(payload, relationId(thread.event)!, relationId(thread.roleModel)!, req)
    const refusal = await writeRefusal(payload, user as Person, context, body, now, req)
    if (context?.closesAt) newMessageNote(req.context).closesAt = context.closesAt.toISOString()
    if (refusal === 'not-found') throw new Forbidden()
    if (refusal === 'empty' || refusal === 'too-long') throw new ValidationError({ collection: 'messages', errors: [{ path: 'body', message: MESSAGE_ERRORS[refusal] }] })
    if (refusal) throw new APIError(MESSAGE_ERRORS[refusal], 403, null, true)
  } else if (messageBodyProblem(body)) {
    throw new ValidationError({ collection: 'messages', errors: [{ path: 'body', message: MESSAGE_ERRORS[messageBodyProblem(body)!] }] })
  }
  const authorValue = author && typeof author === 'object' ? author : null
  if (!authorValue) throw new ValidationError({ collection: 'messages', errors: [{ path: 'author', message: MESSAGE_ERRORS['not-found'] }] })
  return {
    ...data,
    body,
    author: authorValue,
    authorKey: readerKey(authorValue.relationTo, relationId(authorValue.value)!),
    event: relationId(thread.event) as number,
    roleModel: relationId(thread.roleModel) as number,
    nonce: typeof data.nonce === 'string' && data.nonce && data.nonce.length <= NONCE_MAX ? data.nonce : randomUUID(),
  }
}

/**
 * The thread of an event and role model, opened when it does not exist yet: by the system (nobody creates threads through
 * the API), for a writer the caller has checked (writeRefusal), through the database adapter.
 */
async function openThread(payload: Payload, context: ThreadContext): Promise<Id> {
  if (context.thread) return context.thread.id
  const data = { event: context.event.id, roleModel: context.roleModelId, school: relationId(context.event.school), messageCount: 0, postedCount: 0, ...(context.closesAt ? { closesAt: context.closesAt.toISOString() } : {}) }
  try {
    const created: { id: Id } = await payload.db.create({ collection: 'message-threads', data, select: { id: true } })
    return created.id
  } catch (error) {
    // Both sides opened it at the same moment: the other's stands (event + roleModel unique).
    const existing = await payload.db.findOne<{ id: Id }>({ collection: 'message-threads', where: { and: [{ event: { equals: data.event } }, { roleModel: { equals: data.roleModel } }] }, select: { id: true } })
    if (existing) return existing.id
    throw error
  }
}

const limiters = new WeakMap<Payload, Limiter>()
function sendLimiter(payload: Payload): Limiter {
  let limiter = limiters.get(payload)
  if (!limiter) limiters.set(payload, (limiter = createLimiter(payload, SEND_LIMIT)))
  return limiter
}

export type WriteResult = { ok: true; messageId: Id; duplicate: boolean } | { ok: false; error: WriteRefusal | 'rate-limited'; retryAfterMs?: number }

/**
 * Writes a message to the thread of an event and role model as the signed-in person (issue 52). Refused for someone
 * who may not read the thread (not-found), a closed thread, an empty or too long text, a paused sender, more than 20
 * messages a minute. The same `nonce` from the same author (a double press of Send) stores nothing more: the first
 * message is the answer. The other side is told by email through the job queue (a minute later, unless read by then).
 */
export async function writeMessage({ payload, user, eventId, roleModelId, body, nonce, now = new Date() }: { payload: Payload; user: SignedInUser; eventId: Id; roleModelId: Id; body: unknown; nonce?: string | null; now?: Date }): Promise<WriteResult> {
  const author = readerKey(user.collection, user.id)
  const context = await threadContext(payload, eventId, roleModelId)
  const refusal = await writeRefusal(payload, user, context, body, now)
  if (refusal) return { ok: false, error: refusal }
  const cleanNonce = typeof nonce === 'string' && nonce.trim() && nonce.length <= NONCE_MAX ? nonce.trim() : null
  const stored = async () =>
    cleanNonce ? await payload.db.findOne<{ id: Id }>({ collection: 'messages', where: { and: [{ authorKey: { equals: author } }, { nonce: { equals: cleanNonce } }] }, select: { id: true } }) : null
  const earlier = await stored()
  if (earlier) return { ok: true, messageId: earlier.id, duplicate: true }
  const wait = await sendLimiter(payload).hit(author)
  if (wait > 0) return { ok: false, error: 'rate-limited', retryAfterMs: wait }
  const threadId = await openThread(payload, context!)
  let message: Message
  try {
    message = await payload.create({
      collection: 'messages', data: { thread: threadId as number, body: cleanMessageBody(body), ...(cleanNonce ? { nonce: cleanNonce } : {}) }, user, overrideAccess: false, depth: 0,
      context: { [NEW_MESSAGE]: { now: now.toISOString() } satisfies NewMessageNote },
    })
  } catch (error) {
    // The other press of a double press stored it between the check and this write (author + nonce unique).
    const raced = await stored()
    if (raced) return { ok: true, messageId: raced.id, duplicate: true }
    throw error
  }
  return { ok: true, messageId: message.id, duplicate: false }
}

/** What a message's create hook leaves for its after hook (Payload's request context), and the writer's clock. */
const NEW_MESSAGE = 'newMessage'
type NewMessageNote = { closesAt?: string; now?: string }
function newMessageNote(context: Record<string, unknown>): NewMessageNote {
  return ((context[NEW_MESSAGE] as NewMessageNote | undefined) ??= {})
}

/**
 * The messages collection's after hook on a new message, the thread's own bookkeeping (the system's: no API user
 * writes threads or markers), for every message stored, through the page or the REST API: the thread's last message and
 * its count raised by one (atomically: two processes writing at once both count), the author's read marker moved on
 * to their message, and the other side's email queued. In the create's transaction (`req`).
 */
export async function recordNewMessage({ payload, req, message }: { payload: Payload; req: PayloadRequest; message: Pick<Message, 'id' | 'thread' | 'authorKey' | 'createdAt'> }): Promise<void> {
  const threadId = relationId(message.thread)!
  const note = newMessageNote(req.context)
  await payload.db.updateOne({
    collection: 'message-threads', id: threadId, req, returning: false,
    data: { lastMessageAt: message.createdAt, postedCount: { $inc: 1 }, erasedAt: null, ...(note.closesAt ? { closesAt: note.closesAt } : {}) },
  })
  if (message.authorKey) await markRead(payload, { thread: threadId, reader: message.authorKey, at: new Date(message.createdAt), req })
  await queueMessageEmails(payload, message.id, note.now ? new Date(note.now) : new Date(), req)
}

/** A message deleted (staff, on a reported thread): its thread counts one fewer. */
export async function recordDeletedMessage({ payload, req, message }: { payload: Payload; req: PayloadRequest; message: Pick<Message, 'thread'> }): Promise<void> {
  const threadId = relationId(message.thread)
  if (threadId != null) await payload.db.updateOne({ collection: 'message-threads', id: threadId, req, returning: false, data: { postedCount: { $inc: -1 } } })
}

type Marker = { id: Id; readAt?: string | null; seenCount?: number | null }

type MarkRead = {
  thread: Id
  reader: string
  at: Date
  /** The thread's messages written by `at`, when the caller knows it (else counted here). */
  seen?: number
  /** The reader's marker, when the caller has read it (null: none yet). */
  marker?: Marker | null
  req?: Req
}

/**
 * The read marker of a reader in a thread, moved on to `at` (created when missing) with the thread's messages written
 * by then. The markers are the system's records (nobody writes them through the API), written through the database
 * adapter for a reader the caller has checked.
 */
async function markRead(payload: Payload, { thread, reader, at, seen, marker: known, req }: MarkRead): Promise<void> {
  const marker = known !== undefined ? known : await payload.db.findOne<Marker>({ collection: 'thread-reads', where: { and: [{ thread: { equals: thread } }, ownThreadReadsWhere(reader)] }, select: { readAt: true, seenCount: true }, req })
  const readAt = at.toISOString()
  if (marker?.readAt && marker.readAt > readAt) return
  const seenCount = seen ?? (await payload.db.count({ collection: 'messages', where: { and: [threadMessagesWhere([thread]), { createdAt: { less_than_equal: readAt } }] }, req })).totalDocs
  if (marker) {
    if (marker.readAt !== readAt || marker.seenCount !== seenCount) await payload.db.updateOne({ collection: 'thread-reads', id: marker.id, data: { readAt, seenCount }, req, returning: false })
    return
  }
  try {
    await payload.db.create({ collection: 'thread-reads', data: { thread, reader, readAt, seenCount }, req, returning: false })
  } catch {
    // Created at the same moment by another request (thread + reader unique): theirs is as good.
  }
}

/** The email job of a new message: queued now, run a minute later (a reader with the thread open has read it by then). */
export const MESSAGE_EMAILS_TASK = 'message-emails'
export const MESSAGE_EMAIL_DELAY_MS = 60_000

async function queueMessageEmails(payload: Payload, messageId: Id, now: Date, req?: PayloadRequest): Promise<void> {
  try {
    await payload.jobs.queue({ task: MESSAGE_EMAILS_TASK, input: { message: String(messageId) }, queue: 'notifications', waitUntil: new Date(now.getTime() + MESSAGE_EMAIL_DELAY_MS), req })
  } catch (error) {
    // The message is stored; only its email is lost. Logged, never the reader's failure.
    payload.logger.error({ err: error, msg: `Could not queue the emails of message ${messageId}` })
  }
}

export type ThreadMessage = { id: Id; body: string; hidden: boolean; authorName: string; mine: boolean; side: ThreadSide; createdAt: string; unread: boolean; reportedByMe: boolean }
export type ThreadView = { side: ThreadSide; threadId: Id | null; closed: boolean; closesAt: string | null; messages: ThreadMessage[]; earlier: number; eventTitle: string; roleModelName: string }

/** A thread page shows its latest 50 messages; the earlier ones on asking (a long thread stays quick to open). */
export const THREAD_PAGE_SIZE = 50

/**
 * The thread of an event and role model as the signed-in person reads it, oldest first (newest at the bottom), each
 * message with its author's name and whether it was unread; reading it marks it read. Null when they may not read it.
 */
export async function readThread({ payload, user, eventId, roleModelId, now = new Date(), markAsRead = true, all = false }: { payload: Payload; user: SignedInUser; eventId: Id; roleModelId: Id; now?: Date; markAsRead?: boolean; all?: boolean }): Promise<ThreadView | null> {
  const context = await threadContext(payload, eventId, roleModelId)
  const side = context && sideOf(user, context)
  if (!context || !side) return null
  const reader = readerKey(user.collection, user.id)
  const threadId = context.thread?.id ?? null
  const readersWhere = side === 'role-model' ? ownThreadsWhere(user.id) : eventThreadsWhere([context.event.id])
  // The role model (their own session when they read it), the messages and the reader's marker at once.
  const [roleModel, found, marker] = await Promise.all([
    side === 'role-model' && user.collection === 'role-models' ? user : payload.db.findOne<Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name'>>({ collection: 'role-models', where: { id: { equals: roleModelId } }, select: { firstName: true, surname: true, name: true } }),
    threadId == null ? null : payload.db.find<Pick<Message, 'id' | 'body' | 'authorKey' | 'createdAt' | 'hiddenAt' | 'reportedBy'>>({
      collection: 'messages', where: { and: [threadMessagesWhere([threadId]), readersWhere] }, select: { body: true, authorKey: true, createdAt: true, hiddenAt: true, reportedBy: true },
      // The latest page, newest first (then turned round); the thread's count of messages says how many earlier ones are not shown.
      sort: '-createdAt', limit: all ? 0 : THREAD_PAGE_SIZE, pagination: false,
    }),
    threadId == null ? null : payload.db.findOne<Marker>({ collection: 'thread-reads', where: { and: [{ thread: { equals: threadId } }, ownThreadReadsWhere(reader)] }, select: { readAt: true, seenCount: true } }),
  ])
  const base = { side, closed: isClosed(context.closesAt, now), closesAt: context.closesAt?.toISOString() ?? null, eventTitle: context.event.title ?? '', roleModelName: roleModelName(roleModel) }
  if (threadId == null || !found) return { ...base, threadId: null, messages: [], earlier: 0 }
  const docs = [...found.docs].reverse()
  // Every message of the thread (the count kept with each one written or taken back), never fewer than those read.
  const total = all || docs.length < THREAD_PAGE_SIZE ? docs.length : Math.max(docs.length, context.thread?.postedCount ?? 0)
  const earlier = total - docs.length
  // The role model's name is read already: only teachers' names are left to read.
  const names = await authorNames(payload, docs.map((doc) => doc.authorKey ?? '').filter((key) => !key.startsWith('role-models:')))
  names.set(readerKey('role-models', roleModelId), base.roleModelName)
  const messages = docs.map((doc): ThreadMessage => ({
    id: doc.id,
    body: doc.hiddenAt ? '' : doc.body,
    hidden: Boolean(doc.hiddenAt),
    authorName: names.get(doc.authorKey ?? '') ?? '',
    mine: doc.authorKey === reader,
    side: doc.authorKey?.startsWith('role-models:') ? 'role-model' : 'school',
    createdAt: doc.createdAt,
    unread: isUnread({ authorKey: doc.authorKey ?? '', createdAt: doc.createdAt }, reader, marker?.readAt),
    reportedByMe: doc.reportedBy === reader,
  }))
  // Every message of the thread up to the newest was read now: the page's total (all of them) is the marker's count.
  const newest = docs.at(-1)?.createdAt
  if (markAsRead && newest && (messages.some((message) => message.unread) || (marker?.seenCount ?? 0) < total)) await markRead(payload, { thread: threadId, reader, at: new Date(newest), seen: total, marker: marker ?? null })
  return { ...base, threadId, messages, earlier }
}

/** Authors' names by reader key: teachers by name, role models by first name and surname. */
async function authorNames(payload: Payload, keys: string[]): Promise<Map<string, string>> {
  const ids = (prefix: string) => [...new Set(keys.filter((key) => key.startsWith(prefix)).map((key) => parseDocId(key.slice(prefix.length))).filter((id): id is Id => id != null))]
  const [teachers, roleModels] = [ids('teachers:'), ids('role-models:')]
  const names = new Map<string, string>()
  if (teachers.length) {
    const { docs } = await payload.db.find<Pick<Teacher, 'id' | 'name' | 'firstName' | 'lastName' | 'email'>>({ collection: 'teachers', where: { id: { in: teachers } }, select: { name: true, firstName: true, lastName: true, email: true }, limit: 0, pagination: false })
    for (const doc of docs) names.set(readerKey('teachers', doc.id), teacherName(doc) || doc.email)
  }
  if (roleModels.length) {
    const { docs } = await payload.db.find<Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name'>>({ collection: 'role-models', where: { id: { in: roleModels } }, select: { firstName: true, surname: true, name: true }, limit: 0, pagination: false })
    for (const doc of docs) names.set(readerKey('role-models', doc.id), roleModelName(doc))
  }
  return names
}
