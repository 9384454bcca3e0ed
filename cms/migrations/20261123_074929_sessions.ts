import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staff_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_sessions_order_idx\` ON \`staff_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`staff_sessions_parent_id_idx\` ON \`staff_sessions\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`session_version\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`teachers\` ADD \`session_version\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`staff_sessions\`;`)
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`session_version\`;`)
  await db.run(sql`ALTER TABLE \`teachers\` DROP COLUMN \`session_version\`;`)
}
