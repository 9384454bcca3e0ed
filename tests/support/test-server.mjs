// Starts what the end-to-end tests run against: a local SMTP catcher that files every message under
// MAIL_DIR, then the built server on a fresh temporary SQLite database.
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

const mailDir = path.resolve(process.env.MAIL_DIR ?? 'tests/.tmp/mail')
const dbFile = path.resolve(process.env.E2E_DB_FILE ?? 'tests/.tmp/e2e.db')
fs.rmSync(mailDir, { recursive: true, force: true })
fs.mkdirSync(mailDir, { recursive: true })
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true })
fs.rmSync(path.resolve('tests/.tmp/media'), { recursive: true, force: true })

let count = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',')
      const name = `${Date.now()}-${String(count++).padStart(5, '0')}.eml`
      fs.writeFileSync(path.join(mailDir, name), Buffer.concat(chunks))
      fs.writeFileSync(path.join(mailDir, name + '.to'), to)
      callback()
    })
  },
})
const smtpPort = Number(process.env.SMTP_PORT ?? 2525)
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))

Object.assign(process.env, {
  NODE_ENV: 'production',
  DATABASE_URI: `file:${dbFile}`,
  MEDIA_DIR: path.resolve('tests/.tmp/media'),
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'e2e-payload-secret-e2e-payload-secret-0001',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'e2e-session-secret-e2e-session-secret-0001',
  SEED_DEMO: '1',
  DEV_SSO: '1',
  // The development identity provider runs only for this machine (server/listen-address.ts).
  HOST: '127.0.0.1',
  // Warnings and errors only (a JSON line per request otherwise).
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
})
// Passwords hashed at a test's cost in this process (the server's, not production's: see the file).
await import('./password-hash-cost.mjs')
await import(path.resolve('build/server/server.js'))
