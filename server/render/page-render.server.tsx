import type { EntryContext, ServerBuild } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import type { StaticHandlerContext } from '@remix-run/router'
// Remix's one private module this thread reaches into (decision 0065): the route objects its request handler builds,
// rebuilt here in the same way so a page renders the same. Remix is pinned (package.json); the equality tests in
// page-render.server.test.tsx break when Remix changes this function or what a render reads of its routes.
import { createStaticHandlerDataRoutes } from '@remix-run/server-runtime/dist/routes.js'
import type { i18n as I18n } from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import type { Resources } from '../../app/i18n/config'
import { instancesOf } from '../../app/domain/translations/catalogue.server'
import { compressedBody } from '../../app/utils/compressed-body.server'

/** A page's document as HTML, in whichever thread renders it (decision 0021). */
export function renderDocument(context: EntryContext, url: string, i18n: I18n, nonce: string | undefined): string {
  initReactI18next.init(i18n)
  // One string: nothing in a page suspends, so streaming sent the same bytes at the same moment (decision 0021).
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <RemixServer context={context} url={url} nonce={nonce} />
    </I18nextProvider>,
  )
  return `<!DOCTYPE html>${html}`
}

/**
 * What rendering needs of a request, as data a worker thread can receive: the location, the matched routes by id, the
 * loaders' and actions' data and errors, and the handoff script the server already wrote. The route objects and
 * modules are not sent: the render thread holds the same build.
 */
export type PortableContext = {
  basename: string | undefined
  location: StaticHandlerContext['location']
  matches: { id: string; params: Record<string, string | undefined>; pathname: string; pathnameBase: string }[]
  loaderData: StaticHandlerContext['loaderData']
  actionData: StaticHandlerContext['actionData']
  errors: StaticHandlerContext['errors']
  statusCode: number
  serverHandoffString: string | undefined
  criticalCss: string | undefined
}

export function portableContext(context: EntryContext): PortableContext {
  const handled = context.staticHandlerContext
  return {
    basename: handled.basename,
    location: handled.location,
    matches: handled.matches.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase })),
    loaderData: handled.loaderData,
    actionData: handled.actionData,
    errors: handled.errors,
    statusCode: handled.statusCode,
    serverHandoffString: context.serverHandoffString,
    criticalCss: context.criticalCss,
  }
}

type Routes = ReturnType<typeof createStaticHandlerDataRoutes>
const routesOfBuild = new WeakMap<ServerBuild, { byId: Map<string, Routes[number]>; modules: EntryContext['routeModules'] }>()

/** The build's route objects by id and its route modules, made once per build (as Remix's handler does at start). */
function routesOf(build: ServerBuild) {
  let routes = routesOfBuild.get(build)
  if (!routes) {
    const byId = new Map<string, Routes[number]>()
    const visit = (list: Routes) => {
      for (const route of list) {
        byId.set(route.id!, route)
        if (route.children) visit(route.children as Routes)
      }
    }
    visit(createStaticHandlerDataRoutes(build.routes, build.future))
    const modules = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route!.module])) as EntryContext['routeModules']
    routesOfBuild.set(build, (routes = { byId, modules }))
  }
  return routes
}

/** The entry context Remix would have given for the request, rebuilt from its portable part over the same build. */
export function entryContextFrom(build: ServerBuild, portable: PortableContext): EntryContext {
  const { byId, modules } = routesOf(build)
  const staticHandlerContext = {
    basename: portable.basename,
    location: portable.location,
    matches: portable.matches.map(({ id, ...match }) => ({ ...match, route: byId.get(id)! })),
    loaderData: portable.loaderData,
    actionData: portable.actionData,
    errors: portable.errors,
    statusCode: portable.statusCode,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
    _deepestRenderedBoundaryId: null,
  } as StaticHandlerContext
  return {
    manifest: build.assets,
    routeModules: modules,
    staticHandlerContext,
    criticalCss: portable.criticalCss,
    serverHandoffString: portable.serverHandoffString,
    future: build.future,
    isSpaMode: build.isSpaMode,
    // Production's rule, as Remix's handler applies it: an error's details never reach the page.
    serializeError: () => ({ message: 'Unexpected Server Error', stack: undefined }),
  } as EntryContext
}

/** A page to render in the render thread. `resources` comes with the first page of a catalogue version it renders. */
export type RenderJob = {
  context: PortableContext
  url: string
  lng: string
  nonce: string | undefined
  acceptEncoding: string | null
  catalogue: { version: string; resources?: Resources }
}

/** The rendered page's body (gzipped when the browser takes it) and the headers that describe it. */
export type RenderedPage = { body: Uint8Array; headers: [string, string][] }

/** The render thread's catalogues by version: the latest few, so an editor's change never grows it. */
const catalogues = new Map<string, ReturnType<typeof instancesOf>>()
export const KEPT_CATALOGUES = 4

/**
 * Renders a page in the render thread, over that thread's own import of the build. A page whose render throws
 * rejects with the route whose boundary was the deepest rendered, so the request's thread can render that boundary
 * as Remix does.
 */
export function renderJob(build: ServerBuild, job: RenderJob): RenderedPage {
  const { version, resources } = job.catalogue
  let catalogue = catalogues.get(version)
  if (!catalogue) {
    if (!resources) throw new Error(`The render thread has no catalogue ${version}`)
    catalogues.set(version, (catalogue = instancesOf(resources)))
    if (catalogues.size > KEPT_CATALOGUES) catalogues.delete(catalogues.keys().next().value!)
  }
  const context = entryContextFrom(build, job.context)
  let html: string
  try {
    html = renderDocument(context, job.url, catalogue.instanceFor(job.lng), job.nonce)
  } catch (error) {
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { deepestBoundary: context.staticHandlerContext._deepestRenderedBoundaryId })
  }
  const headers = new Headers()
  const body = compressedBody(html, job.acceptEncoding, headers) as Uint8Array
  return { body, headers: [...headers] }
}
