import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`min_role_models\` numeric;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`max_role_models\` numeric;`)
  await db.run(sql`CREATE INDEX \`school_status_date_idx\` ON \`events\` (\`school_id\`,\`status\`,\`date\`);`)
  // Data: the stored state 'complete' is now 'done'; existing events take the programme's current min/max; dates
  // take the one stored form, the UTC midnight of the calendar date (the admin's picker stored UTC noon).
  await db.run(sql`UPDATE \`events\` SET \`date\` = substr(\`date\`, 1, 10) || 'T00:00:00.000Z' WHERE \`date\` IS NOT NULL;`)
  await db.run(sql`UPDATE \`events\` SET \`pre_event_meeting_date\` = substr(\`pre_event_meeting_date\`, 1, 10) || 'T00:00:00.000Z' WHERE \`pre_event_meeting_date\` IS NOT NULL;`)
  await db.run(sql`UPDATE \`events\` SET \`status\` = 'done' WHERE \`status\` = 'complete';`)
  await db.run(sql`UPDATE \`events\` SET
    \`min_role_models\` = coalesce((SELECT \`min_role_models_per_event\` FROM \`site_settings\` LIMIT 1), 1),
    \`max_role_models\` = coalesce((SELECT \`max_role_models_per_event\` FROM \`site_settings\` LIMIT 1), 8);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`events\` SET \`status\` = 'complete' WHERE \`status\` = 'done';`)
  await db.run(sql`DROP INDEX \`school_status_date_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`min_role_models\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`max_role_models\`;`)
}
