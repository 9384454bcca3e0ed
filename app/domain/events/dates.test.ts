import { describe, expect, it } from 'vitest'
import { formatDisplayDate, nzDate } from './dates'

describe('New Zealand dates', () => {
  it('takes today from Pacific/Auckland', () => {
    // 11:30 UTC on 21 November is 00:30 on 22 November in New Zealand (daylight time, UTC+13).
    expect(nzDate(new Date('2026-11-21T11:30:00Z'))).toBe('2026-11-22')
    expect(nzDate(new Date('2026-11-21T10:30:00Z'))).toBe('2026-11-21')
  })
  it('displays dates like 5 March 2024', () => {
    expect(formatDisplayDate('2024-03-05')).toBe('5 March 2024')
    expect(formatDisplayDate(new Date('2024-03-04T12:00:00Z'))).toBe('5 March 2024')
  })
})
