import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { seedRegionNeighbours } from '../seed/reference'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`school_terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`year\` numeric NOT NULL,
  	\`term\` numeric NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`school_terms_year_idx\` ON \`school_terms\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`school_terms_updated_at_idx\` ON \`school_terms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`school_terms_created_at_idx\` ON \`school_terms\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`year_term_idx\` ON \`school_terms\` (\`year\`,\`term\`);`)
  await db.run(sql`CREATE TABLE \`regions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`regions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regions_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`regions_rels_order_idx\` ON \`regions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`regions_rels_parent_idx\` ON \`regions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`regions_rels_path_idx\` ON \`regions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`regions_rels_regions_id_idx\` ON \`regions_rels\` (\`regions_id\`);`)
  await db.run(sql`ALTER TABLE \`schools\` ADD \`address\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`school_terms_id\` integer REFERENCES school_terms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`school_terms_id\`);`)
  // A database that already has the New Zealand regions gets their neighbours (decision 0038); a new one gets them
  // when the regions are seeded at boot. The school terms are seeded at boot into an empty list.
  await seedRegionNeighbours(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`school_terms\`;`)
  await db.run(sql`DROP TABLE \`regions_rels\`;`)
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
  	\`favourites_id\` integer,
  	\`media_id\` integer,
  	\`contact_enquiries_id\` integer,
  	\`region_shortfalls_id\` integer,
  	\`nudges_id\` integer,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "staff_id", "role_models_id", "teachers_id", "schools_id", "events_id", "event_role_models_id", "favourites_id", "media_id", "contact_enquiries_id", "region_shortfalls_id", "nudges_id", "regions_id", "districts_id", "sectors_id", "industries_id", "education_levels_id", "ethnicities_id", "languages_id", "genders_id", "pronouns_id", "age_ranges_id", "iwi_id", "translations_id") SELECT "id", "order", "parent_id", "path", "staff_id", "role_models_id", "teachers_id", "schools_id", "events_id", "event_role_models_id", "favourites_id", "media_id", "contact_enquiries_id", "region_shortfalls_id", "nudges_id", "regions_id", "districts_id", "sectors_id", "industries_id", "education_levels_id", "ethnicities_id", "languages_id", "genders_id", "pronouns_id", "age_ranges_id", "iwi_id", "translations_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourites_id_idx\` ON \`payload_locked_documents_rels\` (\`favourites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_region_shortfalls_id_idx\` ON \`payload_locked_documents_rels\` (\`region_shortfalls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nudges_id_idx\` ON \`payload_locked_documents_rels\` (\`nudges_id\`);`)
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
  await db.run(sql`ALTER TABLE \`schools\` DROP COLUMN \`address\`;`)
}
