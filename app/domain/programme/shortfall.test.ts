import { describe, expect, it } from 'vitest'
import { shortfallKey, shortfallMonth } from './shortfall'

describe('thin-region notices', () => {
  it('counts a notice once per event and region, whatever form the ids come in', () => {
    expect(shortfallKey(12, 3)).toBe('12:3')
    expect(shortfallKey({ id: 12 }, '3')).toBe('12:3')
    expect(shortfallKey('6f1c-uuid', 'a9-uuid')).toBe('6f1c-uuid:a9-uuid')
    expect(shortfallKey(12, 4)).not.toBe(shortfallKey(12, 3))
  })

  it('has no key without an event or a region (such a notice counts each time)', () => {
    expect(shortfallKey(null, 3)).toBeNull()
    expect(shortfallKey(undefined, 3)).toBeNull()
    expect(shortfallKey(12, null)).toBeNull()
  })

  it('counts a notice in the New Zealand month it was shown', () => {
    // 30 Nov 2026 11:30 UTC is 1 Dec 00:30 in New Zealand (daylight time, UTC+13).
    expect(shortfallMonth(new Date('2026-11-30T11:30:00Z'))).toBe('2026-12')
    expect(shortfallMonth(new Date('2026-11-30T10:30:00Z'))).toBe('2026-11')
    // 31 May 2026 12:30 UTC is 1 June 00:30 (standard time, UTC+12).
    expect(shortfallMonth(new Date('2026-05-31T12:30:00Z'))).toBe('2026-06')
  })
})
