import { describe, expect, it } from 'vitest'
import {
  answerProblem, answerRecipients, cleanDeclineReason, DECLINE_REASON_MAX_LENGTH, displayStateOf, isAllowedTransition,
  parseRoleModelEventTab, respondBy, roleModelEventsHref, roleModelEventTab, teacherMayDelete,
} from './rules'
import { ROLE_MODEL_STATUS as S } from './status'

const ALL = [S.selected, S.invited, S.accepted, S.declined, S.uninvited, S.expired]
const allowed = (actor: 'role-model' | 'teacher') =>
  [null, ...ALL].flatMap((from) => ALL.filter((to) => isAllowedTransition(actor, from, to)).map((to) => `${from}->${to}`))

// 10:00 on Wednesday 18 March 2026 in New Zealand (UTC+13).
const NOW = new Date('2026-03-17T21:00:00Z')

describe('status transitions', () => {
  it('lets a role model only answer an invitation', () => {
    expect(allowed('role-model')).toEqual(['1->2', '1->3'])
  })
  it('lets a teacher add, invite and uninvite, nothing else', () => {
    expect(allowed('teacher')).toEqual(['null->0', '0->1', '1->4', '2->4'])
  })
  it('lets a teacher delete only a selected row', () => {
    expect(ALL.filter(teacherMayDelete)).toEqual([S.selected])
  })
})

describe('answering an invitation', () => {
  const event = { status: 'active', date: '2026-03-20T00:00:00.000Z' }
  it('is open while invited, unexpired, on a live event to come', () => {
    expect(answerProblem({ status: S.invited, expiresAt: '2026-03-18T00:00:00.000Z' }, event, NOW)).toBeNull()
    expect(answerProblem({ status: S.invited }, { status: 'active', date: '2026-03-18T00:00:00.000Z' }, NOW)).toBeNull()
  })
  it('is closed once answered, uninvited or expired', () => {
    expect(answerProblem({ status: S.accepted }, event, NOW)).toBe('not-invited')
    expect(answerProblem({ status: S.declined }, event, NOW)).toBe('not-invited')
    expect(answerProblem({ status: S.uninvited }, event, NOW)).toBe('not-invited')
    expect(answerProblem({ status: S.selected }, event, NOW)).toBe('not-invited')
    expect(answerProblem({ status: S.expired }, event, NOW)).toBe('expired')
  })
  it('is closed at the expiry instant even before the job marks it', () => {
    expect(answerProblem({ status: S.invited, expiresAt: NOW.toISOString() }, event, NOW)).toBe('expired')
    expect(answerProblem({ status: S.invited, expiresAt: new Date(NOW.getTime() + 1).toISOString() }, event, NOW)).toBeNull()
  })
  it('is closed on cancelled, draft, done and past events', () => {
    expect(answerProblem({ status: S.invited }, { ...event, status: 'cancelled' }, NOW)).toBe('event-not-active')
    expect(answerProblem({ status: S.invited }, { ...event, status: 'draft' }, NOW)).toBe('event-not-active')
    expect(answerProblem({ status: S.invited }, { ...event, status: 'done' }, NOW)).toBe('event-not-active')
    expect(answerProblem({ status: S.invited }, { status: 'active', date: '2026-03-17T00:00:00.000Z' }, NOW)).toBe('event-over')
  })
})

describe('respond by', () => {
  it('is the expiry, or the event day when that comes first', () => {
    expect(respondBy('2026-03-20T10:00:00.000Z', '2026-03-25T00:00:00.000Z')).toBe('2026-03-20T10:00:00.000Z')
    expect(respondBy('2026-03-30T10:00:00.000Z', '2026-03-25T00:00:00.000Z')).toBe('2026-03-25')
    // 20 March 23:00 UTC is already 21 March in New Zealand: the event day (21st) is not earlier.
    expect(respondBy('2026-03-20T23:00:00.000Z', '2026-03-21T00:00:00.000Z')).toBe('2026-03-20T23:00:00.000Z')
    expect(respondBy(null, '2026-03-25T00:00:00.000Z')).toBe('2026-03-25')
    expect(respondBy(null, null)).toBeNull()
  })
})

describe('decline reason', () => {
  it('is required and at most 2048 characters', () => {
    expect(cleanDeclineReason('  Away that week ')).toBe('Away that week')
    expect(cleanDeclineReason('   ')).toBeNull()
    expect(cleanDeclineReason(undefined)).toBeNull()
    expect(cleanDeclineReason(42)).toBeNull()
    expect(cleanDeclineReason('x'.repeat(DECLINE_REASON_MAX_LENGTH))).toHaveLength(2048)
    expect(cleanDeclineReason('x'.repeat(DECLINE_REASON_MAX_LENGTH + 1))).toBeNull()
  })
})

describe('the role model events list', () => {
  const on = (date: string, status = 'active') => ({ status, date: `${date}T00:00:00.000Z` })
  it('shows invitations and accepted events to come as upcoming, today included', () => {
    expect(roleModelEventTab(S.invited, on('2026-03-18'), NOW)).toBe('upcoming')
    expect(roleModelEventTab(S.accepted, on('2026-04-01'), NOW)).toBe('upcoming')
  })
  it('shows attended events as completed, and drops unanswered past ones', () => {
    expect(roleModelEventTab(S.accepted, on('2026-03-17'), NOW)).toBe('completed')
    expect(roleModelEventTab(S.accepted, on('2026-04-01', 'done'), NOW)).toBe('completed')
    expect(roleModelEventTab(S.invited, on('2026-04-01', 'done'), NOW)).toBeNull()
    expect(roleModelEventTab(S.invited, on('2026-03-17'), NOW)).toBeNull()
  })
  it('shows cancelled events in their own tab', () => {
    expect(roleModelEventTab(S.invited, on('2026-04-01', 'cancelled'), NOW)).toBe('cancelled')
    expect(roleModelEventTab(S.accepted, on('2026-03-01', 'cancelled'), NOW)).toBe('cancelled')
  })
  it('leaves out declined, uninvited, expired and never-sent rows', () => {
    for (const status of [S.selected, S.declined, S.uninvited, S.expired]) expect(roleModelEventTab(status, on('2026-04-01'), NOW)).toBeNull()
  })
  it('reads the tab from the address, upcoming by default', () => {
    expect(parseRoleModelEventTab('completed')).toBe('completed')
    expect(parseRoleModelEventTab('drafts')).toBe('upcoming')
    expect(parseRoleModelEventTab(null)).toBe('upcoming')
  })
  it('writes the list\'s address with the tab and page only when they are not the first', () => {
    expect(roleModelEventsHref('upcoming')).toBe('/role-model/events')
    expect(roleModelEventsHref('upcoming', 2)).toBe('/role-model/events?page=2')
    expect(roleModelEventsHref('completed')).toBe('/role-model/events?tab=completed')
    expect(roleModelEventsHref('cancelled', 3)).toBe('/role-model/events?tab=cancelled&page=3')
  })
  it('uses the events rules for the day of a stored event', () => {
    expect(displayStateOf(on('2026-03-18'), NOW)).toBe('today')
    expect(displayStateOf(on('2026-03-17'), NOW)).toBe('completed')
    expect(displayStateOf(on('2026-03-19'), NOW)).toBe('upcoming')
    expect(displayStateOf({ status: null, date: null }, NOW)).toBe('draft')
  })
})

describe('who hears about an answer', () => {
  it('is every subscribed teacher', () => {
    expect(answerRecipients({
      createdBy: 1, primaryContact: 2,
      notificationSubscribers: [{ teacher: 2, subscribed: true }, { teacher: { id: 3 }, subscribed: true }, { teacher: 1, subscribed: false }],
    })).toEqual([2, 3])
  })
  it('is the creator and primary contact when nobody is subscribed', () => {
    expect(answerRecipients({ createdBy: { id: 1 }, primaryContact: 4 })).toEqual([1, 4])
    expect(answerRecipients({ createdBy: 1, primaryContact: 1, notificationSubscribers: [{ teacher: 2, subscribed: false }] })).toEqual([1])
    expect(answerRecipients({})).toEqual([])
  })
})
