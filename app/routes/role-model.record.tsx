import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useComposedText } from '~/i18n/marked-text'
import { Pager } from '~/components/pager'
import { RecordTotals, ThankYouNotes } from '~/components/record'
import type { TitleHandle } from '~/components/page-title'
import { programmeName } from '~/domain/accounts/content.server'
import { parseListPage } from '~/domain/events/list-query'
import { roleModelRecord } from '~/domain/records/records.server'
import { formatDisplayDate, nzDate } from '~/domain/shared/dates'
import { getPayloadClient } from '~/lib/payload.server'
import { i18nServer } from '~/utils/i18n.server'
import { requireRoleModel } from '~/utils/auth.server'
import { useHydrated } from '~/utils/use-hydrated'
import recordStyles from '~/styles/records.css'
import { TableScroll } from '~/components/table-scroll'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: recordStyles }]
export const handle: TitleHandle = { title: 'titles.roleModelRecord' }

/** The role model's record, a page they can print for an employer (docs/decisions/0037). */
export async function loader({ request }: LoaderFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const page = parseListPage(new URL(request.url).searchParams)
  const payload = await getPayloadClient()
  const locale = (await i18nServer.getLocale(request)) as 'en' | 'mi'
  const [record, programme] = await Promise.all([roleModelRecord({ payload, roleModel, page, perPage: 50 }), programmeName(payload, locale)])
  if (page > record.totalPages) throw redirect('/role-model/record')
  const name = [roleModel.firstName, roleModel.surname].filter(Boolean).join(' ').trim() || roleModel.name || ''
  return json({ record, programme, name, today: nzDate(new Date()) })
}

export default function RoleModelRecordPage() {
  const { record, programme, name, today } = useLoaderData<typeof loader>()
  const { t, lang, i18n } = useT('events')
  const composed = useComposedText('events')
  const hydrated = useHydrated()
  const date = (value: string | null) => (value ? formatDisplayDate(value, i18n.language) : '')
  return (
    <div className="record-page">
      <p className="record-actions">
        <Link to="/role-model" lang={lang('records.backToLanding')}>{t('records.backToLanding')}</Link>
        {/* Printing needs the browser: without JavaScript its own print command prints the same page. */}
        {hydrated ? <button type="button" className="button button-secondary" onClick={() => window.print()} lang={lang('records.print')}>{t('records.print')}</button> : null}
      </p>
      <h1 lang={lang('records.printTitle')}>{t('records.printTitle', { name })}</h1>
      <p>{composed('records.printIntro', { date: date(today) }, { name, programme })}</p>
      <RecordTotals totals={record.totals} who="role-model" />
      <h2 id="record-attended" lang={lang('records.attended')}>{t('records.attended')}</h2>
      {record.events.length ? (
        <TableScroll labelledBy="record-attended">
<table className="record-table">
          <thead>
            <tr>
              <th scope="col" lang={lang('records.date')}>{t('records.date')}</th>
              <th scope="col" lang={lang('records.event')}>{t('records.event')}</th>
              <th scope="col" lang={lang('records.school')}>{t('records.school')}</th>
              <th scope="col" lang={lang('records.students')}>{t('records.students')}</th>
              <th scope="col" lang={lang('records.eventHours')}>{t('records.eventHours')}</th>
            </tr>
          </thead>
          <tbody>
            {record.events.map((event) => (
              <tr key={event.id}>
                <td>{date(event.date)}</td>
                <td>{event.title || t(`pages.typeEvent.${event.type}`)}</td>
                <td>{event.schoolName}</td>
                <td>{event.students}{event.confirmed ? '' : '*'}</td>
                <td>{event.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </TableScroll>
      ) : <p className="muted" lang={lang('records.noEvents')}>{t('records.noEvents')}</p>}
      <Pager page={record.page} totalPages={record.totalPages} href={(page) => (page > 1 ? `/role-model/record?page=${page}` : '/role-model/record')} label={t('records.pager')} labelLang={lang('records.pager')} />
      <ThankYouNotes notes={record.thankYouNotes} headingId="record-notes" />
    </div>
  )
}
