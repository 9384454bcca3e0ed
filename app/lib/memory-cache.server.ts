type Entry<V> = { at: number; value: Promise<V> }
const stores: Map<string, Map<string, Entry<unknown>>> = ((globalThis as { __memoryCaches?: Map<string, Map<string, Entry<unknown>>> }).__memoryCaches ??= new Map())

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
