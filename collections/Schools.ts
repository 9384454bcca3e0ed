import type { CollectionConfig } from 'payload'
import { isStaff, isStaffUser, teacherSchoolId, isRoleModelUser } from './access'

/** Schools taking part in the programme, matched to teachers by ministry number at sign-in. */
export const Schools: CollectionConfig = {
  slug: 'schools',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'ministryNumber', 'region', 'active'], group: 'People' },
  access: {
    // Teachers read their own school; role models read schools (an invitation names its school).
    read: ({ req }) => {
      if (isStaffUser(req) || isRoleModelUser(req)) return true
      const school = teacherSchoolId(req)
      return school == null ? false : { id: { equals: school } }
    },
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'ministryNumber', type: 'text', required: true, unique: true, index: true, admin: { description: 'The Ministry of Education institution number sent by the Education Sector Logon.' } },
    { name: 'region', type: 'relationship', relationTo: 'regions' },
    { name: 'district', type: 'relationship', relationTo: 'districts' },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true, admin: { description: 'Only teachers of active schools can sign in.' } },
  ],
}
