import { redirect } from '@remix-run/node'
import { createLocalReq, logoutOperation } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'
import { getEnv } from '../lib/env.server'
import { getPayloadClient } from '../lib/payload.server'
import { httpError } from './http-errors.server'
import { adminLoginPath } from './staff-return'

/**
 * The staff member signed in to the admin, read from the admin's own cookie by Payload (its session, lockout and
 * cross-site checks included); null for everyone else, role models and teachers too.
 */
export async function getStaffUser(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  return user?.collection === 'staff' ? user : null
}

/**
 * Developer pages (the style guide and playground): open to everyone in development, to signed-in staff only in
 * production. Anyone else is told there is no such page, as for any unknown address.
 */
export async function requireDeveloperPageAccess(request: Request): Promise<void> {
  if (getEnv().NODE_ENV !== 'production') return
  if (await getStaffUser(request)) return
  throw await httpError(request, 404)
}

/**
 * The programme's staff pages (dashboard, vetting queue): the admin's sign-in. Anyone else, teachers and role models
 * included, is sent to the admin's sign-in page and sees nothing; after signing in, staff come back to this page.
 */
export async function requireStaff(request: Request) {
  const staff = await getStaffUser(request)
  if (!staff) {
    const url = new URL(request.url)
    throw redirect(adminLoginPath(url.pathname + url.search))
  }
  return staff
}

/**
 * Signs the staff member out of the admin as its own log-out does: their Payload session ends on the server (a copy of
 * the cookie stops working) and the cookie is expired. Returns the Set-Cookie header for the answer.
 */
export async function endStaffSession(request: Request): Promise<string> {
  const payload = await getPayloadClient()
  const staff = await getStaffUser(request)
  const collection = payload.collections.staff
  if (staff) await logoutOperation({ collection, req: await createLocalReq({ user: staff }, payload) })
  return generateExpiredPayloadCookie({ collectionAuthConfig: collection.config.auth, config: payload.config, cookiePrefix: payload.config.cookiePrefix })
}
