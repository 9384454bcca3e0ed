import { json } from '@remix-run/node'
import type { SignedInUser } from '~/utils/auth.server'
import { requireTeacher } from '~/utils/auth.server'
import { getTeacherEvent } from '~/domain/events/school-event.server'
import { parseEventId } from '~/domain/events/list-query'
import { httpError } from '../utils/http-errors.server'
import { getPayloadClient } from '~/lib/payload.server'

async function findSchoolEvent(teacher: SignedInUser, idParam: string | undefined) {
  const id = parseEventId(idParam)
  return id == null ? null : getTeacherEvent({ payload: await getPayloadClient(), teacher, id })
}

/**
 * A page of one event: the signed-in teacher and their school's event. Every teacher of the school may see
 * and manage it; an unknown id or another school's event is 404, so nobody learns which ids exist.
 */
export async function requireSchoolEvent(request: Request, idParam: string | undefined) {
  const teacher = await requireTeacher(request)
  const event = await findSchoolEvent(teacher, idParam)
  if (!event) throw await httpError(request, 404)
  return { teacher, event }
}

/** The same for the JSON API (after its teacher and SecurityID checks): `{ ok: false }` with 404. */
export async function requireSchoolEventForApi(teacher: SignedInUser, idParam: string | undefined) {
  const event = await findSchoolEvent(teacher, idParam)
  if (!event) throw json({ ok: false }, { status: 404 })
  return event
}
