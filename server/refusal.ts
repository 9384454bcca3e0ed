import { i18nServer } from '../app/utils/i18n.server'
import { escapeHtml } from '../app/lib/html'
import type { Refusal } from './request-guards'

const TEXTS: Record<Refusal['reason'], [title: string, text: string]> = {
  'cross-origin': ['errors.forbiddenTitle', 'errors.sessionExpired'],
  method: ['errors.methodNotAllowedTitle', 'errors.methodNotAllowedText'],
  'length-required': ['errors.badRequestTitle', 'errors.badRequestText'],
  'bad-length': ['errors.badRequestTitle', 'errors.badRequestText'],
  'bad-path': ['errors.badRequestTitle', 'errors.badRequestText'],
  'too-large': ['errors.tooLargeTitle', 'errors.tooLargeText'],
}

type Incoming = { path: string; headers: Record<string, string | string[] | undefined>; wantsJson: boolean }

/**
 * The answer to a request refused in server.ts before Remix renders anything: a small page in the visitor's
 * language, or JSON for API callers (Payload's error shape under /cms-api, the spec's `success`/`message` elsewhere).
 */
export async function refusalResponse(refusal: Refusal, incoming: Incoming): Promise<{ status: number; type: string; body: string }> {
  const [title, text] = TEXTS[refusal.reason]
  return answer(incoming, refusal.status, title, text)
}

/** The rate limit's 429 (server.ts), worded like every other refusal. */
export function tooManyResponse(incoming: Incoming, minutes: number): Promise<{ status: number; type: string; body: string }> {
  return answer(incoming, 429, 'messages:tooManyTitle', 'errors.tooManyRequests', { minutes })
}

/** The admission control's 503 (server/admission.ts): the site is busy; the client may try again shortly. */
export function busyResponse(incoming: Incoming): Promise<{ status: number; type: string; body: string }> {
  return answer(incoming, 503, 'errors.busyTitle', 'errors.busyText')
}

async function answer(incoming: Incoming, status: number, titleKey: string, textKey: string, values?: Record<string, unknown>) {
  const header = (name: string) => [incoming.headers[name]].flat()[0] ?? ''
  const request = new Request(new URL(incoming.path, 'http://localhost'), { headers: { cookie: header('cookie'), 'accept-language': header('accept-language') } })
  const [lang, t] = await Promise.all([i18nServer.getLocale(request), i18nServer.getFixedT(request, 'common')])
  const [title, text] = [t(titleKey, values), t(textKey, values)]
  if (incoming.path.startsWith('/cms-api')) return { status, type: 'application/json', body: JSON.stringify({ errors: [{ message: text }] }) }
  if (incoming.wantsJson) return { status, type: 'application/json', body: JSON.stringify({ success: false, message: text }) }
  const body = `<!DOCTYPE html><html lang="${escapeHtml(lang)}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(t('errors.backHome'))}</a></p></main></body></html>`
  return { status, type: 'text/html; charset=utf-8', body }
}
