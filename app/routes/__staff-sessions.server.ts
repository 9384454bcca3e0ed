import { parseWithZod } from '@conform-to/zod'
import type { Event } from '../../cms/payload-types'
import { cancelSessionSchema, sessionSchema } from '~/domain/sessions/session.schema'
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
