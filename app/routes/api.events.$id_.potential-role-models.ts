import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { escapedCards, jsonFilters } from '~/domain/browse/json-cards'
import { parseBrowseQuery } from '~/domain/browse/query'
import { potentialRoleModels } from '~/domain/choosing/event-role-models.server'
import { requireTeacherForApi } from '~/utils/auth.server'
import { requireSchoolEventForApi } from '~/routes/__event-guard.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'

/**
 * GET /api/events/{eventId}/potential-role-models?sectors[]&industries[]&educationLevels[]&ethnicities[]&languages[]
 * &regions[]&only-my-favourites&q&start (spec section 7) → { data, filters, _meta }: the role models offered for the
 * event (its type and, in person, its region), each with its status on the event (null when not on it).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const teacher = await requireTeacherForApi(request)
  const event = await requireSchoolEventForApi(teacher, params.id)
  const query = parseBrowseQuery(new URL(request.url).searchParams)
  const result = await potentialRoleModels({ payload: await getPayloadClient(), teacher, event, query, locale: await i18nServer.getLocale(request) })
  return json(
    { data: escapedCards(result.data), filters: jsonFilters(result.filters), _meta: result._meta },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
