import { describe, expect, it } from 'vitest'
import { studentsReported, tally, voiceCap, voiceClosesOn, voiceCountsShown, voiceState } from './voice'
import { voiceAnswerSchema } from './voice.schema'

// 2026-03-10 in New Zealand (NZDT, UTC+13): noon there is 23:00 UTC the day before.
const nzNoon = (day: string) => new Date(`${day}T12:00:00+13:00`)
const event = { status: 'active', date: '2026-03-10T00:00:00.000Z' }

describe('the survey window', () => {
  it('opens on the event day and stays open 14 days in New Zealand', () => {
    expect(voiceClosesOn(event)).toBe('2026-03-23')
    expect(voiceState(event, nzNoon('2026-03-09'))).toBe('not-yet')
    expect(voiceState(event, new Date('2026-03-09T11:30:00Z'))).toBe('open') // 00:30 on the 10th in New Zealand
    expect(voiceState(event, nzNoon('2026-03-10'))).toBe('open')
    expect(voiceState(event, nzNoon('2026-03-23'))).toBe('open')
    expect(voiceState(event, nzNoon('2026-03-24'))).toBe('closed')
  })

  it('is never open for drafts, cancelled events or events without a day', () => {
    expect(voiceState({ ...event, status: 'draft' }, nzNoon('2026-03-11'))).toBe('never')
    expect(voiceState({ ...event, status: 'cancelled' }, nzNoon('2026-03-11'))).toBe('never')
    expect(voiceState({ status: 'done', date: null }, nzNoon('2026-03-11'))).toBe('never')
    expect(voiceState({ ...event, status: 'done' }, nzNoon('2026-03-11'))).toBe('open')
  })
})

describe('the cap', () => {
  it('is the attendance recorded, else the number of students, plus 10 % rounded up', () => {
    expect(voiceCap({ studentsAttended: 30, numberOfStudents: 50 })).toBe(33)
    expect(voiceCap({ studentsAttended: null, numberOfStudents: 25 })).toBe(28)
    expect(voiceCap({ studentsAttended: 1 })).toBe(2)
    expect(voiceCap({ studentsAttended: 0, numberOfStudents: 20 })).toBe(0)
    expect(voiceCap({})).toBe(0)
    expect(studentsReported({ numberOfStudents: 12 })).toBe(12)
  })
})

describe('counts', () => {
  it('are shown from three answers', () => {
    expect(voiceCountsShown(2)).toBe(false)
    expect(voiceCountsShown(3)).toBe(true)
  })

  it('tally each question', () => {
    const counts = tally([
      { heardNewJob: 'yes', usefulness: 5, wouldConsider: 'maybe' },
      { heardNewJob: 'no', usefulness: 5, wouldConsider: 'yes' },
      { heardNewJob: 'yes', usefulness: 2, wouldConsider: 'maybe' },
    ])
    expect(counts).toEqual({ answers: 3, heard: { yes: 2, no: 1 }, useful: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 2 }, consider: { yes: 1, maybe: 2, no: 0 } })
  })
})

describe('the answer', () => {
  it('takes the three answers', () => {
    expect(voiceAnswerSchema.parse({ heardNewJob: 'yes', usefulness: '4', wouldConsider: 'no' })).toEqual({ heardNewJob: 'yes', usefulness: 4, wouldConsider: 'no' })
  })

  it('refuses a missing or out-of-range answer with a key per question', () => {
    const result = voiceAnswerSchema.safeParse({ usefulness: '6', wouldConsider: 'perhaps' })
    expect(result.success).toBe(false)
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))
    expect(issues).toEqual({ heardNewJob: 'voice:errors.heardNewJob', usefulness: 'voice:errors.usefulness', wouldConsider: 'voice:errors.wouldConsider' })
  })
})
