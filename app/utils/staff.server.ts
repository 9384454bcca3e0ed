import { redirect } from '@remix-run/node'
import { getEnv } from '../lib/env.server'
import { getPayloadClient } from '../lib/payload.server'
import { httpError } from './http-errors.server'

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
 * included, is sent to the admin's sign-in page and sees nothing.
 */
export async function requireStaff(request: Request) {
  const staff = await getStaffUser(request)
  if (!staff) throw redirect('/admin/login')
  return staff
}
