import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { Event } from '../../../cms/payload-types'
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

/** The survey a token names (the public page): its event's window fields, or null for an unknown token. */
export async function findSurvey(payload: Payload, token: unknown): Promise<SurveyEvent | null> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null
  return payload.db.findOne<SurveyEvent>({ collection: 'events', where: { voiceToken: { equals: token } }, select: SURVEY_SELECT })
}

export type AnswerOutcome = { ok: true } | { ok: false; reason: 'not-found' | 'not-yet' | 'closed' | 'full' }

/** How often a claim re-reads the count after another answer took the place it meant to take. */
const CLAIM_ATTEMPTS = 100

/**
 * Takes one place on the survey with one conditional write (`voiceClaimed` from n to n + 1 only while it is still n and
 * below the cap), so the cap holds however many server processes answer at once; a lost race re-reads and tries again.
 */
async function claimPlace(payload: Payload, token: string, now: Date): Promise<AnswerOutcome & { eventId?: Id }> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const event = await findSurvey(payload, token)
    if (!event) return { ok: false, reason: 'not-found' }
    const state = voiceState(event, now)
    if (state === 'never') return { ok: false, reason: 'not-found' }
    if (state !== 'open') return { ok: false, reason: state }
    const claimed = event.voiceClaimed ?? 0
    if (claimed >= voiceCap(event)) return { ok: false, reason: 'full' }
    const taken = await payload.db.updateOne({
      collection: 'events', where: { and: [{ id: { equals: event.id } }, { voiceClaimed: { equals: claimed } }] },
      data: { voiceClaimed: claimed + 1 }, options: { atomic: true },
    })
    if (taken) return { ok: true, eventId: event.id }
  }
  return { ok: false, reason: 'full' }
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
    data: { event: claim.eventId as number, heardNewJob: answer.heardNewJob, usefulness: answer.usefulness, wouldConsider: answer.wouldConsider, answeredAt: now.toISOString() },
  })
  return { ok: true }
}

/** An event's answers counted per question (never single answers). */
export async function voiceCounts(payload: Payload, eventId: Id): Promise<VoiceTally> {
  const { docs } = await payload.db.find<{ heardNewJob: string; usefulness: number; wouldConsider: string }>({
    collection: 'student-voice-answers', where: { event: { equals: eventId } },
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
