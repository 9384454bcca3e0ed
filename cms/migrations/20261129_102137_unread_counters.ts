import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * The unread counts' counters (decision 0092): a thread's messages now, and how many each reader's marker had seen.
 * Threads and markers written before them are counted here once, as the messages service keeps them from now on.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`message_threads\` ADD \`posted_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`thread_reads\` ADD \`seen_count\` numeric DEFAULT 0;`)
  await db.run(sql`UPDATE \`message_threads\` SET \`posted_count\` = (SELECT count(*) FROM \`messages\` WHERE \`messages\`.\`thread_id\` = \`message_threads\`.\`id\`);`)
  await db.run(sql`UPDATE \`thread_reads\` SET \`seen_count\` = (SELECT count(*) FROM \`messages\` WHERE \`messages\`.\`thread_id\` = \`thread_reads\`.\`thread_id\` AND \`messages\`.\`created_at\` <= \`thread_reads\`.\`read_at\`) WHERE \`read_at\` IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`message_threads\` DROP COLUMN \`posted_count\`;`)
  await db.run(sql`ALTER TABLE \`thread_reads\` DROP COLUMN \`seen_count\`;`)
}
