import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staff\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_updated_at_idx\` ON \`staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_created_at_idx\` ON \`staff\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_email_idx\` ON \`staff\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`role_models\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text,
  	\`surname\` text,
  	\`name\` text,
  	\`contact_phone_number\` text,
  	\`pronoun_id\` integer,
  	\`gender_id\` integer,
  	\`age_range_id\` integer,
  	\`region_id\` integer,
  	\`district_id\` integer,
  	\`can_do_in_person_event\` integer DEFAULT false,
  	\`can_do_online_event\` integer DEFAULT false,
  	\`profile_picture_id\` integer,
  	\`what_do_you_do\` text,
  	\`who_do_you_work_for\` text,
  	\`industry_id\` integer,
  	\`tell_us_what_you_do_now\` text,
  	\`what_was_your_journey_to_get_here\` text,
  	\`why_do_you_want_to_be_a_role_model\` text,
  	\`intellectual_disability_or_impairment\` integer DEFAULT false,
  	\`physical_disability_or_impairment\` integer DEFAULT false,
  	\`neurodiverse\` integer DEFAULT false,
  	\`support_person_needs\` text,
  	\`access_needs\` text,
  	\`contact_for_research\` integer DEFAULT false,
  	\`partners\` integer DEFAULT false,
  	\`share_info_with_partners\` integer DEFAULT false,
  	\`check_status\` text DEFAULT 'not-received' NOT NULL,
  	\`check_received_at\` text,
  	\`check_approved_at\` text,
  	\`check_expires_at\` text,
  	\`check_reminder_sent_at\` text,
  	\`check_notes\` text,
  	\`profile_complete\` integer DEFAULT false,
  	\`delete_at\` text,
  	\`delete_reason\` text,
  	\`pending_email\` text,
  	\`email_change_token\` text,
  	\`email_change_blocked_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`_verified\` integer,
  	\`_verificationtoken\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`pronoun_id\`) REFERENCES \`pronouns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gender_id\`) REFERENCES \`genders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`age_range_id\`) REFERENCES \`age_ranges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`district_id\`) REFERENCES \`districts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`profile_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`role_models_name_idx\` ON \`role_models\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`role_models_pronoun_idx\` ON \`role_models\` (\`pronoun_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_gender_idx\` ON \`role_models\` (\`gender_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_age_range_idx\` ON \`role_models\` (\`age_range_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_region_idx\` ON \`role_models\` (\`region_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_district_idx\` ON \`role_models\` (\`district_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_can_do_in_person_event_idx\` ON \`role_models\` (\`can_do_in_person_event\`);`)
  await db.run(sql`CREATE INDEX \`role_models_can_do_online_event_idx\` ON \`role_models\` (\`can_do_online_event\`);`)
  await db.run(sql`CREATE INDEX \`role_models_profile_picture_idx\` ON \`role_models\` (\`profile_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_industry_idx\` ON \`role_models\` (\`industry_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_check_status_idx\` ON \`role_models\` (\`check_status\`);`)
  await db.run(sql`CREATE INDEX \`role_models_check_expires_at_idx\` ON \`role_models\` (\`check_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`role_models_profile_complete_idx\` ON \`role_models\` (\`profile_complete\`);`)
  await db.run(sql`CREATE INDEX \`role_models_delete_at_idx\` ON \`role_models\` (\`delete_at\`);`)
  await db.run(sql`CREATE INDEX \`role_models_email_change_token_idx\` ON \`role_models\` (\`email_change_token\`);`)
  await db.run(sql`CREATE INDEX \`role_models_updated_at_idx\` ON \`role_models\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`role_models_created_at_idx\` ON \`role_models\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`role_models_email_idx\` ON \`role_models\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`role_models_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`ethnicities_id\` integer,
  	\`languages_id\` integer,
  	\`sectors_id\` integer,
  	\`education_levels_id\` integer,
  	\`iwi_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ethnicities_id\`) REFERENCES \`ethnicities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`languages_id\`) REFERENCES \`languages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sectors_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`education_levels_id\`) REFERENCES \`education_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`iwi_id\`) REFERENCES \`iwi\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`role_models_rels_order_idx\` ON \`role_models_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`role_models_rels_parent_idx\` ON \`role_models_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_rels_path_idx\` ON \`role_models_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`role_models_rels_ethnicities_id_idx\` ON \`role_models_rels\` (\`ethnicities_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_rels_languages_id_idx\` ON \`role_models_rels\` (\`languages_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_rels_sectors_id_idx\` ON \`role_models_rels\` (\`sectors_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_rels_education_levels_id_idx\` ON \`role_models_rels\` (\`education_levels_id\`);`)
  await db.run(sql`CREATE INDEX \`role_models_rels_iwi_id_idx\` ON \`role_models_rels\` (\`iwi_id\`);`)
  await db.run(sql`CREATE TABLE \`teachers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`name\` text,
  	\`school_id\` integer NOT NULL,
  	\`last_sign_in_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`teachers_email_idx\` ON \`teachers\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`teachers_subject_idx\` ON \`teachers\` (\`subject\`);`)
  await db.run(sql`CREATE INDEX \`teachers_school_idx\` ON \`teachers\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`teachers_updated_at_idx\` ON \`teachers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`teachers_created_at_idx\` ON \`teachers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`schools\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`ministry_number\` text NOT NULL,
  	\`region_id\` integer,
  	\`district_id\` integer,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`district_id\`) REFERENCES \`districts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schools_ministry_number_idx\` ON \`schools\` (\`ministry_number\`);`)
  await db.run(sql`CREATE INDEX \`schools_region_idx\` ON \`schools\` (\`region_id\`);`)
  await db.run(sql`CREATE INDEX \`schools_district_idx\` ON \`schools\` (\`district_id\`);`)
  await db.run(sql`CREATE INDEX \`schools_active_idx\` ON \`schools\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`schools_updated_at_idx\` ON \`schools\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`schools_created_at_idx\` ON \`schools\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`events_notification_subscribers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`teacher_id\` integer NOT NULL,
  	\`subscribed\` integer DEFAULT true,
  	FOREIGN KEY (\`teacher_id\`) REFERENCES \`teachers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_notification_subscribers_order_idx\` ON \`events_notification_subscribers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_notification_subscribers_parent_id_idx\` ON \`events_notification_subscribers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_notification_subscribers_teacher_idx\` ON \`events_notification_subscribers\` (\`teacher_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`school_id\` integer NOT NULL,
  	\`created_by_id\` integer,
  	\`date\` text,
  	\`arrival_time\` text,
  	\`start_time\` text,
  	\`end_time\` text,
  	\`address\` text,
  	\`region_id\` integer,
  	\`district_id\` integer,
  	\`arrival_details\` text,
  	\`how_will_the_event_start\` text,
  	\`cultural_expectations\` text,
  	\`photos_allowed\` integer,
  	\`meeting_platform\` text,
  	\`meeting_invite_link\` text,
  	\`meeting_password\` text,
  	\`pre_event_meeting_enabled\` integer DEFAULT false,
  	\`pre_event_meeting_date\` text,
  	\`pre_event_meeting_start_time\` text,
  	\`pre_event_meeting_end_time\` text,
  	\`pre_event_meeting_platform\` text,
  	\`pre_event_meeting_invite_link\` text,
  	\`pre_event_meeting_password\` text,
  	\`how_will_students_attend\` text,
  	\`students_age\` text,
  	\`number_of_students\` numeric,
  	\`what_students_call_the_teacher\` text,
  	\`learning_goals\` text,
  	\`what_makes_the_school_special\` text,
  	\`related_topic\` text,
  	\`primary_contact_id\` integer,
  	\`suggestion_dismissed\` integer DEFAULT false,
  	\`activated_at\` text,
  	\`cancel_reason\` text,
  	\`cancelled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`teachers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`district_id\`) REFERENCES \`districts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`primary_contact_id\`) REFERENCES \`teachers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`events_type_idx\` ON \`events\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`events_status_idx\` ON \`events\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`events_school_idx\` ON \`events\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`events_created_by_idx\` ON \`events\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`events_date_idx\` ON \`events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`events_region_idx\` ON \`events\` (\`region_id\`);`)
  await db.run(sql`CREATE INDEX \`events_district_idx\` ON \`events\` (\`district_id\`);`)
  await db.run(sql`CREATE INDEX \`events_primary_contact_idx\` ON \`events\` (\`primary_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`languages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`languages_id\`) REFERENCES \`languages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_languages_id_idx\` ON \`events_rels\` (\`languages_id\`);`)
  await db.run(sql`CREATE TABLE \`event_role_models\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`role_model_id\` integer NOT NULL,
  	\`status\` numeric DEFAULT 0 NOT NULL,
  	\`decline_reason\` text,
  	\`invited_at\` text,
  	\`responded_at\` text,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`role_model_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_role_models_event_idx\` ON \`event_role_models\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`event_role_models_role_model_idx\` ON \`event_role_models\` (\`role_model_id\`);`)
  await db.run(sql`CREATE INDEX \`event_role_models_status_idx\` ON \`event_role_models\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`event_role_models_expires_at_idx\` ON \`event_role_models\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`event_role_models_updated_at_idx\` ON \`event_role_models\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_role_models_created_at_idx\` ON \`event_role_models\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_roleModel_idx\` ON \`event_role_models\` (\`event_id\`,\`role_model_id\`);`)
  await db.run(sql`CREATE TABLE \`favourites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`teacher_id\` integer NOT NULL,
  	\`role_model_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`teacher_id\`) REFERENCES \`teachers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`role_model_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`favourites_teacher_idx\` ON \`favourites\` (\`teacher_id\`);`)
  await db.run(sql`CREATE INDEX \`favourites_role_model_idx\` ON \`favourites\` (\`role_model_id\`);`)
  await db.run(sql`CREATE INDEX \`favourites_updated_at_idx\` ON \`favourites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`favourites_created_at_idx\` ON \`favourites\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`teacher_roleModel_idx\` ON \`favourites\` (\`teacher_id\`,\`role_model_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_role_model_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_md_url\` text,
  	\`sizes_thumbnail_md_width\` numeric,
  	\`sizes_thumbnail_md_height\` numeric,
  	\`sizes_thumbnail_md_mime_type\` text,
  	\`sizes_thumbnail_md_filesize\` numeric,
  	\`sizes_thumbnail_md_filename\` text,
  	\`sizes_thumbnail_xs_url\` text,
  	\`sizes_thumbnail_xs_width\` numeric,
  	\`sizes_thumbnail_xs_height\` numeric,
  	\`sizes_thumbnail_xs_mime_type\` text,
  	\`sizes_thumbnail_xs_filesize\` numeric,
  	\`sizes_thumbnail_xs_filename\` text,
  	FOREIGN KEY (\`owner_role_model_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_owner_role_model_idx\` ON \`media\` (\`owner_role_model_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_md_sizes_thumbnail_md_filename_idx\` ON \`media\` (\`sizes_thumbnail_md_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_xs_sizes_thumbnail_xs_filename_idx\` ON \`media\` (\`sizes_thumbnail_xs_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`interest\` text NOT NULL,
  	\`message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_enquiries_updated_at_idx\` ON \`contact_enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_enquiries_created_at_idx\` ON \`contact_enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`regions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`regions_sort_order_idx\` ON \`regions\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`regions_updated_at_idx\` ON \`regions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`regions_created_at_idx\` ON \`regions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`regions_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`regions_locales_locale_parent_id_unique\` ON \`regions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`districts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`region_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`districts_sort_order_idx\` ON \`districts\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`districts_region_idx\` ON \`districts\` (\`region_id\`);`)
  await db.run(sql`CREATE INDEX \`districts_updated_at_idx\` ON \`districts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`districts_created_at_idx\` ON \`districts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`districts_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`districts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`districts_locales_locale_parent_id_unique\` ON \`districts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sectors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sectors_sort_order_idx\` ON \`sectors\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`sectors_updated_at_idx\` ON \`sectors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sectors_created_at_idx\` ON \`sectors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sectors_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sectors_locales_locale_parent_id_unique\` ON \`sectors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`industries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`industries_sort_order_idx\` ON \`industries\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`industries_updated_at_idx\` ON \`industries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`industries_created_at_idx\` ON \`industries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`industries_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`industries_locales_locale_parent_id_unique\` ON \`industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`education_levels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`education_levels_sort_order_idx\` ON \`education_levels\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`education_levels_updated_at_idx\` ON \`education_levels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`education_levels_created_at_idx\` ON \`education_levels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`education_levels_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`education_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`education_levels_locales_locale_parent_id_unique\` ON \`education_levels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ethnicities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`ethnicities_sort_order_idx\` ON \`ethnicities\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`ethnicities_updated_at_idx\` ON \`ethnicities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ethnicities_created_at_idx\` ON \`ethnicities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ethnicities_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ethnicities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ethnicities_locales_locale_parent_id_unique\` ON \`ethnicities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`languages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`languages_sort_order_idx\` ON \`languages\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`languages_updated_at_idx\` ON \`languages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`languages_created_at_idx\` ON \`languages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`languages_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`languages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`languages_locales_locale_parent_id_unique\` ON \`languages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`genders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`genders_sort_order_idx\` ON \`genders\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`genders_updated_at_idx\` ON \`genders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`genders_created_at_idx\` ON \`genders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`genders_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`genders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`genders_locales_locale_parent_id_unique\` ON \`genders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pronouns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`pronouns_sort_order_idx\` ON \`pronouns\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`pronouns_updated_at_idx\` ON \`pronouns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pronouns_created_at_idx\` ON \`pronouns\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pronouns_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pronouns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pronouns_locales_locale_parent_id_unique\` ON \`pronouns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`age_ranges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`age_ranges_sort_order_idx\` ON \`age_ranges\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`age_ranges_updated_at_idx\` ON \`age_ranges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`age_ranges_created_at_idx\` ON \`age_ranges\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`age_ranges_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`age_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`age_ranges_locales_locale_parent_id_unique\` ON \`age_ranges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`iwi\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`iwi_sort_order_idx\` ON \`iwi\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`iwi_updated_at_idx\` ON \`iwi\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`iwi_created_at_idx\` ON \`iwi\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`iwi_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`iwi\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`iwi_locales_locale_parent_id_unique\` ON \`iwi_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`iwi_id\`) REFERENCES \`iwi\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`staff_id\` integer,
  	\`role_models_id\` integer,
  	\`teachers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`role_models_id\`) REFERENCES \`role_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teachers_id\`) REFERENCES \`teachers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_staff_id_idx\` ON \`payload_preferences_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_role_models_id_idx\` ON \`payload_preferences_rels\` (\`role_models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_teachers_id_idx\` ON \`payload_preferences_rels\` (\`teachers_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`terms_page_url\` text DEFAULT '/terms',
  	\`min_role_models_per_event\` numeric DEFAULT 1 NOT NULL,
  	\`max_role_models_per_event\` numeric DEFAULT 8 NOT NULL,
  	\`account_deletion_delay_days\` numeric DEFAULT 30 NOT NULL,
  	\`invitation_expiry_days\` numeric DEFAULT 14 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`programme_name\` text DEFAULT 'Inspiring the Future Aotearoa' NOT NULL,
  	\`terms_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`account_content\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sign_up_success_image_id\` integer,
  	\`forgot_password_sent_image_id\` integer,
  	\`resend_verification_sent_image_id\` integer,
  	\`update_email_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`sign_up_success_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`forgot_password_sent_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resend_verification_sent_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`update_email_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`account_content_sign_up_success_image_idx\` ON \`account_content\` (\`sign_up_success_image_id\`);`)
  await db.run(sql`CREATE INDEX \`account_content_forgot_password_sent_image_idx\` ON \`account_content\` (\`forgot_password_sent_image_id\`);`)
  await db.run(sql`CREATE INDEX \`account_content_resend_verification_sent_image_idx\` ON \`account_content\` (\`resend_verification_sent_image_id\`);`)
  await db.run(sql`CREATE INDEX \`account_content_update_email_image_idx\` ON \`account_content\` (\`update_email_image_id\`);`)
  await db.run(sql`CREATE TABLE \`account_content_locales\` (
  	\`sign_up_success_top_text\` text DEFAULT 'Thanks for signing up! We have sent a verification link to',
  	\`sign_up_success_bottom_text\` text DEFAULT 'Open the link in that email to verify your account, then log in to build your profile.',
  	\`sign_up_footer_note\` text DEFAULT 'We will only use your details to run the programme.',
  	\`forgot_password_title\` text DEFAULT 'Forgot your password?',
  	\`forgot_password_text\` text DEFAULT 'Enter your email address and we''ll send you a link to reset your password.',
  	\`forgot_password_sent_text\` text DEFAULT 'If an account exists for that email address, we have sent a link to reset your password. The link works once and expires in 2 hours.',
  	\`resend_verification_title\` text DEFAULT 'Resend verification email',
  	\`resend_verification_text\` text DEFAULT 'Enter the email address you signed up with and we''ll send you a new verification link.',
  	\`resend_verification_footer_note\` text DEFAULT 'Can''t find the email? Check your junk or spam folder.',
  	\`resend_verification_sent_text\` text DEFAULT 'If that account is waiting for verification, a new link is on its way.',
  	\`update_email_text_above\` text DEFAULT 'We have sent a confirmation link to',
  	\`update_email_text_below\` text DEFAULT 'Open the link to confirm your new email address. Until then you are signed out.',
  	\`update_email_footer\` text DEFAULT 'You can sign in again with your old email address after 24 hours if you do not use the link.',
  	\`will_be_deleted_title\` text DEFAULT 'Your account will be deleted',
  	\`will_be_deleted_content\` text DEFAULT 'Your profile is no longer visible and your account and personal data will be removed.',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`account_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`account_content_locales_locale_parent_id_unique\` ON \`account_content_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`staff\`;`)
  await db.run(sql`DROP TABLE \`role_models\`;`)
  await db.run(sql`DROP TABLE \`role_models_rels\`;`)
  await db.run(sql`DROP TABLE \`teachers\`;`)
  await db.run(sql`DROP TABLE \`schools\`;`)
  await db.run(sql`DROP TABLE \`events_notification_subscribers\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`event_role_models\`;`)
  await db.run(sql`DROP TABLE \`favourites\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_enquiries\`;`)
  await db.run(sql`DROP TABLE \`regions\`;`)
  await db.run(sql`DROP TABLE \`regions_locales\`;`)
  await db.run(sql`DROP TABLE \`districts\`;`)
  await db.run(sql`DROP TABLE \`districts_locales\`;`)
  await db.run(sql`DROP TABLE \`sectors\`;`)
  await db.run(sql`DROP TABLE \`sectors_locales\`;`)
  await db.run(sql`DROP TABLE \`industries\`;`)
  await db.run(sql`DROP TABLE \`industries_locales\`;`)
  await db.run(sql`DROP TABLE \`education_levels\`;`)
  await db.run(sql`DROP TABLE \`education_levels_locales\`;`)
  await db.run(sql`DROP TABLE \`ethnicities\`;`)
  await db.run(sql`DROP TABLE \`ethnicities_locales\`;`)
  await db.run(sql`DROP TABLE \`languages\`;`)
  await db.run(sql`DROP TABLE \`languages_locales\`;`)
  await db.run(sql`DROP TABLE \`genders\`;`)
  await db.run(sql`DROP TABLE \`genders_locales\`;`)
  await db.run(sql`DROP TABLE \`pronouns\`;`)
  await db.run(sql`DROP TABLE \`pronouns_locales\`;`)
  await db.run(sql`DROP TABLE \`age_ranges\`;`)
  await db.run(sql`DROP TABLE \`age_ranges_locales\`;`)
  await db.run(sql`DROP TABLE \`iwi\`;`)
  await db.run(sql`DROP TABLE \`iwi_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`account_content\`;`)
  await db.run(sql`DROP TABLE \`account_content_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
}
