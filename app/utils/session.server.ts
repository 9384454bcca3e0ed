import { createCookieSessionStorage } from '@remix-run/node'
import type { Session } from '@remix-run/node'
import { getEnv } from './env.server'

export const REMEMBER_ME_SECONDS = 60 * 60 * 24 * 30

type SessionData = {
  userId: number | string
  collection: 'role-models' | 'teachers'
  securityId: string
  remember: boolean
  oidc: { state: string; nonce: string; verifier: string; returnTo?: string }
}
type FlashData = { alert: { message: string; messageType: 'success' | 'warning' | 'danger'; detail?: string } }

let storage: ReturnType<typeof createStorage> | undefined

function createStorage() {
  const env = getEnv()
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.NODE_ENV === 'production' && env.SERVER_URL.startsWith('https:'),
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
  return sessionStorage().getSession(request.headers.get('Cookie'))
}

/** Persistent for 30 days only when the user ticked 'Keep me signed in'; otherwise it ends with the browser. */
export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session, session.get('remember') ? { maxAge: REMEMBER_ME_SECONDS } : undefined)
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session)
}
