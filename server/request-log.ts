import crypto from 'node:crypto'
import type { ServerBuild } from '@remix-run/node'
import { matchRoutes } from '@remix-run/router'
import type { AgnosticRouteObject } from '@remix-run/router'
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'

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

/** The route pattern of an address: Remix's routes by their patterns, the admin, its API and the built files by prefix. */
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
  return (path) => {
    const prefix = /^\/(build|admin|cms-api|_next|__nextjs)(\/|$)/.exec(path)
    if (prefix) return `/${prefix[1]}/*`
    const matches = matchRoutes(tree, path)
    if (!matches?.length) return 'unmatched'
    const pattern = matches.map((match) => match.route.path ?? '').filter(Boolean).join('/')
    return `/${pattern}`.replace(/\/+/g, '/')
  }
}
