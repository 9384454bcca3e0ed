import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'
import { emailsTried } from '../../../app/domain/notifications/email.server'

/**
 * The outbox's files, once every email this process queued has been tried: emails go through the job queue, delivered
 * after the request (app/domain/notifications/email.server.ts), so a test reads what its actions sent only after them.
 */
export async function outboxFiles(outbox: string): Promise<Buffer[]> {
  await emailsTried()
  if (!fs.existsSync(outbox)) return []
  return fs.readdirSync(outbox).sort().map((file) => fs.readFileSync(path.join(outbox, file)))
}

/** The raw messages written to the test's outbox (the email adapter's file transport) addressed to `email`, oldest first. */
export async function mailsTo(outbox: string, email: string): Promise<string[]> {
  return (await outboxFiles(outbox)).map((file) => file.toString('utf8')).filter((mail) => mail.includes(`To: ${email}`))
}

/** The messages written to the test's outbox for `email`, parsed (headers, text and the HTML part), oldest first. */
export async function parsedMailsTo(outbox: string, email: string): Promise<ParsedMail[]> {
  const parsed = await Promise.all((await outboxFiles(outbox)).map((file) => simpleParser(file)))
  return parsed.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(email)))
}
