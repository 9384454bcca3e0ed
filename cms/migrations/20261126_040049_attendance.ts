import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`students_attended\` numeric;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`attendance_recorded_at\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`attendance_reminder_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` ADD \`attended\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`students_attended\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`attendance_recorded_at\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`attendance_reminder_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` DROP COLUMN \`attended\`;`)
}
