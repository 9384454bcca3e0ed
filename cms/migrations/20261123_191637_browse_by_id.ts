import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * The browse filters that are lists of role models (search words, options a role model has several of) find their
 * matches by id (decision 0021): this index holds, by id, every column their statement checks (visibility, name for
 * the order, and the other filters), so each match is read from the index instead of the role model's wide row.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE INDEX \`role_models_browse_by_id_idx\` ON \`role_models\` (\`id\`, \`profile_complete\`, \`check_status\`, \`delete_at\`, \`check_expires_at\`, \`name\`, \`region_id\`, \`industry_id\`, \`can_do_in_person_event\`, \`can_do_online_event\`);`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP INDEX IF EXISTS `role_models_browse_by_id_idx`;'))
}
