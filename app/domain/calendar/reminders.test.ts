import { describe, expect, it } from 'vitest'
import { daysUntil, dueReminder, reminderDateRange } from './reminders'

// Friday 4 December 2026, New Zealand daylight time (UTC+13); arrival 09:30.
const event = { type: 'in-person', date: '2026-12-04T00:00:00.000Z', arrivalTime: '09:30', endTime: '12:00' }
const none = { threeDays: false, oneDay: false }
/** An instant given as New Zealand wall-clock time in December (UTC+13). */
const nz = (local: string) => new Date(`${local}+13:00`)

describe('which reminder is due', () => {
  it('nothing before 09:00 three days before the event', () => {
    expect(dueReminder(event, none, nz('2026-11-30T12:00:00'))).toBeNull()
    expect(dueReminder(event, none, nz('2026-12-01T08:59:00'))).toBeNull()
  })

  it('the three-day reminder from 09:00 three days before, until the one-day reminder takes over', () => {
    expect(dueReminder(event, none, nz('2026-12-01T09:00:00'))).toBe('three-days')
    expect(dueReminder(event, none, nz('2026-12-03T08:59:00'))).toBe('three-days')
    expect(dueReminder(event, { threeDays: true, oneDay: false }, nz('2026-12-02T10:00:00'))).toBeNull()
  })

  it('the one-day reminder from 09:00 the day before until the event begins, even when the three-day one never went', () => {
    expect(dueReminder(event, none, nz('2026-12-03T09:00:00'))).toBe('one-day')
    expect(dueReminder(event, { threeDays: true, oneDay: false }, nz('2026-12-04T09:29:00'))).toBe('one-day')
    expect(dueReminder(event, { threeDays: true, oneDay: true }, nz('2026-12-03T12:00:00'))).toBeNull()
  })

  it('nothing once the event has begun, or without a date', () => {
    expect(dueReminder(event, none, nz('2026-12-04T09:30:00'))).toBeNull()
    expect(dueReminder({ ...event, date: null }, none, nz('2026-12-03T12:00:00'))).toBeNull()
  })

  it('counts New Zealand days, so 09:00 is New Zealand time in winter too (UTC+12)', () => {
    const winter = { type: 'online', date: '2026-06-10T00:00:00.000Z', startTime: '13:00', endTime: '14:00' }
    expect(dueReminder(winter, none, new Date('2026-06-06T20:59:00Z'))).toBeNull()
    expect(dueReminder(winter, none, new Date('2026-06-06T21:00:00Z'))).toBe('three-days')
  })
})

describe('reminder wording and the job’s window', () => {
  it('days until the event are New Zealand calendar days', () => {
    expect(daysUntil(event.date, nz('2026-12-01T09:00:00'))).toBe(3)
    expect(daysUntil(event.date, nz('2026-12-03T23:59:00'))).toBe(1)
    expect(daysUntil(event.date, nz('2026-12-04T00:10:00'))).toBe(0)
  })

  it('looks at events from today to three days ahead', () => {
    expect(reminderDateRange(nz('2026-12-30T10:00:00'))).toEqual({ from: '2026-12-30', to: '2027-01-02' })
  })
})
