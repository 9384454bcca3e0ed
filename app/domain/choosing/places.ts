import { COUNTED_STATUSES } from '../events/rules'

/**
 * An event's places (decision 0034): every counted role model on an event (selected, invited, attending) holds a
 * numbered place, '1' to '<max>', and the collection's unique index on (event, place) lets no two rows hold the same
 * one. Two additions racing for the last place, in one process or in several on one database (SQLite or MongoDB),
 * both choose it and the database refuses the second: the maximum is held by the database, not by a lock in one
 * process. A row that no longer counts (declined, uninvited, expired) gives its place back and holds a place of its
 * own that no number can take, `r:<role model id>` (unique because a role model is on an event once), so the index
 * never holds two empty values (MongoDB's unique index counts missing values as equal).
 */
export const releasedPlace = (roleModelId: number | string) => `r:${roleModelId}`

/** Whether a stored place is a numbered one (held by a counted row). */
export const isNumberedPlace = (place: unknown): place is string => typeof place === 'string' && /^[1-9]\d*$/.test(place)

export const countsTowardMax = (status: number) => COUNTED_STATUSES.includes(status)

/**
 * The place a row that starts to count takes: the lowest number the event's other counted rows do not hold, or null
 * when that is above `limit` (a teacher adds up to the event's maximum; staff and system work are not limited).
 * Two additions that read the same places choose the same number, so the database refuses one of them.
 */
export function freePlace(taken: readonly unknown[], limit = Number.POSITIVE_INFINITY): string | null {
  const held = new Set(taken.filter(isNumberedPlace).map(Number))
  let place = 1
  while (held.has(place)) place++
  return place > limit ? null : String(place)
}
