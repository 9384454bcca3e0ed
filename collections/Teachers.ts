import type { CollectionConfig, Where } from 'payload'
import { isStaff, isStaffUser, teacherSchoolId, userOf } from './access'

/**
 * Teachers and school organisers. They have no local password: the Education Sector Logon callback
 * creates or updates them (see app/domain/teachers).
 */
export const Teachers: CollectionConfig = {
  slug: 'teachers',
  auth: { disableLocalStrategy: true, useSessions: false },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'school'], group: 'People' },
  access: {
    admin: () => false,
    // A teacher reads themself and the other teachers of their school (event notification settings).
    read: ({ req }) => {
      if (isStaffUser(req)) return true
      const school = teacherSchoolId(req)
      if (school == null) return false
      return { or: [{ id: { equals: userOf(req)!.id } }, { school: { equals: school } }] } as Where
    },
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'subject', type: 'text', required: true, unique: true, index: true, admin: { description: 'Subject identifier from the Education Sector Logon.' } },
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'school', type: 'relationship', relationTo: 'schools', required: true, index: true },
    { name: 'lastSignInAt', type: 'date' },
  ],
}
