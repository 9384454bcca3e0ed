import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`message_threads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`role_model_id\` integer NOT NULL,
  	\`closes_at\` text,
  	\`last_message_at\` text,
  	\`message_count\` numeric DEFAULT 0,
  	\`erased_at\` text,
  	\`reported_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`role_model_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`message_threads_event_idx\` ON \`message_threads\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_role_model_idx\` ON \`message_threads\` (\`role_model_id\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_last_message_at_idx\` ON \`message_threads\` (\`last_message_at\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_erased_at_idx\` ON \`message_threads\` (\`erased_at\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_reported_at_idx\` ON \`message_threads\` (\`reported_at\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_updated_at_idx\` ON \`message_threads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`message_threads_created_at_idx\` ON \`message_threads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_roleModel_2_idx\` ON \`message_threads\` (\`event_id\`,\`role_model_id\`);`)
  await db.run(sql`CREATE TABLE \`messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`thread_id\` integer NOT NULL,
  	\`event_id\` integer,
  	\`role_model_id\` integer,
  	\`author_key\` text,
  	\`body\` text NOT NULL,
  	\`nonce\` text,
  	\`hidden_at\` text,
  	\`reported_at\` text,
  	\`report_reason\` text,
  	\`reported_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`thread_id\`) REFERENCES \`message_threads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`role_model_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_thread_idx\` ON \`messages\` (\`thread_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_event_idx\` ON \`messages\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_role_model_idx\` ON \`messages\` (\`role_model_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_author_key_idx\` ON \`messages\` (\`author_key\`);`)
  await db.run(sql`CREATE INDEX \`messages_reported_at_idx\` ON \`messages\` (\`reported_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`authorKey_nonce_idx\` ON \`messages\` (\`author_key\`,\`nonce\`);`)
  await db.run(sql`CREATE INDEX \`thread_createdAt_idx\` ON \`messages\` (\`thread_id\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`messages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`teachers_id\` integer,
  	\`role_models_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teachers_id\`) REFERENCES \`teachers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`role_models_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_rels_order_idx\` ON \`messages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`messages_rels_parent_idx\` ON \`messages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_rels_path_idx\` ON \`messages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`messages_rels_teachers_id_idx\` ON \`messages_rels\` (\`teachers_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_rels_role_models_id_idx\` ON \`messages_rels\` (\`role_models_id\`);`)
  await db.run(sql`CREATE TABLE \`thread_reads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`thread_id\` integer NOT NULL,
  	\`reader\` text NOT NULL,
  	\`read_at\` text,
  	\`emailed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`thread_id\`) REFERENCES \`message_threads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`thread_reads_thread_idx\` ON \`thread_reads\` (\`thread_id\`);`)
  await db.run(sql`CREATE INDEX \`thread_reads_reader_idx\` ON \`thread_reads\` (\`reader\`);`)
  await db.run(sql`CREATE INDEX \`thread_reads_updated_at_idx\` ON \`thread_reads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`thread_reads_created_at_idx\` ON \`thread_reads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`thread_reader_idx\` ON \`thread_reads\` (\`thread_id\`,\`reader\`);`)
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`message_emails\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`messaging_paused_at\` text;`)
  await db.run(sql`ALTER TABLE \`teachers\` ADD \`message_emails\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`teachers\` ADD \`messaging_paused_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`message_threads_id\` integer REFERENCES message_threads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`messages_id\` integer REFERENCES messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`thread_reads_id\` integer REFERENCES thread_reads(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_threads_id_idx\` ON \`payload_locked_documents_rels\` (\`message_threads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_thread_reads_id_idx\` ON \`payload_locked_documents_rels\` (\`thread_reads_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`message_threads\`;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`DROP TABLE \`messages_rels\`;`)
  await db.run(sql`DROP TABLE \`thread_reads\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`staff_id\` integer,
  	\`role_models_id\` integer,
  	\`teachers_id\` integer,
  	\`schools_id\` integer,
  	\`events_id\` integer,
  	\`event_role_models_id\` integer,
  	\`offers_id\` integer,
  	\`favourites_id\` integer,
  	\`media_id\` integer,
  	\`contact_enquiries_id\` integer,
  	\`region_shortfalls_id\` integer,
  	\`nudges_id\` integer,
  	\`feedback_id\` integer,
  	\`school_terms_id\` integer,
  	\`regions_id\` integer,
  	\`districts_id\` integer,
  	\`sectors_id\` integer,
  	\`industries_id\` integer,
  	\`education_levels_id\` integer,
  	\`ethnicities_id\` integer,
  	\`languages_id\` integer,
  	\`genders_id\` integer,
  	\`pronouns_id\` integer,
  	\`age_ranges_id\` integer,
  	\`iwi_id\` integer,
  	\`translations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`role_models_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teachers_id\`) REFERENCES \`teachers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schools_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_role_models_id\`) REFERENCES \`event_role_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favourites_id\`) REFERENCES \`favourites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_enquiries_id\`) REFERENCES \`contact_enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`region_shortfalls_id\`) REFERENCES \`region_shortfalls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`nudges_id\`) REFERENCES \`nudges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedback_id\`) REFERENCES \`feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_terms_id\`) REFERENCES \`school_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regions_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`districts_id\`) REFERENCES \`districts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sectors_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`education_levels_id\`) REFERENCES \`education_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ethnicities_id\`) REFERENCES \`ethnicities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`languages_id\`) REFERENCES \`languages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`genders_id\`) REFERENCES \`genders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pronouns_id\`) REFERENCES \`pronouns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`age_ranges_id\`) REFERENCES \`age_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`iwi_id\`) REFERENCES \`iwi\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translations_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "staff_id", "role_models_id", "teachers_id", "schools_id", "events_id", "event_role_models_id", "offers_id", "favourites_id", "media_id", "contact_enquiries_id", "region_shortfalls_id", "nudges_id", "feedback_id", "school_terms_id", "regions_id", "districts_id", "sectors_id", "industries_id", "education_levels_id", "ethnicities_id", "languages_id", "genders_id", "pronouns_id", "age_ranges_id", "iwi_id", "translations_id") SELECT "id", "order", "parent_id", "path", "staff_id", "role_models_id", "teachers_id", "schools_id", "events_id", "event_role_models_id", "offers_id", "favourites_id", "media_id", "contact_enquiries_id", "region_shortfalls_id", "nudges_id", "feedback_id", "school_terms_id", "regions_id", "districts_id", "sectors_id", "industries_id", "education_levels_id", "ethnicities_id", "languages_id", "genders_id", "pronouns_id", "age_ranges_id", "iwi_id", "translations_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_role_models_id_idx\` ON \`payload_locked_documents_rels\` (\`role_models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teachers_id_idx\` ON \`payload_locked_documents_rels\` (\`teachers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_role_models_id_idx\` ON \`payload_locked_documents_rels\` (\`event_role_models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourites_id_idx\` ON \`payload_locked_documents_rels\` (\`favourites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_region_shortfalls_id_idx\` ON \`payload_locked_documents_rels\` (\`region_shortfalls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nudges_id_idx\` ON \`payload_locked_documents_rels\` (\`nudges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`school_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regions_id_idx\` ON \`payload_locked_documents_rels\` (\`regions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_districts_id_idx\` ON \`payload_locked_documents_rels\` (\`districts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sectors_id_idx\` ON \`payload_locked_documents_rels\` (\`sectors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_education_levels_id_idx\` ON \`payload_locked_documents_rels\` (\`education_levels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ethnicities_id_idx\` ON \`payload_locked_documents_rels\` (\`ethnicities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_languages_id_idx\` ON \`payload_locked_documents_rels\` (\`languages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_genders_id_idx\` ON \`payload_locked_documents_rels\` (\`genders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pronouns_id_idx\` ON \`payload_locked_documents_rels\` (\`pronouns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_age_ranges_id_idx\` ON \`payload_locked_documents_rels\` (\`age_ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_iwi_id_idx\` ON \`payload_locked_documents_rels\` (\`iwi_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translations_id_idx\` ON \`payload_locked_documents_rels\` (\`translations_id\`);`)
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`message_emails\`;`)
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`messaging_paused_at\`;`)
  await db.run(sql`ALTER TABLE \`teachers\` DROP COLUMN \`message_emails\`;`)
  await db.run(sql`ALTER TABLE \`teachers\` DROP COLUMN \`messaging_paused_at\`;`)
}
