import { redirect } from '@remix-run/node'
import { getPayloadClient } from './payload.server'
import { getSession } from './session.server'

export type SignedInUser = {
  id: number
  collection: 'role-models' | 'teachers'
  email: string
  name?: string | null
  firstName?: string | null
  school?: number | { id: number } | null
  [key: string]: unknown
}

/** The signed-in role model or teacher, as the `user` Payload's access rules receive; null for visitors. */
export async function getCurrentUser(request: Request): Promise<SignedInUser | null> {
  const session = await getSession(request)
  const userId = session.get('userId')
  const collection = session.get('collection')
  if (userId == null || !collection) return null
  const payload = await getPayloadClient()
  const doc = await payload
    .findByID({ collection, id: userId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!doc) return null
  // An account scheduled for deletion, or waiting for its new email to be confirmed, is signed out.
  if (collection === 'role-models' && ((doc as { deleteAt?: string }).deleteAt || blockedByEmailChange(doc))) return null
  return { ...(doc as object), collection } as SignedInUser
}

function blockedByEmailChange(doc: unknown) {
  const until = (doc as { emailChangeBlockedUntil?: string | null }).emailChangeBlockedUntil
  return Boolean(until && new Date(until).getTime() > Date.now())
}

function loginRedirect(request: Request, path: string) {
  const url = new URL(request.url)
  return redirect(`${path}?returnTo=${encodeURIComponent(url.pathname + url.search)}`)
}

export async function requireRoleModel(request: Request): Promise<SignedInUser> {
  const user = await getCurrentUser(request)
  if (user?.collection === 'role-models') return user
  if (user) throw new Response('Forbidden', { status: 403 })
  throw loginRedirect(request, '/account/log-in/role-model')
}

export async function requireTeacher(request: Request): Promise<SignedInUser> {
  const user = await getCurrentUser(request)
  if (user?.collection === 'teachers') return user
  if (user) throw new Response('Forbidden', { status: 403 })
  throw loginRedirect(request, '/account/log-in')
}
