import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * The programme dashboard's counts from indexes alone (decision 0098): the invitations' index gains the withdrawal
 * date and attendance (the counts of visits, withdrawals and statuses read no table row), and the events get one by
 * day and kind (a range's school events without reading each event's row). Declared in the collections' `indexes`.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`event_status_invitedAt_respondedAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`event_status_invitedAt_respondedAt_withdrawnAt_attended_idx\` ON \`event_role_models\` (\`event_id\`,\`status\`,\`invited_at\`,\`responded_at\`,\`withdrawn_at\`,\`attended\`);`)
  await db.run(sql`CREATE INDEX \`date_kind_idx\` ON \`events\` (\`date\`,\`kind\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`date_kind_idx\`;`)
  await db.run(sql`DROP INDEX \`event_status_invitedAt_respondedAt_withdrawnAt_attended_idx\`;`)
  await db.run(sql`CREATE INDEX \`event_status_invitedAt_respondedAt_idx\` ON \`event_role_models\` (\`event_id\`,\`status\`,\`invited_at\`,\`responded_at\`);`)
}
