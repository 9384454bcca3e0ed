import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirectWithAlert } from '~/utils/alerts.server'
import { verifyEmailLink } from '~/domain/accounts/sign-up.server'
import { i18nServer } from '~/i18n/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'

/** The link in the verification email. Verifying is idempotent, so a GET may do it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const outcome = await verifyEmailLink(await getPayloadClient(), token)
  const t = await i18nServer.getFixedT(request, 'account')
  const alerts = {
    verified: { message: t('alerts.verified'), messageType: 'success', detail: t('alerts.verifiedDetail') },
    'already-verified': { message: t('alerts.alreadyVerified'), messageType: 'warning' },
    expired: { message: t('errors.verificationExpired'), messageType: 'danger' },
    invalid: { message: t('errors.verificationInvalid'), messageType: 'danger' },
  } as const
  const target = outcome === 'expired' || outcome === 'invalid' ? '/account/log-in/resend-verification-email' : '/account/log-in/role-model'
  return redirectWithAlert(request, target, alerts[outcome])
}
