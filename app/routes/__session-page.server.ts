import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { recordWatched, registerClass, teacherSession, withdrawClass } from '~/domain/sessions/sessions.server'
import { registerSchema, watchedSchema } from '~/domain/sessions/session.schema'
import { getPayloadClient } from '~/lib/payload.server'
import { classVoice } from '~/routes/__voice.server'
import { requireTeacher } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { httpError } from '~/utils/http-errors.server'

// The session page's loader and action (routes/sessions.$id.tsx), in a module of their own: the page's JavaScript then
// imports one server module, not six, each an empty chunk of its first visit (decision 0111).

/** A programme session for a teacher: register a class, its joining details once registered, withdraw, what was watched. */
export async function sessionPageLoader({ request, params }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const payload = await getPayloadClient()
  const session = await teacherSession(payload, teacher, params.id)
  if (!session) throw await httpError(request, 404)
  // The class's own students' voice survey, from the session's day (decision 0087).
  const voice = session.registration ? await classVoice(payload, session, session.registration.id) : null
  return json({ session, voice, done: new URL(request.url).searchParams.get('done') }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export type SessionActionData = { form: 'register' | 'watched'; result: SubmissionResult<string[]> } | { form: 'withdraw'; message: string }

export async function sessionPageAction({ request, params }: ActionFunctionArgs) {
  const teacher = await requireTeacher(request)
  const formData = await requireSecureForm(request)
  const payload = await getPayloadClient()
  const intent = String(formData.get('intent') ?? '')
  const back = (done: string) => redirect(`/sessions/${params.id}?done=${done}`, { status: 303 })
  if (intent === 'register') {
    const submission = parseWithZod(formData, { schema: registerSchema() })
    if (submission.status !== 'success') return json<SessionActionData>({ form: 'register', result: submission.reply() }, { status: 400 })
    const result = await registerClass(payload, teacher, { sessionId: params.id, students: submission.value.Students, yearLevel: submission.value.YearLevel })
    if (result.ok) return back('registered')
    const field = result.problem === 'students' ? 'Students' : result.problem === 'year-level' ? 'YearLevel' : null
    const reply = field ? submission.reply({ fieldErrors: { [field]: [result.message] } }) : submission.reply({ formErrors: [result.message] })
    return json<SessionActionData>({ form: 'register', result: reply }, { status: result.problem === 'not-found' ? 404 : 409 })
  }
  if (intent === 'withdraw') {
    const result = await withdrawClass(payload, teacher, params.id)
    return result.ok ? back('withdrawn') : json<SessionActionData>({ form: 'withdraw', message: result.message }, { status: 409 })
  }
  if (intent === 'watched') {
    const submission = parseWithZod(formData, { schema: watchedSchema() })
    if (submission.status !== 'success') return json<SessionActionData>({ form: 'watched', result: submission.reply() }, { status: 400 })
    const result = await recordWatched(payload, teacher, { sessionId: params.id, watched: submission.value.Watched, students: submission.value.StudentsWatched })
    if (result.ok) return back('watched')
    return json<SessionActionData>({ form: 'watched', result: submission.reply({ formErrors: [result.message] }) }, { status: 409 })
  }
  throw await httpError(request, 400)
}
