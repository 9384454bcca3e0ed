type Entry<V> = { at: number; value: Promise<V> }
const stores: Map<string, Map<string, Entry<unknown>>> = ((globalThis as { __memoryCaches?: Map<string, Map<string, Entry<unknown>>> }).__memoryCaches ??= new Map())

/**
 * How long a process may keep a copy of what staff edit (site settings, taxonomies): another process on the same
 * database saved an edit shows here within this time (decision 0034: every edit shows in every process within 5 s);
 * the saving process clears its copy at once. One small read per list every 4 s is nothing beside a page's reads.
 */
export const STAFF_EDIT_TTL_MS = 4_000

/**
 * A named in-memory cache of promises with a time limit. Kept on globalThis: the server entry and the Remix build
 * each bundle the modules that use it, and a collection hook (run by whichever copy loaded the Payload config) must
 * clear the one store both read. A failed load is forgotten at once, so the next call tries again.
 */
export function memoryCache<V>(name: string, ttlMs: number) {
  let store = stores.get(name) as Map<string, Entry<V>> | undefined
  if (!store) stores.set(name, (store = new Map()) as Map<string, Entry<unknown>>)
  const entries = store
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const cached = entries.get(key)
      if (cached && Date.now() - cached.at < ttlMs) return cached.value
      const value = load()
      entries.set(key, { at: Date.now(), value })
      value.catch(() => entries.get(key)?.value === value && entries.delete(key))
      return value
    },
    clear() {
      entries.clear()
    },
  }
}
