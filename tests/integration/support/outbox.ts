import fs from 'node:fs'
import path from 'node:path'

/** The raw messages written to the test's outbox (the email adapter's file transport) addressed to `email`. */
export function mailsTo(outbox: string, email: string): string[] {
  if (!fs.existsSync(outbox)) return []
  return fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')).filter((mail) => mail.includes(`To: ${email}`))
}
