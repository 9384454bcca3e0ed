import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * The in-person role models of a region in name order (decision 0107): the choose page of an in-person event and browse
 * "in person" in one region read nine of a region's visible role models sorted by name. The region's index of
 * 20261129_071500 ended with the check's expiry (a range), so SQLite read every one of the region's entries, looked each
 * up in the table and sorted them (~0.24 ms of a region's ~600 on the bench's database). Here the name comes before
 * the expiry: the page is read in name order and stops after nine (~0.07 ms); the region's count still reads only
 * this index (the expiry is tested in it). The statistics of the new index are gathered now, as the server's
 * housekeeping would at its start: without them SQLite took it for two regions' page (1.2 ms instead of 0.09).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw('CREATE INDEX `role_models_in_person_region_name_idx` ON `role_models` (`region_id`, `can_do_in_person_event`, `check_status`, `profile_complete`, `delete_at`, `name`, `check_expires_at`);'))
  await db.run(sql.raw('DROP INDEX IF EXISTS `role_models_in_person_region_idx`;'))
  await db.run(sql.raw('PRAGMA analysis_limit=400;'))
  await db.run(sql.raw('ANALYZE `role_models`;'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('CREATE INDEX `role_models_in_person_region_idx` ON `role_models` (`region_id`, `can_do_in_person_event`, `check_status`, `profile_complete`, `delete_at`, `check_expires_at`);'))
  await db.run(sql.raw('DROP INDEX IF EXISTS `role_models_in_person_region_name_idx`;'))
}
