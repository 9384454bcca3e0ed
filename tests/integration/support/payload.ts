import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * Boots Payload on the test file's own temporary SQLite file (named by support/environment.ts before the file's
 * imports), migrated and seeded with reference data like a real start. Call once per test file: Payload keeps one
 * instance per process and vitest forks per file.
 */
export async function startTestPayload(): Promise<StartedPayload> {
  const file = (process.env.DATABASE_URI ?? '').replace(/^file:/, '')
  if (!file) throw new Error('DATABASE_URI is not set: run the integration tests through vitest (support/environment.ts)')
  const dir = path.dirname(file)
  fs.mkdirSync(dir, { recursive: true })
  const { bootstrap } = await import('../../../server/boot')
  const payload = await bootstrap()
  return { payload, file, dir, outbox: process.env.OUTBOX_DIR! }
}

/** The booted instance, its database file and folder, and the folder the email adapter writes messages to. */
export type StartedPayload = { payload: Payload; file: string; dir: string; outbox: string }

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${counter++}@test.example.nz`
