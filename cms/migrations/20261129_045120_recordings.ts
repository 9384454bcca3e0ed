import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`recordings_year_levels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recordings_year_levels_order_idx\` ON \`recordings_year_levels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recordings_year_levels_parent_idx\` ON \`recordings_year_levels\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recordings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`session_id\` integer NOT NULL,
  	\`video_id\` text NOT NULL,
  	\`transcript_url\` text,
  	\`title\` text,
  	\`session_date\` text,
  	\`consented\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`session_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recordings_session_idx\` ON \`recordings\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`recordings_session_date_idx\` ON \`recordings\` (\`session_date\`);`)
  await db.run(sql`CREATE INDEX \`recordings_consented_idx\` ON \`recordings\` (\`consented\`);`)
  await db.run(sql`CREATE INDEX \`recordings_updated_at_idx\` ON \`recordings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recordings_created_at_idx\` ON \`recordings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`consented_sessionDate_idx\` ON \`recordings\` (\`consented\`,\`session_date\`);`)
  await db.run(sql`CREATE TABLE \`recordings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`role_models_id\` integer,
  	\`industries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`role_models_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recordings_rels_order_idx\` ON \`recordings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recordings_rels_parent_idx\` ON \`recordings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`recordings_rels_path_idx\` ON \`recordings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`recordings_rels_role_models_id_idx\` ON \`recordings_rels\` (\`role_models_id\`);`)
  await db.run(sql`CREATE INDEX \`recordings_rels_industries_id_idx\` ON \`recordings_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE TABLE \`recording_plays\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`recording_id\` integer NOT NULL,
  	\`school_id\` integer NOT NULL,
  	\`key\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`recording_id\`) REFERENCES \`recordings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recording_plays_recording_idx\` ON \`recording_plays\` (\`recording_id\`);`)
  await db.run(sql`CREATE INDEX \`recording_plays_school_idx\` ON \`recording_plays\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`recording_plays_key_idx\` ON \`recording_plays\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`recording_plays_updated_at_idx\` ON \`recording_plays\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recording_plays_created_at_idx\` ON \`recording_plays\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`event_role_models\` ADD \`recording_consent\` integer;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` ADD \`recording_consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recordings_id\` integer REFERENCES recordings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recording_plays_id\` integer REFERENCES recording_plays(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recordings_id_idx\` ON \`payload_locked_documents_rels\` (\`recordings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recording_plays_id_idx\` ON \`payload_locked_documents_rels\` (\`recording_plays_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`recordings_year_levels\`;`)
  await db.run(sql`DROP TABLE \`recordings\`;`)
  await db.run(sql`DROP TABLE \`recordings_rels\`;`)
  await db.run(sql`DROP TABLE \`recording_plays\`;`)
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
  	\`session_registrations_id\` integer,
  	\`message_threads_id\` integer,
  	\`messages_id\` integer,
  	\`thread_reads_id\` integer,
  	\`favourites_id\` integer,
  	\`media_id\` integer,
  	\`contact_enquiries_id\` integer,
  	\`region_shortfalls_id\` integer,
  	\`nudges_id\` integer,
  	\`feedback_id\` integer,
  	\`student_voice_answers_id\` integer,
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
  	FOREIGN KEY (\`session_registrations_id\`) REFERENCES \`session_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`message_threads_id\`) REFERENCES \`message_threads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`thread_reads_id\`) REFERENCES \`thread_reads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favourites_id\`) REFERENCES \`favourites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_enquiries_id\`) REFERENCES \`contact_enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`region_shortfalls_id\`) REFERENCES \`region_shortfalls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`nudges_id\`) REFERENCES \`nudges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedback_id\`) REFERENCES \`feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_voice_answers_id\`) REFERENCES \`student_voice_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "staff_id", "role_models_id", "teachers_id", "schools_id", "events_id", "event_role_models_id", "offers_id", "session_registrations_id", "message_threads_id", "messages_id", "thread_reads_id", "favourites_id", "media_id", "contact_enquiries_id", "region_shortfalls_id", "nudges_id", "feedback_id", "student_voice_answers_id", "school_terms_id", "regions_id", "districts_id", "sectors_id", "industries_id", "education_levels_id", "ethnicities_id", "languages_id", "genders_id", "pronouns_id", "age_ranges_id", "iwi_id", "translations_id") SELECT "id", "order", "parent_id", "path", "staff_id", "role_models_id", "teachers_id", "schools_id", "events_id", "event_role_models_id", "offers_id", "session_registrations_id", "message_threads_id", "messages_id", "thread_reads_id", "favourites_id", "media_id", "contact_enquiries_id", "region_shortfalls_id", "nudges_id", "feedback_id", "student_voice_answers_id", "school_terms_id", "regions_id", "districts_id", "sectors_id", "industries_id", "education_levels_id", "ethnicities_id", "languages_id", "genders_id", "pronouns_id", "age_ranges_id", "iwi_id", "translations_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_session_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`session_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_threads_id_idx\` ON \`payload_locked_documents_rels\` (\`message_threads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_thread_reads_id_idx\` ON \`payload_locked_documents_rels\` (\`thread_reads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourites_id_idx\` ON \`payload_locked_documents_rels\` (\`favourites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_region_shortfalls_id_idx\` ON \`payload_locked_documents_rels\` (\`region_shortfalls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nudges_id_idx\` ON \`payload_locked_documents_rels\` (\`nudges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_voice_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`student_voice_answers_id\`);`)
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
  await db.run(sql`ALTER TABLE \`event_role_models\` DROP COLUMN \`recording_consent\`;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` DROP COLUMN \`recording_consent_at\`;`)
}
