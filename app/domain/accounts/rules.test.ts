import { describe, expect, it } from 'vitest'
import { checkPassword, isValidEmail, normaliseEmail } from './rules'

describe('password checklist', () => {
  it('needs 10 characters and 3 of the 4 classes', () => {
    expect(checkPassword('Abcdefgh1!').ok).toBe(true)
    expect(checkPassword('abcdefgh12').ok).toBe(false) // two classes
    expect(checkPassword('abcdefgH12').ok).toBe(true) // lower, upper, digit
    expect(checkPassword('abcdefg!12').ok).toBe(true) // lower, special, digit
    expect(checkPassword('Abc1!').ok).toBe(false) // too short
  })
  it('reports each rule', () => {
    expect(checkPassword('')).toEqual({ length: false, lowercase: false, uppercase: false, digit: false, special: false, classes: 0, ok: false })
    const check = checkPassword('ÄBCDEFGHIJ-')
    expect(check).toMatchObject({ length: true, uppercase: true, special: true, lowercase: false, digit: false, classes: 2, ok: false })
  })
  it('does not count spaces as special characters', () => {
    expect(checkPassword('abcdefgh 1').special).toBe(false)
  })
})

describe('email limits', () => {
  const label = (n: number) => 'a'.repeat(n)
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('aroha.ngata@demo.example.nz')).toBe(true)
    expect(isValidEmail("o'brien+events@school.nz")).toBe(true)
  })
  it('refuses malformed addresses', () => {
    for (const bad of ['', 'aroha', 'aroha@', '@example.nz', 'a@b', 'a b@example.nz', 'a@-example.nz', 'a..b@example.nz', '.a@example.nz', 'a@example..nz']) {
      expect(isValidEmail(bad), bad).toBe(false)
    }
  })
  it('allows a 64-character local part but not 65', () => {
    expect(isValidEmail(`${label(64)}@example.nz`)).toBe(true)
    expect(isValidEmail(`${label(65)}@example.nz`)).toBe(false)
  })
  it('allows a 63-character domain label but not 64', () => {
    expect(isValidEmail(`a@${label(63)}.nz`)).toBe(true)
    expect(isValidEmail(`a@${label(64)}.nz`)).toBe(false)
  })
  it('allows 254 characters in total but not 255', () => {
    const domain = `${label(63)}.${label(63)}.${label(63)}`
    const at254 = `${label(254 - domain.length - 1)}@${domain}`
    expect(at254.length).toBe(254)
    expect(isValidEmail(at254)).toBe(true)
    expect(isValidEmail(`a${at254}`)).toBe(false)
  })
  it('normalises case and spaces', () => {
    expect(normaliseEmail('  Aroha@Example.NZ ')).toBe('aroha@example.nz')
  })
})
