import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { addFavourite, listFavourites, parseRoleModelId, removeFavourite } from '~/domain/favourites/favourites.server'
import { requireTeacherForApi } from '~/utils/auth.server'
import { requireSecureJson } from '~/utils/csrf.server'
import { getPayloadClient } from '~/lib/payload.server'
import { log } from '~/lib/logger.server'

/** GET /api/role-model-favourites → the teacher's favourite role models [{ id, name, whatDoYouDo }]. */
export async function loader({ request }: LoaderFunctionArgs) {
  const teacher = await requireTeacherForApi(request)
  return json(await listFavourites({ payload: await getPayloadClient(), teacher }), { headers: { 'Cache-Control': 'private, no-cache' } })
}

/**
 * POST (add) and DELETE (remove) with JSON { userId } and the X-SecurityID header → true or false.
 * false (with a 4xx status) when the role model is unknown or hidden, or the body is not valid.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST' && request.method !== 'DELETE') return json(false, { status: 405, headers: { Allow: 'GET, POST, DELETE' } })
  const teacher = await requireTeacherForApi(request)
  const body = await requireSecureJson<{ userId?: unknown }>(request)
  const roleModelId = parseRoleModelId(body?.userId)
  if (roleModelId == null) return json(false, { status: 400 })
  const payload = await getPayloadClient()
  try {
    const ok = request.method === 'POST'
      ? await addFavourite({ payload, teacher, roleModelId })
      : await removeFavourite({ payload, teacher, roleModelId })
    return json(ok, { status: ok ? 200 : 404 })
  } catch (error) {
    log().error({ err: error, reqId: request.headers.get('x-request-id') }, 'Changing a favourite failed')
    return json(false, { status: 500 })
  }
}
