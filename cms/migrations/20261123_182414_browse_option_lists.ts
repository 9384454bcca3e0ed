import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * The browse filters on options a role model can have several of (decision 0021): one index per option column that
 * also holds the field path and the role model, so a filter's list of role models is read from the index alone
 * (Payload's own index on the option column made SQLite read every matching row of the table to check its path).
 */
const COLUMNS = ['sectors_id', 'languages_id', 'education_levels_id', 'ethnicities_id']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const column of COLUMNS) {
    await db.run(sql.raw(`CREATE INDEX \`role_models_rels_${column}_path_parent_idx\` ON \`role_models_rels\` (\`${column}\`, \`path\`, \`parent_id\`);`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const column of COLUMNS) await db.run(sql.raw(`DROP INDEX IF EXISTS \`role_models_rels_${column}_path_parent_idx\`;`))
}
