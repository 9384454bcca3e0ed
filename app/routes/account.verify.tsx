import type { LoaderFunctionArgs } from '@remix-run/node'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'
import { verifyEmailLink } from '~/domain/accounts/sign-up.server'
import { getPayloadClient } from '~/lib/payload.server'

/** The link in the verification email. Verifying is idempotent, so a GET may do it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const outcome = await verifyEmailLink(await getPayloadClient(), token)
  const alert =
    outcome === 'verified'
      ? keyedAlert(request, 'account', 'success', 'alerts.verified', 'alerts.verifiedDetail')
      : outcome === 'already-verified'
        ? keyedAlert(request, 'account', 'warning', 'alerts.alreadyVerified')
        : keyedAlert(request, 'account', 'danger', outcome === 'expired' ? 'errors.verificationExpired' : 'errors.verificationInvalid')
  const target = outcome === 'expired' || outcome === 'invalid' ? '/account/log-in/resend-verification-email' : '/account/log-in/role-model'
  return redirectWithAlert(request, target, await alert)
}
