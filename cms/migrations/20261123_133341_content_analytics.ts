import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`analytics_script_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`analytics_site_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`analytics_script_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`analytics_site_id\`;`)
}
