import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rate_limits\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`points\` integer DEFAULT 0 NOT NULL,
  	\`expire\` integer
  );
  `)
  await db.run(sql`ALTER TABLE \`event_role_models\` ADD \`place\` text;`)
  // Existing rows take their places (decision 0034): counted ones (selected, invited, attending) numbered 1, 2, ...
  // per event in the order they were added; the others their released place, 'r:<role model id>'.
  await db.run(sql`UPDATE \`event_role_models\` SET \`place\` = 'r:' || \`role_model_id\` WHERE \`status\` NOT IN (0, 1, 2);`)
  await db.run(sql`UPDATE \`event_role_models\` SET \`place\` = (
    SELECT count(*) FROM \`event_role_models\` AS \`other\`
    WHERE \`other\`.\`event_id\` = \`event_role_models\`.\`event_id\` AND \`other\`.\`status\` IN (0, 1, 2) AND \`other\`.\`id\` <= \`event_role_models\`.\`id\`
  ) WHERE \`status\` IN (0, 1, 2);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_place_idx\` ON \`event_role_models\` (\`event_id\`,\`place\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rate_limits\`;`)
  await db.run(sql`DROP INDEX \`event_place_idx\`;`)
  await db.run(sql`ALTER TABLE \`event_role_models\` DROP COLUMN \`place\`;`)
}
