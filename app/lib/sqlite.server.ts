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
 * The one place that chooses between a read's SQLite fast path and its portable counterpart through Payload's Local
 * API (what MongoDB runs): the libsql client when the embedded database serves, null otherwise or when
 * `FAST_PATHS=off`. The test command runs the integration suite a second time with them off, so the portable reads
 * are exercised on every change (decision 0029). Each fast path is a pair, `xThroughSql` and `xThroughPayload`,
 * beside each other, with an equality test named after it in tests/integration/fast-paths.test.ts.
 */
export function fastPathClient(payload: Payload): SqlClient | null {
  if (process.env.FAST_PATHS === 'off') return null
  return sqliteAdapterOf(payload)?.client ?? null
}

/** A text column's value as read by raw SQL: the string, or null for NULL. */
export const sqlText = (value: unknown): string | null => (value == null ? null : String(value))
/** A number column as Payload reads it: null stays null. */
export const sqlNumber = (value: unknown): number | null => (value == null ? null : Number(value))
/** A checkbox column (0 or 1) as Payload reads it: null stays null. */
export const sqlBoolean = (value: unknown): boolean | null => (value == null ? null : Number(value) === 1)

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
