import type { Access, CollectionSlug, FieldAccess, PayloadRequest, TypedUser, Where } from 'payload'
import { relationId } from '../../app/domain/shared/relations'
import { RECORD_ATTENDANCE_CONTEXT } from '../../app/domain/attendance/attendance'

export { relationId }

/** The collections whose documents sign in. */
export type UserCollection = TypedUser['collection']

/** The signed-in staff member, role model or teacher (told apart by `collection`), or null. */
export function userOf(req: PayloadRequest): TypedUser | null {
  return req.user ?? null
}

export const isStaffUser = (req: PayloadRequest) => userOf(req)?.collection === 'staff'
export const isTeacherUser = (req: PayloadRequest) => userOf(req)?.collection === 'teachers'
export const isRoleModelUser = (req: PayloadRequest) => userOf(req)?.collection === 'role-models'

export const anyone: Access = () => true
/** No API user: the system's own writes (overriding access, or through the database adapter) only. */
export const nobody: Access = () => false
export const isStaff: Access = ({ req }) => isStaffUser(req)
export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req)

/** Attendance fields (decision 0031): staff, or a teacher through the attendance save (its context flag); the documents' access says which. */
export const staffOrRecordingTeacher: FieldAccess = ({ req }) => isStaffUser(req) || (isTeacherUser(req) && req.context?.[RECORD_ATTENDANCE_CONTEXT] === true)

/** Staff, or the signed-in user reading their own document of an auth collection. */
export function staffOrSelf(collection: UserCollection): Access {
  return ({ req }) => {
    if (isStaffUser(req)) return true
    const user = userOf(req)
    if (user?.collection !== collection) return false
    return { id: { equals: user.id } }
  }
}

/** The school id of the signed-in teacher, or null. */
export function teacherSchoolId(req: PayloadRequest): number | string | null {
  const user = userOf(req)
  if (user?.collection !== 'teachers') return null
  return relationId(user.school)
}

/**
 * The distinct ids in one field of the documents matching `where`, for an access rule: read through the database
 * adapter (`payload.db.find`, which SQLite and MongoDB both implement), skipping the hooks and the field-by-field
 * reading a full `payload.find` does for every document. Only ids are wanted here, and that reading cost a role
 * model's event page 60 ms of CPU (decision 0044).
 */
export async function lookupIds(req: PayloadRequest, collection: CollectionSlug, where: Where, field: string): Promise<(number | string)[]> {
  const found = await req.payload.db.find<Record<string, unknown>>({ collection, where, select: { [field]: true }, limit: 0, pagination: false, req })
  return [...new Set(found.docs.map((doc) => relationId(doc[field])).filter((id): id is number | string => id != null))]
}
