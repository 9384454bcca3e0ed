import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryCache } from './memory-cache.server'

afterEach(() => vi.useRealTimers())

describe('memoryCache', () => {
  it('loads once per key within its time limit, again after it, and after clear()', async () => {
    vi.useFakeTimers({ now: 0 })
    const cache = memoryCache<number>('test-loads', 1000)
    const load = vi.fn(async () => load.mock.calls.length)
    expect(await cache.get('a', load)).toBe(1)
    expect(await cache.get('a', load)).toBe(1)
    expect(await cache.get('b', load)).toBe(2)
    vi.setSystemTime(1001)
    expect(await cache.get('a', load)).toBe(3)
    cache.clear()
    expect(await cache.get('a', load)).toBe(4)
    expect(await cache.get('b', load)).toBe(5)
  })

  it('forgets a failed load, so the next call tries again', async () => {
    const cache = memoryCache<string>('test-failures', 60_000)
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'up')).toBe('up')
  })

  it('is one store per name, whichever copy of the module asks', async () => {
    const first = memoryCache<string>('test-shared', 60_000)
    const second = memoryCache<string>('test-shared', 60_000)
    await first.get('k', async () => 'one')
    expect(await second.get('k', async () => 'two')).toBe('one')
    second.clear()
    expect(await first.get('k', async () => 'three')).toBe('three')
  })
})
