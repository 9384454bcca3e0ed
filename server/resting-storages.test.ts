import { AsyncLocalStorage } from 'node:async_hooks'
import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { isNextStack, restingStorages } from './resting-storages'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A request and its response, as far as the wrapper uses them: the response's 'close'. */
function exchange() {
  return { req: new EventEmitter() as unknown as IncomingMessage, res: new EventEmitter() as unknown as ServerResponse }
}

/** A handler like Next's: runs the request under its storage; the store is read again after `later` resolves. */
function handlerOf(storage: AsyncLocalStorage<string>) {
  const seen: (string | undefined)[] = []
  let release = () => {}
  const later = new Promise<void>((resolve) => (release = resolve))
  const handler = (req: IncomingMessage, res: ServerResponse) =>
    storage.run('request', async () => {
      seen.push(storage.getStore())
      await later
      seen.push(storage.getStore())
      res.emit('close')
    })
  return { handler, seen, release: () => release() }
}

const started: ReturnType<typeof restingStorages>[] = []
const resting = (options: Parameters<typeof restingStorages>[0]) => {
  const instance = restingStorages(options)
  started.push(instance)
  return instance
}
afterEach(() => {
  for (const instance of started.splice(0)) instance.stop()
})

describe('restingStorages', () => {
  it("disables the storages the admin's requests enabled once none has been in flight for a moment", async () => {
    let rests = 0
    const storages = resting({ idleMs: 20, enabledBy: () => true, onRest: () => rests++ })
    const storage = new AsyncLocalStorage<string>()
    const { handler, seen, release } = handlerOf(storage)
    const { req, res } = exchange()
    void storages.wrap(handler)(req, res)
    expect(storages.enabledCount).toBe(1)
    release()
    await wait(5)
    expect(seen).toEqual(['request', 'request'])
    // Within the moment after the answer, what the handler still does keeps its store.
    const after = storage.run('after', async () => {
      await wait(50)
      return storage.getStore()
    })
    // Past it, the storage is disabled: a continuation that outlived the rest finds no store.
    expect(await after).toBeUndefined()
    expect(storages.enabledCount).toBe(0)
    // The server's own step at each rest (the globals Next replaced put back) ran once.
    expect(rests).toBe(1)
  })

  it('rests nothing while another request is in flight, and a later request enables its storage again', async () => {
    const storages = resting({ idleMs: 10, enabledBy: () => true })
    const storage = new AsyncLocalStorage<string>()
    const first = handlerOf(storage)
    const second = handlerOf(storage)
    const one = exchange()
    const two = exchange()
    void storages.wrap(first.handler)(one.req, one.res)
    void storages.wrap(second.handler)(two.req, two.res)
    first.release()
    await wait(40)
    second.release()
    await wait(5)
    expect(second.seen).toEqual(['request', 'request'])
    await wait(40)
    expect(storages.enabledCount).toBe(0)
    const third = handlerOf(storage)
    const three = exchange()
    void storages.wrap(third.handler)(three.req, three.res)
    third.release()
    await wait(5)
    expect(third.seen).toEqual(['request', 'request'])
  })

  it('leaves alone a storage enabled by other code', async () => {
    const storages = resting({ idleMs: 10, enabledBy: () => false })
    const storage = new AsyncLocalStorage<string>()
    const { handler, seen, release } = handlerOf(storage)
    const { req, res } = exchange()
    void storages.wrap(handler)(req, res)
    const outlived = storage.run('other', async () => {
      await wait(40)
      return storage.getStore()
    })
    release()
    expect(await outlived).toBe('other')
    expect(seen).toEqual(['request', 'request'])
  })

  it("knows Next's code by its path", () => {
    expect(isNextStack('at r0.executeRequest (/srv/node_modules/next/dist/compiled/next-server/app-route.js:5:1)')).toBe(true)
    expect(isNextStack('at async $ (/srv/cms/.next/server/chunks/root.js:236:1713)')).toBe(true)
    expect(isNextStack('at loader (/srv/build/index.js:10:1)')).toBe(false)
    expect(isNextStack('at x (/srv/node_modules/next-auth/index.js:1:1)')).toBe(false)
  })
})
