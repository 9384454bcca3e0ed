import { describe, expect, it } from 'vitest'
import { formatDate } from './format'

describe('dates in the page language', () => {
  it('names weekdays in te reo Māori, Monday first', () => {
    const monday = new Date(Date.UTC(2024, 0, 1))
    expect(formatDate(monday, 'mi', { weekday: 'long', timeZone: 'UTC' })).toBe('Mane')
    expect(formatDate(new Date(Date.UTC(2024, 0, 7)), 'mi', { weekday: 'short', timeZone: 'UTC' })).toBe('Rāt')
    expect(formatDate(monday, 'mi', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe('Mane, 1 Hānuere 2024')
    expect(formatDate(monday, 'en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe('Monday, 1 January 2024')
  })

  it('matches what Node\'s own te reo Māori data says', () => {
    const date = new Date(Date.UTC(2026, 7, 14))
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const
    expect(formatDate(date, 'mi', options)).toBe(new Intl.DateTimeFormat('mi-NZ', options).format(date))
  })
})
