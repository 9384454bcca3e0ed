import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, transitionApiAction } from '~/routes/__event-transitions.server'

/** POST /api/events/{eventId}/cancel with JSON { CancelReason } (spec section 7): cancels an active event → { ok }. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  return transitionApiAction(request, params, 'cancel')
}

export const loader = () => methodNotAllowed('POST')
