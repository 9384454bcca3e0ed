import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { catalogueOfVersion } from './i18n/catalogue.server'
import { i18nServer } from './i18n/i18n.server'
import { compressedBody, compressedJsonResponse } from './utils/compressed-body.server'
import { getPayloadClient } from './utils/payload.server'

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lng = await i18nServer.getLocale(request)
  // The catalogue the root loader announced to the browser (same version, no second query), in this language.
  const root = remixContext.staticHandlerContext.loaderData.root as { i18n?: { version?: string } } | undefined
  const catalogue = await catalogueOfVersion(await getPayloadClient(), root?.i18n?.version)
  const instance = catalogue.instanceFor(lng)
  initReactI18next.init(instance)
  const nonce = (loadContext.cspNonce as string | undefined) ?? undefined
  // The page is rendered to one string: nothing in it suspends, so streaming sent the same bytes at the same moment,
  // after encoding hundreds of small chunks and passing them through four streams (decision 0021, fifth pass).
  const html = renderToString(
    <I18nextProvider i18n={instance}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </I18nextProvider>,
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // A signed-in page is for its reader only: no shared cache, no copy on disk (shared computers in schools).
  if (signedIn(remixContext)) responseHeaders.set('Cache-Control', 'private, no-store')
  const body = compressedBody(`<!DOCTYPE html>${html}`, request.headers.get('accept-encoding'), responseHeaders)
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}

function signedIn(remixContext: EntryContext): boolean {
  const root = remixContext.staticHandlerContext.loaderData.root as { isAuthenticated?: boolean } | undefined
  return Boolean(root?.isAuthenticated)
}

/** Loader data fetched by the browser belongs to its session as much as the page does. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-store')
  return compressedJsonResponse(response, request.headers.get('accept-encoding'))
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  console.error(error instanceof Error ? error.stack : error)
}
