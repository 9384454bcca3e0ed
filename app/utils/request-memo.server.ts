import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Work shared by the loaders of ONE page load (decision 0021): Remix runs the root's and the page's loaders side by
 * side, and both want the signed-in user; looking them up once halves the reads. Only for GET and HEAD, where no
 * action can change the user between the loaders, and only within one request: the server gives every request a
 * fresh random id (overwriting any the client sent) and forgets its memo when the response closes.
 */
export const REQUEST_ID_HEADER = 'x-request-memo-id'

/**
 * One map for the process: the server (server/index.ts, its own bundle) tags requests and the Remix build (another
 * bundle, with its own copy of this module) reads the memos, so the map lives on globalThis under a registered symbol,
 * not in this module's scope (with a module-scoped map each bundle had its own and no memo was ever found).
 */
const MEMOS = Symbol.for('careers.request-memos')
const memos: Map<string, Map<string, Promise<unknown>>> = ((globalThis as Record<symbol, unknown>)[MEMOS] as
  | Map<string, Map<string, Promise<unknown>>>
  | undefined) ?? new Map()
;(globalThis as Record<symbol, unknown>)[MEMOS] = memos

/** Express middleware: a fresh id for the request's memo, forgotten when the response closes. */
export function tagRequest(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const id = crypto.randomUUID()
  req.headers[REQUEST_ID_HEADER] = id
  if (req.method === 'GET' || req.method === 'HEAD') {
    memos.set(id, new Map())
    res.once('close', () => memos.delete(id))
  }
  next()
}

/** `load()`'s answer, computed once per request under `key`; every call computes it outside a tagged GET. */
export function oncePerRequest<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> {
  const id = request.method === 'GET' || request.method === 'HEAD' ? request.headers.get(REQUEST_ID_HEADER) : null
  const memo = id ? memos.get(id) : undefined
  if (!memo) return load()
  let found = memo.get(key) as Promise<T> | undefined
  if (!found) {
    found = load()
    memo.set(key, found)
  }
  return found
}

/** How many requests hold a memo now (tests: none is left behind). */
export function openMemos(): number {
  return memos.size
}
