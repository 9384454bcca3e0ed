import { nzDate } from '../shared/dates'
import { relationId } from '../shared/relations'

/**
 * A thin-region notice counts once per event and region (issue 50 item 5): the key of that pair, or null for a notice
 * recorded without an event (each of those counts).
 */
export function shortfallKey(event: unknown, region: unknown): string | null {
  const [eventId, regionId] = [relationId(event), relationId(region)]
  return eventId == null || regionId == null ? null : `${eventId}:${regionId}`
}

/** The New Zealand month (yyyy-MM) of an instant: the month a notice counts in. */
export const shortfallMonth = (at: Date): string => nzDate(at).slice(0, 7)
