import type { ActionFunctionArgs } from '@remix-run/node'
import { declineInvitation } from '~/domain/invitations/invitations.server'
import { answerResponse } from '~/routes/__answer-response.server'
import { methodNotAllowed } from '~/routes/__event-transitions.server'
import { requireRoleModelForApi } from '~/utils/auth.server'
import { requireSecureJson } from '~/utils/csrf.server'
import { getPayloadClient } from '~/lib/payload.server'

/** POST /api/events/{eventId}/role-model-decline/{roleModelId} with JSON { reason } (X-SecurityID) → { ok }. Final. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  const roleModel = await requireRoleModelForApi(request)
  const body = await requireSecureJson<{ reason?: unknown }>(request)
  return answerResponse(request, await declineInvitation({ payload: await getPayloadClient(), roleModel, eventId: params.eventId, roleModelId: params.roleModelId, reason: body?.reason }))
}

export const loader = () => methodNotAllowed('POST')
