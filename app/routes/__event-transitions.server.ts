import { json, redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { translateError } from '~/i18n/messages'
import { runTransition } from '~/routes/__event-pages.server'
import type { TransitionFailure, TransitionIntent } from '~/routes/__event-pages.server'
import type { EventFailure, EventResult } from '~/domain/events/event-result'
import { requireSchoolEvent, requireSchoolEventForApi } from '~/routes/__event-guard.server'
import { requireTeacherForApi } from '~/utils/auth.server'
import { i18nServer } from '~/utils/i18n.server'
import { requireSecureForm, requireSecureJson } from '../utils/csrf.server'
import { httpError } from '../utils/http-errors.server'

const INTENTS: TransitionIntent[] = ['activate', 'discard', 'cancel']

async function translated(request: Request, failure: TransitionFailure) {
  const t = await i18nServer.getFixedT(request, 'events')
  return { intent: failure.intent, message: translateError(t, failure.message), detail: failure.detail ? translateError(t, failure.detail) : undefined }
}

/**
 * The pages' plain form posts (JavaScript off): intent=activate|discard|cancel with the SecurityID field.
 * Success redirects as the JSON calls do; a failure comes back to the page with the spec's message.
 */
export async function transitionFormAction(request: Request, params: Params) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const formData = await requireSecureForm(request)
  const intent = String(formData.get('intent') ?? '') as TransitionIntent
  if (!INTENTS.includes(intent)) throw await httpError(request, 400)
  const outcome = await runTransition({ teacher, eventId: event.id, intent, input: formData })
  if (outcome.ok) return redirect(outcome.redirectTo)
  return json({ failure: await translated(request, outcome.failure), result: outcome.reply ?? null }, { status: outcome.status })
}

/**
 * The JSON API of spec section 7 (X-SecurityID header, JSON body): `{ ok: true }`, or `{ ok: false, message }`
 * with the spec's message and the reason in `detail`. Another school's event is 404 and nothing changes.
 */
export async function transitionApiAction(request: Request, params: Params, intent: TransitionIntent) {
  const teacher = await requireTeacherForApi(request)
  const body = await requireSecureJson<Record<string, unknown>>(request)
  const event = await requireSchoolEventForApi(teacher, params.id)
  const outcome = await runTransition({ teacher, eventId: event.id, intent, input: body && typeof body === 'object' ? body : {} })
  if (outcome.ok) return json({ ok: true })
  const { message, detail } = await translated(request, outcome.failure)
  return json({ ok: false, message, detail }, { status: outcome.status })
}

const STATUS: Record<EventFailure['error'], number> = { 'not-found': 404, 'not-allowed': 403, invalid: 400, 'invalid-state': 409, incomplete: 409, 'role-model-count': 409 }

/** A domain result as the JSON API answers it: `{ ok: true }`, or `{ ok: false, message }` with the spec's message. */
export async function eventResultResponse(request: Request, result: EventResult) {
  if (result.ok) return json({ ok: true })
  const t = await i18nServer.getFixedT(request, 'events')
  return json({ ok: false, message: translateError(t, result.message ?? 'events:pages.errors.generic') }, { status: STATUS[result.error] })
}

export function methodNotAllowed(allow: string) {
  return json({ ok: false }, { status: 405, headers: { Allow: allow } })
}
