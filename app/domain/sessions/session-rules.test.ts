import { describe, expect, it } from 'vitest'
import { parseClassStudents, registrationProblem, sessionStarted, sessionStatusProblem, watchingRecordOpen, withdrawalOpen } from './session-rules'
import { registerSchema, sessionSchema, watchedSchema } from './session.schema'

// 1 March 2027, 09:00 in New Zealand (NZDT, UTC+13).
const now = new Date('2027-02-28T20:00:00.000Z')
const session = { kind: 'programme', status: 'active', date: '2027-03-03T00:00:00.000Z', startTime: '10:00', endTime: '11:00', yearLevels: ['9', '10'] }

describe('a session’s times', () => {
  it('starts at its New Zealand start time; withdrawal is open until the day before', () => {
    expect(sessionStarted(session, now)).toBe(false)
    expect(sessionStarted(session, new Date('2027-03-02T21:00:00.000Z'))).toBe(true)
    expect(withdrawalOpen(session, now)).toBe(true)
    // 2 March in New Zealand: the day before, still open; 3 March: closed.
    expect(withdrawalOpen(session, new Date('2027-03-01T20:00:00.000Z'))).toBe(true)
    expect(withdrawalOpen(session, new Date('2027-03-02T12:00:00.000Z'))).toBe(false)
    expect(watchingRecordOpen(session, now)).toBe(false)
    expect(watchingRecordOpen(session, new Date('2027-03-02T21:00:00.000Z'))).toBe(true)
  })
})

describe('a class', () => {
  it('has 1 to 200 students', () => {
    expect(parseClassStudents('0')).toBeNull()
    expect(parseClassStudents('1')).toBe(1)
    expect(parseClassStudents('200')).toBe(200)
    expect(parseClassStudents('201')).toBeNull()
    expect(parseClassStudents('2.5')).toBeNull()
  })

  it('is refused for the first rule it breaks', () => {
    const check = { session, schoolActive: true, students: '25', yearLevel: '9', now }
    expect(registrationProblem(check)).toBeNull()
    expect(registrationProblem({ ...check, schoolActive: false })).toBe('inactive-school')
    expect(registrationProblem({ ...check, session: { ...session, kind: 'school' } })).toBe('not-found')
    expect(registrationProblem({ ...check, now: new Date('2027-03-03T00:00:00.000Z') })).toBe('started')
    expect(registrationProblem({ ...check, students: '0' })).toBe('students')
    expect(registrationProblem({ ...check, yearLevel: '3' })).toBe('year-level')
  })
})

describe('the forms’ schemas', () => {
  const fields = {
    Title: 'Careers in space', Description: '', Date: '03/03/2027', StartTime: '10:00', EndTime: '11:00', MainEventMeetingPlatform: 'zoom',
    MainEventMeetingPlatformInviteLink: 'https://zoom.us/j/1', MeetingPassword: '', YearLevels: ['10', '9'], MaxClassrooms: '30',
  }
  it('reads a session with the online event’s rules', () => {
    const parsed = sessionSchema({ now }).safeParse(fields)
    expect(parsed.success && parsed.data).toMatchObject({ Date: '2027-03-03', YearLevels: [9, 10], MaxClassrooms: 30, Platform: 'zoom' })
    const bad = sessionSchema({ now }).safeParse({ ...fields, EndTime: '09:00', MainEventMeetingPlatformInviteLink: 'not a link', YearLevels: [], MaxClassrooms: '0', Title: '' })
    const paths = bad.success ? [] : bad.error.issues.map((issue) => issue.path[0])
    expect(paths.sort()).toEqual(['EndTime', 'MainEventMeetingPlatformInviteLink', 'MaxClassrooms', 'Title', 'YearLevels'])
  })

  it('reads a class and what it watched', () => {
    expect(registerSchema().safeParse({ Students: '0', YearLevel: '9' }).success).toBe(false)
    expect(registerSchema().safeParse({ Students: '25', YearLevel: '9' })).toMatchObject({ success: true, data: { Students: 25, YearLevel: 9 } })
    expect(watchedSchema().safeParse({ Watched: 'no' })).toMatchObject({ success: true, data: { Watched: false, StudentsWatched: 0 } })
    expect(watchedSchema().safeParse({ Watched: 'yes', StudentsWatched: '' }).success).toBe(false)
  })
})

describe('a session’s status moves', () => {
  it('goes from draft to live, from live to cancelled with a reason or done, and never back', () => {
    expect(sessionStatusProblem(null, 'active')).toBeNull()
    expect(sessionStatusProblem(null, 'draft')).toBeNull()
    expect(sessionStatusProblem(null, 'cancelled')).toBe('status')
    expect(sessionStatusProblem('draft', 'active')).toBeNull()
    expect(sessionStatusProblem('active', 'done')).toBeNull()
    expect(sessionStatusProblem('active', 'cancelled', 'The presenter is unwell')).toBeNull()
    expect(sessionStatusProblem('active', 'cancelled', '  ')).toBe('cancel-reason')
    expect(sessionStatusProblem('active', 'cancelled')).toBe('cancel-reason')
    expect(sessionStatusProblem('cancelled', 'active')).toBe('status')
    expect(sessionStatusProblem('done', 'active')).toBe('status')
    expect(sessionStatusProblem('active', 'draft')).toBe('status')
    expect(sessionStatusProblem('cancelled', 'cancelled')).toBeNull()
  })
})
