import { getCurrentUser } from './auth.server'
import { ensureSecurityId } from './csrf.server'
import { commitSession, getSession } from './session.server'
import { i18nServer } from '../i18n/i18n.server'

/** What every page needs: who is signed in, the SecurityID token, the language and any one-off alert. */
export async function getRootData(request: Request, nonce?: string) {
  const session = await getSession(request)
  const { token, created } = ensureSecurityId(session)
  const alert = session.get('alert') ?? null
  const [user, lang] = await Promise.all([getCurrentUser(request), i18nServer.getLocale(request)])
  const headers = new Headers()
  if (created || alert) headers.append('Set-Cookie', await commitSession(session))
  return {
    data: {
      lang,
      nonce,
      security: { securityId: token },
      isAuthenticated: Boolean(user),
      user: user ? { id: user.id, collection: user.collection, name: user.name || user.firstName || user.email } : null,
      alert,
    },
    headers,
  }
}
