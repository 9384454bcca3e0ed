import { describe, expect, it } from 'vitest'
import { parseBrowseQuery } from './query'
import { buildCountSql, buildPageWithTotalSql, buildSearchSql } from './sql'

const now = new Date('2026-01-01T00:00:00.000Z')
const build = (search: string, favourites: number[] = []) => buildSearchSql(parseBrowseQuery(new URLSearchParams(search)), favourites, now)

describe('buildSearchSql', () => {
  it('always applies the visibility rule and pages by 9', () => {
    const { sql, args } = build('page=3')
    expect(sql).toContain(`rm.check_status = 'approved'`)
    expect(sql).toContain('rm.check_expires_at > ?')
    expect(sql).toContain('rm.profile_complete = 1')
    expect(sql).toContain('rm.delete_at IS NULL')
    expect(sql).toMatch(/ORDER BY rm\.name, rm\.id LIMIT \? OFFSET \?$/)
    expect(args).toEqual([now.toISOString(), 9, 18])
  })

  it('binds every value as a parameter, columns for scalar filters and EXISTS for lists', () => {
    const { sql, args } = build('eventType=online&regions[]=4&regions[]=5&languages[]=2&industries[]=7&sectors[]=1&educationLevels[]=3&ethnicities[]=6')
    expect(sql).toContain('rm.can_do_online_event = 1')
    expect(sql).toContain('rm.region_id IN (?, ?)')
    expect(sql).toContain('rm.industry_id IN (?)')
    expect(sql).toContain('r.languages_id IN (?)')
    expect(sql).toContain('r.education_levels_id IN (?)')
    expect(args).toEqual([now.toISOString(), 'languagesSpoken', 2, 4, 5, 'sectors', 1, 7, 'educationBackgrounds', 3, 'ethnicities', 6, 9, 0])
  })

  it('looks words of three or more characters up in the trigram index as literal phrases, and never puts text in the SQL', () => {
    const { sql, args } = build(`q=${encodeURIComponent('50%_off" OR 1=1 -- mā')}`)
    expect(sql).not.toContain('OR 1=1')
    expect(sql).toContain('rm.id IN (SELECT rowid FROM role_models_search WHERE role_models_search MATCH ?)')
    // One lookup for every long word, quotes doubled inside the phrase.
    expect(args).toContain('"50%_off""" "1=1"')
  })

  it('matches words shorter than a trigram with LIKE on the searched columns, wildcards escaped', () => {
    const { sql, args } = build(`q=${encodeURIComponent('OR -- %_')}`)
    expect(sql).not.toContain('role_models_search')
    expect(sql.match(/LIKE \? ESCAPE/g)).toHaveLength(12)
    expect(args).toContain('%OR%')
    expect(args).toContain('%--%')
    expect(args).toContain('%\\%\\_%')
  })

  it('limits to favourites, matching none when there are none', () => {
    expect(build('onlyMyFavourites=true', [3, 8]).args).toEqual([now.toISOString(), 3, 8, 9, 0])
    expect(build('onlyMyFavourites=true', []).args).toEqual([now.toISOString(), 0, 9, 0])
  })

  it('derives a count statement without paging', () => {
    const count = buildCountSql(build('regions[]=4&page=2'))
    expect(count.sql).toMatch(/^SELECT COUNT\(\*\) AS total FROM role_models rm WHERE .*rm\.region_id IN \(\?\)$/)
    expect(count.args).toEqual([now.toISOString(), 4])
  })

  it('pages and counts list filters (options a role model has several of, search words) in one statement', () => {
    for (const search of ['sectors[]=1&page=2', 'q=engineer', 'languages[]=2&regions[]=4']) {
      const page = build(search)
      const withTotal = buildPageWithTotalSql(page)
      expect(withTotal?.sql).toMatch(/^WITH hits AS MATERIALIZED \(SELECT rm\.id AS id, rm\.name AS name FROM role_models rm WHERE rm\.check_status = 'approved' .*\) SELECT t\.total AS total, rm\.id AS id, /)
      expect(withTotal?.sql).toContain('LIMIT ? OFFSET ?')
      expect(withTotal?.args).toEqual(page.args)
    }
    // The browse index pages and counts the others faster in two.
    for (const search of ['', 'regions[]=4&eventType=online&industries[]=7', 'onlyMyFavourites=true', 'q=er']) expect(buildPageWithTotalSql(build(search, [3]))).toBeNull()
  })
})

