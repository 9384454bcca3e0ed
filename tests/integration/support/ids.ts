import { idKey, parseDocId } from '../../../app/domain/shared/ids'

/**
 * Matches a document id as the database gives it (decision 0035): SQLite's positive whole number, or the text id of
 * MongoDB or of the portable run with text ids (decision 0060), exactly as `parseDocId` reads it back. Use it where a
 * test would say `expect.any(Number)` of an id.
 */
export const anyId = () => ({
  asymmetricMatch: (value: unknown) => (typeof value === 'number' || typeof value === 'string') && parseDocId(value) === value,
  toString: () => 'AnyId',
  toAsymmetricMatcher: () => 'AnyId',
})

/** Orders ids of one database the same way each time, whichever type they are (for comparing sets of ids as lists). */
export const byId = (a: number | string, b: number | string) => idKey(a).localeCompare(idKey(b))
