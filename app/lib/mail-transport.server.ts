import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { Env } from './env.server'

/**
 * SMTP when SMTP_HOST is set; otherwise every message is written to OUTBOX_DIR as an .eml file
 * (a newcomer opens the verification link from there).
 */
export function createMailTransport(env: Env): Transporter {
  if (env.SMTP_HOST) {
    return nodemailer.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT ?? 587,
      secure: env.SMTP_SECURE,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
      // A local catcher has no certificate; real relays negotiate STARTTLS when offered.
      tls: { rejectUnauthorized: env.NODE_ENV === 'production' },
    })
  }
  const outbox = path.resolve(env.OUTBOX_DIR)
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const send = stream.sendMail.bind(stream)
  stream.sendMail = (async (mail: nodemailer.SendMailOptions) => {
    const info = await send(mail)
    fs.mkdirSync(outbox, { recursive: true })
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`)
    fs.writeFileSync(file, info.message as Buffer)
    return info
  }) as typeof stream.sendMail
  return stream
}
