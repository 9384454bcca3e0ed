import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { eventRoleModelsOverview } from '~/domain/events/role-models-on-event.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireTeacherForApi } from '~/utils/auth.server'
import { escapeHtml } from '~/lib/html'
import { requireSchoolEventForApi } from '~/routes/__event-guard.server'

/**
 * GET /api/events/{eventId}/role-models (spec section 7) → { data: [{ id, name, status, photo, phone, withdrawn? }] } (name HTML-escaped,
 * as the spec's JSON API maps text): the role models on an event of the teacher's school with their status; the phone number only once they accepted.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const teacher = await requireTeacherForApi(request)
  const event = await requireSchoolEventForApi(teacher, params.id)
  const payload = await getPayloadClient()
  const { rows, withdrawals } = await eventRoleModelsOverview({ payload, teacher, event })
  // A role model who withdrew keeps the spec's "declined" number, with `withdrawn: true` (docs/decisions/0030).
  const withdrawn = new Set(withdrawals.map((row) => String(row.roleModelId)))
  return json(
    {
      data: rows.map((row) => ({
        id: row.roleModelId, name: escapeHtml(row.name), status: row.status, photo: row.photo, phone: row.phone,
        ...(withdrawn.has(String(row.roleModelId)) ? { withdrawn: true } : {}),
      })),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
