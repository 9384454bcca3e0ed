import type { Payload, PayloadRequest } from 'payload'
import type { Event } from '../../../cms/payload-types'
import { schoolEventsWhere } from '../access/rules'
import { isThreadTeacher } from './messages'

type Id = number | string
export type ThreadEvent = Pick<Event, 'id' | 'school' | 'type' | 'status' | 'cancelledAt' | 'updatedAt' | 'createdBy' | 'primaryContact' | 'notificationSubscribers' | 'title' | 'date' | 'endTime'>

/** The columns of an event the thread rules read. */
export const THREAD_EVENT_SELECT = {
  school: true, type: true, status: true, cancelledAt: true, updatedAt: true, createdBy: true, primaryContact: true, notificationSubscribers: true, title: true, date: true, endTime: true,
} as const

/**
 * The events of a teacher's school whose threads they read: those they organise or are subscribed to (isThreadTeacher),
 * with their titles (the unread list names them). Read through the database adapter (a rule's read, decision 0044):
 * one read of the school's events' people columns (`among`: of those events only).
 */
export async function threadEventsOfTeacher(payload: Payload, teacher: { id: Id; school: Id }, { among, req }: { among?: Id[]; req?: Partial<PayloadRequest> } = {}): Promise<{ id: Id; title: string }[]> {
  const school = schoolEventsWhere(teacher.school)
  const { docs } = await payload.db.find<Pick<Event, 'id' | 'createdBy' | 'primaryContact' | 'notificationSubscribers' | 'title'>>({
    collection: 'events', where: among ? { and: [school, { id: { in: among } }] } : school, select: { createdBy: true, primaryContact: true, notificationSubscribers: true, title: true }, limit: 0, pagination: false, req,
  })
  return docs.filter((event) => isThreadTeacher(event, teacher.id)).map((event) => ({ id: event.id, title: event.title ?? '' }))
}
