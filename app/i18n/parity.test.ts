import { describe, expect, it } from 'vitest'
import { TRANSLATION_STATUSES, placeholders, translationProblem } from './catalogue'
import { shippedCatalogue } from './shipped.server'

/**
 * The shipped files' contract (ADR 0022): `locales/en` holds every key; `locales/mi` holds only the translated ones
 * (the rest falls back to English), each with the English's placeholders and a status in `locales/mi.status.json`.
 */
const { catalogue } = shippedCatalogue()
const keysOf = (language: 'en' | 'mi') =>
  Object.entries(catalogue[language]).flatMap(([ns, strings]) => Object.keys(strings).map((key) => `${ns}:${key}`))

describe('shipped catalogue parity', () => {
  it('has no te reo Māori key that the English lacks', () => {
    const en = new Set(keysOf('en'))
    expect(keysOf('mi').filter((key) => !en.has(key))).toEqual([])
  })

  it('keeps the English placeholders in every te reo Māori string', () => {
    const wrong = keysOf('mi').filter((key) => {
      const [ns, path] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)]
      return placeholders(catalogue.mi[ns][path]).join() !== placeholders(catalogue.en[ns]?.[path] ?? '').join()
    })
    expect(wrong).toEqual([])
  })

  it('gives every te reo Māori string a status, and no status to a string that is not there', () => {
    const mi = new Set(keysOf('mi'))
    const statuses = Object.entries(catalogue.status)
    expect(keysOf('mi').filter((key) => !catalogue.status[key])).toEqual([])
    expect(statuses.filter(([key]) => !mi.has(key)).map(([key]) => key)).toEqual([])
    expect(statuses.filter(([, status]) => !TRANSLATION_STATUSES.includes(status) || status === 'missing')).toEqual([])
  })

  it('ships no text the admin would refuse (markup, oversize)', () => {
    const bad = (['en', 'mi'] as const).flatMap((language) =>
      Object.entries(catalogue[language]).flatMap(([ns, strings]) =>
        Object.entries(strings).filter(([path, text]) => translationProblem(text, catalogue.en[ns]?.[path] ?? text)).map(([path]) => `${language}/${ns}:${path}`),
      ),
    )
    expect(bad).toEqual([])
  })
})
