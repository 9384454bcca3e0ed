import zlib from 'node:zlib'
import type { EntryContext, ServerBuild } from '@remix-run/node'
import { createRequestHandler, json } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useActionData, useLoaderData, useMatches, useParams, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { instancesOf } from '../../app/domain/translations/catalogue.server'
import { entryContextFrom, portableContext, renderDocument, renderJob } from './page-render.server'

// A small Remix build of the shapes the product's pages use: root data, a child's params and handle read through
// useMatches, an action's answer, a thrown response and a thrown error caught by boundaries, and i18next text.
const resources = { en: { common: { greeting: 'Kia ora {{name}}' } } }
const i18n = instancesOf(resources).instanceFor('en')

function Root() {
  const data = useLoaderData<{ who: string }>()
  const { t } = useTranslation()
  const handles = useMatches().map((match) => (match.handle as { label?: string } | undefined)?.label ?? '-')
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <p>{t('greeting', { name: data.who })}</p>
        <p>{handles.join(',')}</p>
        <Outlet />
        <Scripts />
      </body>
    </html>
  )
}

function RootBoundary() {
  const error = useRouteError()
  return (
    <html lang="en">
      <body>
        <h1>{isRouteErrorResponse(error) ? `Response ${error.status} ${JSON.stringify(error.data)}` : `Error ${(error as Error).message}`}</h1>
        <Scripts />
      </body>
    </html>
  )
}

function Child() {
  const { id } = useParams()
  const data = useLoaderData<{ items: string[] }>()
  const action = useActionData<{ saved: string }>()
  return (
    <section>
      <h1>Event {id}</h1>
      <ul>{data.items.map((item) => <li key={item}>{item}</li>)}</ul>
      {action ? <p role="status">{action.saved}</p> : null}
    </section>
  )
}

const route = (id: string, parentId: string | undefined, path: string | undefined, module: Record<string, unknown>) => ({ id, parentId, path, index: undefined, caseSensitive: undefined, module })
const manifestRoute = (id: string, parentId: string | undefined, path: string | undefined, hasAction: boolean, hasErrorBoundary: boolean) => ({
  id, parentId, path, module: `/build/${id}.js`, imports: [], hasLoader: true, hasAction, hasClientLoader: false, hasClientAction: false, hasErrorBoundary,
})

let captured: EntryContext | null = null
const build = {
  mode: 'production',
  basename: undefined,
  publicPath: '/build/',
  assetsBuildDirectory: 'public/build',
  isSpaMode: false,
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: false, v3_routeConfig: false, unstable_optimizeDeps: false },
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
        captured = context
        return new Response('captured', { status, headers })
      },
      // The loader's error below is expected.
      handleError: () => undefined,
    },
  },
  routes: {
    root: route('root', undefined, '', { default: Root, ErrorBoundary: RootBoundary, loader: () => json({ who: 'Aroha' }) }),
    'routes/events.$id': route('routes/events.$id', 'root', 'events/:id', {
      default: Child,
      handle: { label: 'event' },
      loader: ({ params }: { params: { id: string } }) => {
        if (params.id === 'missing') throw json({ reason: 'gone' }, { status: 404 })
        if (params.id === 'broken') throw new Error('the database is away')
        return json({ items: [`first of ${params.id}`, 'second'] })
      },
      action: () => json({ saved: 'Saved' }),
    }),
  },
  assets: {
    version: 'test', url: '/build/manifest-test.js', entry: { module: '/build/entry.client.js', imports: [] },
    routes: { root: manifestRoute('root', undefined, '', false, true), 'routes/events.$id': manifestRoute('routes/events.$id', 'root', 'events/:id', true, false) },
  },
} as unknown as ServerBuild
const handle = createRequestHandler(build, 'production')

/** What Remix hands the entry for a request (its loaders and actions have run). */
async function contextOf(path: string, init?: RequestInit): Promise<EntryContext> {
  captured = null
  await handle(new Request(`http://localhost${path}`, init))
  if (!captured) throw new Error(`no document for ${path}`)
  return captured
}

/** The page rendered from the request's context, and from its portable part after crossing to a thread. */
async function bothWays(path: string, init?: RequestInit) {
  const direct = renderDocument(await contextOf(path, init), `http://localhost${path}`, i18n, 'nonce-1')
  const portable = structuredClone(portableContext(await contextOf(path, init)))
  const rebuilt = renderDocument(entryContextFrom(build, portable), `http://localhost${path}`, i18n, 'nonce-1')
  return { direct, rebuilt }
}

describe('a page rendered from its portable context (the render thread) is the page rendered in the request', () => {
  it('with loader data, params, handles, the handoff script and translated text', async () => {
    const { direct, rebuilt } = await bothWays('/events/42')
    expect(rebuilt).toBe(direct)
    expect(direct).toContain('Kia ora Aroha')
    expect(direct).toContain('-,event')
    expect(direct).toContain('<h1>Event <!-- -->42</h1>')
    expect(direct).toContain('first of 42')
    expect(direct).toContain('window.__remixContext')
  })

  it("with an action's answer", async () => {
    const { direct, rebuilt } = await bothWays('/events/7', { method: 'POST', body: new URLSearchParams({ a: '1' }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(rebuilt).toBe(direct)
    expect(direct).toContain('<p role="status">Saved</p>')
  })

  it('with a thrown response and a thrown error, shown by the boundary as in the request (production hides the error)', async () => {
    const missing = await bothWays('/events/missing')
    expect(missing.rebuilt).toBe(missing.direct)
    expect(missing.direct).toContain('Response 404 {&quot;reason&quot;:&quot;gone&quot;}')
    const broken = await bothWays('/events/broken')
    expect(broken.rebuilt).toBe(broken.direct)
    expect(broken.direct).toContain('Error Unexpected Server Error')
    expect(broken.direct).not.toContain('the database is away')
  })
})

describe('renderJob (what the render thread runs)', () => {
  const job = async (path: string, catalogue: { version: string; resources?: typeof resources }, acceptEncoding: string | null = null) => ({
    context: structuredClone(portableContext(await contextOf(path))), url: `http://localhost${path}`, lng: 'en', nonce: 'nonce-1', acceptEncoding, catalogue,
  })

  it('answers the same page, gzipped when the browser takes it, with the headers that describe it', async () => {
    const expected = renderDocument(await contextOf('/events/42'), 'http://localhost/events/42', i18n, 'nonce-1')
    const plain = renderJob(build, await job('/events/42', { version: 'v1', resources }))
    expect(Buffer.from(plain.body).toString()).toBe(expected)
    const gzipped = renderJob(build, await job('/events/42', { version: 'v1' }, 'gzip, br'))
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(expected)
    expect(new Headers(gzipped.headers).get('Content-Encoding')).toBe('gzip')
    expect(new Headers(gzipped.headers).get('Content-Length')).toBe(String(gzipped.body.length))
  })

  it('is given a catalogue once per version, and says so when it was not', async () => {
    const changed = { en: { common: { greeting: 'Hello {{name}}' } } }
    expect(Buffer.from(renderJob(build, await job('/events/1', { version: 'v2', resources: changed })).body).toString()).toContain('Hello Aroha')
    expect(Buffer.from(renderJob(build, await job('/events/1', { version: 'v2' })).body).toString()).toContain('Hello Aroha')
    const unknown = await job('/events/1', { version: 'never-sent' })
    expect(() => renderJob(build, unknown)).toThrow('no catalogue never-sent')
  })
})
