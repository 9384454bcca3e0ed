import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'
import { parsedMailsTo } from './support/outbox'
import { createApprovedRoleModel } from './support/fixtures'
import { buildWordLists, languageFinding } from '../../app/i18n/language-scan'
import { shippedCatalogue } from '../../app/i18n/shipped.server'
import { sendVettingReminders } from '../../app/domain/vetting/reminders.server'
import { sendVettingEmail } from '../../app/domain/vetting/emails.server'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
}, 120_000)

const mailTo = (email: string) => parsedMailsTo(outbox, email)

/**
 * Every run of text of an email's HTML part (the title's included) with the `lang` of its nearest element that has
 * one, read with a tag stack (the emails' HTML is the product's own: well-formed, void elements only as <br> and <meta>).
 */
function textsWithLanguage(html: string): { text: string; lang: string }[] {
  const stack: string[] = []
  const texts: { text: string; lang: string }[] = []
  for (const [, closing, name, attributes, text] of html.matchAll(/<(\/?)([a-zA-Z!][^\s>/]*)([^>]*)>|([^<]+)/g)) {
    if (text !== undefined) {
      const trimmed = text.replace(/\s+/g, ' ').trim()
      if (trimmed) texts.push({ text: trimmed, lang: [...stack].reverse().find(Boolean) ?? '' })
      continue
    }
    if (name.startsWith('!') || ['br', 'meta'].includes(name.toLowerCase())) continue
    if (closing) stack.pop()
    else stack.push(/\blang="([^"]+)"/.exec(attributes)?.[1] ?? '')
  }
  return texts
}

const { en, mi } = shippedCatalogue().catalogue
const values = (catalogue: Record<string, Record<string, string>>) => Object.values(catalogue).flatMap((strings) => Object.values(strings))
const lists = buildWordLists(values(en), values(mi))
/** The language scan of the pages (decision 0045) over an email's HTML: each text whose words are not its declared language's. */
const findings = (mail: ParsedMail) =>
  textsWithLanguage(String(mail.html)).flatMap(({ text, lang }) => {
    const finding = languageFinding(text, lang, lists)
    return finding ? [`${finding.language} in lang="${lang}": ${text} [${finding.words.join(', ')}]`] : []
  })

describe('English fallbacks inside a te reo Māori email are marked as on pages (issue 34)', () => {
  it('the vetting email: English body and title marked, its Māori date marked back, no word in the wrong language', async () => {
    const maori = await createApprovedRoleModel(payload, { language: 'mi', checkApprovedAt: '2026-10-27T00:00:00.000Z' })
    await sendVettingEmail(payload, 'approved', await payload.findByID({ collection: 'role-models', id: maori.id, overrideAccess: true }))
    const [approved] = await mailTo(maori.email)
    const html = String(approved.html)
    expect(html).toContain('<html lang="mi">')
    expect(html).toMatch(/<title lang="en">[^<]+<\/title>/)
    expect(html).toMatch(/<body>\s*<div lang="en">/)
    expect(html).toContain('<span lang="mi">27 Oketopa 2026</span>')
    // The scan sees English words (the body) and a Māori date, each declared.
    const texts = textsWithLanguage(html)
    expect(texts.some(({ lang, text }) => lang === 'en' && /check/i.test(text))).toBe(true)
    expect(texts).toContainEqual({ text: '27 Oketopa 2026', lang: 'mi' })
    expect(findings(approved)).toEqual([])
  })

  it('the renewal reminder job: the same marks in each Māori reminder', async () => {
    const maori = await createApprovedRoleModel(payload, { language: 'mi', checkApprovedAt: '2026-10-01T00:00:00.000Z' })
    await sendVettingReminders(payload, new Date('2029-08-01T00:00:00.000Z'))
    const [reminder] = await mailTo(maori.email)
    expect(String(reminder.html)).toMatch(/<span lang="mi">(\d{1,2} )?Oketopa 2029<\/span>/)
    expect(findings(reminder)).toEqual([])
  })

  it('an English email carries no marks, and its English date is plain', async () => {
    const english = await createApprovedRoleModel(payload, { checkApprovedAt: '2026-10-27T00:00:00.000Z' })
    await sendVettingEmail(payload, 'approved', await payload.findByID({ collection: 'role-models', id: english.id, overrideAccess: true }))
    const [approved] = await mailTo(english.email)
    const html = String(approved.html)
    expect(html).toContain('<html lang="en">')
    expect(html).not.toMatch(/<(?!html)[a-z]+[^>]* lang=/)
    expect(html).toContain('27 October 2026')
    expect(findings(approved)).toEqual([])
  })
})
