import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { shortfallKey, shortfallMonth } from '../../app/domain/programme/shortfall'

// Issue 50 item 5: a thin-region notice counts once per event and region, in the New Zealand month it was first shown.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`region_shortfalls\` ADD \`month\` text;`)
  await db.run(sql`ALTER TABLE \`region_shortfalls\` ADD \`key\` text;`)
  // The notices recorded before: the first of each event and region stays, with its month and key; its repeats go.
  const rows = await db.all<{ id: number; event_id: number | null; region_id: number | null; created_at: string }>(
    sql`SELECT \`id\`, \`event_id\`, \`region_id\`, \`created_at\` FROM \`region_shortfalls\` ORDER BY \`created_at\`, \`id\`;`,
  )
  const seen = new Set<string>()
  for (const row of rows) {
    const key = shortfallKey(row.event_id, row.region_id)
    if (key && seen.has(key)) {
      await db.run(sql`DELETE FROM \`region_shortfalls\` WHERE \`id\` = ${row.id};`)
      continue
    }
    if (key) seen.add(key)
    await db.run(sql`UPDATE \`region_shortfalls\` SET \`month\` = ${shortfallMonth(new Date(row.created_at))}, \`key\` = ${key} WHERE \`id\` = ${row.id};`)
  }
  await db.run(sql`CREATE UNIQUE INDEX \`region_shortfalls_key_idx\` ON \`region_shortfalls\` (\`key\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`region_shortfalls_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`region_shortfalls\` DROP COLUMN \`month\`;`)
  await db.run(sql`ALTER TABLE \`region_shortfalls\` DROP COLUMN \`key\`;`)
}
