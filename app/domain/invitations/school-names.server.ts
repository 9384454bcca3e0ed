import type { Payload } from 'payload'
import type { School } from '../../../cms/payload-types'
import { idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'

/**
 * The names of many schools by id, in one read (keyed by `idKey`). Schools' names are public to every signed-in user
 * (`schoolName` reads one the same way), and the callers pass only schools of the events a role model was asked to.
 */
export async function schoolNames(payload: Payload, ids: (DocId | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Map(ids.filter((id): id is DocId => id != null).map((id) => [idKey(id), id])).values()]
  if (!wanted.length) return new Map()
  // Through the database adapter: names only, and the collection has no read hooks.
  const found = await payload.db.find<Pick<School, 'id' | 'name'>>({ collection: 'schools', where: { id: { in: wanted } }, select: { name: true }, limit: 0, pagination: false })
  return new Map(found.docs.map((school) => [idKey(school.id), school.name ?? '']))
}
