import { ROLE_MODEL_STATUS } from '../invitations/status'
import { answerRecipients } from '../invitations/rules'
import type { NotificationEvent } from '../invitations/rules'
import { idKey } from '../shared/ids'
import { relationId } from '../shared/relations'

/**
 * Message threads between a school and each role model of an event (issue 52): the pure rules, shared by the collections'
 * hooks, the domain's services and the pages (they also run in the browser: no server imports here).
 */

type Id = number | string

/** Plain text up to 2,000 characters. */
export const MESSAGE_MAX = 2000
/** The email of a new message quotes its first 200 characters. */
export const EMAIL_EXCERPT_MAX = 200
/** A report's reason. */
export const REPORT_REASON_MAX = 500
/** After the event is cancelled or the role model withdraws, the thread can still be written to for 14 days. */
export const THREAD_GRACE_MS = 14 * 24 * 3600 * 1000
/** At most one email per thread per person every 15 minutes. */
export const EMAIL_THROTTLE_MS = 15 * 60_000
/** Twenty messages a minute per person (the shared rate limiter). */
export const SEND_LIMIT = { name: 'messages', limit: 20, windowMs: 60_000 } as const
/** Messages of an event are erased 12 months after it ended. */
export const ERASE_AFTER_MONTHS = 12
/** A client's nonce: one per press of Send (a double press sends the same one). */
export const NONCE_MAX = 64

export type ReaderCollection = 'teachers' | 'role-models'

/** Who a read marker, an email throttle or a nonce belongs to: 'teachers:12', 'role-models:7'. */
export const readerKey = (collection: string, id: Id): string => `${collection}:${idKey(id)}`

/** The collection and id of a reader key (null for anything else). */
export function parseReaderKey(key: string): { collection: ReaderCollection; id: string } | null {
  const match = /^(teachers|role-models):(.+)$/.exec(key)
  return match ? { collection: match[1] as ReaderCollection, id: match[2] } : null
}

// Control characters other than tab and line feed (a pasted NUL, a bell, a carriage return) are dropped.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g

/** A message's text as stored: line ends as \n, control characters dropped, spaces around trimmed. */
export function cleanMessageBody(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim()
}

export type BodyProblem = 'empty' | 'too-long'

/** Why a message's text cannot be sent, or null: empty (or only spaces), or longer than 2,000 characters. */
export function messageBodyProblem(value: unknown): BodyProblem | null {
  const body = cleanMessageBody(value)
  if (!body) return 'empty'
  // Counted in characters as people count them (an emoji is one), not UTF-16 units.
  return [...body].length > MESSAGE_MAX ? 'too-long' : null
}

/** The first `max` characters of a message, with an ellipsis when cut (an email's excerpt). */
export function excerptOf(body: string, max = EMAIL_EXCERPT_MAX): string {
  const characters = [...body]
  return characters.length <= max ? body : `${characters.slice(0, max).join('').trimEnd()}…`
}

export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// http(s) addresses and www. ones; a trailing full stop, comma, bracket or quote belongs to the sentence, not the link.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi
const TRAILING = /[.,;:!?)\]}'"]+$/

/**
 * A message as text and links, the only thing rendered (React escapes the text: a script tag shows as typed). Links are
 * http and https addresses only; a www. address links to https.
 */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = []
  let last = 0
  for (const match of body.matchAll(LINK)) {
    let text = match[0]
    const trailing = TRAILING.exec(text)?.[0] ?? ''
    text = text.slice(0, text.length - trailing.length)
    const start = match.index ?? 0
    const href = /^www\./i.test(text) ? `https://${text}` : text
    if (!isWebAddress(href) || text.length < 5) continue
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) })
    parts.push({ kind: 'link', text, href })
    last = start + text.length
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) })
  return parts
}

function isWebAddress(href: string): boolean {
  try {
    const url = new URL(href)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** Role-model rows that open a thread: invited, and every status after (accepted, declined, uninvited, expired). */
export const THREAD_ROW_STATUSES = [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted, ROLE_MODEL_STATUS.declined, ROLE_MODEL_STATUS.uninvited, ROLE_MODEL_STATUS.expired] as const

/** A thread may open once the role model was invited, or has an open offer ("I'm interested") on the event. */
export function mayOpenThread({ rowStatus, openOffer }: { rowStatus?: number | null; openOffer?: boolean }): boolean {
  return (rowStatus != null && (THREAD_ROW_STATUSES as readonly number[]).includes(rowStatus)) || Boolean(openOffer)
}

/**
 * The school's side of a thread: the event's organiser (its primary contact, else its creator) and the teachers
 * subscribed to it (its notification settings; the creator and the primary contact when never saved).
 */
export function isThreadTeacher(event: NotificationEvent, teacher: Id | null | undefined): boolean {
  if (teacher == null) return false
  const organiser = relationId(event.primaryContact) ?? relationId(event.createdBy)
  if (idKey(organiser) === idKey(teacher)) return true
  return answerRecipients(event).some((id) => idKey(id) === idKey(teacher))
}

/** The school's readers of a thread, by id key: its organiser and subscribed teachers. */
export function threadTeacherIds(event: NotificationEvent): string[] {
  const organiser = relationId(event.primaryContact) ?? relationId(event.createdBy)
  return [...new Set([organiser, ...answerRecipients(event)].filter((id) => id != null).map((id) => idKey(id)))]
}

/**
 * When a thread closes: 14 days after its event was cancelled or its role model withdrew (the earlier); null while
 * neither happened.
 */
export function threadClosesAt(event: { status?: string | null; cancelledAt?: string | null; updatedAt?: string | null }, row?: { withdrawnAt?: string | null } | null): Date | null {
  const ends: number[] = []
  if (event.status === 'cancelled') {
    const at = Date.parse(event.cancelledAt ?? event.updatedAt ?? '')
    if (Number.isFinite(at)) ends.push(at + THREAD_GRACE_MS)
  }
  const withdrawn = Date.parse(row?.withdrawnAt ?? '')
  if (Number.isFinite(withdrawn)) ends.push(withdrawn + THREAD_GRACE_MS)
  return ends.length ? new Date(Math.min(...ends)) : null
}

export const isClosed = (closesAt: Date | string | null | undefined, now: Date): boolean => closesAt != null && new Date(closesAt).getTime() <= now.getTime()

/**
 * Whether a new message emails a reader now: not when they turned the emails off, not when they have read it already
 * (read at or after it), and at most once per thread every 15 minutes.
 */
export function shouldEmail({ wantsEmails, readAt, emailedAt, messageAt }: { wantsEmails: boolean; readAt?: string | Date | null; emailedAt?: string | Date | null; messageAt: Date }): boolean {
  if (!wantsEmails) return false
  if (readAt && new Date(readAt).getTime() >= messageAt.getTime()) return false
  if (emailedAt && messageAt.getTime() - new Date(emailedAt).getTime() < EMAIL_THROTTLE_MS) return false
  return true
}

/** Whether a message is unread for a reader: someone else's, newer than their read marker. */
export const isUnread = (message: { authorKey: string; createdAt: string }, reader: string, readAt?: string | null): boolean =>
  message.authorKey !== reader && (!readAt || message.createdAt > readAt)
