import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '~/routes/__event-transitions.server'
import { notificationSettingsApiAction, notificationSettingsApiLoader } from '~/routes/__notification-settings.server'

/** GET /api/events/{eventId}/notification-settings (spec section 7): the event's settings → { data }. */
export const loader = ({ request, params }: LoaderFunctionArgs) => notificationSettingsApiLoader(request, params)

/** POST /api/events/{eventId}/notification-settings with JSON { teachers: [{ id, subscribed }], primaryContactId } → { ok, data }. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  return notificationSettingsApiAction(request, params)
}
