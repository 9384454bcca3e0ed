import { describe, expect, it } from 'vitest'
import { nextStep } from './next-step'
import type { NextStepInput } from './next-step'

// 10:00 on 10 March 2027 in New Zealand.
const now = new Date('2027-03-09T21:00:00Z')
const base: NextStepInput = { id: 7, status: 'draft', date: '2027-04-20', detailsComplete: true, selected: 0, waiting: 0, accepted: 0, minRoleModels: 2, attendanceRecorded: false }

describe('the next step of a teacher\'s event', () => {
  it('a draft: finish the details, then choose role models, then review and send', () => {
    expect(nextStep({ ...base, detailsComplete: false, selected: 3 }, now)).toEqual({ kind: 'finishDetails', href: '/events/7/plan' })
    expect(nextStep(base, now)).toEqual({ kind: 'chooseRoleModels', href: '/events/7/role-models' })
    expect(nextStep({ ...base, selected: 1 }, now)).toEqual({ kind: 'sendInvitations', href: '/events/7/review' })
  })

  it('an upcoming event: choose more while too few can come, then wait for answers, then ready', () => {
    const active: NextStepInput = { ...base, status: 'active' }
    expect(nextStep({ ...active, waiting: 1 }, now)).toEqual({ kind: 'chooseMore', href: '/events/7/role-models' })
    expect(nextStep({ ...active, waiting: 1, accepted: 1 }, now)).toEqual({ kind: 'waitingForAnswers', href: '/events/7' })
    expect(nextStep({ ...active, selected: 1, accepted: 1 }, now)).toEqual({ kind: 'sendInvitations', href: '/events/7' })
    expect(nextStep({ ...active, accepted: 2 }, now)).toEqual({ kind: 'ready', href: '/events/7' })
    // Today counts as upcoming.
    expect(nextStep({ ...active, date: '2027-03-10', accepted: 2 }, now)?.kind).toBe('ready')
  })

  it('after the day: record attendance until it is recorded, whether or not the nightly job marked it done', () => {
    expect(nextStep({ ...base, status: 'active', date: '2027-03-09', accepted: 2 }, now)).toEqual({ kind: 'recordAttendance', href: '/events/7#attendance' })
    expect(nextStep({ ...base, status: 'done', date: '2027-03-01', accepted: 2 }, now)?.kind).toBe('recordAttendance')
    expect(nextStep({ ...base, status: 'done', date: '2027-03-01', attendanceRecorded: true }, now)).toBeNull()
  })

  it('a cancelled event has none', () => {
    expect(nextStep({ ...base, status: 'cancelled', accepted: 2 }, now)).toBeNull()
  })
})
