import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'
import { mailDir } from '../../../playwright.config'

export type CaughtMail = ParsedMail & { links: string[] }

/**
 * Waits for the newest message the local SMTP catcher received for `to`, optionally matching the subject (or a test of
 * the whole message, where other tests mail the same address at the same time).
 */
export async function waitForMail(to: string, subject?: RegExp | ((mail: CaughtMail) => boolean), timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs
  const dir = path.resolve(mailDir)
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse() : []
    for (const file of files) {
      // The catcher writes a message's recipients just after the message: not there yet, it is read on the next round.
      const recipientsFile = path.join(dir, `${file}.to`)
      if (!fs.existsSync(recipientsFile)) continue
      const recipients = fs.readFileSync(recipientsFile, 'utf8').split(',')
      if (!recipients.includes(to.toLowerCase())) continue
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)))
      const links = [...String(mail.html || mail.text || '').matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&'))
      const caught = Object.assign(mail, { links })
      if (subject && !(typeof subject === 'function' ? subject(caught) : subject.test(mail.subject ?? ''))) continue
      return caught
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No email to ${to}${subject ? ` matching ${String(subject)}` : ''} within ${timeoutMs} ms`)
}

/** How many messages were sent to `to` so far (to prove something was not sent). */
export function mailCount(to: string): number {
  const dir = path.resolve(mailDir)
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir).filter((f) => f.endsWith('.to') && fs.readFileSync(path.join(dir, f), 'utf8').split(',').includes(to.toLowerCase())).length
}
