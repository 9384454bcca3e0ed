import { APIError } from 'payload'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { isStaff } from './access'
import { getEnv } from '../app/lib/env.server'
import { CLIENT_ADDRESS_HEADER, startStaffSignIn, staffSignedIn } from '../app/domain/accounts/staff-sign-in.server'
import { catalogueT } from '../app/domain/translations/catalogue.server'

/**
 * The client's address as Express saw it (server/index.ts sets the header on admin and /cms-api requests); any other
 * REST caller shares one address, so it is limited rather than let through.
 */
const clientAddress = (req: PayloadRequest) => req.headers?.get(CLIENT_ADDRESS_HEADER) || 'unknown'

/** Programme staff: the only accounts that sign in to /admin. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: {
    // No lock of the account itself: anyone who knows a staff email could run one up and lock that person out of the
    // admin (Payload's count of failures never decays, so no limit per address keeps one address from reaching it).
    // Failed sign-ins are limited per client address instead, in the hooks below (decision 0012, 2026-11-26).
    maxLoginAttempts: 0,
    // Server-side sessions: signing out of the admin ends the token, not only the cookie.
    useSessions: true,
    // The admin's cookie is Secure whenever the site is served over https.
    cookies: { secure: getEnv().SERVER_URL.startsWith('https:'), sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', group: 'People' },
  access: { admin: ({ req }) => req.user?.collection === 'staff', read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    // Sign-in over REST (the admin's form and the API alike post to /cms-api/staff/login) is refused with 429 while its
    // address is over a limit, before the password is checked. The Local API is the product's own code: not limited.
    beforeOperation: [
      async ({ operation, args, req }) => {
        if (operation !== 'login' || req.payloadAPI === 'local') return
        const wait = await startStaffSignIn(req.payload, clientAddress(req), String((args as { data?: { email?: unknown } }).data?.email ?? ''))
        if (!wait) return
        const t = await catalogueT(req.payload, req.i18n?.language ?? 'en', 'common')
        throw new APIError(t('errors.tooManyRequests', { minutes: wait }), 429, undefined, true)
      },
    ],
    afterLogin: [
      async ({ req, user }) => {
        if (req.payloadAPI !== 'local') await staffSignedIn(req.payload, clientAddress(req), String(user.email ?? ''))
      },
    ],
  },
  fields: [{ name: 'name', type: 'text' }],
}
