import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { i18nOptions } from './config'
import { englishFallback } from './use-t'

const resources = {
  en: {
    events: { pages: { typeEvent: { online: 'Online event' }, typeEventOn: '{{type}}, {{date}}', card: { date: 'Date' }, list: { tabCount: '{{label}} ({{count}})', tabs: { upcoming: 'Upcoming' } } } },
    common: { pager: { page: 'Page {{page}}' } },
  },
  mi: { events: { pages: { card: { date: 'Rā' }, list: { tabCount: '{{label}} ({{count}})' } } }, common: {} },
}

function instance(lng: 'en' | 'mi') {
  const i18n = i18next.createInstance()
  i18n.init({ ...i18nOptions(resources), lng, initImmediate: false })
  return i18n
}

describe('English fallbacks on a page in another language', () => {
  const mi = instance('mi')
  const events = ['events']

  it('marks a text with no te reo Māori, not a translated one', () => {
    expect(englishFallback(mi, events, 'pages.card.date')).toBeUndefined()
    expect(englishFallback(mi, events, 'pages.typeEvent.online')).toBe('en')
  })

  it('marks a composed text when any of its keys falls back', () => {
    expect(englishFallback(mi, events, ['pages.typeEventOn', 'pages.typeEvent.online'])).toBe('en')
    // Translated frame, English part: the label shows in English.
    expect(englishFallback(mi, events, ['pages.list.tabCount', 'pages.list.tabs.upcoming'])).toBe('en')
    expect(englishFallback(mi, events, ['pages.list.tabCount', 'pages.card.date'])).toBeUndefined()
  })

  it('leaves a text the visitor wrote (no keys) and every English page unmarked', () => {
    expect(englishFallback(mi, events, [])).toBeUndefined()
    expect(englishFallback(instance('en'), events, ['pages.typeEventOn', 'pages.typeEvent.online'])).toBeUndefined()
  })

  it('gives attributes, which cannot say their language, the English text rather than a key', () => {
    expect(mi.t('common:pager.page', { page: 2 })).toBe('Page 2')
    expect(mi.t('events:pages.typeEventOn', { type: mi.t('events:pages.typeEvent.online'), date: '5 Māehe 2027' })).toBe('Online event, 5 Māehe 2027')
  })
})
