import { describe, expect, it } from 'vitest'
import { signInBlock } from './eligibility'

const now = Date.UTC(2026, 10, 23, 9)

describe('sign-in eligibility', () => {
  it('lets an ordinary account in', () => {
    expect(signInBlock({ deleteAt: null, emailChangeBlockedUntil: null }, now)).toBeNull()
  })
  it('keeps out an account scheduled for deletion', () => {
    expect(signInBlock({ deleteAt: '2026-12-23T11:00:00.000Z' }, now)).toEqual({ reason: 'will-be-deleted', deleteAt: '2026-12-23T11:00:00.000Z' })
  })
  it('keeps out an account until its new email is confirmed or the block ends', () => {
    const until = new Date(now + 60_000).toISOString()
    expect(signInBlock({ emailChangeBlockedUntil: until }, now)).toEqual({ reason: 'email-change-pending', until })
    expect(signInBlock({ emailChangeBlockedUntil: new Date(now - 1).toISOString() }, now)).toBeNull()
  })
})
