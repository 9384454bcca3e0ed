import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Pager } from '~/components/pager'
import { TableScroll } from '~/components/table-scroll'
import { staffSessions } from '~/domain/sessions/sessions.server'
import { formatDisplayDate, storedToEventDate } from '~/domain/shared/dates'
import { useT } from '~/i18n/use-t'
import { getPayloadClient } from '~/lib/payload.server'
import { requireStaff } from '~/utils/staff.server'

export const handle = { title: 'staff:sessions.title' }

/** Staff's programme sessions (issue 53), newest first, 25 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1)
  return json(await staffSessions(await getPayloadClient(), page))
}

export default function StaffSessions() {
  const { rows, page, pages } = useLoaderData<typeof loader>()
  const { t, lang, i18n } = useT('staff')
  return (
    <div>
      <h1 id="sessions-title" lang={lang('sessions.title')}>{t('sessions.title')}</h1>
      <p lang={lang('sessions.intro')}>{t('sessions.intro')}</p>
      <p><Link to="/staff/sessions/new" className="button button-primary" lang={lang('sessions.new')}>{t('sessions.new')}</Link></p>
      {rows.length ? (
        <TableScroll labelledBy="sessions-title">
          <table className="table">
            <thead>
              <tr>
                <th scope="col" lang={lang('sessions.columns.title')}>{t('sessions.columns.title')}</th>
                <th scope="col" lang={lang('sessions.columns.date')}>{t('sessions.columns.date')}</th>
                <th scope="col" lang={lang('sessions.columns.classrooms')}>{t('sessions.columns.classrooms')}</th>
                <th scope="col" lang={lang('sessions.columns.status')}>{t('sessions.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row.id)}>
                  <td><Link to={`/staff/sessions/${row.id}`}>{row.title}</Link></td>
                  <td>{row.date ? `${formatDisplayDate(storedToEventDate(row.date) ?? row.date, i18n.language)} ${row.startTime ?? ''}` : ''}</td>
                  <td lang={lang('sessions.classrooms')}>{t('sessions.classrooms', { taken: row.classrooms, max: row.maxClassrooms })}</td>
                  <td lang={lang(`dashboard.statuses.${row.status}`)}>{t(`dashboard.statuses.${row.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : <p className="muted" lang={lang('sessions.empty')}>{t('sessions.empty')}</p>}
      <Pager page={page} totalPages={pages} href={(number) => `/staff/sessions?page=${number}`} label={t('sessions.title')} />
    </div>
  )
}
