import { describe, expect, it } from 'vitest'
import { nzDate } from '~/domain/shared/dates'
import { deletionDate, isIsoDate, startOfNzDay } from './deletion-dates'

describe('account deletion dates', () => {
  it('counts days from today in New Zealand', () => {
    // 20:00 UTC on 4 Feb is already 5 Feb in New Zealand (NZDT, +13).
    expect(deletionDate(new Date('2024-02-04T20:00:00Z'), 30)).toBe('2024-03-06')
    expect(deletionDate(new Date('2024-02-04T08:00:00Z'), 30)).toBe('2024-03-05')
    expect(deletionDate(new Date('2024-12-15T00:00:00Z'), 30)).toBe('2025-01-14')
  })
  it('finds the instant a New Zealand day starts, in summer and winter time', () => {
    expect(startOfNzDay('2024-03-05').toISOString()).toBe('2024-03-04T11:00:00.000Z')
    expect(startOfNzDay('2024-07-01').toISOString()).toBe('2024-06-30T12:00:00.000Z')
    expect(nzDate(startOfNzDay('2024-04-07'))).toBe('2024-04-07')
  })
  it('accepts only yyyy-MM-dd dates', () => {
    expect(isIsoDate('2024-03-05')).toBe(true)
    expect(isIsoDate('5 March 2024')).toBe(false)
    expect(isIsoDate(undefined)).toBe(false)
  })
})
