import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { oidcSettings, startSignIn } from '~/domain/teachers/oidc.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { safeRedirectPath } from '~/domain/shared/redirect'
import { commitSession, getSession } from '~/utils/session.server'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'
import { httpError } from '~/utils/http-errors.server'
import { log } from '~/lib/logger.server'

/**
 * The single-sign-on form post (AuthenticationMethod=SSO, SecurityID) from the login and sign-up modal:
 * starts the Education Sector Logon (OpenID Connect code flow with state, nonce and PKCE).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await requireSecureForm(request)
  if (String(form.get('AuthenticationMethod') ?? '').toUpperCase() !== 'SSO') {
    throw await httpError(request, 400, 'messages:unknownSignInMethod')
  }
  const session = await getSession(request)
  const settings = oidcSettings()
  // Where the sign-in started (a page a signed-out teacher opened): kept with the state and nonce in the session. A
  // forged one is dropped here, and the teacher lands on their home.
  const returnTo = safeRedirectPath(form.get('returnTo'), '') || undefined
  try {
    if (!settings) throw new Error('No OpenID Connect issuer is configured (set OIDC_ISSUER, or DEV_SSO=1 in development)')
    const { url, pending } = await startSignIn(settings, returnTo)
    session.set('oidc', pending)
    return redirect(url, { headers: { 'Set-Cookie': await commitSession(session) } })
  } catch (error) {
    log().error({ err: error }, 'Teacher sign-in could not start')
    return redirectWithAlert(request, '/', await keyedAlert(request, 'teachers', 'danger', 'signIn.unavailable'), { session })
  }
}

export function loader() {
  return redirect('/account/log-in')
}
