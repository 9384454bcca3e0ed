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
  const keys = { verified: ['alerts.verified', 'alerts.verifiedDetail'], 'already-verified': ['alerts.alreadyVerified'], expired: ['errors.verificationExpired'], invalid: ['errors.verificationInvalid'] }[outcome]
  const lang = await i18nServer.fallbackLang(request, 'account', keys)
  const alerts = {
    verified: { message: t('alerts.verified'), messageType: 'success', detail: t('alerts.verifiedDetail'), lang },
    'already-verified': { message: t('alerts.alreadyVerified'), messageType: 'warning', lang },
    expired: { message: t('errors.verificationExpired'), messageType: 'danger', lang },
    invalid: { message: t('errors.verificationInvalid'), messageType: 'danger', lang },
  } as const
  const target = outcome === 'expired' || outcome === 'invalid' ? '/account/log-in/resend-verification-email' : '/account/log-in/role-model'
  return redirectWithAlert(request, target, alerts[outcome])
}
