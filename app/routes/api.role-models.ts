import type { LoaderFunctionArgs } from '@remix-run/node'
import { browseRoleModels } from '~/domain/browse/browse.server'
import { escapedCards, jsonFilters } from '~/domain/browse/json-cards'
import { parseBrowseQuery } from '~/domain/browse/query'
import { requireTeacherForApi } from '~/utils/auth.server'
import { compressedJson } from '~/utils/compressed-body.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'

/**
 * GET /api/role-models?start&q&only-my-favourites&event-type&languages[]&regions[]&sectors[]&industries[]&ethnicities[]&educationLevels[]
 * → { data: cards, filters: { languages: [{ id, title }], ... }, _meta: { page, totalPages, totalResults } }.
 * A start past the end answers an empty page with the real page count.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const teacher = await requireTeacherForApi(request)
  const query = parseBrowseQuery(new URL(request.url).searchParams)
  const [payload, locale] = await Promise.all([getPayloadClient(), i18nServer.getLocale(request)])
  const result = await browseRoleModels({ payload, teacher, query, locale })
  return compressedJson({ ...result, data: escapedCards(result.data), filters: jsonFilters(result.filters) }, request.headers.get('accept-encoding'), { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' })
}
