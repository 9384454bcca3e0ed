import type { Migration, Payload } from 'payload'
import { getPayloadClient } from '../app/lib/payload.server'
import { getEnv, isMongo } from '../app/lib/env.server'
import { migrations as generatedMigrations } from '../cms/migrations'
import { seedReferenceData } from '../cms/seed/reference'
import { seedDemoData } from '../cms/seed/demo'
import { seedContentImages } from '../cms/seed/content'
import { waitUntil } from './shutdown'
import { jobsRunningHere, releaseJobs } from '../app/lib/job-release.server'

/**
 * Everything the server does once before it answers: connect, apply the committed migrations
 * (a no-op when they already ran), seed reference data, and demo data into an empty database on request.
 */
// The generated index types each migration with the SQLite adapter's own arguments; Payload's Migration takes unknown.
export const migrations = generatedMigrations as unknown as Migration[]

export async function bootstrap(): Promise<Payload> {
  const env = getEnv()
  const payload = await getPayloadClient()
  if (!isMongo(env.DATABASE_URI) && !env.TEXT_IDS) {
    await payload.db.migrate({ migrations })
    // A database a newer version migrated has a schema this code does not know: it must not write to it.
    const unknown = await unknownMigrations(payload)
    if (unknown.length) {
      throw new Error(`the database was migrated by a newer version of this code (migrations ${unknown.join(', ')} are not in this one): run that version, or restore a backup made for this one`)
    }
  }
  await seedReferenceData(payload)
  await seedContentImages(payload)
  if (env.SEED_DEMO) await seedDemoData(payload)
  return payload
}

/** Migrations the database has recorded as applied that this code does not have (a newer version ran them). */
export async function unknownMigrations(payload: Payload): Promise<string[]> {
  const applied = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0, overrideAccess: true, select: { name: true } })
  const known = new Set(migrations.map((migration) => migration.name))
  return applied.docs.map((doc) => doc.name).filter((name): name is string => Boolean(name) && name !== 'dev' && !known.has(name!))
}

/** This code's migrations that the database has not recorded as applied (none on MongoDB, which needs none). */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  if (isMongo(getEnv().DATABASE_URI) || getEnv().TEXT_IDS) return []
  const applied = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0, overrideAccess: true, select: { name: true } })
  const names = new Set(applied.docs.map((doc) => doc.name))
  return migrations.map((migration) => migration.name).filter((name) => !names.has(name))
}

/**
 * Stops the job runner for a shutdown: no new run starts; a running one may finish until the deadline. A job still
 * running here then is released (no longer marked as processing, its try counted), so the next run, in any process,
 * runs it again (every task is idempotent, decision 0005; an email's new try is claimed afresh, decision 0058).
 * Other processes' jobs are theirs (decision 0079).
 */
export async function stopJobRunner(payload: Payload, deadline: number): Promise<void> {
  const crons = payload.crons.splice(0, payload.crons.length)
  if (!crons.length) return
  for (const cron of crons) cron.stop()
  const finished = await waitUntil(() => crons.every((cron) => !cron.isBusy()), deadline)
  const mine = jobsRunningHere()
  if (finished || !mine.length) return
  await releaseJobs(payload, { id: { in: mine } })
}
