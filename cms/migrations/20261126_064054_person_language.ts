import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`teachers\` ADD \`language\` text DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`teachers\` DROP COLUMN \`language\`;`)
}
