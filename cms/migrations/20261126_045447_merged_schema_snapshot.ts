import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * No change to the database: three branches each added migrations the same day (withdrawals, still coming, attendance;
 * region shortfalls, the dashboard's index, nudges; the media storage fields), and each branch's schema snapshot lacked
 * the others' columns. This migration's snapshot (the .json beside it) is the merged schema, so the next
 * `migrate:create` compares against the whole of it instead of adding those columns a second time.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
