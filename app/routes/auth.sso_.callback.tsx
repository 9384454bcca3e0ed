import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { finishSignIn, oidcSettings } from '~/domain/teachers/oidc.server'
import { REFUSAL_MESSAGES } from '~/domain/teachers/sign-in'
import { signInTeacher } from '~/domain/teachers/teachers.server'
import { i18nServer } from '~/utils/i18n.server'
import { getEnv } from '~/lib/env.server'
import { getPayloadClient } from '~/lib/payload.server'
import { getSession, signInHeaders, startUserSession } from '~/utils/session.server'
import { keyedAlert, redirectWithAlert, type AlertText } from '~/utils/alerts.server'
import { log } from '~/lib/logger.server'
import { safeRedirectPath } from '~/domain/shared/redirect'

/** Where a teacher lands after signing in, unless the sign-in started elsewhere. */
const TEACHER_HOME = '/events'

/**
 * Where the Education Sector Logon sends the teacher back. The pending sign-in is used once: a replayed
 * or tampered callback finds none (or fails the state, nonce and PKCE checks) and gets a clear message.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request)
  const pending = session.get('oidc')
  session.unset('oidc')
  const fail = async (message: AlertText) => redirectWithAlert(request, '/', await keyedAlert(request, 'teachers', 'danger', message), { session })

  const settings = oidcSettings()
  if (!settings) return fail('signIn.unavailable')
  if (!pending) return fail('signIn.expired')

  const incoming = new URL(request.url)
  if (incoming.searchParams.get('error')) return fail('signIn.failed')
  // The address the identity provider redirected to, as registered (not as a proxy may have rewritten it).
  const callbackUrl = new URL(incoming.pathname + incoming.search, getEnv().SERVER_URL)

  let claims: Record<string, unknown>
  try {
    claims = await finishSignIn(settings, callbackUrl, pending)
  } catch (error) {
    log().warn({ err: error }, 'Teacher sign-in callback refused')
    return fail('signIn.failed')
  }

  const result = await signInTeacher({ payload: await getPayloadClient(), claims, claimNames: settings.claimNames, lang: await i18nServer.getLocale(request) })
  if (!result.ok) return fail(result.reason === 'invalid-identity' ? 'signIn.failed' : [`signIn.refused.${result.reason}`, { defaultValue: REFUSAL_MESSAGES[result.reason] }])

  const cookie = await startUserSession(request, { id: result.teacherId, collection: 'teachers', sessionVersion: result.sessionVersion }, { session })
  // Checked again on the way out (never trusted as stored): a forged or stale one lands the teacher on their home.
  return redirect(safeRedirectPath(pending.returnTo, TEACHER_HOME), { headers: await signInHeaders(cookie, result.language) })
}
