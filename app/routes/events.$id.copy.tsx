import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { copyEvent } from '~/domain/events/transitions.server'
import { parseEventId } from '~/domain/events/list-query'
import { getPayloadClient } from '~/lib/payload.server'
import { requireTeacher } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { httpError } from '~/utils/http-errors.server'

/** Nothing to show: the copy is a POST from the event's page. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/events/${params.id}`)

/**
 * 'Copy as a new event' (a POST with the SecurityID): a draft with everything of one of the school's events but the
 * date, the times and the role models; then its first step. Another school's event is 404, as on every event page.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const teacher = await requireTeacher(request)
  await requireSecureForm(request)
  const id = parseEventId(params.id)
  const result = id == null ? null : await copyEvent({ payload: await getPayloadClient(), teacher, id })
  if (!result?.ok) throw await httpError(request, result?.error === 'not-allowed' ? 403 : 404)
  return redirect(`/events/${result.event.id}/plan?copied=1`)
}
