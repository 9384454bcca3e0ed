import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'

/** The raw messages written to the test's outbox (the email adapter's file transport) addressed to `email`. */
export function mailsTo(outbox: string, email: string): string[] {
  if (!fs.existsSync(outbox)) return []
  return fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')).filter((mail) => mail.includes(`To: ${email}`))
}

/** The messages written to the test's outbox for `email`, parsed (headers, text and the HTML part), oldest first. */
export async function parsedMailsTo(outbox: string, email: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(outbox)) return []
  const files = fs.readdirSync(outbox).sort().map((file) => fs.readFileSync(path.join(outbox, file)))
  const parsed = await Promise.all(files.map((file) => simpleParser(file)))
  return parsed.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(email)))
}
