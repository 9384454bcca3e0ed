import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * Boots Payload on a fresh temporary SQLite file (migrated and seeded with reference data like a real
 * start). Call once per test file: Payload keeps one instance per process and vitest forks per file.
 */
export async function startTestPayload(): Promise<{ payload: Payload; file: string; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-int-'))
  const file = path.join(dir, 'test.db')
  process.env.DATABASE_URI = `file:${file}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.OUTBOX_DIR = path.join(dir, 'outbox')
  const { bootstrap } = await import('../../../app/utils/boot.server')
  const payload = await bootstrap()
  return { payload, file, dir }
}

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${counter++}@test.example.nz`
