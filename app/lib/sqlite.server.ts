import type { Payload } from 'payload'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { log } from './logger.server'

/** Payload types `db` as the interface all adapters share; its name says which one it is. */
const isSqlite = (db: Payload['db']): db is Payload['db'] & SQLiteAdapter => db.name === 'sqlite'

/** The embedded SQLite adapter, whose libsql client runs raw SQL; null on MongoDB. */
export function sqliteAdapterOf(payload: Payload): SQLiteAdapter | null {
  return isSqlite(payload.db) ? payload.db : null
}

/** The embedded database's libsql client, for raw SQL. */
export type SqlClient = SQLiteAdapter['client']

/**
 * The one place that chooses whether one of the few reads kept in SQL (decision 0060: browse's matching step, the staff
 * dashboard's and outreach's counts) runs its SQLite step: the libsql client when the embedded database serves, null on
 * MongoDB or when `FAST_PATHS=off`, when the portable twin runs instead. Each such read and its twin are held equal in
 * the one table of tests/integration/fast-paths.test.ts; the test command runs the integration suite again with them off.
 */
export function fastPathClient(payload: Payload): SqlClient | null {
  if (process.env.FAST_PATHS === 'off') return null
  return sqliteAdapterOf(payload)?.client ?? null
}

const MAINTENANCE_EVERY_MS = 6 * 60 * 60 * 1000

/**
 * Database housekeeping, now and every six hours (a few milliseconds, ~0.1 s for the search index of 10,000 role
 * models):
 * - ANALYZE (sampling at most 400 rows per index) gives SQLite's query planner statistics of the tables. Without them
 *   the planner guesses from index shapes alone and, for instance, read every visible role model through the browse
 *   index to find nine by id (decision 0021).
 * - The role models' search index is merged into one segment (FTS5's 'optimize'). Every profile change adds a small
 *   segment and FTS5 merges them only now and then; a search word reads each segment, and a merged index answered a
 *   common word (1,800 matches) in 70% of the time (decision 0021).
 */
export async function maintainDatabase(payload: Payload): Promise<void> {
  const client = sqliteAdapterOf(payload)?.client
  if (!client) return
  const maintain = async () => {
    await client.executeMultiple('PRAGMA analysis_limit=400; ANALYZE;')
    await client.execute("INSERT INTO role_models_search (role_models_search) VALUES ('optimize')")
  }
  await maintain()
  setInterval(() => maintain().catch((error: Error) => log().error({ err: error }, 'Database maintenance failed')), MAINTENANCE_EVERY_MS).unref()
}
