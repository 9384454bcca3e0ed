import type { Payload } from 'payload'
import type { Message, MessageThread, RoleModel, School, Teacher } from '../../../cms/payload-types'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { calendarT, eventTitle } from '../notifications/event-mail.server'
import { teacherName } from '../shared/names'
import { idKey } from '../shared/ids'
import { relationId } from '../shared/relations'
import { excerptOf, readerKey, shouldEmail, threadTeacherIds } from './messages'
import { THREAD_EVENT_SELECT } from './readers.server'
import type { ThreadEvent } from './readers.server'

type Id = number | string
type Recipient = { key: string; email: string; language?: string | null; wantsEmails: boolean; link: string }

/** The thread's page for each side. */
export const roleModelThreadPath = (eventId: Id) => `/role-model/events/${eventId}/messages`
export const schoolThreadPath = (eventId: Id, roleModelId: Id) => `/events/${eventId}/messages/${roleModelId}`

/**
 * The email job of a new message (issue 52): tells the other side of the thread (the role model, or the event's
 * organiser and subscribed teachers still of its school), each in their language, with the message's first 200
 * characters and a link to the thread; none to who turned these emails off, who read it already, or who was emailed
 * about the thread in the last 15 minutes (their read marker keeps when). Returns how many emails were queued.
 */
export async function sendMessageEmails(payload: Payload, messageId: Id, now = new Date()): Promise<number> {
  const message = await payload.db.findOne<Pick<Message, 'id' | 'thread' | 'body' | 'authorKey' | 'createdAt' | 'hiddenAt'>>({
    collection: 'messages', where: { id: { equals: messageId } }, select: { thread: true, body: true, authorKey: true, createdAt: true, hiddenAt: true },
  })
  if (!message || message.hiddenAt) return 0
  const thread = await payload.db.findOne<Pick<MessageThread, 'id' | 'event' | 'roleModel'>>({ collection: 'message-threads', where: { id: { equals: relationId(message.thread)! } }, select: { event: true, roleModel: true } })
  if (!thread) return 0
  const eventId = relationId(thread.event)!
  const roleModelId = relationId(thread.roleModel)!
  const event = await payload.db.findOne<ThreadEvent>({ collection: 'events', where: { id: { equals: eventId } }, select: THREAD_EVENT_SELECT })
  if (!event) return 0
  // An untitled event is named by its school ('In-person event at {school}').
  const school = event.title?.trim() ? null : await payload.db.findOne<Pick<School, 'id' | 'name'>>({ collection: 'schools', where: { id: { equals: relationId(event.school)! } }, select: { name: true } })
  const fromRoleModel = message.authorKey?.startsWith('role-models:') ?? false
  const recipients: Recipient[] = []
  let author = ''
  if (fromRoleModel) {
    const ids = threadTeacherIds(event)
    const [{ docs: teachers }, roleModel] = await Promise.all([
      ids.length
        ? payload.db.find<Pick<Teacher, 'id' | 'email' | 'language' | 'messageEmails' | 'school'>>({ collection: 'teachers', where: { id: { in: ids } }, select: { email: true, language: true, messageEmails: true, school: true }, limit: 0, pagination: false })
        : Promise.resolve({ docs: [] as Pick<Teacher, 'id' | 'email' | 'language' | 'messageEmails' | 'school'>[] }),
      payload.db.findOne<Pick<RoleModel, 'id' | 'firstName' | 'surname' | 'name'>>({ collection: 'role-models', where: { id: { equals: roleModelId } }, select: { firstName: true, surname: true, name: true } }),
    ])
    author = [roleModel?.firstName, roleModel?.surname].filter(Boolean).join(' ') || roleModel?.name || ''
    for (const teacher of teachers) {
      if (!teacher.email || idKey(relationId(teacher.school)) !== idKey(relationId(event.school))) continue
      recipients.push({ key: readerKey('teachers', teacher.id), email: teacher.email, language: teacher.language, wantsEmails: teacher.messageEmails !== false, link: siteUrl(schoolThreadPath(eventId, roleModelId)) })
    }
  } else {
    const authorId = message.authorKey?.slice('teachers:'.length)
    const [roleModel, teacher] = await Promise.all([
      payload.db.findOne<Pick<RoleModel, 'id' | 'email' | 'language' | 'messageEmails'>>({ collection: 'role-models', where: { id: { equals: roleModelId } }, select: { email: true, language: true, messageEmails: true } }),
      authorId ? payload.db.findOne<Pick<Teacher, 'id' | 'name' | 'firstName' | 'lastName' | 'email'>>({ collection: 'teachers', where: { id: { equals: authorId } }, select: { name: true, firstName: true, lastName: true, email: true } }) : null,
    ])
    author = (teacher && (teacherName(teacher) || teacher.email)) || ''
    if (roleModel?.email) recipients.push({ key: readerKey('role-models', roleModel.id), email: roleModel.email, language: roleModel.language, wantsEmails: roleModel.messageEmails !== false, link: siteUrl(roleModelThreadPath(eventId)) })
  }
  if (!recipients.length) return 0
  const { docs: markers } = await payload.db.find<{ id: Id; reader: string; readAt?: string | null; emailedAt?: string | null }>({
    collection: 'thread-reads', where: { and: [{ thread: { equals: thread.id } }, { reader: { in: recipients.map((recipient) => recipient.key) } }] }, select: { reader: true, readAt: true, emailedAt: true }, limit: 0, pagination: false,
  })
  const messageAt = new Date(message.createdAt)
  let sent = 0
  for (const recipient of recipients) {
    const marker = markers.find((candidate) => candidate.reader === recipient.key)
    if (!shouldEmail({ wantsEmails: recipient.wantsEmails, readAt: marker?.readAt, emailedAt: marker?.emailedAt, messageAt })) continue
    // Claimed on the marker before the email is queued, by the job through the database adapter (the markers are the
    // system's records): a second run of this job finds it emailed.
    if (marker) await payload.db.updateOne({ collection: 'thread-reads', id: marker.id, data: { emailedAt: now.toISOString() }, returning: false })
    else await payload.db.create({ collection: 'thread-reads', data: { thread: thread.id, reader: recipient.key, emailedAt: now.toISOString() }, returning: false })
    const [copy, calendar] = await Promise.all([mailCopy(payload, recipient.language, 'events'), calendarT(payload, recipient.language)])
    const values = { author, event: eventTitle(calendar, { ...event, school }), excerpt: excerptOf(message.body), link: recipient.link }
    await sendEmail(payload, {
      to: recipient.email,
      lang: copy.lang,
      textLang: copy.textLang(['threads.email.subject', 'threads.email.text']),
      subject: copy.t('threads.email.subject', values),
      text: copy.t('threads.email.text', values),
    })
    sent += 1
  }
  return sent
}
