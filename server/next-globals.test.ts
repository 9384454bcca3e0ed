import nodeCrypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { keepGlobals } from './next-globals'

describe('keepGlobals', () => {
  it("puts back the natives Next's extensions replace, as they were (own or inherited), and changes nothing else", () => {
    const NativeDate = Date
    const nativeRandom = Math.random
    const nativeBytes = nodeCrypto.randomBytes
    const restore = keepGlobals()
    // What Next's node-environment-extensions do at load (date.js, random.js, node-crypto.js, web-crypto.js).
    const Wrapped = Object.defineProperties(function Date1(this: unknown, ...args: unknown[]) {
      return Reflect.construct(NativeDate, args, new.target ?? NativeDate)
    }, Object.getOwnPropertyDescriptors(NativeDate)) as unknown as DateConstructor
    Object.defineProperty(NativeDate.prototype, 'constructor', { value: Wrapped })
    globalThis.Date = Wrapped
    Math.random = () => nativeRandom()
    nodeCrypto.randomBytes = ((size: number) => nativeBytes(size)) as typeof nodeCrypto.randomBytes
    globalThis.crypto.getRandomValues = ((array: Uint8Array) => array) as typeof crypto.getRandomValues
    try {
      expect(Date).not.toBe(NativeDate)
      expect(Object.prototype.hasOwnProperty.call(globalThis.crypto, 'getRandomValues')).toBe(true)
    } finally {
      restore()
    }
    expect(Date).toBe(NativeDate)
    expect(new Date(0).constructor).toBe(NativeDate)
    expect(Math.random).toBe(nativeRandom)
    expect(nodeCrypto.randomBytes).toBe(nativeBytes)
    // Web Crypto's method is the prototype's again, not an own property left behind.
    expect(Object.prototype.hasOwnProperty.call(globalThis.crypto, 'getRandomValues')).toBe(false)
    expect(globalThis.crypto.getRandomValues(new Uint8Array(4))).toHaveLength(4)
    expect(Object.getOwnPropertyDescriptor(globalThis, 'Date')?.enumerable).toBe(false)
    // Nothing replaced: nothing to do.
    restore()
    expect(Date).toBe(NativeDate)
  })
})
