import { redirect } from '@remix-run/node'
import { commitSession, getSession } from './session.server'

/** The emailed links whose address carries a secret and that show a page: the password reset, "Still coming?" and the digest's unsubscribe. */
export type LinkSecretKind = 'reset' | 'stillComing' | 'digestUnsubscribe'

/**
 * Moves an emailed link's secret out of its address (issue 49): kept in the signed, HTTP-only session cookie, with a
 * redirect to the page's clean address. The address bar, the history, the analytics script and the logs of every
 * later request see only the clean address; a page that acts on the secret puts it in its form, so two links opened
 * in two tabs each act on their own.
 */
export async function keepLinkSecret(request: Request, kind: LinkSecretKind, secret: string, cleanAddress: string): Promise<Response> {
  return redirect(cleanAddress, { headers: { 'Set-Cookie': await rememberLinkSecret(request, kind, secret), 'Cache-Control': 'no-store' } })
}

/** The session cookie that holds `secret` as this kind's link secret (to send with any answer). */
export async function rememberLinkSecret(request: Request, kind: LinkSecretKind, secret: string): Promise<string> {
  const session = await getSession(request)
  session.set('linkSecrets', { ...session.get('linkSecrets'), [kind]: secret })
  return commitSession(session)
}

/** The secret the last link of this kind left in the session, or null. */
export async function linkSecret(request: Request, kind: LinkSecretKind): Promise<string | null> {
  return (await getSession(request)).get('linkSecrets')?.[kind] ?? null
}
