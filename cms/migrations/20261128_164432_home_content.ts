import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { HOME_WHAT_TEXT, HOME_WHO_TEXT } from '../globals/home-copy'

/**
 * The home's copy and image (decision 0083). The copy's columns get no database default: a default would also fill
 * every other language's row with the English, a frozen copy the site would take for a translation (decision 0022).
 * An existing English row gets the shipped copy; a new database gets it from the field's default on the first save.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`account_content\` ADD \`home_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`account_content_home_image_idx\` ON \`account_content\` (\`home_image_id\`);`)
  await db.run(sql`ALTER TABLE \`account_content_locales\` ADD \`home_what_text\` text;`)
  await db.run(sql`ALTER TABLE \`account_content_locales\` ADD \`home_who_text\` text;`)
  await db.run(sql`UPDATE \`account_content_locales\` SET \`home_what_text\` = ${HOME_WHAT_TEXT}, \`home_who_text\` = ${HOME_WHO_TEXT} WHERE \`_locale\` = 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_account_content\` (
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
  await db.run(sql`INSERT INTO \`__new_account_content\`("id", "sign_up_success_image_id", "forgot_password_sent_image_id", "resend_verification_sent_image_id", "update_email_image_id", "updated_at", "created_at") SELECT "id", "sign_up_success_image_id", "forgot_password_sent_image_id", "resend_verification_sent_image_id", "update_email_image_id", "updated_at", "created_at" FROM \`account_content\`;`)
  await db.run(sql`DROP TABLE \`account_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_account_content\` RENAME TO \`account_content\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`account_content_sign_up_success_image_idx\` ON \`account_content\` (\`sign_up_success_image_id\`);`)
  await db.run(sql`CREATE INDEX \`account_content_forgot_password_sent_image_idx\` ON \`account_content\` (\`forgot_password_sent_image_id\`);`)
  await db.run(sql`CREATE INDEX \`account_content_resend_verification_sent_image_idx\` ON \`account_content\` (\`resend_verification_sent_image_id\`);`)
  await db.run(sql`CREATE INDEX \`account_content_update_email_image_idx\` ON \`account_content\` (\`update_email_image_id\`);`)
  await db.run(sql`ALTER TABLE \`account_content_locales\` DROP COLUMN \`home_what_text\`;`)
  await db.run(sql`ALTER TABLE \`account_content_locales\` DROP COLUMN \`home_who_text\`;`)
}
