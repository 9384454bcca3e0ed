import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, transitionApiAction } from '~/routes/__event-transitions.server'

/** DELETE /api/events/{eventId} (spec section 7): discards a draft for good → { ok }. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed('DELETE')
  return transitionApiAction(request, params, 'discard')
}

export const loader = () => methodNotAllowed('DELETE')
