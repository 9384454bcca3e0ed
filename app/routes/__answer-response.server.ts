import { json } from '@remix-run/node'
import { translateError } from '~/i18n/messages'
import { i18nServer } from '~/utils/i18n.server'
import type { AnswerResult } from '~/domain/invitations/invitations.server'

const STATUS = { 'not-found': 404, 'invalid-state': 409, invalid: 400 } as const

/** The JSON answer of the accept and decline calls: { ok } and, when refused, the message to show. */
export async function answerResponse(request: Request, result: AnswerResult) {
  if (result.ok) return json({ ok: true })
  const t = await i18nServer.getFixedT(request, 'invitations')
  return json({ ok: false, message: translateError(t, result.message) }, { status: STATUS[result.error] })
}
