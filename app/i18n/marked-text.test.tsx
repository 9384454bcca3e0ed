import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18nOptions } from './config'
import { useComposedText, useMarkedText } from './marked-text'

const resources = {
  en: { profile: { approved: 'Approved on {{date}}. Valid until {{expires}}.', greeting: 'Kia ora {{name}}', live: 'Your profile is live.', saved: 'Saved' } },
  mi: { profile: { approved: 'I whakaaetia i te {{date}}. Ka mana tonu tae noa ki te {{expires}}.', saved: 'Kua tiakina' } },
}

function render(lng: 'en' | 'mi', use: () => React.ReactNode) {
  const i18n = i18next.createInstance()
  i18n.init({ ...i18nOptions(resources), lng, initImmediate: false })
  function Probe() {
    return <>{use()}</>
  }
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}><Probe /></I18nextProvider>)
}

describe('useComposedText: each part of a sentence in its own language', () => {
  const useApproved = () => useComposedText('profile')('approved', { date: '27 Oketopa 2026', expires: '27 Oketopa 2029' })
  it('an English sentence on a Māori page is marked English, and the dates in it Māori', () => {
    const mi = { ...resources.mi, profile: { saved: 'Kua tiakina' } }
    const i18n = i18next.createInstance()
    i18n.init({ ...i18nOptions({ en: resources.en, mi }), lng: 'mi', initImmediate: false })
    function Probe() {
      return <>{useApproved()}</>
    }
    expect(renderToStaticMarkup(<I18nextProvider i18n={i18n}><Probe /></I18nextProvider>)).toBe(
      '<span lang="en">Approved on <span lang="mi">27 Oketopa 2026</span>. Valid until <span lang="mi">27 Oketopa 2029</span>.</span>',
    )
  })
  it('a translated sentence, or any English page, needs no marks', () => {
    expect(render('mi', useApproved)).toBe('I whakaaetia i te 27 Oketopa 2026. Ka mana tonu tae noa ki te 27 Oketopa 2029.')
    expect(render('en', () => useComposedText('profile')('approved', { date: '27 October 2026', expires: '27 October 2029' }))).toBe('Approved on 27 October 2026. Valid until 27 October 2029.')
  })
  it('a node part keeps its own marks; options interpolate as usual', () => {
    expect(render('mi', () => useComposedText('profile')('greeting', { name: <b>Mere</b> }))).toBe('<span lang="en">Kia ora <b>Mere</b></span>')
  })
})

describe('useMarkedText', () => {
  it('marks a fallback, leaves a translation plain', () => {
    expect(render('mi', () => useMarkedText('profile')('live'))).toBe('<span lang="en">Your profile is live.</span>')
    expect(render('mi', () => useMarkedText('profile')('saved'))).toBe('Kua tiakina')
  })
})
