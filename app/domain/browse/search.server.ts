import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { fastPathClient, sqliteAdapterOf } from '~/lib/sqlite.server'
import { readDatabase } from '~/lib/read-thread.server'
import { VISIBLE_TO_TEACHERS } from '../vetting/visibility'
import { FILTERS, PAGE_SIZE, SEARCH_FIELDS, searchWords } from './query'
import type { BrowseQuery, FilterKey } from './query'

/**
 * The browse read's one exception to Payload (decision 0021, measured in docs/performance/log.md): on SQLite, a search
 * word or an option a role model has several of. Payload's adapter matches a word with LIKE over every visible role
 * model (24 ms of CPU a page on the bench's 10,000) and an option by joining and grouping (12 ms to count one
 * language); here a word is looked up in the trigram index `role_models_search` (migration 20261123_170000) and an
 * option in the relationships' table, each once. Written on Payload's generated schema (`payload.db.tables`), with the
 * visibility rule derived from its one statement (VISIBLE_TO_TEACHERS). It gives the page's ids and the total; the
 * cards are then read through Payload. Its portable twin is browse.server.ts' Payload read (what MongoDB runs), held
 * equal by tests/integration/fast-paths.test.ts. Its statements run in the read thread (`readDatabase`, decision 0108).
 */

/** The search index finds words of at least this many characters; shorter ones are matched with LIKE. */
const TRIGRAM = 3
/** A word as an FTS5 phrase: matched as a substring, case-insensitively, with every character (%, _, ") literal. */
const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The filters whose options live in the relationships' table, by the column Payload's schema names there. */
const REL_COLUMNS: Partial<Record<FilterKey, string>> = {
  languages: 'languagesID', sectors: 'sectorsID', educationLevels: 'education-levelsID', ethnicities: 'ethnicitiesID',
}

const isIndexed = (word: string) => [...word].length >= TRIGRAM

/** Whether a query has a list (a search word of three characters or more, an option of a hasMany filter). */
export const hasList = (query: BrowseQuery) =>
  searchWords(query.q).some(isIndexed) || FILTERS.some((filter) => REL_COLUMNS[filter.key] && query[filter.key].length > 0)

/** A constant of the visibility rule written into the statement, as a partial index's WHERE must be matched. */
const literal = (value: string | boolean) => sql.raw(typeof value === 'boolean' ? (value ? '1' : '0') : `'${value.replaceAll("'", "''")}'`)

/**
 * The condition of a query on the role models' table (the teachers' visibility rule derived from its one statement,
 * VISIBLE_TO_TEACHERS, then the query's filters, favourites and words), for both SQL steps below. Without a `list` the
 * rule's constants are written in the statement rather than bound, so that SQLite may read the visible role models'
 * partial index (it cannot tell that a bound value matches the index's WHERE).
 *
 * A word too short for the search index is tested with LIKE on the row's text, which no index holds: with a list, the
 * other conditions pick the ids first (from the role models' indexes alone), and only those rows are read for the words.
 * In one condition SQLite read every row of the list's ids whole, then tested them: 1.05 -> 0.35 ms for the bench's
 * "everything" (a language, a sector, a region, in person, "er"; docs/performance/log.md, thirty-sixth session).
 */
function whereOf(adapter: SQLiteAdapter, query: BrowseQuery, favouriteIds: number[], now: Date, list: boolean): SQL | undefined {
  const { role_models: rm } = adapter.tables
  const conditions = conditionsOf(adapter, query, favouriteIds, now, !list)
  const words = searchWords(query.q).filter((each) => !isIndexed(each))
  const rowTests = words.map((word) => or(...SEARCH_FIELDS.map((field) => sql`${rm[field]} LIKE ${likePattern(word)} ESCAPE '\\'`))!)
  if (!rowTests.length) return and(...conditions)
  if (!list) return and(...conditions, ...rowTests)
  return and(inArray(rm.id, adapter.drizzle.select({ id: rm.id }).from(rm).where(and(...conditions))), ...rowTests)
}

/** The conditions an index can answer: visibility, filters, favourites and the search index's words. */
function conditionsOf(adapter: SQLiteAdapter, query: BrowseQuery, favouriteIds: number[], now: Date, literals: boolean): SQL[] {
  const { role_models: rm, role_models_rels: rels } = adapter.tables
  const conditions: SQL[] = VISIBLE_TO_TEACHERS.map((condition) => {
    if ('is' in condition) return literals ? sql`${rm[condition.field]} = ${literal(condition.is)}` : eq(rm[condition.field], condition.is)
    if ('after' in condition) return gt(rm[condition.field], now.toISOString())
    return isNull(rm[condition.field])
  })
  if (query.eventType === 'online') conditions.push(eq(rm.canDoOnlineEvent, true))
  if (query.eventType === 'in-person') conditions.push(eq(rm.canDoInPersonEvent, true))
  for (const filter of FILTERS) {
    const ids = query[filter.key]
    if (!ids.length) continue
    const column = REL_COLUMNS[filter.key]
    // Uncorrelated, so SQLite reads the option's rows once (a correlated test per role model was 50x slower).
    conditions.push(column
      ? inArray(rm.id, adapter.drizzle.select({ id: rels.parent }).from(rels).where(and(eq(rels.path, filter.field), inArray(rels[column], ids))))
      : inArray(rm[filter.field], ids))
  }
  if (query.onlyMyFavourites) conditions.push(inArray(rm.id, favouriteIds.length ? favouriteIds : [0]))
  const indexed = searchWords(query.q).filter(isIndexed)
  if (indexed.length) conditions.push(sql`${rm.id} IN (SELECT rowid FROM role_models_search WHERE role_models_search MATCH ${indexed.map(phrase).join(' ')})`)
  return conditions
}

/** From this offset a page without a list finds its ids in the name index before its cards are read. */
export const DEEP_PAGE_OFFSET = 135

/**
 * Browse's SQLite step: the total and, where SQLite finds them faster than Payload's read, the page's ids in name order;
 * null elsewhere (MongoDB, `FAST_PATHS=off`, or only my favourites without a list: Payload reads the page and counts).
 * - With a list, one statement: the matches found once (the search index's and the relationships' lists read once),
 *   counted, and the page sorted from them. Counting and paging in two statements found them twice: 1.71 -> 1.48 ms for
 *   one language (673 matches), 2.91 -> 0.94 for education and ethnicity (32), 3.26 -> 2.40 for a search word (1,615)
 *   (docs/performance/log.md, thirty-fourth session; decision 0104).
 * - Without one, the total counted in the visible role models' own index (`role_models_visible_idx`, migration
 *   20261123_212601: every column such a query tests, for those role models alone), which SQLite's planner passes over
 *   for the wider name index: 0.47 against 1.20 ms for no filters on the bench's 10,000, 0.92 against 1.93 for two
 *   regions, 0.22 against 1.21 for an industry; from DEEP_PAGE_OFFSET on, the page's ids from walking the name index
 *   alone (0.71 ms for page 200, where the page's read with its cards' columns looks up every row it skips: 5.3 ms).
 *   `ids` is null where Payload reads the page itself (docs/performance/log.md, thirty-third session; decision 0100).
 */
export async function pageThroughSql(payload: Payload, query: BrowseQuery, favouriteIds: number[], now: Date): Promise<{ total: number; ids: number[] | null } | null> {
  const adapter = fastPathClient(payload) ? sqliteAdapterOf(payload) : null
  const list = hasList(query)
  if (!adapter || (!list && query.onlyMyFavourites)) return null
  const { role_models: rm } = adapter.tables
  const db = readDatabase(adapter)
  // Without a list the rule's constants are written in (the visible role models' partial index needs them). In person
  // in some regions (the choose page's count), the in-person regions' index reads those regions' rows alone (0.22 ms,
  // 1.7 through the visible role models' index): the planner, given the constants, finds it by itself.
  const where = whereOf(adapter, query, favouriteIds, now, list)
  const offset = (query.page - 1) * PAGE_SIZE
  if (list) {
    // The count's row (no id) and the page's rows (no total), told apart by which is null.
    const rows = await db.all<{ id: number | null; total: number | null }>(sql`
      WITH matches(id, name) AS MATERIALIZED (SELECT ${rm.id}, ${rm.name} FROM ${rm} WHERE ${where})
      SELECT NULL AS id, count(*) AS total FROM matches
      UNION ALL SELECT id, total FROM (SELECT id, NULL AS total FROM matches ORDER BY name, id LIMIT ${PAGE_SIZE} OFFSET ${offset})`)
    return { total: rows.find((row) => row.id == null)?.total ?? 0, ids: rows.flatMap((row) => (row.id == null ? [] : [row.id])) }
  }
  const counted = query.eventType === 'in-person' && query.regions.length > 0 ? rm : sql`${rm} INDEXED BY role_models_visible_idx`
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(counted).where(where)
  if (offset >= total) return { total, ids: [] }
  // A shallow page (or an industry's, which the name index does not hold) is Payload's to read.
  if (offset < DEEP_PAGE_OFFSET || query.industries.length) return { total, ids: null }
  // A deep page: walk the role models' name index (visibility, then name; the collection's `indexes`), testing each
  // entry, and stop after nine.
  const page = await db.select({ id: sql<number>`${rm.id}` }).from(sql`${rm} INDEXED BY compound_index_idx`).where(where).orderBy(asc(rm.name), asc(rm.id)).limit(PAGE_SIZE).offset(offset)
  return { total, ids: page.map((row) => row.id) }
}
