import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import { catalogueOfVersion } from './domain/translations/catalogue.server'
import { i18nServer } from './utils/i18n.server'
import { compressedBody, compressedJsonResponse } from './utils/compressed-body.server'
import { getPayloadClient } from './lib/payload.server'
import { portableContext, renderDocument } from '../server/render/page-render.server'
import { isRenderError, isThreadGone } from '../server/render/thread.server'
import { log } from './lib/logger.server'
import { redactAddress } from './lib/log-redaction'

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
  const nonce = (loadContext.cspNonce as string | undefined) ?? undefined
  const acceptEncoding = request.headers.get('accept-encoding')
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // A signed-in page is for its reader only: no shared cache, no copy on disk (shared computers in schools).
  if (signedIn(remixContext)) responseHeaders.set('Cache-Control', 'private, no-store')

  // In the render thread when there is one and it has started (null otherwise, or when it stopped meanwhile).
  const inThread = loadContext.renderThread?.render({
    context: portableContext(remixContext), url: request.url, lng, nonce, acceptEncoding,
    catalogue: { version: catalogue.version, resources: catalogue.resources },
  })
  const page = await inThread?.catch((error: unknown) => {
    if (isThreadGone(error)) return null
    // Remix renders the boundary of the deepest route that rendered, as when the render throws in this thread.
    if (isRenderError(error)) remixContext.staticHandlerContext._deepestRenderedBoundaryId = error.deepestBoundary
    throw error
  })
  if (page) {
    for (const [name, value] of page.headers) responseHeaders.append(name, value)
    return new Response(page.body as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode })
  }
  const html = renderDocument(remixContext, request.url, catalogue.instanceFor(lng), nonce)
  const body = compressedBody(html, acceptEncoding, responseHeaders)
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

/**
 * Every unexpected error of a request, logged once with its cause and stack and the request's id (decision 0033), under
 * the route's pattern: the address itself, which can hold a token or an email address, is taken out of the error's
 * text too (the router's own errors quote it). The router's refusals of a request (a method or a data request no route
 * answers: 4xx) are the client's doing, logged as warnings.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return
  const route = context.route?.() ?? '/*'
  const line = { err: redactAddress(error, request.url, route), reqId: request.headers.get('x-request-id'), method: request.method, route }
  if (isRouteErrorResponse(error) && error.status < 500) log().warn({ ...line, status: error.status }, 'Request refused')
  else log().error(line, 'Request failed')
}
