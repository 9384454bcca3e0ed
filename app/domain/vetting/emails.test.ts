import { describe, expect, it } from 'vitest'
import { vettingEmailFor } from './emails.server'

describe('vetting emails', () => {
  it('sends check received when the status becomes pending and approved when it becomes approved', () => {
    expect(vettingEmailFor('not-received', 'pending')).toBe('received')
    expect(vettingEmailFor('pending', 'approved')).toBe('approved')
    expect(vettingEmailFor(undefined, 'approved')).toBe('approved')
  })
  it('sends nothing when the status did not change or became declined or not received', () => {
    expect(vettingEmailFor('approved', 'approved')).toBeNull()
    expect(vettingEmailFor('pending', 'declined')).toBeNull()
    expect(vettingEmailFor('pending', 'not-received')).toBeNull()
  })
})
