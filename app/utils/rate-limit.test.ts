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
})
