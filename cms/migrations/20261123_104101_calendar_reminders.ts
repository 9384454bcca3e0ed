import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`calendar_sequence\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`three_day_reminder_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`one_day_reminder_sent_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`calendar_sequence\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`three_day_reminder_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`one_day_reminder_sent_at\`;`)
}
