/**
 * Document ids as the database gives them (decision 0035): SQLite's positive whole numbers, MongoDB's 24-character
 * hex ObjectIds, and the UUIDs of SQLite with text ids (the test suite's portable run, decision 0060). Every id read from an address, a form or a job's input goes through `parseDocId`; ids are compared and
 * used as map keys through `idKey` (a string), never through `Number()`. tests/architecture/ids.test.ts keeps it so.
 */
export type DocId = number | string

const OBJECT_ID = /^[0-9a-f]{24}$/i
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const WHOLE_NUMBER = /^[1-9]\d{0,15}$/

/** An id as stored, from whatever was sent: a number for SQLite's, the lower-case string for a text id; otherwise null. */
export function parseDocId(value: unknown): DocId | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (WHOLE_NUMBER.test(raw)) {
    const id = Number(raw)
    return Number.isSafeInteger(id) ? id : null
  }
  return OBJECT_ID.test(raw) || UUID.test(raw) ? raw.toLowerCase() : null
}

/** The key an id is compared and looked up by, whichever database gave it: 12 and '12' are the same document. */
export const idKey = (id: DocId | null | undefined): string => (id == null ? '' : String(id))

/** Ids in the database's order: SQLite's numbers by value, text ids (ObjectIds, UUIDs) by their characters' codes. */
export function compareIds(a: DocId, b: DocId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const [x, y] = [idKey(a), idKey(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * An id given to Payload where its generated types (made on SQLite) say `number`: the same value works on MongoDB,
 * where it is the ObjectId's string. The one place that tells the types so.
 */
export const asTypedId = (id: DocId): number => id as number
