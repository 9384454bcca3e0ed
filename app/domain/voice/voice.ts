/**
 * The students' voice (issue 53 item 5, docs/decisions/0087): an anonymous three-question survey a class answers after
 * an event. Free of I/O: the window, the cap, the minimum before counts are shown and the answer's shape. The database
 * side (the token, the claimed places, the answers) is voice.server.ts.
 */
import { addDays } from '../feedback/feedback'
import { nzDate, storedToEventDate } from '../shared/dates'

/** The survey is open on the event's day and the 13 days after: 14 days in New Zealand. */
export const VOICE_OPEN_DAYS = 14
/** Counts are shown only from this many answers, so one student's answer cannot be picked out of a tally. */
export const VOICE_MIN_ANSWERS_SHOWN = 3
/** Set on the request by the survey's save only: the collection takes answers from nowhere else. */
export const VOICE_ANSWER_CONTEXT = 'studentVoiceAnswer'
/** The cookie a browser keeps once it has answered a survey (one per survey, httpOnly). */
export const voiceCookieName = (token: string) => `voice_${token.slice(0, 16)}`

export const HEARD_ANSWERS = ['yes', 'no'] as const
export const CONSIDER_ANSWERS = ['yes', 'maybe', 'no'] as const
export const USEFUL_MIN = 1
export const USEFUL_MAX = 5
export type HeardAnswer = (typeof HEARD_ANSWERS)[number]
export type ConsiderAnswer = (typeof CONSIDER_ANSWERS)[number]

export type VoiceEvent = { status?: string | null; date?: string | null; studentsAttended?: number | null; numberOfStudents?: number | null }
export type VoiceState = 'open' | 'not-yet' | 'closed' | 'never'

/** The last New Zealand day the survey takes answers, or null without a date. */
export function voiceClosesOn(event: Pick<VoiceEvent, 'date'>): string | null {
  const day = storedToEventDate(event.date)
  return day ? addDays(day, VOICE_OPEN_DAYS - 1) : null
}

/** Whether the survey takes answers now: an active or done event (never a draft or cancelled one), from its day for 14 days. */
export function voiceState(event: VoiceEvent, now: Date): VoiceState {
  if (event.status !== 'active' && event.status !== 'done') return 'never'
  const day = storedToEventDate(event.date)
  const closes = voiceClosesOn(event)
  if (!day || !closes) return 'never'
  const today = nzDate(now)
  if (today < day) return 'not-yet'
  return today <= closes ? 'open' : 'closed'
}

/** The students reported: the attendance recorded, else the event's number of students; 0 when neither is known. */
export function studentsReported(event: Pick<VoiceEvent, 'studentsAttended' | 'numberOfStudents'>): number {
  if (typeof event.studentsAttended === 'number' && event.studentsAttended >= 0) return event.studentsAttended
  return typeof event.numberOfStudents === 'number' && event.numberOfStudents > 0 ? event.numberOfStudents : 0
}

/** The most answers the survey takes: the students reported plus 10 % of them, rounded up. */
export function voiceCap(event: Pick<VoiceEvent, 'studentsAttended' | 'numberOfStudents'>): number {
  const students = studentsReported(event)
  // Integer arithmetic: 0.1 × 30 in floating point is 3.0000000000000004, whose ceiling would be 4.
  return students + Math.ceil(students / 10)
}

export type VoiceTally = { answers: number; heard: Record<HeardAnswer, number>; useful: Record<number, number>; consider: Record<ConsiderAnswer, number> }

/** Whether tallies of `answers` may be shown (the teacher's page, the role models' thank-you). */
export const voiceCountsShown = (answers: number) => answers >= VOICE_MIN_ANSWERS_SHOWN

export function emptyTally(): VoiceTally {
  return { answers: 0, heard: { yes: 0, no: 0 }, useful: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, consider: { yes: 0, maybe: 0, no: 0 } }
}

/** Adds answers to a tally (pure: a new tally). */
export function tally(answers: Array<{ heardNewJob?: string | null; usefulness?: number | null; wouldConsider?: string | null }>): VoiceTally {
  const out = emptyTally()
  for (const answer of answers) {
    out.answers += 1
    if (answer.heardNewJob === 'yes' || answer.heardNewJob === 'no') out.heard[answer.heardNewJob] += 1
    if (typeof answer.usefulness === 'number' && answer.usefulness >= USEFUL_MIN && answer.usefulness <= USEFUL_MAX) out.useful[answer.usefulness] += 1
    if (answer.wouldConsider === 'yes' || answer.wouldConsider === 'maybe' || answer.wouldConsider === 'no') out.consider[answer.wouldConsider] += 1
  }
  return out
}
