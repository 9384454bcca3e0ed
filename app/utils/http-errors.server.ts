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
