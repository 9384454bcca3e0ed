import type { LoaderFunctionArgs } from '@remix-run/node'
import { toCsv } from '~/domain/programme/csv'
import { schoolRecordAll, schoolRecordTable } from '~/domain/records/records.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireTeacher } from '~/utils/auth.server'
import { nzDate } from '~/domain/shared/dates'

/** The school's record as a CSV download: every past event, for a teacher of the school (docs/decisions/0037). */
export async function loader({ request }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const t = await i18nServer.getFixedT(request, 'events')
  const table = schoolRecordTable(await schoolRecordAll({ payload: await getPayloadClient(), teacher }), (key) => t(key))
  return new Response(toCsv(table.header, table.rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="school-careers-events-${nzDate(new Date())}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
