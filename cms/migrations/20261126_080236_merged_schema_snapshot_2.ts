import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * No change to the database: four branches each added migrations the same day (feedback; a person's language; event
 * places and rate limits; names, neighbours and school terms), and each branch's schema snapshot lacked the others'.
 * This migration's snapshot (the .json beside it) is the merged schema, so the next `migrate:create` compares against
 * the whole of it instead of adding those tables and columns a second time.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
