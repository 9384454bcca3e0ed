import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { countInPersonRoleModelsInRegion } from '~/domain/events/available-role-models.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireTeacherForApi } from '~/utils/auth.server'

/**
 * GET /api/regions/{regionId}/role-model-count → { count }: how many role models teachers can see who come to
 * in-person events in the region (one indexed count). Step 1 of the event form shows it live as the region changes.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireTeacherForApi(request)
  const id = params.id ?? ''
  if (!/^[\w-]{1,64}$/.test(id)) return json({ count: 0 }, { status: 404 })
  const count = await countInPersonRoleModelsInRegion(await getPayloadClient(), id)
  return json({ count })
}
