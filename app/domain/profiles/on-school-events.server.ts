import type { Payload } from 'payload'
import { schoolEventRowsWhere } from '../access/rules'
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
  // Through the database adapter, the teacher's reach in the where: the rows of their school's events.
  const rows = await payload.db.count({ collection: 'event-role-models', where: { and: [{ roleModel: { equals: roleModelId } }, schoolEventRowsWhere(school)] } })
  return rows.totalDocs > 0
}
