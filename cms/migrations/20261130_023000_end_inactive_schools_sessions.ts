import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * A teacher's request no longer reads their school (decision 0101): a school that stops taking part ends its teachers'
 * sessions when staff change it. Schools that stopped before this change did not: their teachers' sessions end here.
 * Data only; the schema is the last migration's.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`teachers\` SET \`session_version\` = coalesce(\`session_version\`, 0) + 1
    WHERE \`school_id\` IS NULL OR \`school_id\` IN (SELECT \`id\` FROM \`schools\` WHERE \`active\` = 0);`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Sessions ended stay ended.
}
