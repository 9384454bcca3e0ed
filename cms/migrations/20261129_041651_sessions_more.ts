import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`session_registrations\` ADD \`voice_token\` text;`)
  await db.run(sql`ALTER TABLE \`session_registrations\` ADD \`voice_claimed\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE UNIQUE INDEX \`session_registrations_voice_token_idx\` ON \`session_registrations\` (\`voice_token\`);`)
  await db.run(sql`ALTER TABLE \`student_voice_answers\` ADD \`registration_id\` integer REFERENCES session_registrations(id);`)
  await db.run(sql`CREATE INDEX \`student_voice_answers_registration_idx\` ON \`student_voice_answers\` (\`registration_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_student_voice_answers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`heard_new_job\` text NOT NULL,
  	\`usefulness\` numeric NOT NULL,
  	\`would_consider\` text NOT NULL,
  	\`answered_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_student_voice_answers\`("id", "event_id", "heard_new_job", "usefulness", "would_consider", "answered_at", "updated_at", "created_at") SELECT "id", "event_id", "heard_new_job", "usefulness", "would_consider", "answered_at", "updated_at", "created_at" FROM \`student_voice_answers\`;`)
  await db.run(sql`DROP TABLE \`student_voice_answers\`;`)
  await db.run(sql`ALTER TABLE \`__new_student_voice_answers\` RENAME TO \`student_voice_answers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`student_voice_answers_event_idx\` ON \`student_voice_answers\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`student_voice_answers_answered_at_idx\` ON \`student_voice_answers\` (\`answered_at\`);`)
  await db.run(sql`CREATE INDEX \`student_voice_answers_updated_at_idx\` ON \`student_voice_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`student_voice_answers_created_at_idx\` ON \`student_voice_answers\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`session_registrations_voice_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`session_registrations\` DROP COLUMN \`voice_token\`;`)
  await db.run(sql`ALTER TABLE \`session_registrations\` DROP COLUMN \`voice_claimed\`;`)
}
