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
import { THREAD_EVENT_SELECT, threadEventIdsOfTeacher } from './readers.server'
import type { ThreadEvent } from './readers.server'

type Id = number | string
type Req = Partial<PayloadRequest> | undefined
/** Who writes and reads: the signed-in teacher or role model, as Payload's access rules receive them. */
type Person = { collection: string; id: Id; school?: unknown }

export type ThreadSide = 'role-model' | 'school'

/** What the rules of one thread need: its event, the role model's row and open offer, the thread when opened. */
export type ThreadContext = {
  event: ThreadEvent
  roleModelId: Id
  row: { status: number; withdrawnAt?: string | null } | null
  openOffer: boolean
  thread: Pick<MessageThread, 'id' | 'closesAt' | 'lastMessageAt' | 'reportedAt'> | null
  closesAt: Date | null
}

/** Reads what the rules of the thread of `eventId` and `roleModelId` need (system reads, the rules applied by the callers). */
export async function threadContext(payload: Payload, eventId: Id, roleModelId: Id, req?: Req): Promise<ThreadContext | null> {
  const event = await payload.db.findOne<ThreadEvent>({ collection: 'events', where: { id: { equals: eventId } }, select: THREAD_EVENT_SELECT, req })
  if (!event) return null
  const pair: Where = { and: [{ event: { equals: event.id } }, { roleModel: { equals: roleModelId } }] }
  const [row, offers, thread] = await Promise.all([
    payload.db.findOne<{ id: Id; status: number; withdrawnAt?: string | null }>({ collection: 'event-role-models', where: pair, select: { status: true, withdrawnAt: true }, req }),
    payload.db.count({ collection: 'offers', where: { and: [pair, { status: { equals: 'open' } }] }, req }),
    payload.db.findOne<ThreadContext['thread'] & object>({ collection: 'message-threads', where: pair, select: { closesAt: true, lastMessageAt: true, reportedAt: true }, req }),
  ])
  const closesAt = threadClosesAt(event, row) ?? (thread?.closesAt ? new Date(thread.closesAt) : null)
  return { event, roleModelId, row: row ?? null, openOffer: offers.totalDocs > 0, thread: thread ?? null, closesAt }
}

/** Which side of the thread a person reads it from, or null when they may not read it. */
export function sideOf(person: Person | null | undefined, context: ThreadContext): ThreadSide | null {
  if (!person) return null
  const exists = context.thread != null || mayOpenThread({ rowStatus: context.row?.status, openOffer: context.openOffer })
  if (!exists) return null
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
  const data = { event: context.event.id, roleModel: context.roleModelId, messageCount: 0, ...(context.closesAt ? { closesAt: context.closesAt.toISOString() } : {}) }
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
    message = await payload.create({ collection: 'messages', data: { thread: threadId as number, body: cleanMessageBody(body), ...(cleanNonce ? { nonce: cleanNonce } : {}) }, user, overrideAccess: false, depth: 0 })
  } catch (error) {
    // The other press of a double press stored it between the check and this write (author + nonce unique).
    const raced = await stored()
    if (raced) return { ok: true, messageId: raced.id, duplicate: true }
    throw error
  }
  // The thread's own bookkeeping, the system's (no API user writes it), after the message the writer's rules let in.
  await payload.db.updateOne({ collection: 'message-threads', id: threadId, data: { lastMessageAt: message.createdAt, erasedAt: null, ...(context!.closesAt ? { closesAt: context!.closesAt.toISOString() } : {}) }, returning: false })
  await markRead(payload, threadId, author, new Date(message.createdAt))
  await queueMessageEmails(payload, message.id, now)
  return { ok: true, messageId: message.id, duplicate: false }
}

/**
 * The read marker of a reader in a thread, moved on to `at` (created when missing). The markers are the system's records
 * (nobody writes them through the API), written through the database adapter for a reader the caller has checked.
 */
async function markRead(payload: Payload, thread: Id, reader: string, at: Date): Promise<void> {
  const marker = await payload.db.findOne<{ id: Id; readAt?: string | null }>({ collection: 'thread-reads', where: { and: [{ thread: { equals: thread } }, ownThreadReadsWhere(reader)] }, select: { readAt: true } })
  if (marker) {
    if (!marker.readAt || marker.readAt < at.toISOString()) await payload.db.updateOne({ collection: 'thread-reads', id: marker.id, data: { readAt: at.toISOString() }, returning: false })
    return
  }
  try {
    await payload.db.create({ collection: 'thread-reads', data: { thread, reader, readAt: at.toISOString() }, returning: false })
  } catch {
    // Created at the same moment by another request (thread + reader unique): theirs is as good.
  }
}

/** The email job of a new message: queued now, run a minute later (a reader with the thread open has read it by then). */
export const MESSAGE_EMAILS_TASK = 'message-emails'
export const MESSAGE_EMAIL_DELAY_MS = 60_000

async function queueMessageEmails(payload: Payload, messageId: Id, now: Date): Promise<void> {
  try {
    await payload.jobs.queue({ task: MESSAGE_EMAILS_TASK, input: { message: String(messageId) }, queue: 'notifications', waitUntil: new Date(now.getTime() + MESSAGE_EMAIL_DELAY_MS) })
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
  // The role model, the messages and the reader's marker at once (one round trip's wait, not three).
  const [roleModel, found, marker] = await Promise.all([
    payload.db.findOne<Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name'>>({ collection: 'role-models', where: { id: { equals: roleModelId } }, select: { firstName: true, surname: true, name: true } }),
    threadId == null ? null : payload.db.find<Pick<Message, 'id' | 'body' | 'authorKey' | 'createdAt' | 'hiddenAt' | 'reportedBy'>>({
      collection: 'messages', where: { and: [threadMessagesWhere([threadId]), readersWhere] }, select: { body: true, authorKey: true, createdAt: true, hiddenAt: true, reportedBy: true },
      // The latest page, newest first (then turned round), with the total: how many earlier ones are not shown.
      sort: '-createdAt', limit: all ? 0 : THREAD_PAGE_SIZE, pagination: !all,
    }),
    threadId == null ? null : payload.db.findOne<{ id: Id; readAt?: string | null }>({ collection: 'thread-reads', where: { and: [{ thread: { equals: threadId } }, ownThreadReadsWhere(reader)] }, select: { readAt: true } }),
  ])
  const base = { side, closed: isClosed(context.closesAt, now), closesAt: context.closesAt?.toISOString() ?? null, eventTitle: context.event.title ?? '', roleModelName: roleModelName(roleModel) }
  if (threadId == null || !found) return { ...base, threadId: null, messages: [], earlier: 0 }
  const docs = [...found.docs].reverse()
  const earlier = all ? 0 : Math.max(0, (found.totalDocs ?? docs.length) - docs.length)
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
  const newest = docs.at(-1)?.createdAt
  if (markAsRead && newest && messages.some((message) => message.unread)) await markRead(payload, threadId, reader, new Date(newest))
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

/**
 * Unread messages per thread for one reader (the others' messages newer than their marker, hidden ones not counted), by
 * thread id key. The threads are ones the reader reads (the callers read them under the rules).
 */
export async function unreadCounts(payload: Payload, reader: string, threads: Pick<MessageThread, 'id' | 'lastMessageAt'>[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  const active = threads.filter((thread) => thread.lastMessageAt)
  if (!active.length) return counts
  const { docs: markers } = await payload.db.find<{ thread: Id; readAt?: string | null }>({
    collection: 'thread-reads', where: { and: [ownThreadReadsWhere(reader), { thread: { in: active.map((thread) => thread.id) } }] }, select: { thread: true, readAt: true }, limit: 0, pagination: false,
  })
  const readAt = new Map(markers.map((marker) => [idKey(relationId(marker.thread)), marker.readAt ?? null]))
  await Promise.all(active.map(async (thread) => {
    const read = readAt.get(idKey(thread.id))
    if (read && thread.lastMessageAt && thread.lastMessageAt <= read) return counts.set(idKey(thread.id), 0)
    const where: Where[] = [threadMessagesWhere([thread.id]), { authorKey: { not_equals: reader } }, { hiddenAt: { exists: false } }]
    if (read) where.push({ createdAt: { greater_than: read } })
    counts.set(idKey(thread.id), (await payload.db.count({ collection: 'messages', where: { and: where } })).totalDocs)
  }))
  return counts
}

/** The threads a person reads (with messages), under the collections' rule: their own (role model) or their events' (teacher). */
async function personThreads(payload: Payload, user: SignedInUser, events?: Id[]): Promise<Pick<MessageThread, 'id' | 'event' | 'roleModel' | 'lastMessageAt'>[]> {
  const select = { event: true, roleModel: true, lastMessageAt: true } as const
  const written: Where = { lastMessageAt: { exists: true } }
  const scoped = (where: Where): Where => ({ and: [where, written, ...(events ? [eventThreadsWhere(events)] : [])] })
  if (user.collection === 'role-models') {
    return (await payload.db.find<Pick<MessageThread, 'id' | 'event' | 'roleModel' | 'lastMessageAt'>>({ collection: 'message-threads', where: scoped(ownThreadsWhere(user.id)), select, limit: 0, pagination: false })).docs
  }
  const school = relationId(user.school)
  if (school == null) return []
  // The school's threads first (most schools have none: one read), then which of their events the teacher reads.
  const { docs } = await payload.db.find<Pick<MessageThread, 'id' | 'event' | 'roleModel' | 'lastMessageAt'>>({ collection: 'message-threads', where: scoped({ 'event.school': { equals: school } }), select, limit: 0, pagination: false })
  if (!docs.length) return []
  const readable = new Set((await threadEventIdsOfTeacher(payload, { id: user.id, school }, undefined, [...new Set(docs.map((doc) => relationId(doc.event)!))])).map(idKey))
  return docs.filter((doc) => readable.has(idKey(relationId(doc.event))))
}

/** A person's unread messages in all their threads (the landing's and My events' totals), optionally of some events only. */
export async function unreadTotal(payload: Payload, user: SignedInUser, events?: Id[]): Promise<number> {
  const threads = await personThreads(payload, user, events)
  const counts = await unreadCounts(payload, readerKey(user.collection, user.id), threads)
  return [...counts.values()].reduce((sum, count) => sum + count, 0)
}

export type EventThreadRow = { roleModelId: Id; name: string; threadId: Id | null; unread: number; lastMessageAt: string | null }

/** The role models already on an event, as its page read them: the threads list needs no second read of them. */
export type EventRowsKnown = { roleModelId: Id; status: number; name: string }[]

/**
 * The threads of one event as its organiser or a subscribed teacher sees them: one per role model who was invited or
 * offered themself (opened or not yet), with the unread count. Empty for a teacher who does not read them. The event
 * and its rows come from the page, which read them under the school's rule (requireSchoolEvent, the overview).
 */
export async function eventThreads({ payload, user, event, rows }: { payload: Payload; user: SignedInUser; event: ThreadEvent; rows: EventRowsKnown }): Promise<EventThreadRow[]> {
  if (user.collection !== 'teachers') return []
  if (idKey(relationId(event.school)) !== idKey(relationId(user.school)) || !isThreadTeacher(event, user.id)) return []
  const [{ docs: offers }, { docs: threads }] = await Promise.all([
    payload.db.find<{ roleModel: Id }>({ collection: 'offers', where: { and: [{ event: { equals: event.id } }, { status: { equals: 'open' } }] }, select: { roleModel: true }, limit: 0, pagination: false }),
    payload.db.find<Pick<MessageThread, 'id' | 'roleModel' | 'lastMessageAt'>>({ collection: 'message-threads', where: eventThreadsWhere([event.id]), select: { roleModel: true, lastMessageAt: true }, limit: 0, pagination: false }),
  ])
  const ids = new Map<string, Id>()
  const names = new Map(rows.map((row) => [idKey(row.roleModelId), row.name]))
  for (const row of rows) if (mayOpenThread({ rowStatus: row.status })) ids.set(idKey(row.roleModelId), row.roleModelId)
  for (const offer of offers) ids.set(idKey(relationId(offer.roleModel)), relationId(offer.roleModel)!)
  for (const thread of threads) ids.set(idKey(relationId(thread.roleModel)), relationId(thread.roleModel)!)
  if (!ids.size) return []
  // Only those not on the event (offered themselves) are named here.
  const unnamed = [...ids.entries()].filter(([key]) => !names.has(key)).map(([, id]) => id)
  const [counts, { docs: people }] = await Promise.all([
    unreadCounts(payload, readerKey('teachers', user.id), threads),
    unnamed.length
      ? payload.db.find<Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name'>>({ collection: 'role-models', where: { id: { in: unnamed } }, select: { firstName: true, surname: true, name: true }, limit: 0, pagination: false })
      : { docs: [] },
  ])
  for (const doc of people) names.set(idKey(doc.id), roleModelName(doc))
  return [...ids.entries()]
    .map(([key, roleModelId]) => {
      const thread = threads.find((candidate) => idKey(relationId(candidate.roleModel)) === key)
      return { roleModelId, name: names.get(key) ?? '', threadId: thread?.id ?? null, unread: thread ? (counts.get(idKey(thread.id)) ?? 0) : 0, lastMessageAt: thread?.lastMessageAt ?? null }
    })
    .filter((row) => row.name)
    .sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || a.name.localeCompare(b.name, 'en-NZ'))
}

/**
 * The role model's unread messages in their thread about an event (their event and invitation page's link), or null
 * when there is no thread to open (a selection never sent). The page read their own row (`rowStatus`) under their
 * rules; whether they may read the thread does not depend on the event (their own thread, opened or openable).
 */
export async function roleModelThreadUnread({ payload, roleModel, eventId, rowStatus }: { payload: Payload; roleModel: SignedInUser; eventId: Id | null | undefined; rowStatus: number | null }): Promise<number | null> {
  if (eventId == null || roleModel.collection !== 'role-models') return null
  const pair: Where = { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModel.id } }] }
  const thread = await payload.db.findOne<Pick<MessageThread, 'id' | 'closesAt' | 'lastMessageAt' | 'reportedAt'>>({ collection: 'message-threads', where: pair, select: { closesAt: true, lastMessageAt: true, reportedAt: true } })
  if (thread) return (await unreadCounts(payload, readerKey(roleModel.collection, roleModel.id), [thread])).get(idKey(thread.id)) ?? 0
  if (mayOpenThread({ rowStatus })) return 0
  const offers = await payload.db.count({ collection: 'offers', where: { and: [pair, { status: { equals: 'open' } }] } })
  return mayOpenThread({ openOffer: offers.totalDocs > 0 }) ? 0 : null
}

export type UnreadThread = { href: string; eventTitle: string; name: string; unread: number }

/**
 * The threads with unread messages of a person (the role model's landing, the teacher's My events): each with its
 * page, its event's title and the other side's name (the role model's, for a teacher; none for the role model).
 */
export async function unreadThreads(payload: Payload, user: SignedInUser): Promise<{ total: number; threads: UnreadThread[] }> {
  const threads = await personThreads(payload, user)
  const counts = await unreadCounts(payload, readerKey(user.collection, user.id), threads)
  const unread = threads.filter((thread) => (counts.get(idKey(thread.id)) ?? 0) > 0)
  if (!unread.length) return { total: 0, threads: [] }
  const eventIds = [...new Set(unread.map((thread) => relationId(thread.event)!))]
  const roleModelIds = [...new Set(unread.map((thread) => relationId(thread.roleModel)!))]
  const [{ docs: events }, { docs: people }] = await Promise.all([
    payload.db.find<{ id: Id; title?: string | null }>({ collection: 'events', where: { id: { in: eventIds } }, select: { title: true }, limit: 0, pagination: false }),
    user.collection === 'teachers'
      ? payload.db.find<Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name'>>({ collection: 'role-models', where: { id: { in: roleModelIds } }, select: { firstName: true, surname: true, name: true }, limit: 0, pagination: false })
      : Promise.resolve({ docs: [] as Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name'>[] }),
  ])
  const titles = new Map(events.map((event) => [idKey(event.id), event.title ?? '']))
  const names = new Map(people.map((person) => [idKey(person.id), roleModelName(person)]))
  const rows = unread
    .sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''))
    .map((thread) => {
      const eventId = relationId(thread.event)!
      const roleModelId = relationId(thread.roleModel)!
      return {
        href: user.collection === 'teachers' ? `/events/${eventId}/messages/${roleModelId}` : `/role-model/events/${eventId}/messages`,
        eventTitle: titles.get(idKey(eventId)) ?? '',
        name: names.get(idKey(roleModelId)) ?? '',
        unread: counts.get(idKey(thread.id)) ?? 0,
      }
    })
  return { total: rows.reduce((sum, row) => sum + row.unread, 0), threads: rows }
}
