import { describe, expect, it } from 'vitest'
import { termParts, termsById, toTerm } from './terms'

describe("a staff-edited list's names as terms (decision 0053)", () => {
  it('keeps the English mark of a title that fell back, and adds none otherwise', () => {
    expect(toTerm({ title: 'Far North District', lang: 'en' })).toEqual({ title: 'Far North District', lang: 'en' })
    expect(toTerm({ title: 'Te Tai Tokerau' })).toEqual({ title: 'Te Tai Tokerau' })
    expect(toTerm({ id: 3, title: 'Northland' } as { title: string })).toEqual({ title: 'Northland' })
  })

  it('has no term for a missing or empty title', () => {
    expect(toTerm(null)).toBeNull()
    expect(toTerm(undefined)).toBeNull()
    expect(toTerm({ title: null })).toBeNull()
    expect(toTerm({ title: '  ', lang: 'en' })).toBeNull()
  })

  it('looks a term up by id, numbers and strings alike (SQLite and MongoDB ids)', () => {
    const terms = termsById([{ id: 1, title: 'Northland', lang: 'en' }, { id: '65a1b2c3d4e5f6a7b8c9d0e1', title: 'Tāmaki Makaurau' }, { id: 3, title: '' }])
    expect(terms.get('1')).toEqual({ title: 'Northland', lang: 'en' })
    expect(terms.get('65a1b2c3d4e5f6a7b8c9d0e1')).toEqual({ title: 'Tāmaki Makaurau' })
    expect(terms.has('3')).toBe(false)
    expect(terms.size).toBe(2)
  })

  it("gives a composed name's parts each its own language, dropping the empty ones", () => {
    expect(termParts(['1 Queen Street', null, { title: 'Far North District', lang: 'en' }, '', { title: 'Te Tai Tokerau' }, undefined]))
      .toEqual([{ title: '1 Queen Street' }, { title: 'Far North District', lang: 'en' }, { title: 'Te Tai Tokerau' }])
    expect(termParts([])).toEqual([])
  })
})
