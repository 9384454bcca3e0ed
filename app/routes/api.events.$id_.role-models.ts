import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { getEventRoleModels } from '~/domain/events/events.server'
import { requireTeacherForApi } from '~/utils/auth.server'
import { escapeHtml } from '~/lib/html'
import { requireSchoolEventForApi } from '~/routes/__event-guard.server'
import { getPayloadClient } from '~/lib/payload.server'

/**
 * GET /api/events/{eventId}/role-models (spec section 7) → { data: [{ id, name, status, photo, phone }] } (name HTML-escaped,
 * as the spec's JSON API maps text): the role models on an event of the teacher's school with their status; the phone number only once they accepted.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const teacher = await requireTeacherForApi(request)
  const event = await requireSchoolEventForApi(teacher, params.id)
  const rows = await getEventRoleModels({ payload: await getPayloadClient(), teacher, id: event.id })
  return json(
    { data: rows.map((row) => ({ id: row.roleModelId, name: escapeHtml(row.name), status: row.status, photo: row.photo, phone: row.phone })) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
