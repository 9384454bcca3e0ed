import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`event_status_invitedAt_respondedAt_idx\` ON \`event_role_models\` (\`event_id\`,\`status\`,\`invited_at\`,\`responded_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`event_status_invitedAt_respondedAt_idx\`;`)
}
