import { describe, expect, it } from 'vitest'
import { backupsToDelete, isoWeek } from './backup-retention'

const at = (iso: string) => ({ name: iso, createdAt: new Date(iso) })

/** Backups every `hours` hours from `start` for `days` days. */
function every(hours: number, start: string, days: number) {
  const first = new Date(start).getTime()
  return Array.from({ length: (days * 24) / hours }, (_, i) => at(new Date(first + i * hours * 3_600_000).toISOString()))
}

describe('isoWeek', () => {
  it('numbers weeks from Monday, the year being that of the week’s Thursday', () => {
    expect(isoWeek(new Date('2026-11-26T12:00:00Z'))).toBe('2026-W48')
    expect(isoWeek(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48')
    expect(isoWeek(new Date('2026-11-22T23:59:59Z'))).toBe('2026-W47')
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53')
    expect(isoWeek(new Date('2025-12-29T00:00:00Z'))).toBe('2026-W01')
  })
})

describe('backup retention', () => {
  it('keeps everything while there are fewer than a week of daily backups', () => {
    expect(backupsToDelete(every(24, '2026-11-20T03:00:00Z', 5))).toEqual([])
    expect(backupsToDelete([])).toEqual([])
  })

  it('after 60 days of daily backups keeps the last 7 days and the newest of each of the 4 latest weeks', () => {
    const backups = every(24, '2026-09-01T03:00:00Z', 60) // the last on Friday 30 October
    const deleted = new Set(backupsToDelete(backups))
    const kept = backups.map((b) => b.name).filter((name) => !deleted.has(name))
    expect(kept).toEqual([
      '2026-10-11T03:00:00.000Z', // Sunday, week 41
      '2026-10-18T03:00:00.000Z', // Sunday, week 42
      // The last 7 days (24 to 30 October), week 43 ending on Sunday the 25th and week 44 ending on Friday the 30th.
      '2026-10-24T03:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
      '2026-10-26T03:00:00.000Z',
      '2026-10-27T03:00:00.000Z',
      '2026-10-28T03:00:00.000Z',
      '2026-10-29T03:00:00.000Z',
      '2026-10-30T03:00:00.000Z',
    ])
  })

  it('keeps the newest backup of a day when several were made (hourly backups)', () => {
    const backups = every(1, '2026-11-25T00:30:00Z', 2)
    const deleted = new Set(backupsToDelete(backups))
    expect(backups.map((b) => b.name).filter((name) => !deleted.has(name))).toEqual(['2026-11-25T23:30:00.000Z', '2026-11-26T23:30:00.000Z'])
  })

  it('always keeps the newest backup, and counts days that have backups (a gap of a month loses none of the last 7)', () => {
    const backups = [...every(24, '2026-01-01T03:00:00Z', 7), at('2026-03-01T03:00:00Z')]
    const deleted = backupsToDelete(backups)
    expect(deleted).not.toContain('2026-03-01T03:00:00Z')
    expect(deleted).toEqual(['2026-01-01T03:00:00.000Z'])
  })
})
