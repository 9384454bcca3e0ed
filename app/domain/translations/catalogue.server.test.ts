import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { i18nOptions } from '../../i18n/config'
import type { i18n as I18n } from 'i18next'
import { instancesOf, rememberingPlainTexts } from './catalogue.server'

/** As react-i18next asks for a translator: no language of its own (the instance's), a namespace or not, a prefix or not. */
const translatorOf = (i18n: I18n, ns?: string | readonly string[] | null, keyPrefix?: string) => i18n.getFixedT(null as unknown as string, ns as string, keyPrefix as undefined)

const resources = {
  en: { common: { hello: 'Hello', people_one: '{{count}} person', people_other: '{{count}} people', only: 'Only English', greeting: 'Kia ora {{name}}' }, events: { title: 'My events' } },
  mi: { common: { hello: 'Kia ora', people_one: '{{count}} tangata', people_other: '{{count}} tāngata' } },
}

describe("the page-rendering instances' translators", () => {
  it('give the same texts as i18next: plain, with options, in another namespace, with a prefix, falling back to English', () => {
    const plain = i18next.createInstance()
    plain.init({ ...i18nOptions(resources), lng: 'mi', initImmediate: false })
    const remembering = instancesOf(resources).instanceFor('mi')
    for (const [ns, prefix] of [[null, undefined], ['events', undefined], [['events', 'common'], undefined], [null, 'people']] as const) {
      const expected = plain.getFixedT('mi', ns as string, prefix as undefined)
      const actual = translatorOf(remembering, ns, prefix)
      for (const key of ['hello', 'only', 'title', 'missing.key', 'one']) {
        expect(actual(key)).toBe(expected(key))
        expect(actual(key)).toBe(expected(key))
      }
      expect(actual('people', { count: 1 })).toBe(expected('people', { count: 1 }))
      expect(actual('people', { count: 3 })).toBe(expected('people', { count: 3 }))
    }
    expect(translatorOf(remembering)('hello')).toBe('Kia ora')
    expect(translatorOf(remembering)('only')).toBe('Only English')
    expect(translatorOf(remembering)('people', { count: 2 })).toBe('2 tāngata')
  })

  it('look a text up once for its key and numbers, and each time when it is given a string (a name) or an object', () => {
    const instance = i18next.createInstance()
    instance.init({ ...i18nOptions(resources), lng: 'en', initImmediate: false })
    const lookUp = vi.spyOn(instance, 't')
    const t = translatorOf(rememberingPlainTexts(instance))
    expect([t('hello'), t('hello'), t('hello')]).toEqual(['Hello', 'Hello', 'Hello'])
    expect(lookUp).toHaveBeenCalledTimes(1)
    expect([t('people', { count: 1 }), t('people', { count: 5 }), t('people', { count: 1 }), t('people', { count: 5 })]).toEqual(['1 person', '5 people', '1 person', '5 people'])
    expect(lookUp).toHaveBeenCalledTimes(3)
    expect([t('greeting', { name: 'Aroha' }), t('greeting', { name: 'Aroha' })]).toEqual(['Kia ora Aroha', 'Kia ora Aroha'])
    expect(lookUp).toHaveBeenCalledTimes(5)
    expect([t('hello', { interpolation: { escapeValue: true } }), t('hello', { interpolation: { escapeValue: true } })]).toEqual(['Hello', 'Hello'])
    expect(lookUp).toHaveBeenCalledTimes(7)
    // One translator per language, namespaces and prefix: the one a component asks for again is the same.
    expect(translatorOf(instance)).toBe(t)
    expect(translatorOf(instance, 'events')).not.toBe(t)
    expect(translatorOf(instance, 'events')('title')).toBe('My events')
  })
})
