/**
 * Recordings of programme sessions (issue 53 item 4, decision 0089): pure rules, no Node, no Payload. The staff form,
 * the recordings' collection hook and the library share them.
 */
import { isVideoId } from './video-id'
import { nzInstant, storedToEventDate } from '../shared/dates'
import { ROLE_MODEL_STATUS } from '../invitations/status'

/** The request context flag of a presenter's own change of consent (collections/EventRoleModels). */
export const RECORDING_CONSENT_CONTEXT = 'recordingConsent'

/** The longest transcript address kept. */
export const TRANSCRIPT_URL_MAX = 2048
/** Recordings on one page of the library. */
export const LIBRARY_PAGE_SIZE = 12

export type RecordingProblem = 'not-found' | 'not-ended' | 'no-presenters' | 'consent' | 'video-id' | 'transcript' | 'twice'

/** The i18n key (staff namespace) telling staff why a recording was refused. */
export const RECORDING_PROBLEM_MESSAGES: Record<RecordingProblem, string> = {
  'not-found': 'staff:recordings.errors.notFound',
  'not-ended': 'staff:recordings.errors.notEnded',
  'no-presenters': 'staff:recordings.errors.noPresenters',
  consent: 'staff:recordings.errors.consent',
  'video-id': 'staff:recordings.errors.videoId',
  transcript: 'staff:recordings.errors.transcript',
  twice: 'staff:recordings.errors.twice',
}

/** A video id as typed: trimmed, or null when it is not the provider's shape (11 letters, digits, '-' or '_'). */
export function parseVideoId(value: unknown): string | null {
  const id = typeof value === 'string' ? value.trim() : ''
  return isVideoId(id) ? id : null
}

/**
 * A transcript's address as typed: '' for none, the address when it is http or https with a host, else null. Other
 * schemes (javascript:, data:) are never put in a link.
 */
export function parseTranscriptUrl(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : value == null ? '' : null
  if (text === null) return null
  if (!text) return ''
  if (text.length > TRANSCRIPT_URL_MAX) return null
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? text : null
  } catch {
    return null
  }
}

type SessionTimes = { kind?: string | null; date?: string | null; startTime?: string | null; endTime?: string | null; status?: string | null }

/** Whether a session has ended (its New Zealand date and end time are past); unknown times never have. */
export function sessionEnded(session: SessionTimes, now: Date): boolean {
  const end = nzInstant(storedToEventDate(session.date), session.endTime)
  return end != null && end.getTime() <= now.getTime()
}

export type PresenterConsent = { status?: number | null; recordingConsent?: boolean | null }

/** The presenters a recording needs the consent of: those who accepted (and so presented). */
export const presentingRows = <T extends PresenterConsent>(rows: T[]): T[] => rows.filter((row) => row.status === ROLE_MODEL_STATUS.accepted)

/** Whether every presenting role model has agreed to the recording (and there is at least one). */
export function everyPresenterConsents(rows: PresenterConsent[]): boolean {
  const presenting = presentingRows(rows)
  return presenting.length > 0 && presenting.every((row) => row.recordingConsent === true)
}

export type RecordingCheck = { session: SessionTimes | null; presenters: PresenterConsent[]; videoId: unknown; transcriptUrl: unknown; now: Date }

/** The first rule a recording breaks, or null: a programme session that has ended, every presenter's consent, the id's shape. */
export function recordingProblem({ session, presenters, videoId, transcriptUrl, now }: RecordingCheck): RecordingProblem | null {
  if (!session || session.kind !== 'programme' || session.status === 'draft' || session.status === 'cancelled') return 'not-found'
  if (!sessionEnded(session, now)) return 'not-ended'
  if (!presentingRows(presenters).length) return 'no-presenters'
  if (!everyPresenterConsents(presenters)) return 'consent'
  if (parseVideoId(videoId) == null) return 'video-id'
  if (parseTranscriptUrl(transcriptUrl) == null) return 'transcript'
  return null
}

/** Whether a role model may give or withdraw their consent on a row: their own accepted row of a programme session. */
export const consentOpen = (row: { status?: number | null }, event: { kind?: string | null } | null): boolean =>
  row.status === ROLE_MODEL_STATUS.accepted && event?.kind === 'programme'

/** The key of one school's count of one recording's plays (unique in the collection: one row per pair). */
export const playKey = (recording: number | string, school: number | string) => `${recording}:${school}`
