import crypto from 'node:crypto'
import type { ServerBuild } from '@remix-run/node'
import { matchRoutes } from '@remix-run/router'
import type { AgnosticRouteObject } from '@remix-run/router'
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'
import { redactAddress } from '../app/lib/log-redaction'

/**
 * One JSON line per request (decision 0033): its id (also sent back as `X-Request-Id` and shown on the error page),
 * method, route pattern (never the address itself, which can hold an email address), status, duration and the kind
 * of user. Written when the response closes, so a request the client gave up on is logged too.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

export type UserKind = 'anonymous' | 'teacher' | 'role model' | 'staff'

type Options = {
  log: Logger
  routeOf: (req: Request) => string
  userOf: (req: Request) => Promise<UserKind>
}

export function requestLog({ log, routeOf, userOf }: Options) {
  return (req: Request, res: Response, nextFn: NextFunction) => {
    const start = performance.now()
    // Always the server's own id: one a client sent could be anyone's.
    const id = crypto.randomUUID()
    req.headers[REQUEST_ID_HEADER] = id
    res.setHeader('X-Request-Id', id)
    res.once('close', () => {
      const ms = Math.round((performance.now() - start) * 10) / 10
      const line = { reqId: id, method: req.method, route: routeOf(req), status: res.statusCode, ms, ...(res.writableFinished ? {} : { aborted: true }) }
      userOf(req).then(
        (user) => log.info({ ...line, user }, 'request'),
        () => log.info({ ...line, user: 'unknown' }, 'request'),
      )
    })
    nextFn()
  }
}

/**
 * Express's last word on an error a middleware passed on (in place of its own handler, which prints the error's stack
 * with the address in it): one log line under the route's pattern, the address taken out of the error's text, and the
 * error's status (500 unless it names a 4xx or 5xx one). An answer already begun is cut off.
 */
export function errorLog({ log, routeOf }: Pick<Options, 'log'> & { routeOf: (req: Request) => string }) {
  return (error: unknown, req: Request, res: Response, _nextFn: NextFunction) => {
    const route = routeOf(req)
    const given = Number((error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode)
    const status = given >= 400 && given < 600 ? given : 500
    const line = { err: redactAddress(error, req.originalUrl, route), reqId: req.headers[REQUEST_ID_HEADER], method: req.method, route, status }
    if (status < 500) log.warn(line, 'Request refused')
    else log.error(line, 'Request failed')
    if (res.headersSent) return void req.socket.destroy()
    res.sendStatus(status)
  }
}

/**
 * The route pattern of an address: Remix's routes by their patterns, the admin, its API and the built files by prefix.
 * An address no route claims (the root's catch-all) is named by its first segment when that segment begins a route
 * of ours (`/still-coming/…`), else `/*`: never by what was sent after it, which can be a token or an email address.
 */
export function routePatterns(routes: ServerBuild['routes']): (path: string) => string {
  const byParent = new Map<string | undefined, AgnosticRouteObject[]>()
  const objects = new Map<string, AgnosticRouteObject>()
  for (const route of Object.values(routes)) {
    const object = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] } as AgnosticRouteObject
    objects.set(route.id, object)
  }
  for (const route of Object.values(routes)) {
    const siblings = byParent.get(route.parentId) ?? []
    siblings.push(objects.get(route.id)!)
    byParent.set(route.parentId, siblings)
  }
  for (const [parentId, children] of byParent) {
    const parent = parentId ? objects.get(parentId) : undefined
    if (parent && !parent.index) (parent as { children: AgnosticRouteObject[] }).children = children
  }
  const tree = byParent.get(undefined) ?? []
  const sections = routeSections(routes)
  return (path) => {
    const prefix = /^\/(build|admin|cms-api|_next|__nextjs)(\/|$)/.exec(path)
    if (prefix) return `/${prefix[1]}/*`
    // An address that cannot be decoded is no route's (and the router would print it, warning).
    if (!decodable(path)) return unknownAddress(path, sections)
    const matches = matchRoutes(tree, path)
    if (!matches?.length) return unknownAddress(path, sections)
    const pattern = `/${matches.map((match) => match.route.path ?? '').filter(Boolean).join('/')}`.replace(/\/+/g, '/')
    return pattern === '/*' ? unknownAddress(path, sections) : pattern
  }
}

/** The first segments of the routes' patterns that are words (`account`, `still-coming`), lower case. */
function routeSections(routes: ServerBuild['routes']): Set<string> {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined
    return route ? `${fullPath(route.parentId)}/${route.path ?? ''}` : ''
  }
  const sections = new Set<string>()
  for (const id of Object.keys(routes)) {
    const first = fullPath(id).split('/').filter(Boolean)[0]
    if (first && !/[:*]/.test(first)) sections.add(first.toLowerCase())
  }
  return sections
}

const decodable = (path: string) => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** An address no route claims, as logged: its first segment if it begins one of our routes, and nothing sent after it. */
function unknownAddress(path: string, sections: Set<string>): string {
  const [first = '', ...rest] = path.split('/').filter(Boolean)
  let section = first
  try {
    section = decodeURIComponent(first).toLowerCase()
  } catch {
    return '/*'
  }
  if (!sections.has(section)) return '/*'
  return rest.length ? `/${section}/…` : `/${section}`
}
