import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Browse counts (decision 0021, fifth pass): the role models teachers may see, in an index of their own. Its WHERE is
 * the fixed part of app/domain/vetting/visibility.ts (check approved, profile complete, not scheduled for deletion),
 * written as the browse statement writes it; it holds the expiry the statement compares with now and every filter
 * column a count without lists checks, so those counts read this index alone: about a third of the time of the wider
 * compound index for no filters, less for regions and industries.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE INDEX \`role_models_visible_idx\` ON \`role_models\` (\`check_expires_at\`, \`region_id\`, \`industry_id\`, \`can_do_in_person_event\`, \`can_do_online_event\`) WHERE \`check_status\` = 'approved' AND \`profile_complete\` = 1 AND \`delete_at\` IS NULL;`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP INDEX IF EXISTS `role_models_visible_idx`;'))
}
