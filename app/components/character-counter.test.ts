import { describe, expect, it } from 'vitest'
import i18next from 'i18next'
import { catalogueRows, toResources } from '~/i18n/catalogue'
import { i18nOptions } from '~/i18n/config'
import { shippedCatalogue } from '~/i18n/shipped.server'
import { counterState } from './character-counter'

describe('character counter', () => {
  it('counts down from 1000', () => {
    expect(counterState(0)).toEqual({ remaining: 1000, level: 'ok' })
    expect(counterState(900)).toEqual({ remaining: 100, level: 'ok' })
  })
  it('warns below 100 remaining and errors when over', () => {
    expect(counterState(901)).toEqual({ remaining: 99, level: 'warning' })
    expect(counterState(1000)).toEqual({ remaining: 0, level: 'warning' })
    expect(counterState(1001)).toEqual({ remaining: -1, level: 'error' })
  })
  it('honours another maximum', () => {
    expect(counterState(250, 255)).toEqual({ remaining: 5, level: 'warning' })
  })
})

describe('character counter wording', () => {
  const t = async () => {
    const i18n = i18next.createInstance()
    await i18n.init({ ...i18nOptions(toResources(catalogueRows(shippedCatalogue().catalogue, []))), lng: 'en' })
    return i18n.t
  }
  it("says 'N characters remaining'", async () => {
    const translate = await t()
    expect(translate('counter.remaining', { count: 1000 })).toBe('1000 characters remaining')
    expect(translate('counter.remaining', { count: 0 })).toBe('0 characters remaining')
  })
  it("says 'characters too many', singular at 1", async () => {
    const translate = await t()
    expect(translate('counter.tooMany', { count: 1 })).toBe('1 character too many')
    expect(translate('counter.tooMany', { count: 2 })).toBe('2 characters too many')
  })
})
