import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { REQUEST_ID_HEADER, oncePerRequest, openMemos, tagRequest } from './request-memo.server'

/** A request through the middleware, as Remix then sees it; `close()` ends its response. */
function arrive(method: string, headers: Record<string, string> = {}) {
  const req = { method, headers: { ...headers } } as unknown as IncomingMessage
  const res = new EventEmitter() as unknown as ServerResponse
  tagRequest(req, res, () => undefined)
  const request = new Request('http://localhost/role-models', { method, headers: req.headers as Record<string, string> })
  return { request, close: () => res.emit('close') }
}

describe('oncePerRequest', () => {
  it('shares one answer between the loaders of one GET, and never between two requests', async () => {
    const first = arrive('GET')
    const second = arrive('GET')
    const load = vi.fn(async () => ({ id: load.mock.calls.length }))
    const [a, b] = await Promise.all([oncePerRequest(first.request, 'user', load), oncePerRequest(first.request, 'user', load)])
    expect(a).toBe(b)
    const c = await oncePerRequest(second.request, 'user', load)
    expect(c).not.toBe(a)
    expect(load).toHaveBeenCalledTimes(2)
    first.close()
    second.close()
  })

  it('never keeps answers for a POST (an action may change the user before the loaders run)', async () => {
    const post = arrive('POST')
    const load = vi.fn(async () => ({}))
    await oncePerRequest(post.request, 'user', load)
    await oncePerRequest(post.request, 'user', load)
    expect(load).toHaveBeenCalledTimes(2)
    post.close()
  })

  it('ignores an id the client sent and forgets each request when its response closes', async () => {
    const before = openMemos()
    const victim = arrive('GET')
    const load = vi.fn(async () => ({ secret: 'victim' }))
    await oncePerRequest(victim.request, 'user', load)
    const forger = arrive('GET', { [REQUEST_ID_HEADER]: victim.request.headers.get(REQUEST_ID_HEADER)! })
    expect(forger.request.headers.get(REQUEST_ID_HEADER)).not.toBe(victim.request.headers.get(REQUEST_ID_HEADER))
    const forged = await oncePerRequest(forger.request, 'user', async () => ({ secret: 'own' }))
    expect(forged).toEqual({ secret: 'own' })
    victim.close()
    forger.close()
    expect(openMemos()).toBe(before)
    // After its response closed, a late call computes afresh and leaves nothing behind.
    await oncePerRequest(victim.request, 'user', load)
    expect(load).toHaveBeenCalledTimes(2)
    expect(openMemos()).toBe(before)
  })

  it('computes every time for a request that did not come through the server (scripts, tests)', async () => {
    const load = vi.fn(async () => 1)
    const request = new Request('http://localhost/')
    await oncePerRequest(request, 'user', load)
    await oncePerRequest(request, 'user', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('oncePerRequest across bundles', () => {
  it('finds the memo the server tagged when the Remix build has its own copy of this module', async () => {
    // The server (server/index.ts) and the Remix build each bundle this module: a second, fresh instance of it.
    vi.resetModules()
    const remixCopy = await import('./request-memo.server')
    const { request, close } = arrive('GET')
    const load = vi.fn(async () => ({}))
    await remixCopy.oncePerRequest(request, 'user', load)
    await remixCopy.oncePerRequest(request, 'user', load)
    expect(load).toHaveBeenCalledTimes(1)
    close()
  })
})
