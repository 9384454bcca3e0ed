import { parseWithZod } from '@conform-to/zod'
import type { Event } from '../../cms/payload-types'
import { cancelSessionSchema, sessionSchema } from '~/domain/sessions/session.schema'
import { recordingSchema } from '~/domain/recordings/recording.schema'
import type { RecordingProblem } from '~/domain/recordings/recording-rules'
import { formatDateInput, storedToEventDate } from '~/domain/shared/dates'
import type { SessionFormValues } from '~/components/session-form'

/** A stored session as its form's starting values. */
export function sessionFormValues(session: Event): SessionFormValues {
  return {
    Title: session.title ?? '', Description: session.description ?? '', Date: formatDateInput(storedToEventDate(session.date)),
    StartTime: session.startTime ?? '', EndTime: session.endTime ?? '', MainEventMeetingPlatform: session.meeting?.platform ?? '',
    MainEventMeetingPlatformInviteLink: session.meeting?.inviteLink ?? '', MeetingPassword: session.meeting?.password ?? '',
    YearLevels: (session.yearLevels ?? []).map(String), MaxClassrooms: session.maxClassrooms == null ? '' : String(session.maxClassrooms),
  }
}

/** The session form's post, read with its schema (New Zealand's now). */
export function parseSessionForm(formData: FormData) {
  return parseWithZod(formData, { schema: sessionSchema({ now: new Date() }) })
}

/** Staff's cancellation form's post (its reason), read with its schema. */
export function parseCancelForm(formData: FormData) {
  return parseWithZod(formData, { schema: cancelSessionSchema() })
}

/** Staff's recording form's post, read with its schema. */
export function parseRecordingForm(formData: FormData) {
  return parseWithZod(formData, { schema: recordingSchema() })
}

/** The recording form's field a refusal belongs to (the rest are the form's as a whole: consent, not ended). */
export const recordingField = (problem: RecordingProblem): 'VideoId' | 'TranscriptUrl' | null =>
  problem === 'video-id' ? 'VideoId' : problem === 'transcript' ? 'TranscriptUrl' : null
