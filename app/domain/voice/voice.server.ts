import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { Event, SessionRegistration } from '../../../cms/payload-types'
import { asTypedId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { claimCounter } from '../../lib/claim-counter.server'
import type { VoiceAnswer } from './voice.schema'
import type { VoiceState, VoiceTally } from './voice'
import { tally, VOICE_ANSWER_CONTEXT, voiceCap, voiceClosesOn, voiceCountsShown, voiceState } from './voice'

type Id = number | string
type SurveyEvent = Pick<Event, 'id' | 'status' | 'date' | 'studentsAttended' | 'numberOfStudents' | 'voiceToken' | 'voiceClaimed'>
const SURVEY_SELECT = { status: true, date: true, studentsAttended: true, numberOfStudents: true, voiceToken: true, voiceClaimed: true } as const

/** A survey's address: 24 random bytes, never the event's id. */
const newToken = () => crypto.randomBytes(24).toString('base64url')
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/

/**
 * The event's survey token, made on first need (the teacher's event page from the event's day). One conditional write:
 * of two pages asking at once, the first writes it and both read the same token. The places claimed start at 0.
 */
export async function ensureVoiceToken(payload: Payload, eventId: Id): Promise<string | null> {
  const read = () => payload.db.findOne<SurveyEvent>({ collection: 'events', where: { id: { equals: eventId } }, select: SURVEY_SELECT })
  const event = await read()
  if (!event) return null
  if (event.voiceToken) return event.voiceToken
  await payload.db.updateOne({
    collection: 'events', where: { and: [{ id: { equals: eventId } }, { voiceToken: { exists: false } }] },
    data: { voiceToken: newToken(), voiceClaimed: 0 }, options: { atomic: true },
  })
  return (await read())?.voiceToken ?? null
}

type SurveyRegistration = Pick<SessionRegistration, 'id' | 'session' | 'students' | 'watched' | 'studentsWatched' | 'voiceToken' | 'voiceClaimed'>
const REGISTRATION_SELECT = { session: true, students: true, watched: true, studentsWatched: true, voiceToken: true, voiceClaimed: true } as const

/**
 * A registered class's survey as the rules read an event's: the session's status and day, the students who watched
 * (recorded), else the students registered; a class recorded as not watching takes no answers.
 */
const classSurvey = (session: { id: Id; status?: string | null; date?: string | null }, row: SurveyRegistration): SurveyEvent & { registration: Id } => ({
  id: asTypedId(session.id), status: session.status as SurveyEvent['status'], date: session.date, numberOfStudents: row.students,
  studentsAttended: row.watched === true ? row.studentsWatched ?? null : row.watched === false ? 0 : null,
  voiceToken: row.voiceToken, voiceClaimed: row.voiceClaimed, registration: row.id,
})

async function sessionOf(payload: Payload, row: SurveyRegistration) {
  return payload.db.findOne<Pick<Event, 'id' | 'status' | 'date'>>({ collection: 'events', where: { id: { equals: relationId(row.session) } }, select: { status: true, date: true } })
}

/**
 * The survey a token names (the public page): its event's window fields, or null for an unknown token. A programme
 * session's surveys are its registered classes' own (decision 0087): `registration` names the class.
 */
export async function findSurvey(payload: Payload, token: unknown): Promise<(SurveyEvent & { registration?: Id }) | null> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null
  const event = await payload.db.findOne<SurveyEvent>({ collection: 'events', where: { voiceToken: { equals: token } }, select: SURVEY_SELECT })
  if (event) return event
  const row = await payload.db.findOne<SurveyRegistration>({ collection: 'session-registrations', where: { and: [{ voiceToken: { equals: token } }, { status: { equals: 'registered' } }] }, select: REGISTRATION_SELECT })
  const session = row ? await sessionOf(payload, row) : null
  return row && session ? classSurvey(session, row) : null
}

export type AnswerOutcome = { ok: true } | { ok: false; reason: 'not-found' | 'not-yet' | 'closed' | 'full' }

/**
 * Takes one place on the survey with one compare-and-set (claimCounter: `voiceClaimed` from n to n + 1 only while it is
 * still n and below the cap), so the cap holds however many server processes answer at once; a lost race re-reads and
 * tries again, and "full" is said only when the count read is at the cap.
 */
async function claimPlace(payload: Payload, token: string, now: Date): Promise<AnswerOutcome & { eventId?: Id; registration?: Id }> {
  const survey = await findSurvey(payload, token)
  if (!survey) return { ok: false, reason: 'not-found' }
  const limit = (event: SurveyEvent) => {
    const state = voiceState(event, now)
    if (state === 'never') return { refuse: 'not-found' as const }
    if (state !== 'open') return { refuse: state }
    return voiceCap(event)
  }
  const claim = survey.registration == null
    ? await claimCounter<SurveyEvent, 'not-found' | 'not-yet' | 'closed'>(payload, {
      collection: 'events', where: { voiceToken: { equals: token } }, field: 'voiceClaimed', select: SURVEY_SELECT, limit,
    })
    // A class's survey: the count is on its registration, the window the session's (read above).
    : await claimCounter<SurveyRegistration, 'not-found' | 'not-yet' | 'closed'>(payload, {
      collection: 'session-registrations', where: { and: [{ id: { equals: survey.registration } }, { status: { equals: 'registered' } }] }, field: 'voiceClaimed', select: REGISTRATION_SELECT,
      limit: (row) => limit(classSurvey(survey, row)),
    })
  if (!claim.ok) return { ok: false, reason: claim.reason === 'missing' ? 'not-found' : claim.reason }
  return { ok: true, eventId: survey.id, registration: survey.registration }
}

/**
 * A student's answer (the public survey page): refused when the token names no survey, before the event's day, after
 * its 14 days, or beyond its cap; otherwise a place is claimed first, then the answer stored: the event, the three
 * answers and the time, nothing about who answered. The collection takes it only with this save's context.
 */
export async function answerSurvey(payload: Payload, token: string, answer: VoiceAnswer, now = new Date()): Promise<AnswerOutcome> {
  const claim = await claimPlace(payload, token, now)
  if (!claim.ok || claim.eventId == null) return claim.ok ? { ok: false, reason: 'not-found' } : claim
  await payload.create({
    collection: 'student-voice-answers', overrideAccess: false, context: { [VOICE_ANSWER_CONTEXT]: true },
    data: { event: claim.eventId as number, registration: (claim.registration ?? null) as number | null, heardNewJob: answer.heardNewJob, usefulness: answer.usefulness, wouldConsider: answer.wouldConsider, answeredAt: now.toISOString() },
  })
  return { ok: true }
}

/** An event's answers (a session's: every class's), or one class's, counted per question (never single answers). */
export async function voiceCounts(payload: Payload, eventId: Id, registration?: Id): Promise<VoiceTally> {
  const { docs } = await payload.db.find<{ heardNewJob: string; usefulness: number; wouldConsider: string }>({
    collection: 'student-voice-answers', where: registration == null ? { event: { equals: eventId } } : { registration: { equals: registration } },
    select: { heardNewJob: true, usefulness: true, wouldConsider: true }, limit: 0, pagination: false,
  })
  return tally(docs)
}

export type TeacherVoicePanel = { token: string; state: Exclude<VoiceState, 'never' | 'not-yet'>; closesOn: string; cap: number; answers: number; counts: VoiceTally | null }

/**
 * What the school's teachers see on the event page from the event's day (the caller checked they are the school's):
 * the survey's token, whether it is open and until when, and the counts once there are enough to show.
 */
export async function teacherVoicePanel(payload: Payload, event: Pick<Event, 'id' | 'status' | 'date' | 'studentsAttended' | 'numberOfStudents'>, now = new Date()): Promise<TeacherVoicePanel | null> {
  const state = voiceState(event, now)
  if (state !== 'open' && state !== 'closed') return null
  const token = await ensureVoiceToken(payload, event.id)
  if (!token) return null
  const counts = await voiceCounts(payload, event.id)
  return { token, state, closesOn: voiceClosesOn(event)!, cap: voiceCap(event), answers: counts.answers, counts: voiceCountsShown(counts.answers) ? counts : null }
}

/** A registered class's survey token, made on first need (one conditional write, as for an event's). */
async function ensureClassToken(payload: Payload, registration: Id): Promise<string | null> {
  const read = () => payload.db.findOne<SurveyRegistration>({ collection: 'session-registrations', where: { id: { equals: registration } }, select: REGISTRATION_SELECT })
  const row = await read()
  if (!row) return null
  if (row.voiceToken) return row.voiceToken
  await payload.db.updateOne({
    collection: 'session-registrations', where: { and: [{ id: { equals: registration } }, { voiceToken: { exists: false } }] },
    data: { voiceToken: newToken(), voiceClaimed: 0 }, options: { atomic: true },
  })
  return (await read())?.voiceToken ?? null
}

/**
 * What a registered class's teacher sees on the session's page from the session's day (the caller checked the class is
 * theirs): their class's own survey (each class its own link, decision 0087), open for 14 days, its cap the students
 * who watched (else registered) plus 10 %, and its counts from 3 answers.
 */
export async function classVoicePanel(payload: Payload, session: { id: Id; status?: string | null; date?: string | null }, registration: Id, now = new Date()): Promise<TeacherVoicePanel | null> {
  const row = await payload.db.findOne<SurveyRegistration>({ collection: 'session-registrations', where: { and: [{ id: { equals: registration } }, { status: { equals: 'registered' } }] }, select: REGISTRATION_SELECT })
  if (!row || row.watched === false) return null
  const survey = classSurvey(session, row)
  const state = voiceState(survey, now)
  if (state !== 'open' && state !== 'closed') return null
  const token = await ensureClassToken(payload, row.id)
  if (!token) return null
  const counts = await voiceCounts(payload, session.id, row.id)
  return { token, state, closesOn: voiceClosesOn(survey)!, cap: voiceCap(survey), answers: counts.answers, counts: voiceCountsShown(counts.answers) ? counts : null }
}
