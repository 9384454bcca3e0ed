import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailto'

describe('mailtoHref', () => {
  it('keeps an apostrophe as typed', () => {
    expect(mailtoHref("mere.o'brien@example.nz")).toBe("mailto:mere.o'brien@example.nz")
  })
  it('encodes characters a URL would read as its own syntax', () => {
    expect(mailtoHref('a#b?c%d&e@example.nz')).toBe('mailto:a%23b%3Fc%25d%26e@example.nz')
    expect(new URL(mailtoHref('a#b?c@example.nz')).hash).toBe('')
  })
})
