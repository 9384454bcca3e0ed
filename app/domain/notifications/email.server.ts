import type { TFunction } from 'i18next'
import type { Payload } from 'payload'
import { getEnv } from '../../lib/env.server'
import { programmeName } from '../accounts/content.server'
import { escapeHtml } from '../../lib/html'
import type { Language } from '../../i18n/config'
import { englishFallback } from '../../i18n/fallback'
import { currentCatalogue } from '../translations/catalogue.server'
import { storedLanguage } from '../accounts/language'
import { formatDisplayDate } from '../shared/dates'
import { MI_MONTHS, MI_WEEKDAYS } from '../../i18n/format'

/** An iCalendar invitation (REQUEST) or cancellation (CANCEL): nodemailer sends it as the text/calendar alternative clients act on and as an invite.ics attachment. */
export type CalendarAttachment = { method: 'REQUEST' | 'CANCEL'; content: string }

/**
 * One email. `lang` is the recipient's language (their stored one; a visitor's page language): the HTML part's root
 * says it and so does the Content-Language header (decision 0042). `textLang` 'en' marks the body as English where
 * the recipient's language fell back to it (no te reo Māori copy yet), as pages mark their fallbacks.
 */
export type EmailMessage = { to: string; lang: Language; subject: string; text: string; textLang?: 'en'; html?: string; calendar?: CalendarAttachment }

/** Plain paragraphs, with any URL turned into a link, for the HTML part of a message. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
}

// A date the formatter wrote in te reo Māori ('Rātapu, 27 Oketopa 2026', '27 Oketopa', 'Oketopa 2026'): a month name
// with its day or its year, and the weekday before it.
const MI_DATE = new RegExp(`(?:(?:${MI_WEEKDAYS.join('|')}),? )?(?:\\d{1,2} (?:${MI_MONTHS.join('|')})(?: \\d{4})?|(?:${MI_MONTHS.join('|')}) \\d{4})`, 'gu')

/**
 * Each part of an English body in its own language (issue 34): the dates of a Māori email are written in te reo Māori
 * (`mailCopy`'s `date`), so inside the English fallback they are marked `lang="mi"`, as pages mark a composed
 * sentence's parts. Only text between tags is touched (never an address or an attribute).
 */
export function markMaoriDates(html: string): string {
  return html.replace(/(^|>)([^<]+)/g, (_, open: string, text: string) => open + text.replace(MI_DATE, (date) => `<span lang="mi">${date}</span>`))
}

/**
 * The HTML part as a whole document whose root declares the language; an English body inside a Māori email is marked,
 * its subject (the document's title) too, and the Māori dates inside that English body are marked back.
 */
export function emailDocument({ lang, subject, body, bodyLang }: { lang: Language; subject: string; body: string; bodyLang?: 'en' }): string {
  const fallback = bodyLang && bodyLang !== lang ? bodyLang : undefined
  const marked = fallback ? `<div lang="${fallback}">\n${lang === 'mi' ? markMaoriDates(body) : body}\n</div>` : body
  const title = `<title${fallback ? ` lang="${fallback}"` : ''}>${escapeHtml(subject)}</title>`
  return `<!DOCTYPE html>\n<html lang="${lang}">\n<head><meta charset="utf-8">${title}</head>\n<body>\n${marked}\n</body>\n</html>`
}

/** Sends one transactional email through Payload's nodemailer adapter (SMTP, or the outbox in development). */
export async function sendEmail(payload: Payload, message: EmailMessage) {
  const env = getEnv()
  // The sender's name is the programme's, as site settings name it (the configured name when none is set).
  const name = (await programmeName(payload, message.lang).catch(() => '')) || env.EMAIL_FROM_NAME
  await payload.sendEmail({
    from: { name, address: env.EMAIL_FROM },
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: emailDocument({ lang: message.lang, subject: message.subject, body: message.html ?? paragraphsToHtml(message.text), bodyLang: message.textLang }),
    headers: { 'Content-Language': message.lang },
    ...(message.calendar ? { icalEvent: { method: message.calendar.method, filename: 'invite.ics', content: message.calendar.content } } : {}),
  })
}

/**
 * The wording of emails to one person, in their language: `t` from the catalogue (editors' overrides included),
 * `textLang(keys)` 'en' when that language has no text for any of the keys (English shows), and dates in it.
 * `language` is a stored value: anything but en or mi writes English.
 */
export type MailCopy = { lang: Language; t: TFunction; textLang: (keys: string | readonly string[], options?: Record<string, unknown>) => 'en' | undefined; date: (value: string | Date) => string }

export async function mailCopy(payload: Payload, language: unknown, ns: string): Promise<MailCopy> {
  const lang = storedLanguage(language)
  const { instance } = await currentCatalogue(payload)
  const i18n = { language: lang, exists: instance.exists.bind(instance) }
  return {
    lang,
    t: instance.getFixedT(lang, ns),
    textLang: (keys, options) => englishFallback(i18n, [ns], keys, options),
    date: (value) => formatDisplayDate(value, lang),
  }
}

/** An absolute link to a path of this site. */
export function siteUrl(path: string): string {
  return new URL(path, getEnv().SERVER_URL).toString()
}
