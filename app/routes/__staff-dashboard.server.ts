import { programmeDashboard, schoolOptions } from '~/domain/programme/dashboard.server'
import { parseDashboardQuery } from '~/domain/programme/dashboard-query'
import type { DashboardQueryProblem } from '~/domain/programme/dashboard-query'
import { taxonomyItems } from '~/domain/reference/taxonomies.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireStaff } from '~/utils/staff.server'

/**
 * The dashboard's query, its figures and the regions, for the page and its CSV downloads, as signed-in staff. An id
 * that names no region or school is dropped and reported like any other bad filter. `schools`: the page's list of
 * schools for the filter, the chosen region's (decision 0098; the downloads need none). `locale`: the regions' names'
 * language, marked where they fall back to English (decision 0053); the downloads keep English.
 */
export async function loadDashboard(request: Request, { schools: withSchools, locale = 'en' }: { schools: boolean; locale?: string }) {
  await requireStaff(request)
  const { query, problems } = parseDashboardQuery(new URL(request.url).searchParams)
  const found = new Set<DashboardQueryProblem>(problems)
  const payload = await getPayloadClient()
  const [regions, schools, schoolExists] = await Promise.all([
    taxonomyItems(payload, 'regions', locale),
    withSchools ? schoolOptions(payload, query) : null,
    query.school == null ? true : payload.count({ collection: 'schools', where: { id: { equals: query.school } }, overrideAccess: true }).then(({ totalDocs }) => totalDocs > 0),
  ])
  if (query.region != null && !regions.some((region) => String(region.id) === String(query.region))) {
    query.region = null
    found.add('filterUnknown')
  }
  if (!schoolExists) {
    query.school = null
    found.add('filterUnknown')
  }
  const figures = await programmeDashboard({ payload, query })
  return { query, problems: [...found], figures, regions: regions.map((region) => ({ id: region.id, title: region.title, lang: region.lang })), schools: schools ?? [] }
}
