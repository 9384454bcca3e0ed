import { visibleToTeachersSql } from '../vetting/visibility'
import { FILTERS, MAX_SEARCH_WORDS, PAGE_SIZE } from './query'
import type { BrowseQuery, FilterKey } from './query'

/**
 * The browse search as SQLite statements, used on the embedded database where Payload's generic query (joins for
 * every hasMany filter, then a separate count) is several times slower; buildBrowseSql says which statements (decision
 * 0021). Not one statement with COUNT(*) OVER (): the window made SQLite read and sort every match for every page.
 * Search words use a trigram full-text index kept by triggers (LIKE over four text columns read every visible role
 * model). Visibility comes from app/domain/vetting/visibility.ts; the statements also read the card's columns (none of
 * them has a field read rule), and an integration test holds cards and totals equal to Payload's query with the
 * teacher's access.
 */
export type SqlStatement = { sql: string; args: (string | number)[] }
export type BrowseStatements = { page: SqlStatement; count: SqlStatement } | { count: SqlStatement; byName: SqlStatement; byHits: SqlStatement }

/** Scalar relationship filters are columns; hasMany ones live in role_models_rels under their field path. */
const COLUMNS: Record<FilterKey, { column: string } | { path: string; relColumn: string }> = {
  languages: { path: 'languagesSpoken', relColumn: 'languages_id' },
  regions: { column: 'region_id' },
  sectors: { path: 'sectors', relColumn: 'sectors_id' },
  industries: { column: 'industry_id' },
  educationLevels: { path: 'educationBackgrounds', relColumn: 'education_levels_id' },
  ethnicities: { path: 'ethnicities', relColumn: 'ethnicities_id' },
}

const SEARCH_COLUMNS = ['name', 'what_do_you_do', 'who_do_you_work_for', 'tell_us_what_you_do_now']

/** What a card shows (browse.server.ts maps the row). */
const CARD_COLUMNS = 'rm.id AS id, rm.name AS name, rm.first_name AS first_name, rm.surname AS surname, rm.what_do_you_do AS what_do_you_do, rm.tell_us_what_you_do_now AS tell_us_what_you_do_now, rm.profile_picture_id AS profile_picture_id'

/** The search index (migration 20261123_170000_role_model_search) finds words of at least this many characters. */
const TRIGRAM = 3
/** A word as an FTS5 phrase: matched as a substring, case-insensitively, with every character (%, _, ") literal. */
const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ')
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The index of the role models teachers may see (migration 20261123_212601_browse_visible_counts): its WHERE is the
 * visibility rule's fixed part as this file writes it, and it holds every column of the filters that are columns.
 */
const VISIBLE_INDEX = 'role_models_visible_idx'
/** The role models' compound index (the collection's `indexes`): visibility, then name, then the filters' columns. */
const NAME_INDEX = 'compound_index_idx'
/** Visibility and name by id (migration 20261123_191637_browse_by_id), to test a list's role models. */
const BY_ID_INDEX = 'role_models_browse_by_id_idx'

/**
 * The filters as one WHERE clause with its arguments (visibility first), whether any is a list of role models, and
 * whether all of them are columns of the visible role models' index. Lists (options a role model has several of,
 * search words) are one condition, intersected: SQLite otherwise walks the first list and reads every role model on it
 * to test the others (languages and sectors with a short word: 1.1 -> 0.5 ms on the bench's 10,000).
 */
function conditions(query: BrowseQuery, favouriteIds: number[], now: Date) {
  const visible = visibleToTeachersSql(now)
  const where: string[] = [...visible.conditions]
  const args: (string | number)[] = [...visible.args]
  const lists: { sql: string; args: (string | number)[] }[] = []
  if (query.eventType === 'online') where.push('rm.can_do_online_event = 1')
  if (query.eventType === 'in-person') where.push('rm.can_do_in_person_event = 1')
  for (const filter of FILTERS) {
    const ids = query[filter.key]
    if (!ids.length) continue
    const target = COLUMNS[filter.key]
    if ('column' in target) {
      where.push(`rm.${target.column} IN (${placeholders(ids.length)})`)
      args.push(...ids)
    } else {
      // Uncorrelated, so SQLite runs it once (a correlated EXISTS probed the option's index per row: 50x slower).
      lists.push({ sql: `SELECT r.parent_id FROM role_models_rels r WHERE r.path = ? AND r.${target.relColumn} IN (${placeholders(ids.length)})`, args: [target.path, ...ids] })
    }
  }
  if (query.onlyMyFavourites) {
    const ids = favouriteIds.length ? favouriteIds : [0]
    where.push(`rm.id IN (${placeholders(ids.length)})`)
    args.push(...ids)
  }
  const words = query.q.split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS)
  // Words of three characters or more go through the trigram index, all in one lookup; shorter ones have no trigram
  // and are matched with LIKE on the columns themselves.
  const indexed = words.filter((word) => [...word].length >= TRIGRAM)
  if (indexed.length) lists.push({ sql: 'SELECT rowid FROM role_models_search WHERE role_models_search MATCH ?', args: [indexed.map(phrase).join(' ')] })
  if (lists.length) {
    where.push(`rm.id IN (${lists.map((list) => list.sql).join(' INTERSECT ')})`)
    args.push(...lists.flatMap((list) => list.args))
  }
  const short = words.filter((word) => [...word].length < TRIGRAM)
  for (const word of short) {
    where.push(`(${SEARCH_COLUMNS.map((column) => `rm.${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`)
    args.push(...SEARCH_COLUMNS.map(() => likePattern(word)))
  }
  return { where: where.join(' AND '), args, lists: lists.length > 0, indexed: !lists.length && !query.onlyMyFavourites && !short.length }
}

/**
 * Lists with at least this many visible role models page by walking the name index (a few entries per card) rather
 * than reading and sorting all of them: one word that 1,615 of the bench's 10,000 match paged in 0.7 ms instead of
 * 1.2 ms. Below it the sort is small and the walk could read most of the index to find nine.
 */
export const WALK_FROM_HITS = 500

/** Which of the list statements pages best for this many matches. */
export const listPageFor = (total: number): 'byName' | 'byHits' => (total >= WALK_FROM_HITS ? 'byName' : 'byHits')

/**
 * The statements of one browse page. Without lists the page walks the browse index in name order (ids first, from the
 * index alone, then the nine cards by id: reading the cards while walking read every skipped role model's row) and
 * stops after its nine; the count reads an index alone and is needed only when the page is full. Lists (options a
 * role model has several of, search words) are counted first, which says how to page them (listPageFor): by the name
 * index, testing each entry against the lists, or from the matches, sorted.
 */
export function buildBrowseSql(query: BrowseQuery, favouriteIds: number[], now: Date): BrowseStatements {
  const { where, args, lists, indexed } = conditions(query, favouriteIds, now)
  const paging = [PAGE_SIZE, (query.page - 1) * PAGE_SIZE]
  const page = (index: string) => ({
    sql: `SELECT ${CARD_COLUMNS} FROM (SELECT rm.id AS id FROM role_models rm ${index}WHERE ${where} ORDER BY rm.name, rm.id LIMIT ? OFFSET ?) p `
      + 'JOIN role_models rm ON rm.id = p.id ORDER BY rm.name, rm.id',
    args: [...args, ...paging],
  })
  const count = (index: string) => ({ sql: `SELECT COUNT(*) AS total FROM role_models rm ${index}WHERE ${where}`, args })
  if (lists) return { count: count(''), byName: page(`INDEXED BY ${NAME_INDEX} `), byHits: page(`INDEXED BY ${BY_ID_INDEX} `) }
  // Named: the planner prefers the wider compound index, read entry by entry (decision 0021). Favourites
  // (a few ids) and short words (the text columns) are not in it.
  return { page: page(''), count: count(indexed ? `INDEXED BY ${VISIBLE_INDEX} ` : '') }
}
