import { describe, expect, it } from 'vitest'
import { HONEYPOT_FIELD, isBotSubmission } from './honeypot'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.append(key, value)
  return data
}

describe('the honeypot', () => {
  it('lets through a form without it or with it left empty', () => {
    expect(isBotSubmission(form({ Email: 'mere@example.nz' }))).toBe(false)
    expect(isBotSubmission(form({ Email: 'mere@example.nz', [HONEYPOT_FIELD]: '' }))).toBe(false)
  })
  it('catches a form with anything in it', () => {
    expect(isBotSubmission(form({ [HONEYPOT_FIELD]: 'http://spam.example' }))).toBe(true)
    expect(isBotSubmission(form({ [HONEYPOT_FIELD]: ' ' }))).toBe(true)
  })
})
