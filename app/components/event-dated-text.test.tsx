import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18nOptions } from '~/i18n/config'
import { useDatedText } from './event-dated-text'

const resources = {
  en: { events: { feedback: { openUntil: 'Feedback can be given until {{date}}.', both: 'From {{from}} to {{to}} ({{count}})' }, done: 'Done on {{date}}' } },
  mi: { events: { done: 'Oti i te {{date}}' } },
}

function render(lng: 'en' | 'mi', key: string, dates: Record<string, string>, options?: Record<string, unknown>) {
  const i18n = i18next.createInstance()
  i18n.init({ ...i18nOptions(resources), lng, initImmediate: false })
  function Sentence() {
    const dated = useDatedText('events')
    return <p>{dated(key, dates, options)}</p>
  }
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}><Sentence /></I18nextProvider>)
}

describe('a sentence with dates, each part in its own language (issue 34)', () => {
  it('marks the page-language dates back inside a sentence that falls back to English', () => {
    expect(render('mi', 'feedback.openUntil', { date: '7 Tīhema 2026' })).toBe('<p>Feedback can be given until <span lang="mi">7 Tīhema 2026</span>.</p>')
    expect(render('mi', 'feedback.both', { from: '1 Hānuere 2026', to: '31 Tīhema 2026' }, { count: 3 }))
      .toBe('<p>From <span lang="mi">1 Hānuere 2026</span> to <span lang="mi">31 Tīhema 2026</span> (3)</p>')
  })

  it('leaves a translated sentence, an English page and a sentence without its date as plain text', () => {
    expect(render('mi', 'done', { date: '7 Tīhema 2026' })).toBe('<p>Oti i te 7 Tīhema 2026</p>')
    expect(render('en', 'feedback.openUntil', { date: '7 December 2026' })).toBe('<p>Feedback can be given until 7 December 2026.</p>')
    expect(render('mi', 'feedback.openUntil', { date: '' })).toBe('<p>Feedback can be given until .</p>')
  })
})
