import type { ActionFunctionArgs } from '@remix-run/node'
import { addRoleModelToEvent, removeRoleModelFromEvent } from '~/domain/choosing/event-role-models.server'
import { requireTeacherForApi } from '~/utils/auth.server'
import { requireSecureJson } from '~/utils/csrf.server'
import { eventResultResponse, methodNotAllowed } from '~/routes/__event-transitions.server'
import { getPayloadClient } from '~/lib/payload.server'

/**
 * POST /api/events/{eventId}/role-models/{roleModelId} adds a role model (selected); DELETE removes one (a selected
 * one is deleted, an invited or attending one uninvited) → { ok } (spec section 7; X-SecurityID).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST' && request.method !== 'DELETE') return methodNotAllowed('POST, DELETE')
  const teacher = await requireTeacherForApi(request)
  await requireSecureJson(request)
  const args = { payload: await getPayloadClient(), teacher, eventId: params.id, roleModelId: params.roleModelId }
  return eventResultResponse(request, request.method === 'POST' ? await addRoleModelToEvent(args) : await removeRoleModelFromEvent(args))
}

export const loader = () => methodNotAllowed('POST, DELETE')
