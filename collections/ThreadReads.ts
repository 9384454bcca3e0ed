import type { Access, CollectionConfig } from 'payload'
import { ownThreadReadsWhere } from '../app/domain/access/rules'
import { readerKey } from '../app/domain/messages/messages'
import { isStaffUser, nobody, userOf } from './access'

/** Staff all; a teacher or role model their own markers. */
const readOwn: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  return user ? ownThreadReadsWhere(readerKey(user.collection, user.id)) : false
}

/**
 * A reader's place in a thread (issue 52): when they last read it and how many messages there were by then (their
 * unread messages are the others' newer ones), and when they were last emailed about it (at most once every 15 minutes). Written by the messages service alone.
 */
export const ThreadReads: CollectionConfig = {
  slug: 'thread-reads',
  admin: { hidden: true },
  access: { read: readOwn, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['thread', 'reader'], unique: true }],
  fields: [
    { name: 'thread', type: 'relationship', relationTo: 'message-threads', required: true, index: true },
    // 'teachers:12' or 'role-models:7' (readerKey).
    { name: 'reader', type: 'text', required: true, index: true },
    { name: 'readAt', type: 'date' },
    // How many of the thread's messages were written by readAt (the thread's postedCount less this is their unread).
    { name: 'seenCount', type: 'number', defaultValue: 0 },
    { name: 'emailedAt', type: 'date' },
  ],
}
