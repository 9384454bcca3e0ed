import { describe, expect, it } from 'vitest'
import { buildWordLists, languageFinding, withoutUserTexts, wordsOf } from './language-scan'
import { shippedCatalogue } from './shipped.server'

describe('wordsOf', () => {
  it('takes runs of letters, lower-cased, macrons and inner apostrophes kept, single letters left out', () => {
    expect(wordsOf('Kāinga — Don’t sign up: a 2026 Ōtautahi!')).toEqual(['kāinga', "don't", 'sign', 'up', 'ōtautahi'])
  })
  it('leaves out placeholders, markup, nested keys, addresses and links', () => {
    expect(wordsOf('Hello {{firstName}}, see <0>terms</0> $t(common:nav.home) at me@example.nz or https://example.nz/path')).toEqual(['hello', 'see', 'terms', 'at', 'or'])
  })
  it('reads composed and decomposed macrons alike', () => {
    expect(wordsOf('Ma\u0304ori')).toEqual(['māori'])
  })
})

describe('buildWordLists', () => {
  const lists = buildWordLists(['Sign up', 'Log in', 'Te reo Māori', 'Hello {{name}}', 'Kia ora, welcome'], ['Takiuru', 'Te reo Māori', 'Kia ora', 'Whakapā mai {{name}}'])
  it('an English word is one no Māori string uses, and the reverse', () => {
    const dates = /^(january|february|march|april|may|june|july|august|september|october|november|december|\w+day)$/
    expect([...lists.english].filter((word) => !dates.test(word)).sort()).toEqual(['hello', 'in', 'log', 'sign', 'up', 'welcome'])
    expect(lists.maori.has('takiuru')).toBe(true)
    expect(lists.maori.has('whakapā')).toBe(true)
  })
  it('words both use (te, reo, Māori, kia ora) are neither; placeholders are not words', () => {
    for (const word of ['te', 'reo', 'māori', 'kia', 'ora', 'name']) {
      expect(lists.english.has(word)).toBe(false)
      expect(lists.maori.has(word)).toBe(false)
    }
  })
  it('adds month and weekday names to their language', () => {
    expect(lists.english.has('october')).toBe(true)
    expect(lists.english.has('tuesday')).toBe(true)
    expect(lists.maori.has('oketopa')).toBe(true)
    expect(lists.maori.has('rāhoroi')).toBe(true)
  })
  it('never counts a word with a macron as English, even from the English strings', () => {
    const withMaoriWord = buildWordLists(['Your whānau can come'], [])
    expect(withMaoriWord.english.has('whānau')).toBe(false)
    expect(withMaoriWord.english.has('your')).toBe(true)
  })
})

describe('languageFinding', () => {
  const lists = buildWordLists(['Sign up', 'Approved on {{date}}', 'Still to fill in: {{fields}}', 'Region'], ['Takiuru', 'Rohe'])
  it('English words outside English are found, whatever the declared language', () => {
    expect(languageFinding('Sign up', 'mi', lists)).toEqual({ words: ['sign', 'up'], language: 'en' })
    expect(languageFinding('Approved on 27 Oketopa 2026', 'mi', lists)).toEqual({ words: ['approved', 'on'], language: 'en' })
    expect(languageFinding('Sign up', '', lists)).toEqual({ words: ['sign', 'up'], language: 'en' })
    expect(languageFinding('Sign up', null, lists)).toEqual({ words: ['sign', 'up'], language: 'en' })
  })
  it('Māori words inside English are found (en-NZ counts as English)', () => {
    expect(languageFinding('Still to fill in: Address, Rohe', 'en', lists)).toEqual({ words: ['rohe'], language: 'mi' })
    expect(languageFinding('Takiuru', 'en-NZ', lists)).toEqual({ words: ['takiuru'], language: 'mi' })
  })
  it('a text in its own language, or of words of neither list (a name, a number), is fine', () => {
    expect(languageFinding('Sign up', 'en', lists)).toBeNull()
    expect(languageFinding('Takiuru', 'mi', lists)).toBeNull()
    expect(languageFinding('Zyxqua Vortanel 2026', 'mi', lists)).toBeNull()
    expect(languageFinding('Zyxqua Vortanel 2026', 'en', lists)).toBeNull()
  })
})

describe('withoutUserTexts', () => {
  it('cuts out what a person wrote, longest first, so the interface words around it are still found', () => {
    expect(withoutUserTexts('You are invited to Online careers day at Kura High School', ['Kura High School', 'Online careers day', 'Kura'])).toBe('You are invited to   at  ')
    expect(withoutUserTexts('Sign up', [])).toBe('Sign up')
    expect(withoutUserTexts('Sign up', [''])).toBe('Sign up')
  })
})

describe('the shipped catalogue', () => {
  it('gives both lists words, and none to both', () => {
    const { en, mi } = shippedCatalogue().catalogue
    const values = (catalogue: Record<string, Record<string, string>>) => Object.values(catalogue).flatMap((strings) => Object.values(strings))
    const lists = buildWordLists(values(en), values(mi))
    expect(lists.english.has('password')).toBe(true)
    expect(lists.maori.has('takiuru')).toBe(true)
    expect([...lists.english].filter((word) => lists.maori.has(word))).toEqual([])
    // Te reo Māori words of New Zealand English copy ('Kia ora', 'Aotearoa') are words of both.
    for (const word of ['kia', 'ora', 'aotearoa', 'iwi']) expect(lists.english.has(word)).toBe(false)
  })
})
