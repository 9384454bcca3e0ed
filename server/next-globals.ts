import nodeCrypto from 'node:crypto'

type Slot = { owner: object; key: PropertyKey; own: boolean; value: unknown }

/**
 * Next's server, once loaded, replaces globals for its prerender's checks of the clock and of randomness (`Date`,
 * `Math.random`, node:crypto's and Web Crypto's random functions: `next/dist/server/node-environment-extensions`); the
 * admin uses no prerender (no `cacheComponents`), so they only slowed every page of the site: `new Date(x)` through
 * `Reflect.construct`, every random call through a check of Next's async storages (decision 0102). `keepGlobals`, called
 * before Next is loaded, remembers the natives; the function it returns puts them back (after Next has started, and
 * whenever the admin has been idle: Next's runtime may load its extensions again with its first requests).
 */
export function keepGlobals(): () => void {
  const slot = (owner: object, key: PropertyKey): Slot => ({ owner, key, own: Object.prototype.hasOwnProperty.call(owner, key), value: Reflect.get(owner, key) })
  const slots: Slot[] = [
    slot(globalThis, 'Date'),
    slot(Date.prototype, 'constructor'),
    slot(Math, 'random'),
    ...(['randomUUID', 'randomBytes', 'randomFillSync', 'randomInt', 'generatePrimeSync', 'generateKeyPairSync'] as const).map((key) => slot(nodeCrypto, key)),
    ...(globalThis.crypto ? (['getRandomValues', 'randomUUID'] as const).map((key) => slot(globalThis.crypto, key)) : []),
  ]
  return () => {
    for (const { owner, key, own, value } of slots) {
      if (Reflect.get(owner, key) === value && Object.prototype.hasOwnProperty.call(owner, key) === own) continue
      if (own) Reflect.defineProperty(owner, key, { value, writable: true, configurable: true, enumerable: Object.getOwnPropertyDescriptor(owner, key)?.enumerable ?? false })
      else Reflect.deleteProperty(owner, key)
    }
  }
}
