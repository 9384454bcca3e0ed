import type { LoaderFunctionArgs } from '@remix-run/node'
import { registeredCalendar } from '~/domain/sessions/sessions.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireTeacher } from '~/utils/auth.server'
import { httpError } from '~/utils/http-errors.server'

/** "Add to your calendar" for a registered class's teacher; anyone else, or a withdrawn class: not found. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const ics = await registeredCalendar(await getPayloadClient(), teacher, params.id)
  if (!ics) throw await httpError(request, 404)
  return new Response(ics, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="session-${params.id}.ics"`, 'Cache-Control': 'private, no-store' },
  })
}
