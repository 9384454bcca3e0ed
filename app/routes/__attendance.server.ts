import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { attendanceSchema } from '~/domain/attendance/attendance.schema'
import { recordAttendance } from '~/domain/attendance/attendance.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireSchoolEvent } from '~/routes/__event-guard.server'
import { requireSecureForm } from '~/utils/csrf.server'

export const ATTENDANCE_INTENT = 'attendance'
export const ATTENDANCE_SAVED = 'attendance'

/** Whether a post to the teacher event page is the attendance form (read from a copy of the body). */
export async function postsAttendance(request: Request) {
  if (!request.headers.get('Content-Type')?.includes('form')) return false
  return (await request.clone().formData()).get('intent') === ATTENDANCE_INTENT
}

/** The attendance form's post (JavaScript on or off): saved, back to the page; refused, the form with its messages. */
export async function attendanceFormAction(request: Request, params: Params) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: attendanceSchema })
  if (submission.status !== 'success') return json({ attendance: submission.reply(), failure: null, result: null }, { status: 400 })
  const { students, came, recordedAt } = submission.value
  const result = await recordAttendance({ payload: await getPayloadClient(), teacher, eventId: event.id, students, came: came ?? [], recordedAt })
  // No fragment: a page opened at a fragment skips autofocus, and the outcome takes the focus (scrolling to it).
  if (result.ok) return redirect(`/events/${event.id}?${ATTENDANCE_SAVED}=saved`)
  // Someone else saved first: the form starts again from what they saved (the page's data), with the message.
  if (result.error === 'changed') return json({ attendance: submission.reply({ resetForm: true }), attendanceChanged: result.message, failure: null, result: null }, { status: 409 })
  const status = result.error === 'not-found' ? 404 : result.error === 'invalid' ? 400 : 409
  return json({ attendance: submission.reply({ formErrors: [result.message] }), failure: null, result: null }, { status })
}
