import { describe, expect, it } from 'vitest'
import { attendanceOpen, attendanceReminderDue, attendanceReminderRange, MAX_STUDENTS_ATTENDED, parseStudentsAttended, studentsForTotals } from './attendance'
import { attendanceSchema } from './attendance.schema'

// 10:00 on Wednesday 18 March 2026 in New Zealand (UTC+13).
const NOW = new Date('2026-03-17T21:00:00Z')
const on = (date: string, status = 'active') => ({ status, date: `${date}T00:00:00.000Z` })

describe('recording attendance', () => {
  it('opens the day after the event, for live and finished events only', () => {
    expect(attendanceOpen(on('2026-03-17'), NOW)).toBe(true)
    expect(attendanceOpen(on('2026-03-10', 'done'), NOW)).toBe(true)
    expect(attendanceOpen(on('2026-03-18'), NOW)).toBe(false)
    expect(attendanceOpen(on('2026-03-25'), NOW)).toBe(false)
    expect(attendanceOpen(on('2026-03-17', 'cancelled'), NOW)).toBe(false)
    expect(attendanceOpen(on('2026-03-17', 'draft'), NOW)).toBe(false)
    expect(attendanceOpen({ status: 'active', date: null }, NOW)).toBe(false)
  })
  it('takes a whole number of students from 0 to the limit', () => {
    expect(parseStudentsAttended('0')).toEqual({ ok: true, value: 0 })
    expect(parseStudentsAttended(' 42 ')).toEqual({ ok: true, value: 42 })
    expect(parseStudentsAttended(String(MAX_STUDENTS_ATTENDED))).toEqual({ ok: true, value: 5000 })
    expect(parseStudentsAttended(String(MAX_STUDENTS_ATTENDED + 1))).toEqual({ ok: false, error: 'tooMany' })
    for (const bad of ['-3', '2.5', 'ten', '1e3', '0x10', '99999999999']) expect(parseStudentsAttended(bad)).toEqual({ ok: false, error: 'whole' })
    expect(parseStudentsAttended('')).toEqual({ ok: false, error: 'required' })
    expect(parseStudentsAttended(undefined)).toEqual({ ok: false, error: 'required' })
  })
  it('says why in the form', () => {
    const errors = (students: string) => attendanceSchema.safeParse({ students }).error?.issues.map((issue) => issue.message)
    expect(errors('12')).toBeUndefined()
    expect(errors('-1')).toEqual(['events:attendance.studentsWhole'])
    expect(errors('5001')).toEqual(['events:attendance.studentsTooMany|{"max":5000}'])
    expect(errors(' ')).toEqual(['events:attendance.studentsRequired'])
  })
})

describe('the attendance reminder', () => {
  it('is due from 09:00 the day after, once, until recorded, for the last week only', () => {
    const event = on('2026-03-17')
    expect(attendanceReminderDue(event, NOW)).toBe(true)
    expect(attendanceReminderDue(event, new Date('2026-03-17T19:59:00Z'))).toBe(false) // 08:59 the day after
    expect(attendanceReminderDue({ ...event, attendanceReminderSentAt: '2026-03-17T20:00:00Z' }, NOW)).toBe(false)
    expect(attendanceReminderDue({ ...event, attendanceRecordedAt: '2026-03-17T20:00:00Z' }, NOW)).toBe(false)
    expect(attendanceReminderDue(on('2026-03-11', 'done'), NOW)).toBe(true)
    expect(attendanceReminderDue(on('2026-03-10', 'done'), NOW)).toBe(false)
    expect(attendanceReminderDue(on('2026-03-18'), NOW)).toBe(false)
    expect(attendanceReminderDue(on('2026-03-17', 'cancelled'), NOW)).toBe(false)
  })
  it('looks at the week before today', () => {
    expect(attendanceReminderRange(NOW)).toEqual({ from: '2026-03-11', to: '2026-03-17' })
  })
})

describe('totals', () => {
  it('count the recorded number, or the planned one flagged unconfirmed', () => {
    expect(studentsForTotals({ numberOfStudents: 30, studentsAttended: 27, attendanceRecordedAt: '2026-03-18T00:00:00Z' })).toEqual({ students: 27, confirmed: true })
    expect(studentsForTotals({ numberOfStudents: 30, studentsAttended: 0, attendanceRecordedAt: '2026-03-18T00:00:00Z' })).toEqual({ students: 0, confirmed: true })
    expect(studentsForTotals({ numberOfStudents: 30 })).toEqual({ students: 30, confirmed: false })
    expect(studentsForTotals({})).toEqual({ students: 0, confirmed: false })
  })
})
