import type { LoaderFunctionArgs } from '@remix-run/node'
import { toCsv } from '~/domain/programme/csv'
import { dashboardTables, isDashboardTable } from '~/domain/programme/tables'
import { i18nServer } from '~/utils/i18n.server'
import { httpError } from '~/utils/http-errors.server'
import { loadDashboard } from './__staff-dashboard.server'

/** One table of the programme dashboard as a CSV download, for the same range and filters (staff only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { query, figures, regions } = await loadDashboard(request, { schools: false })
  if (!isDashboardTable(params.table)) throw await httpError(request, 404)
  const t = await i18nServer.getFixedT('en', 'staff')
  const names = new Map(regions.map((region) => [region.id, region.title]))
  const table = dashboardTables(figures, (key) => t(key), (id) => (id == null ? t('dashboard.noRegion') : names.get(id) ?? String(id)))[params.table]
  return new Response(toCsv(table.header, table.rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="programme-${table.name}-${query.from}-to-${query.to}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
