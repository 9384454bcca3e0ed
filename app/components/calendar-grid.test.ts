import { describe, expect, it } from 'vitest'
import { addDays, addMonths, isSelectable, monthGrid, moveFocus, toInputText, weekdayIndex } from './calendar-grid'

describe('date picker calendar', () => {
  it('starts weeks on Monday', () => {
    // 1 June 2026 is a Monday; 1 March 2026 a Sunday.
    expect(monthGrid({ year: 2026, month: 6 })[0][0]).toBe('2026-06-01')
    const march = monthGrid({ year: 2026, month: 3 })
    expect(march[0]).toEqual([null, null, null, null, null, null, '2026-03-01'])
    expect(march.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null])
    expect(march.flat().filter(Boolean)).toHaveLength(31)
  })

  it('knows leap years', () => {
    expect(monthGrid({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29)
    expect(monthGrid({ year: 2026, month: 2 }).flat().filter(Boolean)).toHaveLength(28)
  })

  it('moves days across months, years and the New Zealand daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-04-05', 1)).toBe('2026-04-06')
    expect(addDays('2026-09-27', -1)).toBe('2026-09-26')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15')
  })

  it('moves keyboard focus like a calendar grid', () => {
    expect(moveFocus('2026-06-03', 'ArrowDown')).toBe('2026-06-10')
    expect(moveFocus('2026-06-03', 'Home')).toBe('2026-06-01')
    expect(moveFocus('2026-06-03', 'End')).toBe('2026-06-07')
    expect(moveFocus('2026-06-03', 'PageDown')).toBe('2026-07-03')
    expect(moveFocus('2026-06-03', 'PageUp', true)).toBe('2025-06-03')
    expect(moveFocus('2026-06-03', 'a')).toBeNull()
    expect(weekdayIndex('2026-06-07')).toBe(6)
  })

  it('writes the chosen date as dd/mm/yyyy', () => {
    expect(toInputText('2026-03-05')).toBe('05/03/2026')
  })

  it('offers no past dates when given today as the minimum, and any date without one', () => {
    expect(isSelectable('2026-06-02', '2026-06-03')).toBe(false)
    expect(isSelectable('2026-06-03', '2026-06-03')).toBe(true)
    expect(isSelectable('2027-01-01', '2026-06-03')).toBe(true)
    expect(isSelectable('1990-01-01', null)).toBe(true)
  })

  it('lays out every week Monday to Sunday, seven days a row', () => {
    for (let month = 1; month <= 12; month++) {
      const weeks = monthGrid({ year: 2027, month })
      for (const week of weeks) expect(week).toHaveLength(7)
      for (const [column, iso] of weeks.flat().entries()) if (iso) expect(weekdayIndex(iso)).toBe(column % 7)
    }
  })
})
