import { randomUUID } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import type { SignedInUser } from '~/domain/accounts/users'
import { MESSAGE_ERRORS, messageSchema } from '~/domain/messages/messages.schema'
import { readThread, writeMessage } from '~/domain/messages/messages.server'
import { messageEmailsOn } from '~/domain/messages/settings.server'
import { reportMessage } from '~/domain/messages/safety.server'
import { REPORT_REASON_MAX } from '~/domain/messages/messages'
import { parseDocId } from '~/domain/shared/ids'
import { getPayloadClient } from '~/lib/payload.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { httpError } from '~/utils/http-errors.server'

/**
 * The thread pages' loader and action (issue 52), for the role model's (/role-model/events/:eventId/messages) and the
 * school's (/events/:id/messages/:roleModelId) alike: the person is signed in by the route.
 */
export async function threadLoader({ request, user, eventParam, roleModelParam, back }: { request: Request; user: SignedInUser; eventParam?: string; roleModelParam?: string; back: string }) {
  const eventId = parseDocId(eventParam)
  const roleModelId = parseDocId(roleModelParam)
  const payload = await getPayloadClient()
  const url = new URL(request.url)
  // ?all=1: every message, not only the latest 50.
  const view = eventId == null || roleModelId == null ? null : await readThread({ payload, user, eventId, roleModelId, all: url.searchParams.get('all') === '1' })
  if (!view) throw await httpError(request, 404)
  // A new nonce for each page: a double press of Send posts the same one, and the message is stored once.
  return json({
    view, nonce: randomUUID(), back, self: url.pathname,
    // ?report=<message> opens the report form under that message (a page of its own without JavaScript).
    reporting: view.messages.find((message) => String(message.id) === url.searchParams.get('report') && !message.mine && !message.hidden)?.id ?? null,
    reportSaved: url.searchParams.get('reported') === '1',
    messageEmails: messageEmailsOn(user), messageEmailsSaved: url.searchParams.get('messageEmails') === 'saved',
  })
}

/** Sends a message and returns to the thread; refused, the page shows why with the text kept in the box. */
export async function threadAction({ request, user, eventParam, roleModelParam, self }: { request: Request; user: SignedInUser; eventParam?: string; roleModelParam?: string; self: string }) {
  const formData = await requireSecureForm(request)
  const eventId = parseDocId(eventParam)
  const roleModelId = parseDocId(roleModelParam)
  if (eventId == null || roleModelId == null) throw await httpError(request, 404)
  if (formData.get('intent') === 'report') return reportAction({ request, user, formData, self })
  const submission = parseWithZod(formData, { schema: messageSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const result = await writeMessage({ payload: await getPayloadClient(), user, eventId, roleModelId, body: submission.value.body, nonce: submission.value.nonce })
  if (result.ok) return redirect(`${self}#latest`, { status: 303 })
  if (result.error === 'not-found') throw await httpError(request, 404)
  const message = MESSAGE_ERRORS[result.error]
  const reply = result.error === 'empty' || result.error === 'too-long' ? { fieldErrors: { body: [message] } } : { formErrors: [message] }
  const status = result.error === 'rate-limited' ? 429 : result.error === 'empty' || result.error === 'too-long' ? 400 : 409
  return json({ result: submission.reply(reply) }, { status, headers: result.retryAfterMs ? { 'Retry-After': String(Math.ceil(result.retryAfterMs / 1000)) } : undefined })
}

/** Account settings' part: whether the signed-in person gets emails about new messages, and whether it was just saved. */
export function messageEmailsSetting(request: Request, user: SignedInUser) {
  return { messageEmails: messageEmailsOn(user), messageEmailsSaved: new URL(request.url).searchParams.get('messageEmails') === 'saved' }
}

const REPORT_ERRORS = {
  'reason-empty': 'events:threads.errors.reasonEmpty',
  'reason-too-long': `events:threads.errors.reasonTooLong|{"max":${REPORT_REASON_MAX}}`,
} as const

/** Reports a message of the other side with a reason; refused, the form stays open under it with the reason kept. */
async function reportAction({ request, user, formData, self }: { request: Request; user: SignedInUser; formData: FormData; self: string }) {
  const messageId = parseDocId(formData.get('message'))
  const reason = String(formData.get('reason') ?? '')
  if (messageId == null) throw await httpError(request, 404)
  const result = await reportMessage({ payload: await getPayloadClient(), user, messageId, reason })
  if (result.ok) return redirect(`${self}?reported=1`, { status: 303 })
  if (result.error === 'not-found' || result.error === 'own') throw await httpError(request, 404)
  return json({ report: { messageId, reason, error: REPORT_ERRORS[result.error] } }, { status: 400 })
}
