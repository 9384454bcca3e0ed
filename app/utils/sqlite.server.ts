import type { Payload } from 'payload'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'

/** The embedded SQLite adapter, whose libsql client runs raw SQL; null on MongoDB. */
export function sqliteAdapterOf(payload: Payload): SQLiteAdapter | null {
  // Payload types `db` as the interface all adapters share (too loosely to narrow); its name says which one it is.
  return payload.db.name === 'sqlite' ? (payload.db as unknown as SQLiteAdapter) : null
}
