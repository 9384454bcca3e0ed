import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`event_role_models\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` ADD \`still_coming_nonce\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`event_role_models\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` DROP COLUMN \`still_coming_nonce\`;`)
}
