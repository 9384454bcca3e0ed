import { describe, expect, it } from 'vitest'
import { withKeyLock } from './key-lock.server'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('withKeyLock', () => {
  it('runs work for the same key one at a time, in order, and other keys alongside', async () => {
    const log: string[] = []
    const job = (key: string, name: string, ms: number) => withKeyLock(key, async () => {
      log.push(`${name} start`)
      await pause(ms)
      log.push(`${name} end`)
      return name
    })
    const results = await Promise.all([job('a', 'a1', 20), job('a', 'a2', 1), job('b', 'b1', 5)])
    expect(results).toEqual(['a1', 'a2', 'b1'])
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'))
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'))
  })

  it('releases the key when the work fails', async () => {
    await expect(withKeyLock('c', async () => { throw new Error('boom') })).rejects.toThrow('boom')
    expect(await withKeyLock('c', async () => 'next')).toBe('next')
  })
})
