import type { Payload, Where } from 'payload'
import type { MessageThread, RoleModel } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { eventThreadsWhere, ownThreadReadsWhere, ownThreadsWhere } from '../access/rules'
import { idKey } from '../shared/ids'
import { relationId } from '../shared/relations'
import { roleModelName } from '../shared/names'
import { isThreadTeacher, mayOpenThread, readerKey } from './messages'
import { threadEventsOfTeacher } from './readers.server'
import type { ThreadEvent } from './readers.server'

// Unread counts and the lists of threads that show them (the landing, My events, the event pages, the header): apart
// from messages.server.ts, which writes and reads one thread.

type Id = number | string

/**
 * Unread messages per thread for one reader, by thread id key: the thread's messages less those written by the time the
 * reader last read it (their marker's count; their own messages are written after they read, so never unread); no
 * marker, all of them. Counters, not a count of messages per thread (decision 0092). The threads are ones the reader
 * reads (the callers read them under the rules), with their `postedCount`.
 */
export async function unreadCounts(payload: Payload, reader: string, threads: Pick<MessageThread, 'id' | 'postedCount'>[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  const active = threads.filter((thread) => (thread.postedCount ?? 0) > 0)
  if (!active.length) return counts
  const { docs: markers } = await payload.db.find<{ thread: Id; seenCount?: number | null }>({
    collection: 'thread-reads', where: { and: [ownThreadReadsWhere(reader), { thread: { in: active.map((thread) => thread.id) } }] }, select: { thread: true, seenCount: true }, limit: 0, pagination: false,
  })
  const seen = new Map(markers.map((marker) => [idKey(relationId(marker.thread)), marker.seenCount ?? 0]))
  for (const thread of active) counts.set(idKey(thread.id), Math.max(0, (thread.postedCount ?? 0) - (seen.get(idKey(thread.id)) ?? 0)))
  return counts
}

type PersonThread = Pick<MessageThread, 'id' | 'event' | 'roleModel' | 'lastMessageAt' | 'postedCount'>

/**
 * The threads a person reads (with messages), under the collections' rule: their own (role model) or their events'
 * (teacher); for a teacher also their events' titles (read with the rule's columns), by event id key.
 */
async function personThreads(payload: Payload, user: SignedInUser, events?: Id[]): Promise<{ threads: PersonThread[]; titles?: Map<string, string> }> {
  const select = { event: true, roleModel: true, lastMessageAt: true, postedCount: true } as const
  const written: Where = { lastMessageAt: { exists: true } }
  const scoped = (where: Where): Where => ({ and: [where, written, ...(events ? [eventThreadsWhere(events)] : [])] })
  if (user.collection === 'role-models') {
    return { threads: (await payload.db.find<PersonThread>({ collection: 'message-threads', where: scoped(ownThreadsWhere(user.id)), select, limit: 0, pagination: false })).docs }
  }
  const school = relationId(user.school)
  if (school == null) return { threads: [] }
  // The school's threads first (most schools have none: one read), then which of their events the teacher reads.
  const { docs } = await payload.db.find<PersonThread>({ collection: 'message-threads', where: scoped({ school: { equals: school } }), select, limit: 0, pagination: false })
  if (!docs.length) return { threads: [] }
  const readable = await threadEventsOfTeacher(payload, { id: user.id, school }, { among: [...new Set(docs.map((doc) => relationId(doc.event)!))] })
  const titles = new Map(readable.map((event) => [idKey(event.id), event.title]))
  return { threads: docs.filter((doc) => titles.has(idKey(relationId(doc.event)))), titles }
}

/** A person's unread messages in all their threads (the landing's and My events' totals), optionally of some events only. */
export async function unreadTotal(payload: Payload, user: SignedInUser, events?: Id[]): Promise<number> {
  const { threads } = await personThreads(payload, user, events)
  const counts = await unreadCounts(payload, readerKey(user.collection, user.id), threads)
  return [...counts.values()].reduce((sum, count) => sum + count, 0)
}

export type EventThreadRow = { roleModelId: Id; name: string; threadId: Id | null; unread: number; lastMessageAt: string | null }

/** The role models already on an event, as its page read them: the threads list needs no second read of them. */
export type EventRowsKnown = { roleModelId: Id; status: number; name: string }[]

/**
 * The threads of one event as its organiser or a subscribed teacher sees them: one per role model who was invited or
 * offered themself (opened or not yet), with the unread count. Empty for a teacher who does not read them. The event
 * and its rows come from the page, which read them under the school's rule (requireSchoolEvent, the overview), and
 * so do the role models whose offers wait on the school (`openOfferRoleModels`).
 */
export async function eventThreads({ payload, user, event, rows, openOffers }: { payload: Payload; user: SignedInUser; event: ThreadEvent; rows: EventRowsKnown; openOffers: readonly Id[] }): Promise<EventThreadRow[]> {
  if (user.collection !== 'teachers') return []
  if (idKey(relationId(event.school)) !== idKey(relationId(user.school)) || !isThreadTeacher(event, user.id)) return []
  const { docs: threads } = await payload.db.find<Pick<MessageThread, 'id' | 'roleModel' | 'lastMessageAt' | 'postedCount'>>({ collection: 'message-threads', where: eventThreadsWhere([event.id]), select: { roleModel: true, lastMessageAt: true, postedCount: true }, limit: 0, pagination: false })
  const ids = new Map<string, Id>()
  const names = new Map(rows.map((row) => [idKey(row.roleModelId), row.name]))
  for (const row of rows) if (mayOpenThread({ rowStatus: row.status })) ids.set(idKey(row.roleModelId), row.roleModelId)
  for (const roleModelId of openOffers) ids.set(idKey(roleModelId), roleModelId)
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
  const thread = await payload.db.findOne<Pick<MessageThread, 'id' | 'postedCount'>>({ collection: 'message-threads', where: pair, select: { postedCount: true } })
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
  const { threads, titles: known } = await personThreads(payload, user)
  const counts = await unreadCounts(payload, readerKey(user.collection, user.id), threads)
  const unread = threads.filter((thread) => (counts.get(idKey(thread.id)) ?? 0) > 0)
  if (!unread.length) return { total: 0, threads: [] }
  const eventIds = [...new Set(unread.map((thread) => relationId(thread.event)!))]
  const roleModelIds = [...new Set(unread.map((thread) => relationId(thread.roleModel)!))]
  // A teacher's event titles came with the rule's read; a role model's titles, and a teacher's role models' names, are read here.
  const [titles, { docs: people }] = await Promise.all([
    known ?? payload.db.find<{ id: Id; title?: string | null }>({ collection: 'events', where: { id: { in: eventIds } }, select: { title: true }, limit: 0, pagination: false })
      .then(({ docs }) => new Map(docs.map((event) => [idKey(event.id), event.title ?? '']))),
    user.collection === 'teachers'
      ? payload.db.find<Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name'>>({ collection: 'role-models', where: { id: { in: roleModelIds } }, select: { firstName: true, surname: true, name: true }, limit: 0, pagination: false })
      : Promise.resolve({ docs: [] as Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name'>[] }),
  ])
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
