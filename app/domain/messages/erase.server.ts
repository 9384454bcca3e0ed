import type { Payload } from 'payload'
import type { MessageThread } from '../../../cms/payload-types'
import { ownThreadsWhere, threadMessagesWhere } from '../access/rules'
import { eventDateToStored, nzDate } from '../shared/dates'
import { idKey } from '../shared/ids'
import { relationId } from '../shared/relations'
import { ERASE_AFTER_MONTHS } from './messages'

type Id = number | string

/** The first New Zealand day whose events are not yet due: events on an earlier day ended 12 months ago or more. */
export function eraseCutoff(now: Date): string {
  const then = new Date(now)
  then.setUTCMonth(then.getUTCMonth() - ERASE_AFTER_MONTHS)
  return eventDateToStored(nzDate(then))
}

/**
 * The scheduled erasure (issue 52): the messages of events that ended 12 months ago or more are deleted with their read
 * markers; each thread stays with how many messages it held (the school's and the programme's records keep counts
 * only). Idempotent: an erased thread is not read again until someone writes to it (a new message clears erasedAt). Returns the messages erased.
 */
export async function eraseOldMessages(payload: Payload, now: Date): Promise<number> {
  const { docs: threads } = await payload.db.find<Pick<MessageThread, 'id' | 'event' | 'messageCount'>>({
    collection: 'message-threads', where: { and: [{ lastMessageAt: { exists: true } }, { erasedAt: { exists: false } }] },
    select: { event: true, messageCount: true }, limit: 0, pagination: false,
  })
  if (!threads.length) return 0
  const eventIds = [...new Set(threads.map((thread) => idKey(relationId(thread.event))))]
  const { docs: due } = await payload.db.find<{ id: Id }>({
    collection: 'events', where: { and: [{ id: { in: eventIds } }, { date: { less_than: eraseCutoff(now) } }] }, select: { id: true }, limit: 0, pagination: false,
  })
  const dueEvents = new Set(due.map((event) => idKey(event.id)))
  let erased = 0
  for (const thread of threads.filter((candidate) => dueEvents.has(idKey(relationId(candidate.event))))) {
    erased += await eraseThreadMessages(payload, thread, now)
  }
  return erased
}

/**
 * Deletes a thread's messages and read markers, adding how many there were to its count. The job's own writes, through
 * the database adapter: no user to check, and none of these collections has a hook to run.
 */
async function eraseThreadMessages(payload: Payload, thread: Pick<MessageThread, 'id' | 'messageCount'>, now: Date): Promise<number> {
  const { totalDocs } = await payload.db.count({ collection: 'messages', where: threadMessagesWhere([thread.id]) })
  await payload.db.deleteMany({ collection: 'messages', where: threadMessagesWhere([thread.id]) })
  await payload.db.deleteMany({ collection: 'thread-reads', where: { thread: { equals: thread.id } } })
  await payload.db.updateOne({ collection: 'message-threads', id: thread.id, data: { messageCount: (thread.messageCount ?? 0) + totalDocs, postedCount: 0, erasedAt: now.toISOString() }, returning: false })
  return totalDocs
}

/** An account purged: every thread of the role model goes, with its messages and read markers (the purge job's, as above). */
export async function eraseRoleModelThreads(payload: Payload, roleModel: Id): Promise<void> {
  const { docs } = await payload.db.find<{ id: Id }>({ collection: 'message-threads', where: ownThreadsWhere(roleModel), select: { id: true }, limit: 0, pagination: false })
  if (!docs.length) return
  const ids = docs.map((doc) => doc.id)
  await payload.db.deleteMany({ collection: 'messages', where: threadMessagesWhere(ids) })
  await payload.db.deleteMany({ collection: 'thread-reads', where: { thread: { in: ids } } })
  await payload.db.deleteMany({ collection: 'message-threads', where: { id: { in: ids } } })
}
