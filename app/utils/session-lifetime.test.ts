import { describe, expect, it } from 'vitest'
import { SESSION_LIMITS, sessionExpired } from './session-lifetime'

const HOUR = 60 * 60 * 1000
const now = Date.UTC(2026, 10, 23, 9)

describe('session lifetime', () => {
  it('keeps a session used within 2 hours and signed in within 12', () => {
    expect(sessionExpired({ issuedAt: now - 11 * HOUR, seenAt: now - 2 * HOUR + 1000 }, now)).toBe(false)
  })
  it('ends a session idle for more than 2 hours', () => {
    expect(sessionExpired({ issuedAt: now - 3 * HOUR, seenAt: now - 2 * HOUR - 1000 }, now)).toBe(true)
  })
  it('ends a session 12 hours after signing in, however busy', () => {
    expect(sessionExpired({ issuedAt: now - 12 * HOUR - 1000, seenAt: now }, now)).toBe(true)
  })
  it("keeps 'Keep me signed in' for 30 days, then ends it", () => {
    expect(sessionExpired({ issuedAt: now - 29 * 24 * HOUR, seenAt: now - 20 * 24 * HOUR, remember: true }, now)).toBe(false)
    expect(sessionExpired({ issuedAt: now - SESSION_LIMITS.remembered.absoluteMs - 1000, seenAt: now, remember: true }, now)).toBe(true)
  })
  it('ends cookies that carry no issue time, or one from the future', () => {
    expect(sessionExpired({}, now)).toBe(true)
    expect(sessionExpired({ issuedAt: now + HOUR, seenAt: now }, now)).toBe(true)
  })
})
