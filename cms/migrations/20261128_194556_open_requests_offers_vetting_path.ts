import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`role_model_id\` integer NOT NULL,
  	\`note\` text,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`decided_at\` text,
  	\`notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`role_model_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_event_idx\` ON \`offers\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_role_model_idx\` ON \`offers\` (\`role_model_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_status_idx\` ON \`offers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_roleModel_1_idx\` ON \`offers\` (\`event_id\`,\`role_model_id\`);`)
  await db.run(sql`CREATE INDEX \`event_status_createdAt_idx\` ON \`offers\` (\`event_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`legal_name\` text;`)
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`date_of_birth\` text;`)
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`vetting_consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`check_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`opportunity_digest\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`role_models\` ADD \`opportunity_digest_week\` text;`)
  await db.run(sql`CREATE INDEX \`role_models_opportunity_digest_week_idx\` ON \`role_models\` (\`opportunity_digest_week\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`offers_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`offers_hope\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`offers_opened_at\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`offers_closed_at\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`offers_close_reason\` text;`)
  await db.run(sql`CREATE INDEX \`events_offers_open_idx\` ON \`events\` (\`offers_open\`);`)
  await db.run(sql`CREATE INDEX \`offersOpen_status_date_idx\` ON \`events\` (\`offers_open\`,\`status\`,\`date\`);`)
  await db.run(sql`ALTER TABLE \`events_rels\` ADD \`industries_id\` integer REFERENCES industries(id);`)
  await db.run(sql`ALTER TABLE \`events_rels\` ADD \`sectors_id\` integer REFERENCES sectors(id);`)
  await db.run(sql`CREATE INDEX \`events_rels_industries_id_idx\` ON \`events_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_sectors_id_idx\` ON \`events_rels\` (\`sectors_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offers_id\` integer REFERENCES offers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`languages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`languages_id\`) REFERENCES \`languages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_rels\`("id", "order", "parent_id", "path", "languages_id") SELECT "id", "order", "parent_id", "path", "languages_id" FROM \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_rels\` RENAME TO \`events_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_languages_id_idx\` ON \`events_rels\` (\`languages_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "staff_id", "role_models_id", "teachers_id", "schools_id", "events_id", "event_role_models_id", "favourites_id", "media_id", "contact_enquiries_id", "region_shortfalls_id", "nudges_id", "feedback_id", "school_terms_id", "regions_id", "districts_id", "sectors_id", "industries_id", "education_levels_id", "ethnicities_id", "languages_id", "genders_id", "pronouns_id", "age_ranges_id", "iwi_id", "translations_id") SELECT "id", "order", "parent_id", "path", "staff_id", "role_models_id", "teachers_id", "schools_id", "events_id", "event_role_models_id", "favourites_id", "media_id", "contact_enquiries_id", "region_shortfalls_id", "nudges_id", "feedback_id", "school_terms_id", "regions_id", "districts_id", "sectors_id", "industries_id", "education_levels_id", "ethnicities_id", "languages_id", "genders_id", "pronouns_id", "age_ranges_id", "iwi_id", "translations_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_role_models_id_idx\` ON \`payload_locked_documents_rels\` (\`role_models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teachers_id_idx\` ON \`payload_locked_documents_rels\` (\`teachers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_role_models_id_idx\` ON \`payload_locked_documents_rels\` (\`event_role_models_id\`);`)
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
  await db.run(sql`DROP INDEX \`role_models_opportunity_digest_week_idx\`;`)
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`legal_name\`;`)
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`date_of_birth\`;`)
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`vetting_consent_at\`;`)
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`check_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`opportunity_digest\`;`)
  await db.run(sql`ALTER TABLE \`role_models\` DROP COLUMN \`opportunity_digest_week\`;`)
  await db.run(sql`DROP INDEX \`events_offers_open_idx\`;`)
  await db.run(sql`DROP INDEX \`offersOpen_status_date_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`offers_open\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`offers_hope\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`offers_opened_at\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`offers_closed_at\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`offers_close_reason\`;`)
}
