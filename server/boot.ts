import type { Migration, Payload } from 'payload'
import { getPayloadClient } from '../app/lib/payload.server'
import { getEnv, isMongo } from '../app/lib/env.server'
import { migrations as generatedMigrations } from '../cms/migrations'
import { seedReferenceData } from '../cms/seed/reference'
import { seedDemoData } from '../cms/seed/demo'
import { seedContentImages } from '../cms/seed/content'

/**
 * Everything the server does once before it answers: connect, apply the committed migrations
 * (a no-op when they already ran), seed reference data, and demo data into an empty database on request.
 */
// The generated index types each migration with the SQLite adapter's own arguments; Payload's Migration takes unknown.
export const migrations = generatedMigrations as unknown as Migration[]

export async function bootstrap(): Promise<Payload> {
  const env = getEnv()
  const payload = await getPayloadClient()
  if (!isMongo(env.DATABASE_URI)) await payload.db.migrate({ migrations })
  await seedReferenceData(payload)
  await seedContentImages(payload)
  if (env.SEED_DEMO) await seedDemoData(payload)
  return payload
}
