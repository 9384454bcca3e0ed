import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, transitionApiAction } from '~/routes/__event-transitions.server'

/** POST /api/events/{eventId}/activate (spec section 7): a complete draft goes live and invitations go out → { ok }. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  return transitionApiAction(request, params, 'activate')
}

export const loader = () => methodNotAllowed('POST')
