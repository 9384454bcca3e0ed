import type { Payload } from 'payload'
import type { School } from '../../../cms/payload-types'

type Id = number | string

/**
 * A school's name, by id or from a populated relation. Schools' names are public to every signed-in user (the event
 * and invitation pages show them), so the adapter reads it (a fifth of the Local API's cost; no access to ask).
 */
export async function schoolName(payload: Payload, school: Id | { name?: string | null } | null | undefined): Promise<string> {
  if (school == null) return ''
  if (typeof school === 'object') return school.name ?? ''
  const doc = await payload.db.findOne<Pick<School, 'id' | 'name'>>({ collection: 'schools', where: { id: { equals: school } }, select: { name: true } })
  return doc?.name ?? ''
}
