import type { Payload } from 'payload'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'

/** The embedded SQLite adapter, whose libsql client runs raw SQL; null on MongoDB. */
export function sqliteAdapterOf(payload: Payload): SQLiteAdapter | null {
  // Payload types `db` as the interface all adapters share (too loosely to narrow); its name says which one it is.
  return payload.db.name === 'sqlite' ? (payload.db as unknown as SQLiteAdapter) : null
}

/** A text column's value as read by raw SQL: the string, or null for NULL. */
export const sqlText = (value: unknown): string | null => (value == null ? null : String(value))

const PLANNER_STATS_EVERY_MS = 6 * 60 * 60 * 1000

/**
 * Gives SQLite's query planner statistics of the tables (ANALYZE, sampling at most 400 rows per index, a few
 * milliseconds), now and every six hours. Without them the planner guesses from index shapes alone and, for
 * instance, read every visible role model through the browse index to find nine by id (decision 0021).
 */
export async function keepPlannerStatistics(payload: Payload): Promise<void> {
  const client = sqliteAdapterOf(payload)?.client
  if (!client) return
  const analyze = () => client.executeMultiple('PRAGMA analysis_limit=400; ANALYZE;')
  await analyze()
  setInterval(() => analyze().catch((error: Error) => console.error(`ANALYZE failed: ${error.message}`)), PLANNER_STATS_EVERY_MS).unref()
}
