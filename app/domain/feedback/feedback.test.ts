import { describe, expect, it } from 'vitest'
import { cameToEvent, cleanFeedbackText, feedbackClosesOn, feedbackKey, feedbackRequestRange, feedbackState, organiserRequestDue, parseRating, roleModelRequestDue } from './feedback'
import { feedbackSchema, teacherFeedbackSchema } from './feedback.schema'

// An in-person event on Tuesday 17 March 2026 (New Zealand is UTC+13), 12:30 to 14:00.
const event = (status = 'active', extra: Record<string, unknown> = {}) => ({ status, type: 'in-person', date: '2026-03-17T00:00:00.000Z', arrivalTime: '12:30', startTime: '13:00', endTime: '14:00', ...extra })
const nz = (date: string, time: string) => new Date(`${date}T${time}:00+13:00`)

describe('the 14-day window', () => {
  it('opens when the event ends and closes at the end of the 14th day after it', () => {
    expect(feedbackState(event(), nz('2026-03-17', '13:59'))).toBe('not-yet')
    expect(feedbackState(event(), nz('2026-03-17', '14:00'))).toBe('open')
    expect(feedbackState(event('done'), nz('2026-03-31', '23:59'))).toBe('open')
    expect(feedbackClosesOn(event())).toBe('2026-03-31')
    expect(feedbackState(event('done'), new Date('2026-03-31T11:00:00Z'))).toBe('closed') // 00:00 on 1 April in New Zealand
  })
  it('never opens for drafts, cancelled events or an event without a date', () => {
    expect(feedbackState(event('cancelled'), nz('2026-03-18', '10:00'))).toBe('never')
    expect(feedbackState(event('draft'), nz('2026-03-18', '10:00'))).toBe('never')
    expect(feedbackState(event('active', { date: null }), nz('2026-03-18', '10:00'))).toBe('never')
  })
})

describe('ratings and texts', () => {
  it('take a whole number from 1 to 5', () => {
    for (const good of ['1', ' 5 ', 3]) expect(parseRating(good)).toMatchObject({ ok: true })
    for (const bad of ['0', '6', '-1', '2.5', 'five', '10', '1e0']) expect(parseRating(bad)).toEqual({ ok: false, error: 'range' })
    expect(parseRating('')).toEqual({ ok: false, error: 'required' })
    expect(parseRating(undefined)).toEqual({ ok: false, error: 'required' })
  })
  it('keep optional texts up to 2048 characters', () => {
    expect(cleanFeedbackText('  thanks  ')).toEqual({ ok: true, value: 'thanks' })
    expect(cleanFeedbackText('   ')).toEqual({ ok: true, value: null })
    expect(cleanFeedbackText(undefined)).toEqual({ ok: true, value: null })
    expect(cleanFeedbackText('x'.repeat(2049))).toEqual({ ok: false })
    expect(cleanFeedbackText(42)).toEqual({ ok: false })
  })
  it('say why in the forms', () => {
    const errors = (data: Record<string, unknown>) => feedbackSchema.safeParse(data).error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    expect(errors({ rating: '4' })).toBeUndefined()
    expect(errors({ rating: 'seven' })).toEqual(['rating events:feedback.ratingRange'])
    expect(errors({})).toEqual(['rating events:feedback.ratingRequired'])
    expect(errors({ rating: '3', comment: 'x'.repeat(2049) })).toEqual(['comment tooLong|{"max":2048}'])
    const teacher = teacherFeedbackSchema.safeParse({ rating: '5', roleModels: [{ id: '7', rating: '9' }] })
    expect(teacher.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['roleModels.0.rating'])
  })
})

describe('who may answer, and once', () => {
  it('counts a role model who attended unless recorded absent', () => {
    expect(cameToEvent({ status: 2, attended: null })).toBe(true)
    expect(cameToEvent({ status: 2, attended: true })).toBe(true)
    expect(cameToEvent({ status: 2, attended: false })).toBe(false)
    expect(cameToEvent({ status: 3, attended: null })).toBe(false)
  })
  it('keys one answer per person, event and thing rated', () => {
    expect(feedbackKey({ event: 4, kind: 'event', author: 9 })).toBe('4:event:9:')
    expect(feedbackKey({ event: 4, kind: 'role-model', author: 9, about: 12 })).toBe('4:role-model:9:12')
    expect(feedbackKey({ event: 4, kind: 'school', author: 12, about: 99 })).toBe('4:school:12:')
  })
})

describe('the feedback requests', () => {
  it('ask the organiser from 09:00 the day after, for the last week only', () => {
    expect(organiserRequestDue(event(), nz('2026-03-17', '18:00'))).toBe(false)
    expect(organiserRequestDue(event(), nz('2026-03-18', '08:59'))).toBe(false)
    expect(organiserRequestDue(event(), nz('2026-03-18', '09:00'))).toBe(true)
    expect(organiserRequestDue(event('done'), nz('2026-03-24', '12:00'))).toBe(true)
    expect(organiserRequestDue(event('done'), nz('2026-03-25', '12:00'))).toBe(false)
    expect(organiserRequestDue(event('cancelled'), nz('2026-03-18', '10:00'))).toBe(false)
  })

  const recorded = (status = 'done') => event(status, { attendanceRecordedAt: '2026-03-18T02:00:00.000Z' })
  const came = { status: 2, attended: true }
  const absent = { status: 2, attended: false }
  const unrecorded = { status: 2, attended: null }
  const withdrawn = { status: 3, attended: null }

  it('ask a role model the school recorded as attending, from 09:00 the day after, while feedback is open', () => {
    expect(roleModelRequestDue(recorded(), came, nz('2026-03-18', '08:59'))).toBe(false)
    expect(roleModelRequestDue(recorded(), came, nz('2026-03-18', '09:00'))).toBe(true)
    expect(roleModelRequestDue(recorded(), came, nz('2026-03-31', '23:59'))).toBe(true)
    expect(roleModelRequestDue(recorded(), came, nz('2026-04-01', '09:00'))).toBe(false)
  })

  it('ask nobody recorded absent, withdrawn, declined or left unticked', () => {
    for (const now of [nz('2026-03-18', '10:00'), nz('2026-03-24', '10:00'), nz('2026-03-30', '10:00')]) {
      expect(roleModelRequestDue(recorded(), absent, now)).toBe(false)
      expect(roleModelRequestDue(recorded(), unrecorded, now)).toBe(false)
      expect(roleModelRequestDue(event('done'), absent, now)).toBe(false)
      expect(roleModelRequestDue(event('done'), withdrawn, now)).toBe(false)
      expect(roleModelRequestDue(event('done'), { status: 5, attended: null }, now)).toBe(false)
    }
  })

  it('ask those not recorded absent from 09:00 on the 7th day after, when the school never records attendance', () => {
    expect(roleModelRequestDue(event('done'), unrecorded, nz('2026-03-18', '10:00'))).toBe(false)
    expect(roleModelRequestDue(event('done'), unrecorded, nz('2026-03-24', '08:59'))).toBe(false)
    expect(roleModelRequestDue(event('done'), unrecorded, nz('2026-03-24', '09:00'))).toBe(true)
    expect(roleModelRequestDue(event('done'), unrecorded, nz('2026-03-31', '12:00'))).toBe(true)
    expect(roleModelRequestDue(event('done'), unrecorded, nz('2026-04-01', '12:00'))).toBe(false)
    // Ticked by staff without a recorded event: counts as recorded as attending.
    expect(roleModelRequestDue(event('done'), came, nz('2026-03-18', '10:00'))).toBe(true)
  })

  it('ask nobody about a cancelled event or one without a date', () => {
    expect(roleModelRequestDue(event('cancelled'), came, nz('2026-03-24', '10:00'))).toBe(false)
    expect(roleModelRequestDue(event('cancelled'), unrecorded, nz('2026-03-24', '10:00'))).toBe(false)
    expect(roleModelRequestDue(event('active', { date: null }), unrecorded, nz('2026-03-24', '10:00'))).toBe(false)
  })

  it('look at the events whose feedback may still be open', () => {
    expect(feedbackRequestRange(nz('2026-03-18', '10:00'))).toEqual({ from: '2026-03-04', to: '2026-03-17' })
  })
})
