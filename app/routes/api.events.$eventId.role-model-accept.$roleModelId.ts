import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptInvitation } from '~/domain/invitations/invitations.server'
import { answerResponse } from '~/routes/__answer-response.server'
import { methodNotAllowed } from '~/routes/__event-transitions.server'
import { requireRoleModelForApi } from '~/utils/auth.server'
import { requireSecureJson } from '~/utils/csrf.server'
import { getPayloadClient } from '~/lib/payload.server'

/**
 * POST /api/events/{eventId}/role-model-accept/{roleModelId} (X-SecurityID) → { ok }. A role model answers only their own
 * invitation; `recordingConsent: true` agrees to a programme session's recording (decision 0089).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  const roleModel = await requireRoleModelForApi(request)
  const body = await requireSecureJson(request)
  return answerResponse(request, await acceptInvitation({ payload: await getPayloadClient(), roleModel, eventId: params.eventId, roleModelId: params.roleModelId, recordingConsent: body.recordingConsent === true }))
}

export const loader = () => methodNotAllowed('POST')
