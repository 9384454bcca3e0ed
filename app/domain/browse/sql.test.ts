import { describe, expect, it } from 'vitest'
import { parseBrowseQuery } from './query'
import { buildBrowseSql, listPageFor, WALK_FROM_HITS } from './sql'
import type { BrowseStatements } from './sql'

const now = new Date('2026-01-01T00:00:00.000Z')
const build = (search: string, favourites: number[] = []) => buildBrowseSql(parseBrowseQuery(new URLSearchParams(search)), favourites, now)
/** The statement holding the page, whichever form (the two forms for lists differ only in their index). */
const pageOf = (statements: BrowseStatements) => ('page' in statements ? statements.page : statements.byName)

describe('buildBrowseSql', () => {
  it('always applies the visibility rule and pages by 9, ids first in name order, then the cards', () => {
    const statements = build('page=3')
    if (!('page' in statements)) throw new Error('expected a page and a count')
    const { sql, args } = statements.page
    expect(sql).toContain(`rm.check_status = 'approved'`)
    expect(sql).toContain('rm.check_expires_at > ?')
    expect(sql).toContain('rm.profile_complete = 1')
    expect(sql).toContain('rm.delete_at IS NULL')
    expect(sql).toMatch(/^SELECT rm\.id AS id, .* FROM \(SELECT rm\.id AS id FROM role_models rm WHERE .* ORDER BY rm\.name, rm\.id LIMIT \? OFFSET \?\) p JOIN role_models rm ON rm\.id = p\.id ORDER BY rm\.name, rm\.id$/)
    expect(args).toEqual([now.toISOString(), 9, 18])
  })

  it('binds every value as a parameter, columns for scalar filters and subqueries for lists', () => {
    const { sql, args } = pageOf(build('eventType=online&regions[]=4&regions[]=5&languages[]=2&industries[]=7&sectors[]=1&educationLevels[]=3&ethnicities[]=6'))
    expect(sql).toContain('rm.can_do_online_event = 1')
    expect(sql).toContain('rm.region_id IN (?, ?)')
    expect(sql).toContain('rm.industry_id IN (?)')
    expect(sql).toContain('r.languages_id IN (?)')
    expect(sql).toContain('r.education_levels_id IN (?)')
    expect(args).toEqual([now.toISOString(), 4, 5, 7, 'languagesSpoken', 2, 'sectors', 1, 'educationBackgrounds', 3, 'ethnicities', 6, 9, 0])
  })

  it('intersects the lists (options and search words) in one condition, so SQLite reads only role models on all of them', () => {
    const { sql, args } = pageOf(build('languages[]=2&sectors[]=1&q=engineer'))
    expect(sql).toContain(
      'rm.id IN (SELECT r.parent_id FROM role_models_rels r WHERE r.path = ? AND r.languages_id IN (?) INTERSECT '
        + 'SELECT r.parent_id FROM role_models_rels r WHERE r.path = ? AND r.sectors_id IN (?) INTERSECT '
        + 'SELECT rowid FROM role_models_search WHERE role_models_search MATCH ?)',
    )
    expect(sql.match(/rm\.id IN \(/g)).toHaveLength(1)
    expect(args.slice(0, -2)).toEqual([now.toISOString(), 'languagesSpoken', 2, 'sectors', 1, '"engineer"'])
  })

  it('looks words of three or more characters up in the trigram index as literal phrases, and never puts text in the SQL', () => {
    const { sql, args } = pageOf(build(`q=${encodeURIComponent('50%_off" OR 1=1 -- mā')}`))
    expect(sql).not.toContain('OR 1=1')
    expect(sql).toContain('rm.id IN (SELECT rowid FROM role_models_search WHERE role_models_search MATCH ?)')
    // One lookup for every long word, quotes doubled inside the phrase.
    expect(args).toContain('"50%_off""" "1=1"')
  })

  it('matches words shorter than a trigram with LIKE on the searched columns, wildcards escaped', () => {
    const { sql, args } = pageOf(build(`q=${encodeURIComponent('OR -- %_')}`))
    expect(sql).not.toContain('role_models_search')
    expect(sql.match(/LIKE \? ESCAPE/g)).toHaveLength(12)
    expect(args).toContain('%OR%')
    expect(args).toContain('%--%')
    expect(args).toContain('%\\%\\_%')
  })

  it('limits to favourites, matching none when there are none', () => {
    expect(pageOf(build('onlyMyFavourites=true', [3, 8])).args).toEqual([now.toISOString(), 3, 8, 9, 0])
    expect(pageOf(build('onlyMyFavourites=true', [])).args).toEqual([now.toISOString(), 0, 9, 0])
  })

  it('counts the same filters without paging', () => {
    const statements = build('regions[]=4&page=2')
    if (!('count' in statements)) throw new Error('expected a page and a count')
    expect(statements.count.sql).toMatch(/^SELECT COUNT\(\*\) AS total FROM role_models rm INDEXED BY role_models_visible_idx WHERE .*rm\.region_id IN \(\?\)$/)
    expect(statements.count.args).toEqual([now.toISOString(), 4])
  })

  it('counts from the visible role models\' index only what it holds: not favourites, not short words', () => {
    const countOf = (search: string) => {
      const statements = build(search, [3])
      if (!('count' in statements)) throw new Error(`expected a page and a count for ${search}`)
      return statements.count.sql
    }
    for (const search of ['', 'eventType=in-person&industries[]=7&regions[]=1']) expect(countOf(search)).toContain('INDEXED BY role_models_visible_idx')
    for (const search of ['onlyMyFavourites=true', 'q=er', 'regions[]=1&q=er']) expect(countOf(search)).not.toContain('INDEXED BY')
  })

  it('counts list filters (options a role model has several of, search words) first, then pages them by name or from the matches', () => {
    for (const search of ['sectors[]=1&page=2', 'q=engineer', 'languages[]=2&regions[]=4']) {
      const statements = build(search)
      if (!('byName' in statements)) throw new Error(`expected the list statements for ${search}`)
      expect(statements.count.sql).toMatch(/^SELECT COUNT\(\*\) AS total FROM role_models rm WHERE rm\.check_status = 'approved' .*rm\.id IN \(SELECT/)
      expect(statements.byName.sql).toContain('FROM role_models rm INDEXED BY compound_index_idx WHERE')
      expect(statements.byHits.sql).toContain('FROM role_models rm INDEXED BY role_models_browse_by_id_idx WHERE')
      for (const page of [statements.byName, statements.byHits]) {
        // The same conditions as the count, in name order, nine from the offset.
        const where = statements.count.sql.slice(statements.count.sql.indexOf(' WHERE ') + ' WHERE '.length)
        expect(page.sql).toContain(`WHERE ${where} ORDER BY rm.name, rm.id LIMIT ? OFFSET ?)`)
        expect(page.args).toEqual([...statements.count.args, 9, search.includes('page=2') ? 9 : 0])
      }
    }
    // The browse index pages and counts the others faster in two.
    for (const search of ['', 'regions[]=4&eventType=online&industries[]=7', 'onlyMyFavourites=true', 'q=er']) expect('page' in build(search, [3])).toBe(true)
  })

  it('walks the name index for lists with many matches and sorts the matches of the others', () => {
    expect(listPageFor(0)).toBe('byHits')
    expect(listPageFor(WALK_FROM_HITS - 1)).toBe('byHits')
    expect(listPageFor(WALK_FROM_HITS)).toBe('byName')
    expect(listPageFor(10_000)).toBe('byName')
  })
})
