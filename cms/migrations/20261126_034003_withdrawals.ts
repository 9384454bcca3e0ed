import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`event_role_models\` ADD \`withdrawn_at\` text;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` ADD \`withdraw_reason\` text;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` ADD \`withdrawal_notified_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`event_role_models\` DROP COLUMN \`withdrawn_at\`;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` DROP COLUMN \`withdraw_reason\`;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` DROP COLUMN \`withdrawal_notified_at\`;`)
}
