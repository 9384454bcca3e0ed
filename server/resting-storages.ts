import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Node 20 and 22 carry every AsyncLocalStorage's store through an async hook called on every promise the process makes,
 * from the storage's first `run` for as long as it stays enabled. Next's request handler runs its storages for each
 * admin request and never disables them: after the first staff visit to the admin, every promise of every page paid
 * the hook, about 4% of the request thread's time (decision 0102). `restingStorages` gives the admin's handler a
 * wrapper that counts its requests in flight and, once none has been for `idleMs`, disables the storages Next enabled;
 * Next's next request enables them again (`run` does). Node 24's storages need no hook: there it changes nothing.
 */
export function restingStorages({ idleMs = 1000, enabledBy = isNextStack, onRest }: {
  idleMs?: number
  enabledBy?: (stack: string) => boolean
  /** Also done at each rest (the server puts back the globals Next replaced: server/next-globals.ts). */
  onRest?: () => void
} = {}) {
  const watcher: Watcher = { enabledBy, enabled: new Set() }
  const enabled = watcher.enabled
  if (watchEnabling()) watchers.add(watcher)
  let inFlight = 0
  let timer: NodeJS.Timeout | null = null
  const rest = () => {
    timer = null
    if (inFlight > 0) return
    for (const storage of enabled) storage.disable()
    enabled.clear()
    onRest?.()
  }
  return {
    /** The admin's handler, counted in and out. */
    wrap<Req extends IncomingMessage, Res extends ServerResponse>(handler: (req: Req, res: Res) => unknown) {
      return (req: Req, res: Res) => {
        inFlight++
        if (timer) clearTimeout(timer)
        timer = null
        res.once('close', () => {
          // What the handler still does after its answer (a stream's last write, a dropped request's render) has a
          // moment to finish under its storages.
          if (--inFlight === 0) (timer = setTimeout(rest, idleMs)).unref()
        })
        return handler(req, res)
      }
    },
    /** Stops following the storages (the tests' instances; the server's lives as long as the process). */
    stop() {
      watchers.delete(watcher)
      if (timer) clearTimeout(timer)
    },
    /** How many storages are enabled by Next's requests now (for the tests). */
    get enabledCount() {
      return enabled.size
    },
  }
}

type Watcher = { enabledBy: (stack: string) => boolean; enabled: Set<AsyncLocalStorage<unknown>> }
const watchers = new Set<Watcher>()
let watching = false

/** Follows every storage enabled from now on (once per process); false where storages are not enabled (Node 24). */
function watchEnabling(): boolean {
  if (watching) return true
  // Node's own method, not in its types: read and replaced by name.
  const enable: unknown = Reflect.get(AsyncLocalStorage.prototype, '_enable')
  if (typeof enable !== 'function') return false
  Reflect.set(AsyncLocalStorage.prototype, '_enable', function (this: AsyncLocalStorage<unknown>) {
    if (watchers.size) {
      const stack = new Error().stack ?? ''
      for (const watcher of watchers) if (watcher.enabledBy(stack)) watcher.enabled.add(this)
    }
    enable.call(this)
  })
  return (watching = true)
}

/** A stack from Next's code (its package, or the admin's build under cms/.next). */
export const isNextStack = (stack: string) => /[\\/]node_modules[\\/]next[\\/]|[\\/]\.next[\\/]/.test(stack)
