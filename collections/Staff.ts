import type { CollectionConfig } from 'payload'
import { isStaff } from './access'
import { getEnv } from '../app/lib/env.server'

/** Programme staff: the only accounts that sign in to /admin. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    // Server-side sessions: signing out of the admin ends the token, not only the cookie.
    useSessions: true,
    // The admin's cookie is Secure whenever the site is served over https.
    cookies: { secure: getEnv().SERVER_URL.startsWith('https:'), sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', group: 'People' },
  access: { admin: ({ req }) => req.user?.collection === 'staff', read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [{ name: 'name', type: 'text' }],
}
