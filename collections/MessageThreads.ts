import type { Access, CollectionConfig, PayloadRequest, Where } from 'payload'
import { eventThreadsWhere, ownThreadsWhere, reportedThreadsWhere } from '../app/domain/access/rules'
import { threadEventsOfTeacher } from '../app/domain/messages/readers.server'
import { isStaffField, isStaffUser, nobody, teacherSchoolId, userOf } from './access'

/**
 * Who reads threads (and, by the same where on their copies of `event` and `roleModel`, their messages): the role
 * model of the thread; the event's organiser and subscribed teachers; staff none but `staffWhere` (reported ones).
 */
export async function threadReadersWhere(req: PayloadRequest, staffWhere: Where | (() => Promise<Where>)): Promise<Where | boolean> {
  if (isStaffUser(req)) return typeof staffWhere === 'function' ? staffWhere() : staffWhere
  const user = userOf(req)
  if (user?.collection === 'role-models') return ownThreadsWhere(user.id)
  const school = teacherSchoolId(req)
  if (user?.collection !== 'teachers' || school == null) return false
  const events = await threadEventsOfTeacher(req.payload, { id: user.id, school }, { req })
  // None of theirs: an empty list rather than a refusal (a teacher may read threads, just none of these).
  return events.length ? eventThreadsWhere(events.map((event) => event.id)) : { id: { exists: false } }
}

const readThreads: Access = ({ req }) => threadReadersWhere(req, reportedThreadsWhere)

/**
 * One conversation between the school and a role model about an event (issue 52). Opened by the system (the messages
 * service) once the role model was invited or has offered themself; written to through the messages collection.
 */
export const MessageThreads: CollectionConfig = {
  slug: 'message-threads',
  labels: { singular: 'Message thread', plural: 'Message threads' },
  admin: { defaultColumns: ['event', 'roleModel', 'lastMessageAt', 'reportedAt'], group: 'Events' },
  // Opened, kept and erased by the system alone (the messages service and its jobs, through the database adapter): no
  // API user, staff included, creates or changes one (a staff member marking a thread reported would read it).
  access: { read: readThreads, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['event', 'roleModel'], unique: true }],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, access: { update: isStaffField } },
    { name: 'roleModel', type: 'relationship', relationTo: 'role-models', required: true, index: true, access: { update: isStaffField } },
    // The event's school (fixed with the event), copied when the thread opens: a school's threads in one read, no join.
    { name: 'school', type: 'relationship', relationTo: 'schools', index: true, access: { update: () => false }, admin: { readOnly: true } },
    // 14 days after the event was cancelled or the role model withdrew (set when the service notices either).
    { name: 'closesAt', type: 'date', admin: { readOnly: true } },
    { name: 'lastMessageAt', type: 'date', index: true, admin: { readOnly: true } },
    // The messages in it now, hidden ones too (raised atomically with each one written, 0 once erased): with each
    // reader's `seenCount`, their unread count without counting messages (decision 0092).
    { name: 'postedCount', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    // Messages erased 12 months after the event ended (the scheduled job): how many there were, and when.
    { name: 'messageCount', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'erasedAt', type: 'date', index: true, admin: { readOnly: true } },
    // When a message in it was first reported: from then staff read it (the reported threads of the staff area).
    { name: 'reportedAt', type: 'date', index: true, admin: { readOnly: true } },
  ],
}
