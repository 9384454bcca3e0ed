import { json, redirect } from '@remix-run/node'
import { signInBlock } from '../domain/accounts/eligibility'
import { teacherRecord } from '../domain/teachers/teachers.server'
import { relationId } from '../domain/shared/relations'
import { getPayloadClient } from '../lib/payload.server'
import { oncePerRequest } from './request-memo.server'
import { sessionExpired } from './session-lifetime'
import { getSession } from './session.server'
import type { SignedInRoleModel, SignedInTeacher, SignedInUser } from '../domain/accounts/users'
import { roleModelRecord } from '../domain/accounts/signed-in.server'
import { httpError } from './http-errors.server'
import { i18nServer } from './i18n.server'

export type { SignedInRoleModel, SignedInTeacher, SignedInUser }

/**
 * The signed-in role model or teacher, as the `user` Payload's access rules receive; null for visitors. Checked on
 * every request: the session's limits and the account's session version (bumped on logout, password and email
 * changes and deletion, which ends every copy of the cookie; for teachers also when their school stops taking part).
 */
export function getCurrentUser(request: Request): Promise<SignedInUser | null> {
  return oncePerRequest(request, 'currentUser', () => loadCurrentUser(request))
}

async function loadCurrentUser(request: Request): Promise<SignedInUser | null> {
  const session = await getSession(request)
  const userId = session.get('userId')
  const collection = session.get('collection')
  if (userId == null || !collection) return null
  if (sessionExpired({ issuedAt: session.get('issuedAt'), seenAt: session.get('seenAt'), remember: session.get('remember') }, Date.now())) return null
  const payload = await getPayloadClient()
  const version = session.get('version') ?? 0
  // The access rules read the user's `collection`: every signed-in user carries it.
  if (collection === 'teachers') {
    // A school that stops taking part has ended its teachers' sessions (endSchoolSessions): the version tells.
    const teacher = await teacherRecord(payload, userId)
    if (!teacher || (teacher.sessionVersion ?? 0) !== version || relationId(teacher.school) == null) return null
    return teacher
  }
  if (collection !== 'role-models') return null
  const roleModel = await roleModelRecord(payload, userId)
  if (!roleModel || (roleModel.sessionVersion ?? 0) !== version || signInBlock(roleModel, Date.now())) return null
  return { ...roleModel, collection }
}

/** Ends every session of an account, everywhere: the next request with any copy of its cookie is signed out. */
export async function endAllSessions(user: { id: number | string; collection: 'role-models' | 'teachers' }) {
  const payload = await getPayloadClient()
  const current = await payload.findByID({ collection: user.collection, id: user.id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!current) return
  await payload.update({
    collection: user.collection, id: user.id, data: { sessionVersion: (current.sessionVersion ?? 0) + 1 },
    overrideAccess: true, depth: 0, context: { skipEmail: true },
  })
}

function loginRedirect(request: Request, path: string) {
  const url = new URL(request.url)
  return redirect(`${path}?returnTo=${encodeURIComponent(url.pathname + url.search)}`)
}

export async function requireRoleModel(request: Request): Promise<SignedInRoleModel> {
  const user = await getCurrentUser(request)
  if (user?.collection === 'role-models') return user
  if (user) throw await httpError(request, 403, 'common:errors.forbiddenText')
  throw loginRedirect(request, '/account/log-in/role-model')
}

export async function requireTeacher(request: Request): Promise<SignedInTeacher> {
  const user = await getCurrentUser(request)
  if (user?.collection === 'teachers') return user
  if (user) throw await httpError(request, 403, 'common:errors.forbiddenText')
  throw loginRedirect(request, '/account/log-in')
}

/** Why an API call is refused, in the caller's language: signed in as someone else, or not signed in. */
async function apiRefusal(request: Request, user: unknown): Promise<string> {
  const t = await i18nServer.getFixedT(request, 'messages')
  return t(user ? 'forbidden' : 'mustLogIn')
}

/** For the JSON API: the signed-in teacher, or a JSON 401/403 (an API call is never redirected to a page). */
export async function requireTeacherForApi(request: Request): Promise<SignedInTeacher> {
  const user = await getCurrentUser(request)
  if (user?.collection === 'teachers') return user
  throw json({ message: await apiRefusal(request, user) }, { status: user ? 403 : 401 })
}

/** For the JSON API: the signed-in role model, or a JSON 401/403 (an API call is never redirected to a page). */
export async function requireRoleModelForApi(request: Request): Promise<SignedInRoleModel> {
  const user = await getCurrentUser(request)
  if (user?.collection === 'role-models') return user
  throw json({ ok: false, message: await apiRefusal(request, user) }, { status: user ? 403 : 401 })
}
