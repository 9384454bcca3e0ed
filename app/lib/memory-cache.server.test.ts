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

  it('with keepStale, gives the old value past its time while one load runs behind, and keeps it when that load fails', async () => {
    const cache = memoryCache<string>('test-stale', 1000, { keepStale: true })
    expect(await cache.get('k', async () => 'first', 0)).toBe('first')
    expect(cache.refreshing('k')).toBeNull()
    let finish: (value: string) => void = () => {}
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    expect(await cache.get('k', slow, 1500)).toBe('first')
    expect(await cache.get('k', slow, 1600)).toBe('first')
    expect(slow).toHaveBeenCalledTimes(1)
    finish('second')
    await cache.refreshing('k')
    expect(await cache.get('k', slow, 1700)).toBe('second')
    // A failed load behind the kept value: the value stays, the next call past its time tries again.
    expect(await cache.get('k', () => Promise.reject(new Error('down')), 3000)).toBe('second')
    await cache.refreshing('k')
    expect(await cache.get('k', async () => 'third', 3100)).toBe('second')
    await cache.refreshing('k')
    expect(await cache.get('k', async () => 'unused', 3200)).toBe('third')
  })
})
