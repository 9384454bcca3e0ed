import type { Access, CollectionConfig, FieldAccess, PayloadRequest } from 'payload'
import { ROLE_MODEL_STATUS } from '../app/domain/invitations/status'
import { endSchoolSessions } from '../app/domain/teachers/teachers.server'
import { isStaff, isStaffUser, isTeacherUser, lookupIds, teacherSchoolId, isRoleModelUser, userOf } from './access'

/** The schools of the events a role model was sent an invitation to (a selection not yet sent does not count). */
async function invitingSchools(req: PayloadRequest, roleModelId: number | string): Promise<(number | string)[]> {
  const eventIds = await lookupIds(req, 'event-role-models', { and: [{ roleModel: { equals: roleModelId } }, { status: { not_equals: ROLE_MODEL_STATUS.selected } }] }, 'event')
  return eventIds.length ? lookupIds(req, 'events', { id: { in: eventIds } }, 'school') : []
}

/** Staff all; a teacher their own school; a role model only the schools that invited them (an invitation names its school). */
const readSchools: Access = async ({ req }) => {
  if (isStaffUser(req)) return true
  if (isRoleModelUser(req)) {
    const ids = await invitingSchools(req, userOf(req)!.id)
    return { id: { in: ids.length ? ids : [0] } }
  }
  const school = teacherSchoolId(req)
  return school == null ? false : { id: { equals: school } }
}

/** What a role model never needs: the ministry number, the active flag, the school's place. */
const staffOrTeacher: FieldAccess = ({ req }) => isStaffUser(req) || isTeacherUser(req)

/** Schools taking part in the programme, matched to teachers by ministry number at sign-in. */
export const Schools: CollectionConfig = {
  slug: 'schools',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'ministryNumber', 'region', 'active'], group: 'People' },
  access: {
    read: readSchools,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  // A school that stops taking part ends its teachers' sessions: a teacher's request reads no school (decision 0101).
  // A school with teachers cannot be deleted (each teacher's school is required).
  hooks: {
    afterChange: [async ({ doc, previousDoc, operation, req }) => {
      if (operation === 'update' && previousDoc?.active !== false && doc.active === false) await endSchoolSessions(req.payload, doc.id, req)
    }],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'ministryNumber', type: 'text', required: true, unique: true, index: true, access: { read: staffOrTeacher }, admin: { description: 'The Ministry of Education institution number sent by the Education Sector Logon.' } },
    { name: 'address', type: 'text', maxLength: 255, access: { read: staffOrTeacher }, admin: { description: 'Street address; prefills the address of the school\'s in-person events.' } },
    { name: 'region', type: 'relationship', relationTo: 'regions', access: { read: staffOrTeacher } },
    { name: 'district', type: 'relationship', relationTo: 'districts', access: { read: staffOrTeacher } },
    // The programme's own record, the school of its online sessions (decision 0088): never a teacher's school.
    { name: 'programme', type: 'checkbox', defaultValue: false, index: true, access: { update: () => false }, admin: { readOnly: true } },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true, access: { read: staffOrTeacher }, admin: { description: 'Only teachers of active schools can sign in.' } },
  ],
}
