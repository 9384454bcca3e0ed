import type { LoaderFunctionArgs } from '@remix-run/node'
import { confirmEmailChange } from '~/domain/accounts/email-change.server'
import { redirectWithAlert } from '~/utils/alerts.server'
import { i18nServer } from '~/i18n/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'

/** The link emailed to a new address. Using it is idempotent (a second use finds nothing to confirm). */
export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = await confirmEmailChange(await getPayloadClient(), new URL(request.url).searchParams.get('token'))
  const t = await i18nServer.getFixedT(request, 'account')
  const alert =
    outcome.status === 'confirmed'
      ? { message: t('alerts.emailUpdated'), messageType: 'success' as const, detail: t('alerts.emailUpdatedDetail') }
      : outcome.status === 'in-use'
        ? { message: t('errors.emailInUse'), messageType: 'danger' as const }
        : { message: t('errors.updateEmailExpired'), messageType: 'danger' as const }
  return redirectWithAlert(request, '/account/log-in/role-model', alert)
}
