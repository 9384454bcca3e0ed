import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`profileComplete_checkStatus_deleteAt_name_checkExpiresAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`role_models\` (\`profile_complete\`,\`check_status\`,\`delete_at\`,\`name\`,\`check_expires_at\`,\`region_id\`,\`can_do_in_person_event\`,\`can_do_online_event\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
  await db.run(sql`CREATE INDEX \`profileComplete_checkStatus_deleteAt_name_checkExpiresAt_idx\` ON \`role_models\` (\`profile_complete\`,\`check_status\`,\`delete_at\`,\`name\`,\`check_expires_at\`);`)
}
