import type { LoaderFunctionArgs } from '@remix-run/node'
import { attendingCalendar } from '~/domain/calendar/calendar.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireRoleModel } from '~/utils/auth.server'
import { httpError } from '~/utils/http-errors.server'

/**
 * "Add to calendar" on the role model's accepted event: the calendar file the acceptance email attached. Only their
 * own accepted place on an event still taking place; anyone else's, or none: not found.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const ics = await attendingCalendar({ payload: await getPayloadClient(), roleModel, eventId: params.eventId })
  if (!ics) throw await httpError(request, 404)
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="event-${params.eventId}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
