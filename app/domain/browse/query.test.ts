import { describe, expect, it } from 'vitest'
import {
  activeFilterCount, buildWhere, EMPTY_QUERY, isPastEnd, MAX_IDS_PER_FILTER, MAX_SEARCH_LENGTH, pagerItems, parseBrowseQuery, toSearchParams, totalPagesFor,
} from './query'

const parse = (search: string) => parseBrowseQuery(new URLSearchParams(search))

describe('parseBrowseQuery', () => {
  it('defaults to page 1 with no filters', () => expect(parse('')).toEqual(EMPTY_QUERY))

  it('reads the page’s parameters', () => {
    expect(parse('page=3&q=nurse&eventType=online&onlyMyFavourites=true&languages[]=2&languages[]=1&regions[]=7')).toEqual({
      ...EMPTY_QUERY, page: 3, q: 'nurse', eventType: 'online', onlyMyFavourites: true, languages: [1, 2], regions: [7],
    })
  })

  it('reads the API’s parameters: start offset, event-type, only-my-favourites', () => {
    expect(parse('start=18&event-type=in-person&only-my-favourites=1&sectors[]=4')).toMatchObject({ page: 3, eventType: 'in-person', onlyMyFavourites: true, sectors: [4] })
    expect(parse('start=0').page).toBe(1)
    expect(parse('start=8').page).toBe(1)
    expect(parse('start=9').page).toBe(2)
  })

  it('falls back to page 1 for a page that is not a number', () => {
    for (const page of ['abc', '-2', '0', '1.5', '1e3', '99999999999999']) expect(parse(`page=${page}`).page).toBe(1)
  })

  it('drops unknown and malformed ids, and caps their number', () => {
    expect(parse('languages[]=abc&languages[]=-1&languages[]=3&languages[]=3&languages=4,5').languages).toEqual([3, 4, 5])
    const many = Array.from({ length: 500 }, (_, i) => `regions[]=${i + 1}`).join('&')
    expect(parse(many).regions).toHaveLength(MAX_IDS_PER_FILTER)
  })

  it('ignores an unknown event type', () => expect(parse('eventType=zoom').eventType).toBe('all'))

  it('ignores an empty search and cuts a very long one', () => {
    expect(parse('q=%20%20%20').q).toBe('')
    expect(parse(`q=${'a'.repeat(10_000)}`).q).toHaveLength(MAX_SEARCH_LENGTH)
    expect(parse('q=%20civil%20%20%20engineer%20').q).toBe('civil engineer')
  })
})

describe('toSearchParams', () => {
  it('round-trips and leaves defaults out', () => {
    const query = parse('page=2&q=chef&eventType=in-person&ethnicities[]=5&educationLevels[]=1')
    const params = toSearchParams(query)
    expect(parseBrowseQuery(params)).toEqual(query)
    expect(toSearchParams(EMPTY_QUERY).toString()).toBe('')
  })

  it('lets a filter change reset to page 1', () => {
    expect(toSearchParams(parse('page=4&q=x'), { page: 1 }).get('page')).toBeNull()
  })
})

describe('buildWhere', () => {
  it('is empty without filters (visibility comes from access control)', () => expect(buildWhere(EMPTY_QUERY, null)).toEqual({}))

  it('maps each filter to its field: one option as equals, several as in', () => {
    const where = buildWhere(parse('eventType=online&languages[]=1&regions[]=2&sectors[]=3&industries[]=4&educationLevels[]=5&ethnicities[]=6'), null)
    expect(where).toEqual({
      and: [
        { canDoOnlineEvent: { equals: true } },
        { languagesSpoken: { equals: 1 } },
        { region: { equals: 2 } },
        { sectors: { equals: 3 } },
        { industry: { equals: 4 } },
        { educationBackgrounds: { equals: 5 } },
        { ethnicities: { equals: 6 } },
      ],
    })
    expect(buildWhere(parse('languages[]=1&languages[]=7&regions[]=2'), null)).toEqual({
      and: [{ languagesSpoken: { in: [1, 7] } }, { region: { equals: 2 } }],
    })
    expect(buildWhere(parse('eventType=in-person'), null)).toEqual({ and: [{ canDoInPersonEvent: { equals: true } }] })
  })

  it('limits to favourites, matching nothing when there are none', () => {
    expect(buildWhere(parse('onlyMyFavourites=true'), [4, 9])).toEqual({ and: [{ id: { in: [4, 9] } }] })
    expect(buildWhere(parse('onlyMyFavourites=true'), [])).toEqual({ and: [{ id: { in: [0] } }] })
  })

  it('needs every search word in one of the text fields', () => {
    const where = buildWhere(parse('q=civil engineer'), null) as { and: { or: unknown[] }[] }
    expect(where.and).toHaveLength(2)
    expect(where.and[0].or).toContainEqual({ name: { contains: 'civil' } })
    expect(where.and[1].or).toContainEqual({ whatDoYouDo: { contains: 'engineer' } })
  })
})

describe('pagination', () => {
  it('counts pages of 9, at least one', () => {
    expect(totalPagesFor(0)).toBe(1)
    expect(totalPagesFor(9)).toBe(1)
    expect(totalPagesFor(10)).toBe(2)
  })
  it('knows when the page is past the end', () => {
    expect(isPastEnd(3, 2)).toBe(true)
    expect(isPastEnd(2, 2)).toBe(false)
  })
  it('shows first, last and neighbours with gaps', () => {
    const labels = (items: ReturnType<typeof pagerItems>) => items.map((i) => (i.type === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)))
    expect(labels(pagerItems(1, 1))).toEqual(['[1]'])
    expect(labels(pagerItems(1, 10))).toEqual(['[1]', '2', '3', '…', '10'])
    expect(labels(pagerItems(6, 12))).toEqual(['1', '…', '4', '5', '[6]', '7', '8', '…', '12'])
  })
  it('counts active filters', () => expect(activeFilterCount(parse('q=a&languages[]=1&languages[]=2&eventType=online'))).toBe(4))
})
