import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * Boots Payload on the test file's own temporary SQLite file (named by support/environment.ts before the file's
 * imports), migrated and seeded with reference data like a real start. Call once per test file: Payload keeps one
 * instance per process and vitest forks per file.
 *
 * Migrating (or, with TEXT_IDS, pushing the schema) and seeding the reference data cost every file seconds. So the
 * first file of a run boots as a real start does and keeps a copy of what that start made (the database and the
 * seeded images: support/template.ts names the folder); every other file of the run starts from that copy and then
 * boots on it as a real restart does (migrations already recorded, reference data already there). `fresh` boots
 * on an empty database whatever there is (the migrations' own tests).
 */
export async function startTestPayload({ fresh = false } = {}): Promise<StartedPayload> {
  const file = (process.env.DATABASE_URI ?? '').replace(/^file:/, '')
  if (!file) throw new Error('DATABASE_URI is not set: run the integration tests through vitest (support/environment.ts)')
  const dir = path.dirname(file)
  fs.mkdirSync(dir, { recursive: true })
  const { bootstrap } = await import('../../../server/boot')
  const template = fresh ? undefined : await takeTemplate(file)
  let payload: Payload
  try {
    payload = await bootstrap()
  } catch (error) {
    template?.fail?.(error)
    throw error
  }
  if (template?.make) await template.make()
  return { payload, file, dir, outbox: process.env.OUTBOX_DIR! }
}

/** The booted instance, its database file and folder, and the folder the email adapter writes messages to. */
export type StartedPayload = { payload: Payload; file: string; dir: string; outbox: string }

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${counter++}@test.example.nz`

const TEMPLATE_WAIT_MS = 180_000

/**
 * Copies the run's template into this file's database and media folder when it is there. Otherwise the first file to
 * ask makes it (a lock folder decides which): it boots on its own empty database and then calls `make`, which copies
 * what the boot made. A file that waited too long for another's template boots on its own, as without one.
 */
async function takeTemplate(file: string): Promise<{ make?: () => Promise<void>; fail?: (error: unknown) => void } | undefined> {
  const root = process.env.TEST_DB_TEMPLATE_DIR
  if (!root || !process.env.DATABASE_URI?.startsWith('file:')) return undefined
  const templateDb = path.join(root, 'template.db')
  const templateMedia = path.join(root, 'media')
  const ready = path.join(root, 'ready')
  const failed = path.join(root, 'failed')
  const media = process.env.MEDIA_DIR!
  try {
    fs.mkdirSync(path.join(root, 'lock'))
  } catch {
    // Another file makes it: wait for it, then copy.
    const deadline = Date.now() + TEMPLATE_WAIT_MS
    while (!fs.existsSync(ready) && !fs.existsSync(failed) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    if (!fs.existsSync(ready)) return undefined
    fs.copyFileSync(templateDb, file)
    if (fs.existsSync(templateMedia)) fs.cpSync(templateMedia, media, { recursive: true })
    return {}
  }
  const fail = (error: unknown) => fs.writeFileSync(failed, String(error))
  return {
    fail,
    make: async () => {
      try {
        // A consistent copy of the database as it is now (the write-ahead log's pages included), written beside and
        // renamed, so no file ever reads half a template.
        const { createClient } = await import('@libsql/client')
        const client = createClient({ url: `file:${file}` })
        const partial = `${templateDb}.partial`
        await client.execute({ sql: 'VACUUM INTO ?', args: [partial] })
        client.close()
        if (fs.existsSync(media)) fs.cpSync(media, templateMedia, { recursive: true })
        fs.renameSync(partial, templateDb)
        fs.writeFileSync(ready, '')
      } catch (error) {
        fail(error)
        throw error
      }
    },
  }
}
