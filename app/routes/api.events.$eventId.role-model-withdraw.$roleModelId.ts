import type { ActionFunctionArgs } from '@remix-run/node'
import { withdrawFromEvent } from '~/domain/invitations/withdraw.server'
import { getPayloadClient } from '~/lib/payload.server'
import { answerResponse } from '~/routes/__answer-response.server'
import { methodNotAllowed } from '~/routes/__event-transitions.server'
import { requireRoleModelForApi } from '~/utils/auth.server'
import { requireSecureJson } from '~/utils/csrf.server'

/**
 * POST /api/events/{eventId}/role-model-withdraw/{roleModelId} with JSON { reason } (X-SecurityID) → { ok }, like the
 * spec's decline call: a role model who accepted can't come after all (docs/decisions/0030). Final.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  const roleModel = await requireRoleModelForApi(request)
  const body = await requireSecureJson<{ reason?: unknown }>(request)
  const result = await withdrawFromEvent({ payload: await getPayloadClient(), roleModel, eventId: params.eventId, roleModelId: params.roleModelId, reason: body?.reason })
  return answerResponse(request, result.ok ? { ok: true } : result)
}

export const loader = () => methodNotAllowed('POST')
