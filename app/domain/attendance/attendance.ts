import { nzDate, nzInstant, storedToEventDate } from '../shared/dates'

/**
 * Attendance (docs/decisions/0031): from the day after the event the school records which attending role models came
 * and how many students took part. Pure rules, unit tested beside this file.
 */

/** A sane upper limit for the students at one event (the largest New Zealand schools have about 3,500). */
export const MAX_STUDENTS_ATTENDED = 5000
/** The reminder goes from this New Zealand time the day after, and only for events of the last week (never a backlog). */
export const ATTENDANCE_REMINDER_TIME = '09:00'
export const ATTENDANCE_REMINDER_WINDOW_DAYS = 7

export type AttendanceEvent = { status?: string | null; date?: string | null }

/**
 * Payload request context flag of the attendance save (app/domain/attendance/attendance.server.ts). A teacher of the
 * school writes an event's attendance only through it (Payload's REST API cannot set it), and it changes nothing else.
 */
export const RECORD_ATTENDANCE_CONTEXT = 'recordAttendance'
/** The event's fields the attendance save writes; the row's is `attended`. */
export const ATTENDANCE_EVENT_FIELDS = ['studentsAttended', 'attendanceRecordedAt'] as const

/** A calendar date `days` after `date` (yyyy-MM-dd). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Whether attendance can be recorded now: a live or finished event whose day is over in New Zealand. */
export function attendanceOpen(event: AttendanceEvent, now: Date): boolean {
  const date = storedToEventDate(event.date)
  if (!date || (event.status !== 'active' && event.status !== 'done')) return false
  return date < nzDate(now)
}

/**
 * Whether the reminder to record attendance is due: open, not recorded, not sent, from 09:00 the day after, and the
 * event no more than a week ago.
 */
export function attendanceReminderDue(event: AttendanceEvent & { attendanceRecordedAt?: string | null; attendanceReminderSentAt?: string | null }, now: Date): boolean {
  const date = storedToEventDate(event.date)
  if (!date || event.attendanceRecordedAt || event.attendanceReminderSentAt || !attendanceOpen(event, now)) return false
  if (now < nzInstant(addDays(date, 1), ATTENDANCE_REMINDER_TIME)!) return false
  return addDays(date, ATTENDANCE_REMINDER_WINDOW_DAYS) >= nzDate(now)
}

/** The stored event dates the reminder job looks at (the last week before today). */
export function attendanceReminderRange(now: Date): { from: string; to: string } {
  const today = nzDate(now)
  return { from: addDays(today, -ATTENDANCE_REMINDER_WINDOW_DAYS), to: addDays(today, -1) }
}

/** The students who took part, from the form's text: a whole number from 0 to the limit, or why not. */
export function parseStudentsAttended(text: unknown): { ok: true; value: number } | { ok: false; error: 'required' | 'whole' | 'tooMany' } {
  const value = typeof text === 'string' ? text.trim() : typeof text === 'number' ? String(text) : ''
  if (!value) return { ok: false, error: 'required' }
  if (!/^\d{1,9}$/.test(value)) return { ok: false, error: 'whole' }
  const count = Number(value)
  return count > MAX_STUDENTS_ATTENDED ? { ok: false, error: 'tooMany' } : { ok: true, value: count }
}

/**
 * The students an event counts in totals: the recorded number, or the planned one (flagged unconfirmed) for a
 * completed event nobody recorded. For the records to come (issue 31, item 5).
 */
export function studentsForTotals(event: { numberOfStudents?: number | null; studentsAttended?: number | null; attendanceRecordedAt?: string | null }): { students: number; confirmed: boolean } {
  if (event.attendanceRecordedAt && event.studentsAttended != null) return { students: event.studentsAttended, confirmed: true }
  return { students: event.numberOfStudents ?? 0, confirmed: false }
}
