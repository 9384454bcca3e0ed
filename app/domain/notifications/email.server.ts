import { randomUUID } from 'node:crypto'
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
import { EMAIL_TASK, NOTICE_QUEUE, runNoticeNow } from './queue'
import { sharedCounter } from '../../lib/rate-limit.server'
import { releaseJobs } from '../../lib/job-release.server'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

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

/**
 * Sends an email without the caller waiting on the mail server: the message is queued in the database (a job), then
 * delivered by this process, one email after another in the order queued. A delivery that fails (the mail server down,
 * the process stopped) stays queued and is tried again within the minute by any process (cms/jobs: three retries). Only
 * if the database refuses the job is the email delivered at once, as before.
 */
export async function sendEmail(payload: Payload, message: EmailMessage): Promise<void> {
  let id: number | string
  try {
    ;({ id } = await payload.jobs.queue({ task: EMAIL_TASK, input: { message, claim: randomUUID() } satisfies EmailJobInput, queue: NOTICE_QUEUE }))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Could not queue an email: delivering it now' })
    await deliverEmail(payload, message)
    return
  }
  state.undelivered += 1
  state.chain = state.chain
    .then(() => deliverQueued(payload, id))
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `Could not run email job ${id} (the queue tries it again)` }))
    .finally(() => {
      state.undelivered -= 1
    })
}

/**
 * This process's deliveries, chained in the order queued; how many have not been tried; the one under way; whether a
 * shutdown stopped them. On globalThis: the server entry (its shutdown) and the Remix build (the requests) each bundle
 * this module.
 */
type Deliveries = { chain: Promise<unknown>; undelivered: number; underWay: number | string | null; stopped: boolean }
const state: Deliveries = ((globalThis as { __emailDeliveries?: Deliveries }).__emailDeliveries ??= { chain: Promise.resolve(), undelivered: 0, underWay: null, stopped: false })

async function deliverQueued(payload: Payload, id: number | string) {
  // After a shutdown's deadline nothing more starts here: the email stays queued for the next minute's run.
  if (state.stopped) return
  state.underWay = id
  try {
    await runNoticeNow(payload, id)
  } finally {
    state.underWay = null
  }
}

/** Resolves once every email this process has queued so far has been tried (tests read the outbox after it). */
export async function emailsTried(): Promise<void> {
  while (state.undelivered > 0) await state.chain
}

/**
 * For a shutdown: this process's deliveries go on until the deadline. Then none starts; those not started stay queued
 * for any process's next minute, and the one under way is released as a new try (app/lib/job-release.server.ts).
 */
export async function finishEmailDeliveries(payload: Payload, deadline: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))
  })
  const finished = await Promise.race([emailsTried().then(() => true), late])
  clearTimeout(timer)
  if (finished) return
  state.stopped = true
  if (state.underWay != null) await releaseJobs(payload, { id: { equals: state.underWay } })
}

/**
 * The email job's input: the message, and the name its tries are claimed under (a job's id does not do: SQLite gives a
 * deleted job's id to the next one).
 */
export type EmailJobInput = { message: EmailMessage; claim: string }

const CLAIM_WINDOW_MS = 10 * 60_000
const claimsOf = new WeakMap<Payload, RateLimiterAbstract>()

/**
 * The email job's handler: delivers the message once for this try of the job, or not at all when another run claimed
 * the try. Payload takes a job by finding it, then marking it as running: two runs at the same moment (this process's
 * delivery and the minute's run of the queue in another) can both take one job. The first to claim `claim:try` in the
 * shared store (an atomic upsert, as for the rate limits: decision 0034) delivers; the other returns. Returns whether
 * this run delivered.
 */
export async function deliverEmailJob(payload: Payload, input: EmailJobInput, job: { totalTried?: number | null }): Promise<boolean> {
  let claims = claimsOf.get(payload)
  if (!claims) claimsOf.set(payload, (claims = sharedCounter(payload, { name: 'email-job', limit: 1, windowMs: CLAIM_WINDOW_MS })))
  const claimed = await claims.penalty(`${input.claim}:${job.totalTried ?? 0}`, 1)
  if (claimed.consumedPoints !== 1) return false
  await deliverEmail(payload, input.message)
  return true
}

/** Delivers one email now, through Payload's email adapter. */
async function deliverEmail(payload: Payload, message: EmailMessage) {
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
