import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * The browse search's index (decision 0021): a full-text table of trigrams over the four searched columns, one row
 * per role model (rowid = the role model's id), kept in step by triggers, so every writer (Payload, the admin, raw
 * SQL) updates it. The columns are joined with newlines, which a search word never holds, so no match spans two.
 */
const BODY = (row: 'NEW' | 'rm') =>
  `coalesce(${row}.name, '') || char(10) || coalesce(${row}.what_do_you_do, '') || char(10) || coalesce(${row}.who_do_you_work_for, '') || char(10) || coalesce(${row}.tell_us_what_you_do_now, '')`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE VIRTUAL TABLE \`role_models_search\` USING fts5(body, tokenize = 'trigram');`))
  await db.run(sql.raw(`INSERT INTO \`role_models_search\` (rowid, body) SELECT rm.id, ${BODY('rm')} FROM \`role_models\` rm;`))
  await db.run(sql.raw(`CREATE TRIGGER \`role_models_search_insert\` AFTER INSERT ON \`role_models\` BEGIN
    INSERT INTO \`role_models_search\` (rowid, body) VALUES (NEW.id, ${BODY('NEW')});
  END;`))
  await db.run(sql.raw(`CREATE TRIGGER \`role_models_search_update\` AFTER UPDATE OF id, name, what_do_you_do, who_do_you_work_for, tell_us_what_you_do_now ON \`role_models\` BEGIN
    DELETE FROM \`role_models_search\` WHERE rowid = OLD.id;
    INSERT INTO \`role_models_search\` (rowid, body) VALUES (NEW.id, ${BODY('NEW')});
  END;`))
  await db.run(sql.raw(`CREATE TRIGGER \`role_models_search_delete\` AFTER DELETE ON \`role_models\` BEGIN
    DELETE FROM \`role_models_search\` WHERE rowid = OLD.id;
  END;`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP TRIGGER IF EXISTS `role_models_search_delete`;'))
  await db.run(sql.raw('DROP TRIGGER IF EXISTS `role_models_search_update`;'))
  await db.run(sql.raw('DROP TRIGGER IF EXISTS `role_models_search_insert`;'))
  await db.run(sql.raw('DROP TABLE IF EXISTS `role_models_search`;'))
}
