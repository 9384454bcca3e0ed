import type { Payload } from 'payload'
import { getEnv } from '../../lib/env.server'
import { programmeName } from '../accounts/content.server'
import { escapeHtml } from '../../lib/html'

/** An iCalendar invitation (REQUEST) or cancellation (CANCEL): nodemailer sends it as the text/calendar alternative clients act on and as an invite.ics attachment. */
export type CalendarAttachment = { method: 'REQUEST' | 'CANCEL'; content: string }

export type EmailMessage = { to: string; subject: string; text: string; html?: string; calendar?: CalendarAttachment }

/** Plain paragraphs, with any URL turned into a link, for the HTML part of a message. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
}

/** Sends one transactional email through Payload's nodemailer adapter (SMTP, or the outbox in development). */
export async function sendEmail(payload: Payload, message: EmailMessage) {
  const env = getEnv()
  // The sender's name is the programme's, as site settings name it (the configured name when none is set).
  const name = (await programmeName(payload, 'en').catch(() => '')) || env.EMAIL_FROM_NAME
  await payload.sendEmail({
    from: { name, address: env.EMAIL_FROM },
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? paragraphsToHtml(message.text),
    ...(message.calendar ? { icalEvent: { method: message.calendar.method, filename: 'invite.ics', content: message.calendar.content } } : {}),
  })
}

/** An absolute link to a path of this site. */
export function siteUrl(path: string): string {
  return new URL(path, getEnv().SERVER_URL).toString()
}
