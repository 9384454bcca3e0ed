import type { Payload } from 'payload'
import { relationId } from '../shared/relations'

/**
 * A teacher keeps seeing the name and photo of a role model on one of their school's events, even after the
 * role model's check expires or the profile stops being visible. Only names and photos: everything
 * else still follows readRoleModels.
 */
export async function isOnTeacherSchoolEvent(payload: Payload, teacher: { collection?: string; school?: unknown } | null, roleModelId: number | string): Promise<boolean> {
  if (teacher?.collection !== 'teachers') return false
  const school = relationId(teacher.school)
  if (school == null) return false
  const rows = await payload.count({
    collection: 'event-role-models',
    where: { and: [{ roleModel: { equals: roleModelId } }, { 'event.school': { equals: school } }] },
    overrideAccess: true,
  })
  return rows.totalDocs > 0
}
