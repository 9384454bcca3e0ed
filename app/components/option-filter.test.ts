import { describe, expect, it } from 'vitest'
import { filterOptions, selectionChanged } from './option-filter'

const languages = [
  { id: 1, title: 'English' },
  { id: 2, title: 'Te reo Māori' },
  { id: 3, title: 'New Zealand Sign Language' },
  { id: 4, title: 'Samoan' },
]

describe('multi-select filter', () => {
  it('keeps every option for an empty or blank filter', () => {
    expect(filterOptions(languages, '')).toEqual(languages)
    expect(filterOptions(languages, '   ')).toEqual(languages)
  })
  it('ignores case and macrons both ways', () => {
    expect(filterOptions(languages, 'maori').map((o) => o.id)).toEqual([2])
    expect(filterOptions(languages, 'MĀORI').map((o) => o.id)).toEqual([2])
    expect(filterOptions([{ title: 'Ākarana' }], 'aka')).toHaveLength(1)
  })
  it('matches anywhere in the title, every word typed', () => {
    expect(filterOptions(languages, 'sign').map((o) => o.id)).toEqual([3])
    expect(filterOptions(languages, 'zealand lang').map((o) => o.id)).toEqual([3])
    expect(filterOptions(languages, 'an').map((o) => o.id)).toEqual([3, 4])
    expect(filterOptions(languages, 'klingon')).toEqual([])
  })
})

describe('multi-select change report', () => {
  it('tells a changed selection from the same one', () => {
    expect(selectionChanged([], [])).toBe(false)
    expect(selectionChanged(['1', '2'], ['2', '1'])).toBe(false)
    expect(selectionChanged(['1'], ['1', '2'])).toBe(true)
    expect(selectionChanged(['1', '2'], ['1', '3'])).toBe(true)
    expect(selectionChanged(['1'], [])).toBe(true)
  })
})
