import type { Payload } from 'payload'

type Id = number | string

/**
 * A school's name, by id or from a populated relation. Schools' names are public to every signed-in user (the event
 * and invitation pages show them), so it is read by the system.
 */
export async function schoolName(payload: Payload, school: Id | { name?: string | null } | null | undefined): Promise<string> {
  if (school == null) return ''
  if (typeof school === 'object') return school.name ?? ''
  const doc = await payload.findByID({ collection: 'schools', id: school, depth: 0, select: { name: true }, overrideAccess: true, disableErrors: true })
  return doc?.name ?? ''
}
