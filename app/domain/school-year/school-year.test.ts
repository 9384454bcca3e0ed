import { describe, expect, it } from 'vitest'
import { dateWarning, inSchoolHolidays, warningAccepted } from './school-year'
import type { SchoolTerm } from './school-year'

const TERMS_2026: SchoolTerm[] = [
  { year: 2026, term: 1, start: '2026-02-02', end: '2026-04-02' },
  { year: 2026, term: 2, start: '2026-04-20', end: '2026-07-03' },
  { year: 2026, term: 3, start: '2026-07-20', end: '2026-09-25' },
  { year: 2026, term: 4, start: '2026-10-12', end: '2026-12-18' },
]

describe('inSchoolHolidays', () => {
  it('a day inside a term, its first and its last day are school days', () => {
    expect(inSchoolHolidays('2026-05-12', TERMS_2026)).toBe(false)
    expect(inSchoolHolidays('2026-02-02', TERMS_2026)).toBe(false)
    expect(inSchoolHolidays('2026-12-18', TERMS_2026)).toBe(false)
  })
  it('a day between terms, before term 1 or after term 4 is in the holidays', () => {
    expect(inSchoolHolidays('2026-04-14', TERMS_2026)).toBe(true)
    expect(inSchoolHolidays('2026-01-20', TERMS_2026)).toBe(true)
    expect(inSchoolHolidays('2026-12-21', TERMS_2026)).toBe(true)
  })
  it('a year without terms never warns', () => {
    expect(inSchoolHolidays('2028-01-10', TERMS_2026)).toBe(false)
    expect(inSchoolHolidays('2026-01-10', [])).toBe(false)
  })
})

describe('dateWarning', () => {
  it('names the public holiday first', () => {
    expect(dateWarning('2026-12-25', { publicHoliday: 'Christmas Day', terms: TERMS_2026 })).toEqual({ kind: 'public-holiday', name: 'Christmas Day' })
  })
  it('then the school holidays, then nothing', () => {
    expect(dateWarning('2026-07-08', { publicHoliday: null, terms: TERMS_2026 })).toEqual({ kind: 'school-holidays' })
    expect(dateWarning('2026-07-21', { publicHoliday: null, terms: TERMS_2026 })).toBeNull()
  })
})

describe('warningAccepted', () => {
  it('only for the date the teacher accepted', () => {
    expect(warningAccepted('2026-12-25', '2026-12-25')).toBe(true)
    expect(warningAccepted('2026-12-24', '2026-12-25')).toBe(false)
    expect(warningAccepted('2026-12-25', '')).toBe(false)
    expect(warningAccepted('2026-12-25', undefined)).toBe(false)
  })
})
