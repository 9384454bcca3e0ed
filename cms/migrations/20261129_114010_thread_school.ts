import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/* A thread's school, copied from its event when it opens (a school's threads in one read, without a join on events). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`message_threads\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`message_threads_school_idx\` ON \`message_threads\` (\`school_id\`);`)
  await db.run(sql`UPDATE \`message_threads\` SET \`school_id\` = (SELECT \`school_id\` FROM \`events\` WHERE \`events\`.\`id\` = \`message_threads\`.\`event_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_message_threads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`role_model_id\` integer NOT NULL,
  	\`closes_at\` text,
  	\`last_message_at\` text,
  	\`posted_count\` numeric DEFAULT 0,
  	\`message_count\` numeric DEFAULT 0,
  	\`erased_at\` text,
  	\`reported_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`role_model_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_message_threads\`("id", "event_id", "role_model_id", "closes_at", "last_message_at", "posted_count", "message_count", "erased_at", "reported_at", "updated_at", "created_at") SELECT "id", "event_id", "role_model_id", "closes_at", "last_message_at", "posted_count", "message_count", "erased_at", "reported_at", "updated_at", "created_at" FROM \`message_threads\`;`)
  await db.run(sql`DROP TABLE \`message_threads\`;`)
  await db.run(sql`ALTER TABLE \`__new_message_threads\` RENAME TO \`message_threads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`message_threads_event_idx\` ON \`message_threads\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_role_model_idx\` ON \`message_threads\` (\`role_model_id\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_last_message_at_idx\` ON \`message_threads\` (\`last_message_at\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_erased_at_idx\` ON \`message_threads\` (\`erased_at\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_reported_at_idx\` ON \`message_threads\` (\`reported_at\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_updated_at_idx\` ON \`message_threads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_created_at_idx\` ON \`message_threads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_roleModel_2_idx\` ON \`message_threads\` (\`event_id\`,\`role_model_id\`);`)
}
