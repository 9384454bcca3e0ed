import type { RoleModel, Teacher } from '../../../cms/payload-types'

// The signed-in role model or teacher; `collection` tells the two apart, as on the `user` Payload's access rules receive.
export type SignedInRoleModel = RoleModel & { collection: 'role-models' }
export type SignedInTeacher = Teacher & { collection: 'teachers' }
export type SignedInUser = SignedInRoleModel | SignedInTeacher
