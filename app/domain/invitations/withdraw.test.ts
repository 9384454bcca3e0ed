import { describe, expect, it } from 'vitest'
import { belowMinimum, isWithdrawn, withdrawProblem, withWithdrawnGroup } from './withdraw'
import { ROLE_MODEL_STATUS as S } from './status'

// 10:00 on Wednesday 18 March 2026 in New Zealand (UTC+13).
const NOW = new Date('2026-03-17T21:00:00Z')
const event = (date: string, extra: Record<string, unknown> = {}) => ({ status: 'active', type: 'online', date: `${date}T00:00:00.000Z`, startTime: '13:00', ...extra })

describe('withdrawing from an event', () => {
  it('is open to a role model attending a live event until it begins', () => {
    expect(withdrawProblem({ status: S.accepted }, event('2026-03-25'), NOW)).toBeNull()
    // The same day, before the start time (13:00) ...
    expect(withdrawProblem({ status: S.accepted }, event('2026-03-18'), NOW)).toBeNull()
    // ... but not once it has begun: online at its start, in person at the arrival time.
    expect(withdrawProblem({ status: S.accepted }, event('2026-03-18', { startTime: '09:30' }), NOW)).toBe('event-started')
    expect(withdrawProblem({ status: S.accepted }, event('2026-03-18', { type: 'in-person', arrivalTime: '09:45', startTime: '10:30' }), NOW)).toBe('event-started')
    expect(withdrawProblem({ status: S.accepted }, event('2026-03-17'), NOW)).toBe('event-started')
  })
  it('is closed to anyone not attending, and to a second withdrawal', () => {
    for (const status of [S.selected, S.invited, S.declined, S.uninvited, S.expired]) {
      expect(withdrawProblem({ status }, event('2026-03-25'), NOW)).toBe('not-attending')
    }
    expect(withdrawProblem({ status: S.declined, withdrawnAt: '2026-03-17T20:00:00.000Z' }, event('2026-03-25'), NOW)).toBe('not-attending')
    expect(withdrawProblem({ status: S.accepted, withdrawnAt: '2026-03-17T20:00:00.000Z' }, event('2026-03-25'), NOW)).toBe('not-attending')
  })
  it('is closed on cancelled, draft and finished events', () => {
    for (const status of ['cancelled', 'draft', 'done']) expect(withdrawProblem({ status: S.accepted }, event('2026-03-25', { status }), NOW)).toBe('event-not-active')
  })
  it('tells a withdrawal from a declined invitation by its date', () => {
    expect(isWithdrawn({ status: S.declined, withdrawnAt: '2026-03-17T20:00:00.000Z' })).toBe(true)
    expect(isWithdrawn({ status: S.declined })).toBe(false)
    expect(isWithdrawn({ status: S.accepted, withdrawnAt: '2026-03-17T20:00:00.000Z' })).toBe(false)
  })
  it('warns when fewer attend than the minimum (at least one)', () => {
    expect(belowMinimum(1, 2)).toBe(true)
    expect(belowMinimum(2, 2)).toBe(false)
    expect(belowMinimum(0, null)).toBe(true)
    expect(belowMinimum(1, 0)).toBe(false)
  })
})

describe('the Withdrawn group', () => {
  it('takes the role models who withdrew out of "Can\'t make it", with their reasons', () => {
    const groups = {
      notYetInvited: [], attending: [{ roleModelId: 1, status: S.accepted }], notYetResponded: [],
      cantMakeIt: [{ roleModelId: 2, status: S.declined }, { roleModelId: 3, status: S.declined }, { roleModelId: 4, status: S.expired }],
    }
    const result = withWithdrawnGroup(groups, [{ roleModelId: '3', reason: 'Ill', withdrawnAt: '2026-03-17T20:00:00.000Z' }])
    expect(result.cantMakeIt.map((row) => row.roleModelId)).toEqual([2, 4])
    expect(result.withdrawn).toEqual([{ roleModelId: 3, status: S.declined, reason: 'Ill', withdrawnAt: '2026-03-17T20:00:00.000Z' }])
    expect(result.attending).toBe(groups.attending)
    expect(withWithdrawnGroup(groups, []).withdrawn).toEqual([])
  })
})
