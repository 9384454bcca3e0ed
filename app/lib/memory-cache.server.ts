/** `settled`: the value has loaded; `refreshing`: a load started after it went stale (keepStale). */
type Entry<V> = { at: number; value: Promise<V>; settled?: boolean; refreshing?: Promise<unknown> }
const stores: Map<string, Map<string, Entry<unknown>>> = ((globalThis as { __memoryCaches?: Map<string, Map<string, Entry<unknown>>> }).__memoryCaches ??= new Map())

/**
 * How long a process may keep a copy of what staff edit (site settings, taxonomies): another process on the same
 * database saved an edit shows here within this time (decision 0034: every edit shows in every process within 5 s);
 * the saving process clears its copy at once. One small read per list every 4 s is nothing beside a page's reads.
 */
export const STAFF_EDIT_TTL_MS = 4_000

/**
 * `keepStale`: past its time limit a loaded value is still given while one load runs in the background (every caller
 * shares it), for figures that may be a little old but should never keep a visitor waiting; a background load that
 * fails keeps the old value (`onRefreshError` hears of it) and the next call tries again.
 */
export type MemoryCacheOptions = { keepStale?: boolean; onRefreshError?: (error: unknown) => void }

/**
 * A named in-memory cache of promises with a time limit. Kept on globalThis: the server entry and the Remix build
 * each bundle the modules that use it, and a collection hook (run by whichever copy loaded the Payload config) must
 * clear the one store both read. A failed load is forgotten at once, so the next call tries again. `now` is the
 * caller's clock (tests move it).
 */
export function memoryCache<V>(name: string, ttlMs: number, options: MemoryCacheOptions = {}) {
  let store = stores.get(name) as Map<string, Entry<V>> | undefined
  if (!store) stores.set(name, (store = new Map()) as Map<string, Entry<unknown>>)
  const entries = store
  return {
    get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
      const cached = entries.get(key)
      if (cached && now - cached.at < ttlMs) return cached.value
      if (cached?.settled && options.keepStale) {
        cached.refreshing ??= load().then(
          (value) => entries.set(key, { at: now, value: Promise.resolve(value), settled: true }),
          (error: unknown) => {
            cached.refreshing = undefined
            options.onRefreshError?.(error)
          },
        )
        return cached.value
      }
      const entry: Entry<V> = { at: now, value: load() }
      entries.set(key, entry)
      entry.value.then(() => (entry.settled = true), () => entries.get(key) === entry && entries.delete(key))
      return entry.value
    },
    /** The background load running for a stale key, if any (tests wait for it). */
    refreshing(key: string): Promise<unknown> | null {
      return entries.get(key)?.refreshing ?? null
    },
    clear() {
      entries.clear()
    },
  }
}
