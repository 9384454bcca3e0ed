import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limit.server'

describe('rate limiter', () => {
  it('allows the limit, then asks to wait until the window ends', () => {
    let now = 1_000
    const limiter = new RateLimiter(2, 60_000, () => now)
    expect(limiter.hit('a@example.com')).toBe(0)
    expect(limiter.hit('a@example.com')).toBe(0)
    expect(limiter.hit('a@example.com')).toBe(60_000)
    expect(limiter.hit('b@example.com')).toBe(0)
    now += 60_000
    expect(limiter.hit('a@example.com')).toBe(0)
  })

  it('tells how long to wait without counting an attempt', () => {
    let now = 1_000
    const limiter = new RateLimiter(2, 60_000, () => now)
    expect(limiter.waitFor('a')).toBe(0)
    limiter.hit('a')
    expect(limiter.waitFor('a')).toBe(0)
    expect(limiter.waitFor('a')).toBe(0)
    limiter.hit('a')
    expect(limiter.waitFor('a')).toBe(60_000)
    now += 60_000
    expect(limiter.waitFor('a')).toBe(0)
  })

  it('takes back an attempt counted ahead of its outcome, within its window only', () => {
    let now = 1_000
    const limiter = new RateLimiter(2, 60_000, () => now)
    limiter.hit('a')
    limiter.hit('a')
    expect(limiter.waitFor('a')).toBe(60_000)
    limiter.takeBack('a')
    expect(limiter.waitFor('a')).toBe(0)
    expect(limiter.hit('a')).toBe(0)
    expect(limiter.hit('a')).toBe(60_000)
    // A window that has ended is not touched: the next attempt starts a new one.
    now += 60_000
    limiter.takeBack('a')
    expect(limiter.hit('a')).toBe(0)
    limiter.takeBack('nobody')
    expect(limiter.waitFor('nobody')).toBe(0)
  })
})
