import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { catalogueOfVersion } from './i18n/catalogue.server'
import { i18nServer } from './i18n/i18n.server'
import { getPayloadClient } from './utils/payload.server'
import { CoalescingStream } from './utils/coalescing-stream.server'

const ABORT_DELAY = 5_000

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
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          // React's many small chunks leave as one per turn: gzip costs per write (decision 0021).
          const body = new CoalescingStream()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // A signed-in page is for its reader only: no shared cache, no copy on disk (shared computers in schools).
          if (signedIn(remixContext)) responseHeaders.set('Cache-Control', 'private, no-store')
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}

function signedIn(remixContext: EntryContext): boolean {
  const root = remixContext.staticHandlerContext.loaderData.root as { isAuthenticated?: boolean } | undefined
  return Boolean(root?.isAuthenticated)
}

/** Loader data fetched by the browser belongs to its session as much as the page does. */
export function handleDataRequest(response: Response) {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-store')
  return response
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  console.error(error instanceof Error ? error.stack : error)
}
