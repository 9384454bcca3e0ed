import { json } from '@remix-run/node'
import { i18nServer } from '~/utils/i18n.server'

const DEFAULT_KEYS: Record<number, string> = {
  400: 'messages:badRequest',
  403: 'messages:forbidden',
  404: 'messages:notFound',
  405: 'messages:methodNotAllowed',
}

/**
 * An error answer whose words come from the catalogue, in the visitor's language: thrown from loaders and actions
 * (pages show their error boundary; resource routes and API callers read this text).
 */
export async function httpError(request: Request, status: number, key = DEFAULT_KEYS[status] ?? 'messages:badRequest', init?: ResponseInit): Promise<Response> {
  const t = await i18nServer.getFixedT(request)
  const headers = new Headers(init?.headers)
  headers.set('Content-Type', 'text/plain; charset=utf-8')
  return new Response(t(key), { ...init, status, headers })
}

/** What a page's refusal carries to the root's error page: why, and 'en' when that is the English fallback. */
type RefusalReason = { reason: string; lang: 'en' | null }

/**
 * A page's refusal (403) that says why on the error page, in the visitor's language: the reason from the catalogue,
 * marked English where it falls back (decision 0045), which a plain-text answer cannot say. For pages only: resource
 * routes and API callers read httpError's text.
 */
export async function refusedPage(request: Request, key: string): Promise<Response> {
  const t = await i18nServer.getFixedT(request)
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key]
  const lang = (await i18nServer.fallbackLang(request, ns, path)) ?? null
  return json<RefusalReason>({ reason: t(key), lang }, { status: 403 })
}
