import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { i18nOptions } from '../../i18n/config'
import { instancesOf, rememberingPlainTexts } from './catalogue.server'

const resources = {
  en: { common: { hello: 'Hello', people_one: '{{count}} person', people_other: '{{count}} people', only: 'Only English' }, events: { title: 'My events' } },
  mi: { common: { hello: 'Kia ora', people_one: '{{count}} tangata', people_other: '{{count}} tāngata' } },
}

describe("the page-rendering instances' translators", () => {
  it('give the same texts as i18next: plain, with options, in another namespace, with a prefix, falling back to English', () => {
    const plain = i18next.createInstance()
    plain.init({ ...i18nOptions(resources), lng: 'mi', initImmediate: false })
    const remembering = instancesOf(resources).instanceFor('mi')
    for (const [ns, prefix] of [[null, undefined], ['events', undefined], [['events', 'common'], undefined], [null, 'people']] as const) {
      const expected = plain.getFixedT('mi', ns as string, prefix)
      const actual = remembering.getFixedT(null, ns as string, prefix)
      for (const key of ['hello', 'only', 'title', 'missing.key', 'one']) {
        expect(actual(key)).toBe(expected(key))
        expect(actual(key)).toBe(expected(key))
      }
      expect(actual('people', { count: 1 })).toBe(expected('people', { count: 1 }))
      expect(actual('people', { count: 3 })).toBe(expected('people', { count: 3 }))
    }
    expect(remembering.getFixedT(null)('hello')).toBe('Kia ora')
    expect(remembering.getFixedT(null)('only')).toBe('Only English')
    expect(remembering.getFixedT(null)('people', { count: 2 })).toBe('2 tāngata')
  })

  it('look a plain text up once, and a text with options every time', () => {
    const instance = i18next.createInstance()
    instance.init({ ...i18nOptions(resources), lng: 'en', initImmediate: false })
    const lookUp = vi.spyOn(instance, 't')
    const t = rememberingPlainTexts(instance).getFixedT(null)
    expect([t('hello'), t('hello'), t('hello')]).toEqual(['Hello', 'Hello', 'Hello'])
    expect(lookUp).toHaveBeenCalledTimes(1)
    expect([t('people', { count: 1 }), t('people', { count: 5 })]).toEqual(['1 person', '5 people'])
    expect(lookUp).toHaveBeenCalledTimes(3)
    // One translator per language, namespaces and prefix: the one a component asks for again is the same.
    expect(instance.getFixedT(null)).toBe(t)
    expect(instance.getFixedT(null, 'events')).not.toBe(t)
    expect(instance.getFixedT(null, 'events')('title')).toBe('My events')
  })
})
