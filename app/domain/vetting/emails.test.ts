import { describe, expect, it } from 'vitest'
import { vettingEmailForChange } from './emails.server'

describe('the vetting path emails', () => {
  it('one for the consent, the request, and the result', () => {
    const fresh = { checkStatus: 'not-received' }
    expect(vettingEmailForChange(fresh, fresh, { vettingConsentAt: '2026-11-28T01:00:00.000Z' })).toBe('consent')
    const consented = { checkStatus: 'not-received', vettingConsentAt: '2026-11-28T01:00:00.000Z' }
    expect(vettingEmailForChange(consented, { checkStatus: 'pending' }, { checkStatus: 'pending', checkRequestedAt: '2026-11-29T01:00:00.000Z' })).toBe('requested')
    const requested = { checkStatus: 'pending', checkRequestedAt: '2026-11-29T01:00:00.000Z' }
    expect(vettingEmailForChange(requested, { checkStatus: 'approved' }, { checkStatus: 'approved' })).toBe('approved')
    expect(vettingEmailForChange(requested, { checkStatus: 'declined' }, { checkStatus: 'declined' })).toBe('declined')
  })
  it('a renewal: requested while approved, then a new approval date', () => {
    const approved = { checkStatus: 'approved', checkApprovedAt: '2023-12-01T01:00:00.000Z', vettingConsentAt: '2026-11-28T01:00:00.000Z' }
    expect(vettingEmailForChange(approved, { checkStatus: 'approved' }, { checkRequestedAt: '2026-11-29T01:00:00.000Z' })).toBe('requested')
    expect(vettingEmailForChange(approved, { checkStatus: 'approved' }, { checkStatus: 'approved', checkApprovedAt: '2026-12-05T01:00:00.000Z' })).toBe('approved')
  })
  it('a check set pending in the admin without a request is received, as before; other saves send nothing', () => {
    expect(vettingEmailForChange(undefined, { checkStatus: 'approved' }, { checkStatus: 'approved' })).toBe('approved')
    expect(vettingEmailForChange({ checkStatus: 'pending' }, { checkStatus: 'not-received' }, { checkStatus: 'not-received' })).toBeNull()
    expect(vettingEmailForChange({ checkStatus: 'not-received' }, { checkStatus: 'pending' }, { checkStatus: 'pending' })).toBe('received')
    expect(vettingEmailForChange({ checkStatus: 'approved', checkApprovedAt: 'a' }, { checkStatus: 'approved' }, { firstName: 'Hine' } as never)).toBeNull()
    expect(vettingEmailForChange({ checkStatus: 'not-received', vettingConsentAt: 'a' }, { checkStatus: 'not-received' }, { vettingConsentAt: 'a' })).toBeNull()
  })
})
