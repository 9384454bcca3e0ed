import type { CollectionConfig } from 'payload'
import { isStaff } from './access'

/** Programme staff: the only accounts that sign in to /admin. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000, useSessions: false },
  admin: { useAsTitle: 'email', group: 'People' },
  access: { admin: ({ req }) => req.user?.collection === 'staff', read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [{ name: 'name', type: 'text' }],
}
