import { describe, expect, it } from 'vitest'
import { createLimiter } from './rate-limit.server'

// rate-limiter-flexible's own memory store here; tests/integration/rate-limits.test.ts runs the same limiter on the
// database's store, shared by two Payload instances.
const limiter = (limit = 2, windowMs = 60_000) => createLimiter(null, { name: `test-${Math.random()}`, limit, windowMs })

describe('rate limiter', () => {
  it('allows the limit, then asks to wait until the window ends', async () => {
    const limits = limiter()
    expect(await limits.hit('a@example.com')).toBe(0)
    expect(await limits.hit('a@example.com')).toBe(0)
    const wait = await limits.hit('a@example.com')
    expect(wait).toBeGreaterThan(59_000)
    expect(wait).toBeLessThanOrEqual(60_000)
    expect(await limits.hit('b@example.com')).toBe(0)
  })

  it('starts a new window once the last one has ended', async () => {
    const limits = limiter(1, 200)
    expect(await limits.hit('a')).toBe(0)
    expect(await limits.hit('a')).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await limits.hit('a')).toBe(0)
  })

  it('tells how long to wait without counting an attempt', async () => {
    const limits = limiter()
    expect(await limits.waitFor('a')).toBe(0)
    await limits.hit('a')
    expect(await limits.waitFor('a')).toBe(0)
    expect(await limits.waitFor('a')).toBe(0)
    await limits.hit('a')
    expect(await limits.waitFor('a')).toBeGreaterThan(59_000)
  })

  it('takes back an attempt counted ahead of its outcome, never below nothing', async () => {
    const limits = limiter()
    await limits.hit('a')
    await limits.hit('a')
    expect(await limits.waitFor('a')).toBeGreaterThan(0)
    await limits.takeBack('a')
    expect(await limits.waitFor('a')).toBe(0)
    expect(await limits.hit('a')).toBe(0)
    expect(await limits.hit('a')).toBeGreaterThan(0)
    await limits.takeBack('nobody')
    expect(await limits.hit('nobody')).toBe(0)
    expect(await limits.hit('nobody')).toBe(0)
    expect(await limits.hit('nobody')).toBeGreaterThan(0)
    await limits.reset('nobody')
    expect(await limits.waitFor('nobody')).toBe(0)
  })
})
