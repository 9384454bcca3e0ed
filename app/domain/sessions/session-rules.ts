/**
 * Programme sessions' pure rules (issue 53, decision 0088): online events of kind 'programme' that many classrooms join.
 * No Node, no Payload: the forms, the collections' hooks and the domain services share them.
 */
import { nzDate, nzInstant, storedToEventDate } from '../shared/dates'

export const EVENT_KINDS = ['school', 'programme'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/** New Zealand's school years. */
export const YEAR_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const
export const SESSION_TITLE_MAX = 120
export const SESSION_DESCRIPTION_MAX = 2000
/** The most classrooms staff may open a session to. */
export const SESSION_MAX_CLASSROOMS = 500
/** One classroom's room: the students one screen sensibly serves (decision 0088); a larger group registers twice. */
export const CLASS_STUDENTS_MAX = 200

export const REGISTRATION_STATUSES = ['registered', 'withdrawn'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

export type SessionTimes = { date?: string | null; startTime?: string | null; endTime?: string | null }

/** The instant a session starts (its New Zealand date and start time), or null when unknown. */
export function sessionStart(session: SessionTimes): Date | null {
  return nzInstant(storedToEventDate(session.date), session.startTime)
}

/** Whether the session has started (no registering after this); a session without a start counts as started. */
export function sessionStarted(session: SessionTimes, now: Date): boolean {
  const start = sessionStart(session)
  return !start || start.getTime() <= now.getTime()
}

/** Whether a class may still withdraw: until the day before the session (New Zealand days). */
export function withdrawalOpen(session: SessionTimes, now: Date): boolean {
  const day = storedToEventDate(session.date)
  return day != null && nzDate(now) < day
}

/** Whether a registered class may record what it watched: from the session's start. */
export function watchingRecordOpen(session: SessionTimes, now: Date): boolean {
  return sessionStart(session) != null && sessionStarted(session, now)
}

/** A class's number of students as typed: a whole number from 1 to the class room, or null. */
export function parseClassStudents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,6}$/.test(text)) return null
  const count = Number(text)
  return count >= 1 && count <= CLASS_STUDENTS_MAX ? count : null
}

/** A year level as posted ('9'), or null. */
export function parseYearLevel(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  const level = /^\d{1,2}$/.test(text) ? Number(text) : NaN
  return (YEAR_LEVELS as readonly number[]).includes(level) ? level : null
}

export type RegistrationProblem = 'not-found' | 'inactive-school' | 'started' | 'full' | 'twice' | 'students' | 'year-level'

/** The i18n key (sessions namespace) telling a teacher why a registration was refused. */
export const REGISTRATION_PROBLEM_MESSAGES: Record<RegistrationProblem, string> = {
  'not-found': 'sessions:errors.notFound',
  'inactive-school': 'sessions:errors.inactiveSchool',
  started: 'sessions:errors.started',
  full: 'sessions:errors.full',
  twice: 'sessions:errors.twice',
  students: 'sessions:errors.students',
  'year-level': 'sessions:errors.yearLevel',
}

export type RegistrationCheck = {
  session: SessionTimes & { kind?: string | null; status?: string | null; yearLevels?: (string | number)[] | null }
  schoolActive: boolean
  students: unknown
  yearLevel: unknown
  now: Date
}

/** The first rule a new registration breaks (the place itself is claimed in the database), or null. */
export function registrationProblem({ session, schoolActive, students, yearLevel, now }: RegistrationCheck): RegistrationProblem | null {
  if (session.kind !== 'programme' || session.status !== 'active') return 'not-found'
  if (!schoolActive) return 'inactive-school'
  if (sessionStarted(session, now)) return 'started'
  if (parseClassStudents(students) == null) return 'students'
  const level = parseYearLevel(yearLevel)
  if (level == null) return 'year-level'
  const suits = (session.yearLevels ?? []).map(Number)
  if (suits.length && !suits.includes(level)) return 'year-level'
  return null
}

/** The key of a teacher's live registration for a session (unique in the collection: never registered twice). */
export const activeRegistrationKey = (session: number | string, teacher: number | string) => `${session}:${teacher}`

/** A session's statuses and the moves between them: drafted, live, then cancelled (by staff) or done (the nightly job). */
const SESSION_STATUS_MOVES: Record<string, readonly string[]> = { draft: ['active'], active: ['cancelled', 'done'], cancelled: [], done: [] }

/**
 * Why a session may not go from one status to another (held by the events' hook whoever writes, staff included), or
 * null: draft to live, live to cancelled (with a reason) or done; a cancelled or done session stays so. A new session
 * starts as a draft or live.
 */
export function sessionStatusProblem(from: string | null, to: string, cancelReason?: string | null): 'status' | 'cancel-reason' | null {
  if (from === null) return to === 'draft' || to === 'active' ? null : 'status'
  if (from === to) return null
  if (!(SESSION_STATUS_MOVES[from] ?? []).includes(to)) return 'status'
  if (to === 'cancelled' && !cancelReason?.trim()) return 'cancel-reason'
  return null
}
