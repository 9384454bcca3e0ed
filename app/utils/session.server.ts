import { createCookieSessionStorage } from '@remix-run/node'
import type { Session } from '@remix-run/node'
import type { PendingDeletion } from '../domain/accounts/deletion.server'
import type { Alert } from './alerts'
import { getEnv } from '../lib/env.server'
import { languageCookie } from './i18n.server'
import { storedLanguage } from '../domain/accounts/language'

export const REMEMBER_ME_SECONDS = 60 * 60 * 24 * 30

type SessionData = {
  userId: number | string
  collection: 'role-models' | 'teachers'
  securityId: string
  remember: boolean
  /** The account's session version when signing in; bumping it on the account ends every session (auth.server.ts). */
  version: number
  issuedAt: number
  seenAt: number
  oidc: { state: string; nonce: string; verifier: string; returnTo?: string }
  /** A validated account deletion waiting for its confirmation (domain/accounts/deletion.server.ts). */
  pendingDeletion: PendingDeletion
  /** The secrets of emailed links, moved out of their addresses (link-secret.server.ts). */
  linkSecrets: Partial<Record<'reset' | 'stillComing' | 'digestUnsubscribe', string>>
}
type FlashData = { alert: Alert; analyticsEvents: string[] }

let storage: ReturnType<typeof createStorage> | undefined

/** Whether the site's cookies carry `Secure`: in production, served over https. */
export function cookiesAreSecure(): boolean {
  const env = getEnv()
  return env.NODE_ENV === 'production' && env.SERVER_URL.startsWith('https:')
}

function createStorage() {
  const env = getEnv()
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: cookiesAreSecure(),
      // Several comma-separated secrets: the first signs, all verify (rotation).
      secrets: env.SESSION_SECRET.split(',').map((secret) => secret.trim()),
    },
  })
}

function sessionStorage() {
  storage ??= createStorage()
  return storage
}

export type AppSession = Session<SessionData, FlashData>

export function getSession(request: Request): Promise<AppSession> {
  return sessionOfCookie(request.headers.get('Cookie'))
}

/** The session a Cookie header carries (the request log reads it from Node's request, without building a Request). */
export function sessionOfCookie(cookie: string | null): Promise<AppSession> {
  return sessionStorage().getSession(cookie)
}

/** Persistent for 30 days only when the user ticked 'Keep me signed in'; otherwise it ends with the browser. */
export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session, session.get('remember') ? { maxAge: REMEMBER_ME_SECONDS } : undefined)
}

/**
 * Signs a user in on this session: a new SecurityID (the signed-out one may have been seen by others), the
 * account's session version, and the issue time the lifetime limits count from. Returns the Set-Cookie value.
 */
export async function startUserSession(
  request: Request,
  user: { id: number | string; collection: SessionData['collection']; sessionVersion?: number | null },
  { remember = false, session }: { remember?: boolean; session?: AppSession } = {},
): Promise<string> {
  const current = session ?? (await getSession(request))
  const now = Date.now()
  current.set('userId', user.id)
  current.set('collection', user.collection)
  current.set('remember', remember)
  current.set('version', user.sessionVersion ?? 0)
  current.set('issuedAt', now)
  current.set('seenAt', now)
  current.unset('securityId')
  return commitSession(current)
}

/** A password change ends every session of the account (its version moves on); the session that made it carries on. */
export async function continueSession(request: Request, sessionVersion: number, session?: AppSession): Promise<string> {
  const current = session ?? (await getSession(request))
  current.set('version', sessionVersion)
  return commitSession(current)
}

/** Starts a role model's session; persistent (30 days) only when 'Keep me signed in' was ticked. */
export function signInRoleModel(request: Request, user: { id: number | string; sessionVersion?: number | null }, remember: boolean): Promise<string> {
  return startUserSession(request, { ...user, collection: 'role-models' }, { remember })
}

export async function signOut(request: Request): Promise<string> {
  return destroySession(await getSession(request))
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session)
}

/**
 * The headers that sign a person in: the session cookie, and the language cookie set to their stored language, so
 * that signing in from any browser brings their language back (decision 0042).
 */
export async function signInHeaders(sessionCookie: string, language: unknown): Promise<Headers> {
  const headers = new Headers()
  headers.append('Set-Cookie', sessionCookie)
  headers.append('Set-Cookie', await languageCookie.serialize(storedLanguage(language)))
  return headers
}
