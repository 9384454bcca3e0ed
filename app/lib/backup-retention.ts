/**
 * Which backups the scheduled job keeps (decision 0033): the newest of each of the 7 latest days that have one and
 * the newest of each of the 4 latest weeks (ISO weeks, Monday to Sunday) that have one, by UTC dates. The newest
 * backup is always among them. Everything else is deleted.
 */
export type BackupEntry = { name: string; createdAt: Date }

export const KEEP = { daily: 7, weekly: 4 }

/** The ISO week of a date (UTC), e.g. `2026-W48`. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  // Thursday of the same week decides the year.
  day.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7))
  const firstThursday = new Date(Date.UTC(day.getUTCFullYear(), 0, 4))
  const week = 1 + Math.round((day.getTime() - firstThursday.getTime()) / 86_400_000 / 7 - 3 / 7 + ((firstThursday.getUTCDay() + 6) % 7) / 7)
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/** The names of the backups to delete, newest first. */
export function backupsToDelete(backups: BackupEntry[], keep = KEEP): string[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  const kept = new Set<string>()
  const days = new Set<string>()
  const weeks = new Set<string>()
  for (const backup of newestFirst) {
    const day = backup.createdAt.toISOString().slice(0, 10)
    if (!days.has(day) && days.size < keep.daily) {
      days.add(day)
      kept.add(backup.name)
    }
    const week = isoWeek(backup.createdAt)
    if (!weeks.has(week) && weeks.size < keep.weekly) {
      weeks.add(week)
      kept.add(backup.name)
    }
  }
  return newestFirst.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name)
}
