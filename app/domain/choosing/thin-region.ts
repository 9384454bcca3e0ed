import { suggestRoleModels } from '../events/rules'

/**
 * No dead end for a thin region (decision 0038): when the event's region has fewer in-person role models than the
 * event needs (the suggestion for its students, or the event minimum when the number of students is unknown), the
 * choose page offers the neighbouring regions, switching to online, and a message to the programme team.
 */
export function regionShortfall({ inRegion, students, min }: { inRegion: number; students: number | null | undefined; min: number }): { wanted: number; short: boolean } {
  const wanted = students && students > 0 ? Math.max(suggestRoleModels(students).suggested, min) : min
  return { wanted, short: inRegion < wanted }
}
