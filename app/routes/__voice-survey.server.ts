import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { voiceCookieName, voiceState } from '~/domain/voice/voice'
import type { VoiceState } from '~/domain/voice/voice'
import { voiceAnswerSchema } from '~/domain/voice/voice.schema'
import { answerSurvey, findSurvey } from '~/domain/voice/voice.server'
import { voicePath } from '~/domain/voice/links.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { cookiesAreSecure } from '~/utils/session.server'
import { httpError } from '~/utils/http-errors.server'

// The voice survey page's loader and action (routes/voice.$token.tsx), in a module of their own: the page's JavaScript
// then carries neither the schema (zod) nor one empty chunk per server module (decisions 0050 and 0111).

type Refusal = 'twice' | 'closed' | 'notYet' | 'full'
const REFUSAL_OF: Partial<Record<VoiceState | 'full', Refusal>> = { closed: 'closed', 'not-yet': 'notYet', full: 'full' }

/** Whether this browser answered the survey: its cookie (one per survey, set after the answer). */
const answeredHere = (request: Request, token: string) => (request.headers.get('Cookie') ?? '').split(/;\s*/).some((part) => part.startsWith(`${voiceCookieName(token)}=`))

/** The survey a token names, or a 404 for an unknown token, a draft or a cancelled event. */
async function surveyOr404(request: Request, token: string | undefined) {
  const survey = await findSurvey(await getPayloadClient(), token)
  if (!survey || voiceState(survey, new Date()) === 'never') throw await httpError(request, 404)
  return { survey, token: token! }
}

/**
 * The students' voice survey (issue 53 item 5, docs/decisions/0087): public, no sign-in, nothing about who answers
 * kept. A class reaches it by the link or QR code their teacher shows; `?thanks` says the answer was taken.
 */
export async function voiceSurveyLoader({ request, params }: LoaderFunctionArgs) {
  const { survey, token } = await surveyOr404(request, params.token)
  const state = voiceState(survey, new Date())
  const thanks = new URL(request.url).searchParams.has('thanks')
  const refusal: Refusal | null = thanks ? null : answeredHere(request, token) ? 'twice' : (REFUSAL_OF[state] ?? null)
  return json({ formAction: voicePath(token), thanks, refusal })
}

/** An answer: stored once per browser (its cookie) while the survey is open; a refusal keeps the choices made. */
export async function voiceSurveyAction({ request, params }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const { token } = await surveyOr404(request, params.token)
  const submission = parseWithZod(formData, { schema: voiceAnswerSchema })
  // A refusal keeps the choices made (the form comes back with them) and stores nothing.
  if (answeredHere(request, token)) return json({ result: submission.reply(), refusal: 'twice' as Refusal }, { status: 409 })
  if (submission.status !== 'success') return json({ result: submission.reply(), refusal: null }, { status: 400 })
  const outcome = await answerSurvey(await getPayloadClient(), token, submission.value)
  if (!outcome.ok) {
    if (outcome.reason === 'not-found') throw await httpError(request, 404)
    return json({ result: submission.reply(), refusal: REFUSAL_OF[outcome.reason]! }, { status: 409 })
  }
  const secure = cookiesAreSecure() ? '; Secure' : ''
  // Only that this browser answered this survey, for 30 days; nothing that names the student.
  const cookie = `${voiceCookieName(token)}=1; Path=${voicePath(token)}; Max-Age=${30 * 24 * 3600}; HttpOnly; SameSite=Lax${secure}`
  return redirect(`${voicePath(token)}?thanks`, { headers: { 'Set-Cookie': cookie } })
}
