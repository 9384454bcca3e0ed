import type { CollectionConfig, Where } from 'payload'
import { isStaffUser, teacherSchoolId, userOf } from './access'
import { ROLE_MODEL_STATUS } from '../app/domain/invitations/status'

/** A role model on an event, with the spec's status numbers 0-5. */
export const EventRoleModels: CollectionConfig = {
  slug: 'event-role-models',
  labels: { singular: 'Event role model', plural: 'Event role models' },
  admin: { defaultColumns: ['event', 'roleModel', 'status', 'invitedAt'], group: 'Events' },
  access: {
    read: ({ req }) => {
      if (isStaffUser(req)) return true
      const school = teacherSchoolId(req)
      if (school != null) return { 'event.school': { equals: school } } as Where
      const user = userOf(req)
      // Role models see their own invitations, never a selection they were not invited to yet.
      if (user?.collection === 'role-models') return { and: [{ roleModel: { equals: user.id } }, { status: { not_equals: ROLE_MODEL_STATUS.selected } }] } as Where
      return false
    },
    create: ({ req }) => isStaffUser(req) || teacherSchoolId(req) != null,
    update: ({ req }) => {
      if (isStaffUser(req)) return true
      const school = teacherSchoolId(req)
      if (school != null) return { 'event.school': { equals: school } } as Where
      const user = userOf(req)
      if (user?.collection === 'role-models') return { roleModel: { equals: user.id } } as Where
      return false
    },
    delete: ({ req }) => {
      if (isStaffUser(req)) return true
      const school = teacherSchoolId(req)
      return school == null ? false : ({ 'event.school': { equals: school } } as Where)
    },
  },
  indexes: [{ fields: ['event', 'roleModel'], unique: true }],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'roleModel', type: 'relationship', relationTo: 'role-models', required: true, index: true },
    {
      name: 'status', type: 'number', required: true, defaultValue: 0, min: 0, max: 5, index: true,
      admin: { description: '0 selected, 1 invited, 2 accepted, 3 declined, 4 uninvited, 5 expired' },
    },
    { name: 'declineReason', type: 'textarea', maxLength: 2048, access: { read: ({ req }) => isStaffUser(req) || userOf(req)?.collection === 'role-models' } },
    { name: 'invitedAt', type: 'date' },
    { name: 'respondedAt', type: 'date' },
    { name: 'expiresAt', type: 'date', index: true },
  ],
}
