import { describe, expect, it } from 'vitest'
import { eventHours, totalHours } from './hours'

const on = (fields: Record<string, string | null>) => ({ date: '2026-03-17T00:00:00.000Z', ...fields })

describe('hours from the event times', () => {
  it('counts from arrival in person and from the start online, to the end', () => {
    expect(eventHours(on({ type: 'in-person', arrivalTime: '12:30', startTime: '13:00', endTime: '14:00' }))).toBe(1.5)
    expect(eventHours(on({ type: 'online', arrivalTime: null, startTime: '13:00', endTime: '14:00' }))).toBe(1)
    expect(eventHours(on({ type: 'in-person', arrivalTime: '09:00', startTime: '09:15', endTime: '11:30' }))).toBe(2.5)
  })
  it('rounds to the quarter hour and gives an hour when the end is missing or not after the start', () => {
    expect(eventHours(on({ type: 'online', startTime: '13:00', endTime: '13:50' }))).toBe(0.75)
    expect(eventHours(on({ type: 'online', startTime: '13:00', endTime: null }))).toBe(1)
    expect(eventHours(on({ type: 'online', startTime: '13:00', endTime: '12:00' }))).toBe(1)
    expect(eventHours({ type: 'online', date: null, startTime: '13:00', endTime: '14:00' })).toBe(0)
  })
  it('adds up without floating-point dust', () => {
    expect(totalHours([0.1, 0.2, 1.25])).toBe(1.5)
    expect(totalHours([])).toBe(0)
  })
})
