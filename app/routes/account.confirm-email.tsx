import type { LoaderFunctionArgs } from '@remix-run/node'
import { confirmEmailChange } from '~/domain/accounts/email-change.server'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'
import { getPayloadClient } from '~/lib/payload.server'

/** The link emailed to a new address. Using it is idempotent (a second use finds nothing to confirm). */
export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = await confirmEmailChange(await getPayloadClient(), new URL(request.url).searchParams.get('token'))
  const alert =
    outcome.status === 'confirmed'
      ? keyedAlert(request, 'account', 'success', 'alerts.emailUpdated', 'alerts.emailUpdatedDetail')
      : keyedAlert(request, 'account', 'danger', outcome.status === 'in-use' ? 'errors.emailInUse' : 'errors.updateEmailExpired')
  return redirectWithAlert(request, '/account/log-in/role-model', await alert)
}
