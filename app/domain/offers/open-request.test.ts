import { describe, expect, it } from 'vitest'
import { openRequestProblem, requestStarted } from './open-request'

// 2026-03-10 09:00 in New Zealand (NZDT, UTC+13) is 2026-03-09 20:00 UTC.
const now = new Date('2026-03-09T20:00:00.000Z')
const event = (data: Record<string, unknown> = {}) => ({ type: 'in-person', status: 'active', date: '2026-03-10T00:00:00.000Z', arrivalTime: '12:30', startTime: '13:00', ...data })

describe('an open request (issue 51 item 1)', () => {
  it('starts when the event begins: arrival in person, start online', () => {
    expect(requestStarted(event(), now)).toBe(false)
    expect(requestStarted(event({ arrivalTime: '08:30' }), now)).toBe(true)
    expect(requestStarted(event({ type: 'online', arrivalTime: null, startTime: '09:00' }), now)).toBe(true)
    expect(requestStarted(event({ date: '2026-03-09T00:00:00.000Z' }), now)).toBe(true)
    expect(requestStarted(event({ date: null }), now)).toBe(false)
  })

  it('opens on a live event or a ready draft, not started, below its maximum', () => {
    expect(openRequestProblem(event(), { counted: 2, max: 3, now })).toBeNull()
    expect(openRequestProblem(event({ status: 'draft' }), { counted: 0, max: 3, now, ready: true })).toBeNull()
    expect(openRequestProblem(event({ status: 'draft' }), { counted: 0, max: 3, now, ready: false })).toBe('not-ready')
    expect(openRequestProblem(event({ status: 'cancelled' }), { counted: 0, max: 3, now })).toBe('not-open-state')
    expect(openRequestProblem(event({ status: 'done' }), { counted: 0, max: 3, now })).toBe('not-open-state')
    expect(openRequestProblem(event({ arrivalTime: '08:00' }), { counted: 0, max: 3, now })).toBe('started')
    expect(openRequestProblem(event(), { counted: 3, max: 3, now })).toBe('full')
  })
})
