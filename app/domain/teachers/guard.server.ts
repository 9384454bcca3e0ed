import { json } from '@remix-run/node'
import { getCurrentUser } from '~/utils/auth.server'
import type { SignedInUser } from '~/utils/auth.server'

/** For the JSON API: the signed-in teacher, or a JSON 401/403 (an API call is never redirected to a page). */
export async function requireTeacherForApi(request: Request): Promise<SignedInUser> {
  const user = await getCurrentUser(request)
  if (user?.collection === 'teachers') return user
  throw json({ message: user ? 'Forbidden' : 'You must be logged in' }, { status: user ? 403 : 401 })
}
