import { eq, gt, isNull, sql } from 'drizzle-orm'
import type { DriverValueDecoder, SQL, SQLWrapper } from 'drizzle-orm'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { fastPathClient, sqliteAdapterOf } from '~/lib/sqlite.server'
import { VISIBLE_TO_TEACHERS } from '../vetting/visibility'

/** The SQLite adapter whose generated schema the staff pages' SQL steps read; null on MongoDB or with `FAST_PATHS=off`. */
export const schemaOf = (payload: Payload): SQLiteAdapter | null => (fastPathClient(payload) ? sqliteAdapterOf(payload) : null)

type Table = SQLiteAdapter['tables'][string]

/**
 * A column of Payload's generated schema (which types its columns loosely) read as its field's type, decoded by the
 * column itself (a checkbox as a boolean, a number as a number).
 */
export const typed = <T>(column: SQLWrapper & DriverValueDecoder<T, unknown>) => sql`${column}`.mapWith(column)

/** Role models teachers may see now, on the role models' table: derived from the rule's one statement. */
export function visibleToTeachers(rm: Table, now: Date): SQL[] {
  return VISIBLE_TO_TEACHERS.map((condition) => {
    if ('is' in condition) return eq(rm[condition.field], condition.is)
    if ('after' in condition) return gt(rm[condition.field], now.toISOString())
    return isNull(rm[condition.field])
  })
}
