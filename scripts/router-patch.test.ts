// Why the three route patches stay (issue 48: a patch stays only where it saves a tenth of some page's CPU, upstream
// named beside it). They work together: the router caches by route array, and the other two hand it the same arrays.
// Measured as issue 48 asks (2026-11-28; docs/performance/log.md): the built server's CPU (both threads, /proc) per
// sequential GET on the bench's database, a patch (or the three) reversed in a copy of node_modules against all applied,
// the servers running side by side and taking turns; a 2-core machine shared with other work, so the figures are
// about three times a quiet bench's, and the shares are what count.
// - All three reversed: the teacher's new event form (/events/new) 7.6-9.1 ms with them, 13.7-14.7 without (38-44% less);
//   the event page 26-31%, browse 18-25%; every page 15% or more.
// - @remix-run/router alone (route patterns compiled once, branches flattened and ranked once per route array, and the
//   branch a pathname matched remembered): /events/new 7.3-9.1 / 12.1-12.2 ms (25-40%), the event page 16-26%.
//   Upstream (read 2026-11-29): remix-run/react-router#14967 "perf: cache flattened/ranked route branches" (merged,
//   react-router 7.15.0: the same cost, fixed by computing the branches once on the server) and #15186 "Optimize route
//   matching internals" (merged, 7.18.0: each branch's matchers compiled once, what our compilePath cache does);
//   #12098 "Suggestion: cache route flattening+ranking" (open), #14866 and #14864 (closed: the same caches as this patch),
//   #8653 (closed, 2022: the same cost reported). The remembered branch per pathname has no upstream counterpart.
//   Not in @remix-run/router 1.23.4, the last 1.x: React Router 6 is end of life (its README, June 2026), so no 1.x fix.
// - @remix-run/react alone (RemixServer's route objects made once per build): /events/new 7.3-9.1 / 11.7-12.4 ms
//   (27-38%), the profile form 18-21%. react-router-dom alone (the static router's data routes made once per route array):
//   /events/new 8.0 / 9.6 ms (medians of three runs, 17% less; runs 9, 15, 17%). Upstream for both, partly:
//   remix-run/react-router#14971 "Client-side route matching optimizations" (merged, 7.15.0) passes the precomputed
//   branches to the server render, so fresh route objects no longer mean flattening and ranking again (here the two
//   save that by letting the router patch's cache hit; how much of their saving it is was not measured apart); but React Router 7's ServerRouter still calls
//   createServerRoutes, and createStaticRouter convertRoutesToDataRoutes, on every render. No thread found for that part
//   (remix-run/remix#4733 / #4748, merged 2022, did it for the server runtime's handler, not RemixServer): ready to file,
//   docs/upstream/react-router-server-route-objects.md. Moving to React Router 7.18 or later would retire the router
//   patch and most of these two.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The server loads the router's CommonJS build (its package has no exports map), which the patch changes.
const require = createRequire(import.meta.url)
const router = require('@remix-run/router') as typeof import('@remix-run/router')

describe('the patched route matcher (patches/@remix-run+router+*.patch)', () => {
  it('is installed: npm ci applies it', () => {
    expect(fs.readFileSync(require.resolve('@remix-run/router'), 'utf8')).toContain('function compilePathUncached(')
  })

  it('keeps case sensitivity and ends apart for the same pattern, whatever was compiled first', () => {
    for (let round = 0; round < 2; round++) {
      expect(router.matchPath({ path: '/Events/:id', caseSensitive: true, end: true }, '/events/7')).toBeNull()
      expect(router.matchPath({ path: '/Events/:id', caseSensitive: false, end: true }, '/events/7')?.params).toEqual({ id: '7' })
      expect(router.matchPath({ path: '/Events/:id', caseSensitive: false, end: true }, '/events/7/edit')).toBeNull()
      expect(router.matchPath({ path: '/Events/:id', caseSensitive: false, end: false }, '/events/7/edit')?.pathnameBase).toBe('/events/7')
    }
  })

  it('matches routes as before: params, optional segments, splats and ranking', () => {
    const routes = [{ path: '/', children: [{ index: true }, { path: 'events/:id' }, { path: 'events/new' }, { path: 'style-guide/:tab?' }, { path: '*' }] }]
    const ids = (path: string) => router.matchRoutes(routes, path)?.map((match) => [match.route.path ?? 'index', match.params])
    for (let round = 0; round < 2; round++) {
      expect(ids('/events/new')?.at(-1)).toEqual(['events/new', {}])
      expect(ids('/events/42')?.at(-1)).toEqual(['events/:id', { id: '42' }])
      expect(ids('/style-guide')?.at(-1)).toEqual(['style-guide/:tab?', { tab: undefined }])
      expect(ids('/style-guide/tab-2')?.at(-1)).toEqual(['style-guide/:tab?', { tab: 'tab-2' }])
      expect(ids('/no/such/page')?.at(-1)).toEqual(['*', { '*': 'no/such/page' }])
      expect(ids('/')?.at(-1)).toEqual(['index', {}])
    }
  })
})

describe('route objects and branches made once per set of routes (patches/react-router-dom+*, @remix-run+react+*)', () => {
  it('are installed: npm ci applies them', () => {
    expect(fs.readFileSync(require.resolve('react-router-dom/server'), 'utf8')).toContain('const staticDataRoutes = new WeakMap()')
    expect(fs.readFileSync(require.resolve('@remix-run/react/dist/server.js'), 'utf8')).toContain('function serverRoutesOf(')
  })

  it('hands back fresh matches for a pathname matched before, and tells pathnames apart', () => {
    const routes = [{ path: '/', children: [{ path: 'events/:id' }, { path: 'events/new' }] }]
    const first = router.matchRoutes(routes, '/events/7')
    ;(first![1].params as Record<string, string>).id = 'changed'
    expect(router.matchRoutes(routes, '/events/7')?.[1].params).toEqual({ id: '7' })
    expect(router.matchRoutes(routes, '/events/8')?.[1].params).toEqual({ id: '8' })
    expect(router.matchRoutes(routes, '/events/new')?.[1].route.path).toBe('events/new')
    expect(router.matchRoutes(routes, '/nothing')).toBeNull()
    expect(router.matchRoutes(routes, '/nothing')).toBeNull()
    // Another set of routes is matched on its own, whatever the first set kept for the same pathname.
    expect(router.matchRoutes([{ path: '/nothing' }], '/nothing')?.[0].route.path).toBe('/nothing')
  })

  it('renders each request with its own matches and data from the same route objects', async () => {
    const { createStaticHandler, createStaticRouter } = require('react-router-dom/server') as typeof import('react-router-dom/server')
    const routes = [{ id: 'root', path: '/', children: [{ id: 'event', path: 'events/:id', loader: ({ params }: { params: { id?: string } }) => ({ id: params.id }) }] }]
    const handler = createStaticHandler(routes)
    const contextOf = async (url: string) => (await handler.query(new Request(url))) as Parameters<typeof createStaticRouter>[1]
    const one = createStaticRouter(routes, await contextOf('http://localhost/events/1'))
    const two = createStaticRouter(routes, await contextOf('http://localhost/events/2'))
    expect(two.routes).toBe(one.routes)
    expect(one.state.matches.at(-1)?.params).toEqual({ id: '1' })
    expect(two.state.matches.at(-1)?.params).toEqual({ id: '2' })
    expect(two.state.loaderData.event).toEqual({ id: '2' })
    expect(two.state.matches.at(-1)?.route).toBe(two.routes[0].children?.[0])
  })
})

describe('RemixServer with its route objects made once per build (patches/@remix-run+react+*)', () => {
  const { RemixServer } = require('@remix-run/react') as typeof import('@remix-run/react')
  const { createStaticHandler } = require('react-router-dom/server') as typeof import('react-router-dom/server')
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')
  const React = require('react') as typeof import('react')
  const manifest = {
    entry: { module: '/build/entry.js', imports: [] },
    url: '/build/manifest.js',
    version: '1',
    routes: {
      root: { id: 'root', path: '', module: '/build/root.js', hasLoader: false, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false },
      'routes/page': { id: 'routes/page', parentId: 'root', path: 'page/:n', module: '/build/page.js', hasLoader: false, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false },
    },
  }
  const Root = () => React.createElement('main', null, React.createElement(require('@remix-run/react').Outlet))
  const render = async (url: string, page: () => React.ReactElement) => {
    const context = await createStaticHandler([{ id: 'root', path: '/', children: [{ id: 'routes/page', path: 'page/:n' }] }]).query(new Request(url))
    const entryContext = {
      manifest,
      routeModules: { root: { default: Root }, 'routes/page': { default: page } },
      staticHandlerContext: context,
      future: {},
      isSpaMode: false,
      serverHandoffString: '{}',
    } as unknown as Parameters<typeof RemixServer>[0]['context']
    return renderToString(React.createElement(RemixServer, { context: entryContext, url }))
  }

  it('renders each request at its own address, and a changed route module at once', async () => {
    const Page = () => React.createElement('p', null, `page ${require('@remix-run/react').useParams().n}`)
    expect(await render('http://localhost/page/1', Page)).toContain('<p>page 1</p>')
    expect(await render('http://localhost/page/2', Page)).toContain('<p>page 2</p>')
    const Rebuilt = () => React.createElement('p', null, 'rebuilt')
    expect(await render('http://localhost/page/2', Rebuilt)).toContain('<p>rebuilt</p>')
  })
})
