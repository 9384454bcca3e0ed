import { describe, expect, it } from 'vitest'
import { legacyHashPath } from './legacy-hash'

describe('old #/account links', () => {
  it('map to the matching /account page', () => {
    expect(legacyHashPath('#/account/will-be-deleted/2026-12-01')).toBe('/account/will-be-deleted/2026-12-01')
    expect(legacyHashPath('#/account/log-in/role-model')).toBe('/account/log-in/role-model')
    expect(legacyHashPath('#/account/sign-up/role-model/mere%40example.nz')).toBe('/account/sign-up/role-model/mere%40example.nz')
    expect(legacyHashPath('#/account/verify?token=abc')).toBe('/account/verify?token=abc')
    expect(legacyHashPath('#/account/')).toBe('/account')
  })

  it('leave every other hash alone, and never leave the site', () => {
    expect(legacyHashPath('')).toBeNull()
    expect(legacyHashPath('#results')).toBeNull()
    expect(legacyHashPath('#/events/1')).toBeNull()
    expect(legacyHashPath('#/accounting')).toBeNull()
    expect(legacyHashPath('#/account/../..//evil.example')).toBeNull()
    expect(legacyHashPath('#/account/..//evil.example')).toBeNull()
  })
})
