import type { Access, CollectionConfig, FieldAccess, PayloadRequest, Where } from 'payload'
import { reportedThreadsWhere, threadMessagesWhere } from '../app/domain/access/rules'
import { MESSAGE_MAX, NONCE_MAX, REPORT_REASON_MAX } from '../app/domain/messages/messages'
import { prepareNewMessage, recordDeletedMessage, recordNewMessage } from '../app/domain/messages/messages.server'
import { isStaffField, isStaffUser, lookupIds, userOf } from './access'
import { threadReadersWhere } from './MessageThreads'

/** The messages of reported threads: the only ones staff read, hide or delete. */
const reportedMessagesWhere = async (req: PayloadRequest): Promise<Where> => {
  const threads = await lookupIds(req, 'message-threads', reportedThreadsWhere, 'id')
  return threads.length ? threadMessagesWhere(threads) : { id: { exists: false } }
}

/** The messages of the threads one reads (their copies of the thread's event and role model); staff the reported threads'. */
const readMessages: Access = ({ req }) => threadReadersWhere(req, () => reportedMessagesWhere(req))

/** Staff, on reported threads' messages (the staff area's hide and show); nobody else changes a message. */
const staffOnReported: Access = ({ req }) => (isStaffUser(req) ? reportedMessagesWhere(req) : false)

/** Written once, by the create hook or the system (reports, erasure): nobody edits them through the API. */
const noOne: FieldAccess = () => false
const systemField = { create: isStaffField, update: noOne }

/**
 * One message of a thread (issue 52): plain text up to 2,000 characters, by a teacher or the role model. The create hook
 * holds who may write (a reader of the thread, not paused, the thread open): prepareNewMessage. Reports and erasing are
 * the system's writes; staff hide a reported thread's message (hiddenAt); nobody edits a message's text or thread.
 */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Message', plural: 'Messages' },
  admin: { defaultColumns: ['thread', 'authorKey', 'createdAt', 'reportedAt', 'hiddenAt'], group: 'Events' },
  access: {
    read: readMessages,
    create: ({ req }) => ['teachers', 'role-models'].includes(userOf(req)?.collection ?? ''),
    update: staffOnReported,
    delete: staffOnReported,
  },
  indexes: [
    // A double press of Send stores once: one message per author and nonce.
    { fields: ['authorKey', 'nonce'], unique: true },
    { fields: ['thread', 'createdAt'] },
  ],
  hooks: {
    beforeChange: [({ data, req, operation }) => (operation === 'create' ? prepareNewMessage({ payload: req.payload, req, data, now: new Date() }) : data)],
    // The thread's bookkeeping (last message, count, the author's marker, the email), however the message came.
    afterChange: [async ({ doc, req, operation }) => {
      if (operation === 'create') await recordNewMessage({ payload: req.payload, req, message: doc })
      return doc
    }],
    afterDelete: [({ doc, req }) => recordDeletedMessage({ payload: req.payload, req, message: doc })],
    // A hidden message's text is for staff only.
    afterRead: [({ doc, req }) => (doc.hiddenAt && !isStaffUser(req) ? { ...doc, body: '' } : doc)],
  },
  fields: [
    { name: 'thread', type: 'relationship', relationTo: 'message-threads', required: true, index: true, access: { update: noOne } },
    // The thread's event and role model, copied by the create hook: the read rule's where (as the threads').
    { name: 'event', type: 'relationship', relationTo: 'events', index: true, access: systemField, admin: { readOnly: true } },
    { name: 'roleModel', type: 'relationship', relationTo: 'role-models', index: true, access: systemField, admin: { readOnly: true } },
    { name: 'author', type: 'relationship', relationTo: ['teachers', 'role-models'], access: systemField, admin: { readOnly: true } },
    // 'teachers:12' or 'role-models:7': who wrote it, as the read markers name readers.
    { name: 'authorKey', type: 'text', index: true, access: systemField, admin: { readOnly: true } },
    { name: 'body', type: 'textarea', required: true, maxLength: MESSAGE_MAX, access: { update: noOne } },
    { name: 'nonce', type: 'text', maxLength: NONCE_MAX, access: { read: isStaffField, update: noOne } },
    { name: 'hiddenAt', type: 'date', access: { create: isStaffField, update: isStaffField } },
    { name: 'reportedAt', type: 'date', index: true, access: systemField },
    { name: 'reportReason', type: 'textarea', maxLength: REPORT_REASON_MAX, access: { read: isStaffField, create: isStaffField, update: noOne } },
    { name: 'reportedBy', type: 'text', access: { read: isStaffField, create: isStaffField, update: noOne } },
  ],
}
