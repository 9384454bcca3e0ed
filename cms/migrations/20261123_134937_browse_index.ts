import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`profileComplete_checkStatus_deleteAt_name_checkExpiresAt_idx\` ON \`role_models\` (\`profile_complete\`,\`check_status\`,\`delete_at\`,\`name\`,\`check_expires_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`profileComplete_checkStatus_deleteAt_name_checkExpiresAt_idx\`;`)
}
