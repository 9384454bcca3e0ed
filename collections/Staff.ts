import { APIError } from 'payload'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { isStaff } from './access'
import { getEnv } from '../app/lib/env.server'
import { CLIENT_ADDRESS_HEADER, startStaffSignIn, staffSignedIn } from '../app/domain/accounts/staff-sign-in.server'
import { clearSignInLock } from '../app/domain/accounts/sign-in-lock.server'
import { catalogueT } from '../app/domain/translations/catalogue.server'

/**
 * The client's address as Express saw it (server/index.ts sets the header on admin and /cms-api requests); any other
 * REST caller shares one address, so it is limited rather than let through.
 */
const clientAddress = (req: PayloadRequest) => req.headers?.get(CLIENT_ADDRESS_HEADER) || 'unknown'

const passwordSetKey = (id: unknown) => `staffPasswordSet:${String(id)}`

/** Programme staff: the only accounts that sign in to /admin. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: {
    // Not Payload's lock (its count of failures never decays, and its message tells that the account exists): failed
    // sign-ins are limited per account and per client address in the hooks below, counted in the shared store and
    // ended by a password reset (decision 0080).
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
    // account or its address is over a limit, before the password is checked. The Local API is the product's own code:
    // not limited.
    beforeOperation: [
      async ({ operation, args, req }) => {
        if (operation !== 'login' || req.payloadAPI === 'local') return
        const wait = await startStaffSignIn(req.payload, clientAddress(req), String((args as { data?: { email?: unknown } }).data?.email ?? ''))
        if (!wait) return
        const t = await catalogueT(req.payload, req.i18n?.language ?? 'en', 'common')
        throw new APIError(t('errors.tooManyRequests', { minutes: wait }), 429, undefined, true)
      },
    ],
    // A new password set in the admin (by the staff member or a colleague) ends the account's lock (decision 0080).
    // Payload drops the password from the data before afterChange, so the change is noted here and acted on there.
    beforeChange: [
      ({ data, operation, originalDoc, context }) => {
        if (operation === 'update' && originalDoc && typeof data?.password === 'string' && data.password) context[passwordSetKey(originalDoc.id)] = true
        return data
      },
    ],
    afterChange: [
      async ({ doc, context, req }) => {
        if (!context[passwordSetKey(doc.id)]) return doc
        delete context[passwordSetKey(doc.id)]
        await clearSignInLock(req.payload, 'staff', String(doc.email ?? ''))
        return doc
      },
    ],
    // A password reset (the emailed link proves the account; Payload signs the staff member in) ends their lock.
    afterOperation: [
      async ({ operation, result, req }) => {
        if (operation !== 'resetPassword') return result
        const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
        if (typeof email === 'string' && email) await clearSignInLock(req.payload, 'staff', email)
        return result
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
