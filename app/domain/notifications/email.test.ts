import { describe, expect, it } from 'vitest'
import { emailDocument, markMaoriDates, paragraphsToHtml } from './email.server'

describe('the HTML part of an email (issue 34: each part in its own language)', () => {
  it('marks the te reo Māori dates inside an English body, with their weekday, day or year', () => {
    expect(markMaoriDates('<p>Approved on 27 Oketopa 2026.</p>')).toBe('<p>Approved on <span lang="mi">27 Oketopa 2026</span>.</p>')
    expect(markMaoriDates('<p>Rātapu, 1 Tīhema 2026 at 9:00; again on 3 Mei</p>')).toBe('<p><span lang="mi">Rātapu, 1 Tīhema 2026</span> at 9:00; again on <span lang="mi">3 Mei</span></p>')
    expect(markMaoriDates('<p>Renew before Oketopa 2029</p>')).toBe('<p>Renew before <span lang="mi">Oketopa 2029</span></p>')
  })

  it('leaves words that only look like a month, addresses and attributes alone', () => {
    const html = '<p>Mei and Hune came on Monday</p><a href="https://example.org/27 Oketopa 2026">link</a>'
    expect(markMaoriDates(html)).toBe(html)
  })

  it('a Māori email with an English body: the body and its title marked English, its Māori dates marked back', () => {
    const html = emailDocument({ lang: 'mi', subject: 'Your check is approved', body: paragraphsToHtml('Approved on 27 Oketopa 2026.'), bodyLang: 'en' })
    expect(html).toContain('<html lang="mi">')
    expect(html).toContain('<title lang="en">Your check is approved</title>')
    expect(html).toContain('<div lang="en">\n<p>Approved on <span lang="mi">27 Oketopa 2026</span>.</p>\n</div>')
  })

  it('an email wholly in its own language is not marked at all', () => {
    const html = emailDocument({ lang: 'en', subject: 'Approved', body: paragraphsToHtml('Approved on 27 October 2026.') })
    expect(html).toContain('<title>Approved</title>')
    expect(html).not.toMatch(/<(div|span)[^>]* lang=/)
  })
})
