import { describe, expect, it } from 'vitest'
import { formatDisplayDateTime } from '../shared/dates'
import {
  cleanMessageBody, EMAIL_THROTTLE_MS, excerptOf, isClosed, isThreadTeacher, isUnread, mayOpenThread, messageBodyProblem, messageParts, parseReaderKey, readerKey, shouldEmail, threadClosesAt, THREAD_GRACE_MS,
} from './messages'

describe('message text', () => {
  it('is trimmed, with line ends as \\n and control characters dropped', () => {
    expect(cleanMessageBody('  Kia ora\r\nSee you\u0007 soon  ')).toBe('Kia ora\nSee you soon')
    expect(cleanMessageBody(undefined)).toBe('')
  })

  it('refuses empty, blank and over 2,000 characters, counting an emoji as one', () => {
    expect(messageBodyProblem('')).toBe('empty')
    expect(messageBodyProblem(' \n\t ')).toBe('empty')
    expect(messageBodyProblem('a'.repeat(2000))).toBeNull()
    expect(messageBodyProblem('a'.repeat(2001))).toBe('too-long')
    expect(messageBodyProblem('🙂'.repeat(2000))).toBeNull()
  })

  it('quotes the first 200 characters in an email', () => {
    expect(excerptOf('short')).toBe('short')
    expect(excerptOf('a'.repeat(250))).toBe(`${'a'.repeat(200)}…`)
  })
})

describe('links', () => {
  it('shows http, https and www. addresses as links, the sentence’s punctuation left out, and nothing else', () => {
    expect(messageParts('Map: https://example.nz/park?x=1. Or www.school.nz, thanks')).toEqual([
      { kind: 'text', text: 'Map: ' },
      { kind: 'link', text: 'https://example.nz/park?x=1', href: 'https://example.nz/park?x=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.school.nz', href: 'https://www.school.nz' },
      { kind: 'text', text: ', thanks' },
    ])
    expect(messageParts('<script>alert(1)</script> javascript:alert(1) <a href="x">y</a>')).toEqual([{ kind: 'text', text: '<script>alert(1)</script> javascript:alert(1) <a href="x">y</a>' }])
    expect(messageParts('(see http://example.nz)')).toEqual([{ kind: 'text', text: '(see ' }, { kind: 'link', text: 'http://example.nz', href: 'http://example.nz' }, { kind: 'text', text: ')' }])
  })
})

describe('who and when', () => {
  it('names readers by collection and id', () => {
    expect(readerKey('teachers', 12)).toBe('teachers:12')
    expect(parseReaderKey('role-models:7')).toEqual({ collection: 'role-models', id: '7' })
    expect(parseReaderKey('staff:1')).toBeNull()
  })

  it('opens a thread for an invitation and after it, or an open offer; not for a selection', () => {
    expect(mayOpenThread({ rowStatus: 0 })).toBe(false)
    for (const status of [1, 2, 3, 4, 5]) expect(mayOpenThread({ rowStatus: status })).toBe(true)
    expect(mayOpenThread({ openOffer: true })).toBe(true)
    expect(mayOpenThread({})).toBe(false)
  })

  it('the school’s side: the organiser (primary contact, else creator) and subscribed teachers', () => {
    const event = { createdBy: 1, primaryContact: 2, notificationSubscribers: [{ teacher: 2, subscribed: true }, { teacher: 3, subscribed: true }, { teacher: 4, subscribed: false }] }
    expect([1, 2, 3, 4].map((id) => isThreadTeacher(event, id))).toEqual([false, true, true, false])
    expect(isThreadTeacher({ createdBy: 1 }, 1)).toBe(true)
  })

  it('closes 14 days after the event is cancelled or the role model withdrew', () => {
    const at = '2026-11-01T00:00:00.000Z'
    expect(threadClosesAt({ status: 'active' }, null)).toBeNull()
    expect(threadClosesAt({ status: 'cancelled', cancelledAt: at })?.getTime()).toBe(Date.parse(at) + THREAD_GRACE_MS)
    expect(threadClosesAt({ status: 'active' }, { withdrawnAt: at })?.getTime()).toBe(Date.parse(at) + THREAD_GRACE_MS)
    const closes = new Date(Date.parse(at) + THREAD_GRACE_MS)
    expect(isClosed(closes, new Date(closes.getTime() - 1))).toBe(false)
    expect(isClosed(closes, closes)).toBe(true)
  })

  it('unread: the others’ messages after the marker', () => {
    expect(isUnread({ authorKey: 'teachers:1', createdAt: '2026-11-02T00:00:00.000Z' }, 'role-models:2', '2026-11-01T00:00:00.000Z')).toBe(true)
    expect(isUnread({ authorKey: 'teachers:1', createdAt: '2026-11-01T00:00:00.000Z' }, 'role-models:2', '2026-11-01T00:00:00.000Z')).toBe(false)
    expect(isUnread({ authorKey: 'role-models:2', createdAt: '2026-11-02T00:00:00.000Z' }, 'role-models:2', null)).toBe(false)
  })

  it('emails at most once per thread every 15 minutes, never once read, never when turned off', () => {
    const messageAt = new Date('2026-11-01T10:00:00.000Z')
    expect(shouldEmail({ wantsEmails: true, messageAt })).toBe(true)
    expect(shouldEmail({ wantsEmails: false, messageAt })).toBe(false)
    expect(shouldEmail({ wantsEmails: true, readAt: messageAt, messageAt })).toBe(false)
    expect(shouldEmail({ wantsEmails: true, emailedAt: new Date(messageAt.getTime() - EMAIL_THROTTLE_MS + 1000), messageAt })).toBe(false)
    expect(shouldEmail({ wantsEmails: true, emailedAt: new Date(messageAt.getTime() - EMAIL_THROTTLE_MS), messageAt })).toBe(true)
  })

  it('shows when in New Zealand time, "d MMMM yyyy, h:mm a"', () => {
    expect(formatDisplayDateTime('2026-11-01T01:05:00.000Z')).toBe('1 November 2026, 2:05 PM')
    expect(formatDisplayDateTime('2026-06-30T12:30:00.000Z')).toBe('1 July 2026, 12:30 AM')
  })
})
