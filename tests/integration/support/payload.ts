import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * Boots Payload on a fresh temporary SQLite file (migrated and seeded with reference data like a real
 * start). Call once per test file: Payload keeps one instance per process and vitest forks per file.
 */
export async function startTestPayload(): Promise<StartedPayload> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-int-'))
  const file = path.join(dir, 'test.db')
  const outbox = path.join(dir, 'outbox')
  process.env.DATABASE_URI = `file:${file}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.OUTBOX_DIR = outbox
  const { bootstrap } = await import('../../../server/boot')
  const payload = await bootstrap()
  return { payload, file, dir, outbox }
}

/** The booted instance, its database file and folder, and the folder the email adapter writes messages to. */
export type StartedPayload = { payload: Payload; file: string; dir: string; outbox: string }

type Importers = Record<string, () => Promise<unknown>>
/** The modules `loadDomain` imported, under the names they were given. */
export type Loaded<I extends Importers> = { [K in keyof I]: Awaited<ReturnType<I[K]>> }

/**
 * Boots Payload (startTestPayload), then imports the modules under test. Only then: the Payload config reads the
 * environment when it is loaded, so a module that imports it must wait until the test database is configured.
 *
 *   const modules = { content: () => import('../../app/domain/accounts/content.server') }
 *   let content: Loaded<typeof modules>['content']
 *   beforeAll(async () => ({ payload, content } = await loadDomain(modules)))
 */
export async function loadDomain<I extends Importers>(importers: I): Promise<StartedPayload & Loaded<I>> {
  const started = await startTestPayload()
  const modules: Record<string, unknown> = {}
  // One after another, in the order given, as the tests imported them by hand.
  for (const [name, load] of Object.entries(importers)) modules[name] = await load()
  return { ...started, ...(modules as Loaded<I>) }
}

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${counter++}@test.example.nz`
