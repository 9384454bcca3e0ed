import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Staff accounts no longer lock after failed sign-ins: failures are limited per client address instead (decision 0012,
// addendum of 2026-11-26), so Payload's count and lock columns go.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`staff\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`staff\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`staff\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`staff\` ADD \`lock_until\` text;`)
}
