import { describe, expect, it } from 'vitest'
import { storedLanguage } from './language'

describe('storedLanguage', () => {
  it('keeps en and mi', () => {
    expect(storedLanguage('en')).toBe('en')
    expect(storedLanguage('mi')).toBe('mi')
  })
  it('uses English for anything else', () => {
    for (const value of ['fr', 'MI', 'mi-NZ', '', null, undefined, 3, { lng: 'mi' }]) expect(storedLanguage(value)).toBe('en')
  })
})
