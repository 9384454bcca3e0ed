import { idKey } from '../shared/ids'
import { relationId } from '../shared/relations'

/**
 * Whether an update moves a teacher to another school: their sessions then end (decision 0101), and they sign in again
 * for the new one. An update that does not name the school, or names the same one (as an id or a document), does not.
 */
export function movesSchool(data: { school?: unknown }, original: { school?: unknown } | undefined): boolean {
  return original != null && data.school !== undefined && idKey(relationId(data.school)) !== idKey(relationId(original.school))
}
