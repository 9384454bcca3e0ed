import { describe, expect, it } from 'vitest'
import { digestWindow, isoWeekNz, isoWeekStartNz, notTakingPartReason, offerTransitionAllowed, orderOpportunities, requestRefusal, requestStarted, weekStartNz, withinReach } from './opportunities'

const relation = (value: unknown) => (value == null ? null : (value as number))

describe('orderOpportunities', () => {
  const requests = [
    { id: 3, date: '2027-03-10T00:00:00.000Z', industries: [] },
    { id: 1, date: '2027-03-01T00:00:00.000Z', industries: [7] },
    { id: 2, date: '2027-02-01T00:00:00.000Z', industries: [8] },
    { id: 4, date: '2027-03-20T00:00:00.000Z', industries: [8, 7] },
    { id: 5, date: '2027-02-01T00:00:00.000Z', industries: [] },
  ]
  it('puts those hoping for the industry first, then soonest, then by id', () => {
    expect(orderOpportunities(requests, 7).map((r) => r.id)).toEqual([1, 4, 2, 5, 3])
  })
  it('is soonest first for a role model without an industry', () => {
    expect(orderOpportunities(requests, null).map((r) => r.id)).toEqual([2, 5, 1, 3, 4])
  })
  it('matches ids whichever database gave them', () => {
    expect(orderOpportunities([{ id: 'b', date: '2027-01-02', industries: [] }, { id: 'a', date: '2027-01-03', industries: ['7'] }], 7).map((r) => r.id)).toEqual(['a', 'b'])
  })
})

describe('withinReach', () => {
  const reach = { inPerson: true, online: false, regions: [1, 2] }
  it('takes in-person events in the region or a neighbour, online ones only when they do online events', () => {
    expect(withinReach({ type: 'in-person', region: 2 }, reach, relation)).toBe(true)
    expect(withinReach({ type: 'in-person', region: 3 }, reach, relation)).toBe(false)
    expect(withinReach({ type: 'online' }, reach, relation)).toBe(false)
    expect(withinReach({ type: 'online' }, { ...reach, online: true }, relation)).toBe(true)
    expect(withinReach({ type: 'in-person', region: 1 }, { ...reach, inPerson: false }, relation)).toBe(false)
  })
})

describe('requestRefusal', () => {
  const now = new Date('2027-03-01T20:00:00Z') // 2 March 09:00 in New Zealand
  const open = { status: 'active', offersOpen: true, date: '2027-03-10T00:00:00.000Z', startTime: '09:00', maxRoleModels: 3 }
  it('refuses cancelled, started, closed and full requests, in that order', () => {
    expect(requestRefusal(open, 2, now)).toBeNull()
    expect(requestRefusal({ ...open, status: 'cancelled', offersOpen: false }, 0, now)).toBe('cancelled')
    expect(requestRefusal({ ...open, date: '2027-03-02T00:00:00.000Z', startTime: '08:59' }, 0, now)).toBe('started')
    expect(requestRefusal({ ...open, date: '2027-03-02T00:00:00.000Z', startTime: '09:01' }, 0, now)).toBeNull()
    expect(requestRefusal({ ...open, offersOpen: false }, 0, now)).toBe('closed')
    expect(requestRefusal(open, 3, now)).toBe('full')
  })
  it('reads a day without a start time as started from the next day', () => {
    expect(requestStarted({ date: '2027-03-02T00:00:00.000Z' }, now)).toBe(false)
    expect(requestStarted({ date: '2027-03-01T00:00:00.000Z' }, now)).toBe(true)
  })
})

describe('notTakingPartReason', () => {
  const now = new Date('2027-01-01T00:00:00Z')
  const ok = { checkStatus: 'approved', checkExpiresAt: '2028-01-01T00:00:00Z', profileComplete: true, deleteAt: null }
  it('says why a role model may not take part', () => {
    expect(notTakingPartReason(ok, now)).toBeNull()
    expect(notTakingPartReason({ ...ok, checkStatus: 'pending' }, now)).toBe('check-not-approved')
    expect(notTakingPartReason({ ...ok, checkExpiresAt: '2026-12-31T00:00:00Z' }, now)).toBe('check-expired')
    expect(notTakingPartReason({ ...ok, profileComplete: false }, now)).toBe('profile-incomplete')
    expect(notTakingPartReason({ ...ok, deleteAt: '2027-02-01T00:00:00Z' }, now)).toBe('deletion-scheduled')
  })
})

describe('offerTransitionAllowed', () => {
  it('holds the table', () => {
    expect(offerTransitionAllowed('role-model', 'open', 'withdrawn')).toBe(true)
    expect(offerTransitionAllowed('role-model', 'withdrawn', 'open')).toBe(true)
    expect(offerTransitionAllowed('role-model', 'invited', 'withdrawn')).toBe(false)
    expect(offerTransitionAllowed('role-model', 'open', 'invited')).toBe(false)
    expect(offerTransitionAllowed('teacher', 'open', 'declined')).toBe(true)
    expect(offerTransitionAllowed('teacher', 'open', 'invited')).toBe(true)
    expect(offerTransitionAllowed('teacher', 'declined', 'open')).toBe(false)
    expect(offerTransitionAllowed('teacher', 'withdrawn', 'invited')).toBe(false)
    expect(offerTransitionAllowed('staff', 'declined', 'open')).toBe(true)
    expect(offerTransitionAllowed('system', 'withdrawn', 'invited')).toBe(true)
  })
})

describe('ISO weeks in New Zealand', () => {
  it('numbers weeks from Monday in New Zealand time', () => {
    // Sunday 6 December 2026 23:30 in New Zealand is still week 49; Monday 00:30 is week 50 (UTC is still Sunday).
    expect(isoWeekNz(new Date('2026-12-06T10:30:00Z'))).toBe('2026-W49')
    expect(isoWeekNz(new Date('2026-12-06T11:30:00Z'))).toBe('2026-W50')
  })
  it('gives the ISO year at the year boundary', () => {
    expect(isoWeekNz(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53')
    expect(isoWeekNz(new Date('2025-12-29T00:00:00Z'))).toBe('2026-W01')
    expect(isoWeekNz(new Date('2027-01-04T00:00:00Z'))).toBe('2027-W01')
  })
  it('finds the Monday a week starts, in New Zealand time', () => {
    expect(isoWeekStartNz('2026-W50')?.toISOString()).toBe('2026-12-06T11:00:00.000Z')
    expect(weekStartNz(new Date('2026-12-09T00:00:00Z')).toISOString()).toBe('2026-12-06T11:00:00.000Z')
    expect(isoWeekStartNz('2026-W54')).toBeNull()
    expect(isoWeekStartNz('nonsense')).toBeNull()
  })
  it("windows each digest from the last one's week to this week's start", () => {
    const now = new Date('2026-12-09T00:00:00Z')
    expect(digestWindow('2026-W48', now)).toEqual({ from: new Date('2026-11-22T11:00:00.000Z'), to: new Date('2026-12-06T11:00:00.000Z') })
    expect(digestWindow(null, now)).toEqual({ from: new Date('2026-11-29T11:00:00.000Z'), to: new Date('2026-12-06T11:00:00.000Z') })
  })
})
