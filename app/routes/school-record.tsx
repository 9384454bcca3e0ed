import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { Pager } from '~/components/pager'
import { RecordTotals } from '~/components/record'
import type { TitleHandle } from '~/components/page-title'
import { parseListPage } from '~/domain/events/list-query'
import { schoolRecord } from '~/domain/records/records.server'
import { formatDisplayDate } from '~/domain/shared/dates'
import { getPayloadClient } from '~/lib/payload.server'
import { requireTeacher } from '~/utils/auth.server'
import { httpError } from '~/utils/http-errors.server'
import recordStyles from '~/styles/records.css'
import { TableScroll } from '~/components/table-scroll'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: recordStyles }]
export const handle: TitleHandle = { title: 'titles.schoolRecord' }

const pageHref = (page: number) => (page > 1 ? `/school-record?page=${page}` : '/school-record')

/** The school's record of its careers events, for its teachers (docs/decisions/0037); a CSV of all of it beside. */
export async function loader({ request }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const page = parseListPage(new URL(request.url).searchParams)
  const record = await schoolRecord({ payload: await getPayloadClient(), teacher, page })
  if (!record) throw await httpError(request, 404)
  if (page > record.totalPages) throw redirect('/school-record')
  return json({ record })
}

export default function SchoolRecordPage() {
  const { record } = useLoaderData<typeof loader>()
  const { t, lang, i18n } = useT('events')
  // Marked English where the page's language falls back to it (decision 0022).
  const rating = (values: number[]) => <span lang={lang('records.ratingOutOf')}>{values.map((value) => t('records.ratingOutOf', { rating: value })).join(', ')}</span>
  return (
    <div className="record-page">
      <p><Link to="/events" lang={lang('pages.actions.back')}>{t('pages.actions.back')}</Link></p>
      <h1 id="record-title" lang={lang('records.schoolTitle')}>{t('records.schoolTitle')}</h1>
      <p lang={lang('records.schoolIntro')}>{t('records.schoolIntro')}</p>
      <p className="record-actions"><a href="/school-record.csv" className="button button-secondary" download lang={lang('records.csv')}>{t('records.csv')}</a></p>
      <RecordTotals totals={record.totals} who="school" />
      {record.events.length ? (
        <TableScroll labelledBy="record-title">
<table className="record-table">
          <thead>
            <tr>
              <th scope="col" lang={lang('records.date')}>{t('records.date')}</th>
              <th scope="col" lang={lang('records.event')}>{t('records.event')}</th>
              <th scope="col" lang={lang('records.cameLabel')}>{t('records.cameLabel')}</th>
              <th scope="col" lang={lang('records.students')}>{t('records.students')}</th>
              <th scope="col" lang={lang('records.eventRating')}>{t('records.eventRating')}</th>
            </tr>
          </thead>
          <tbody>
            {record.events.map((event) => (
              <tr key={event.id}>
                <td>{event.date ? formatDisplayDate(event.date, i18n.language) : ''}</td>
                <td><Link to={`/events/${event.id}`}>{event.title || t(`pages.typeEvent.${event.type}`)}</Link></td>
                <td>
                  {event.roleModels.length ? (
                    <ul className="plain-list">
                      {event.roleModels.map((person) => (
                        <li key={person.roleModelId}>{person.name}{person.ratings.length ? <> ({rating(person.ratings)})</> : ''}</li>
                      ))}
                    </ul>
                  ) : <span lang={lang('records.none')}>{t('records.none')}</span>}
                </td>
                <td>{event.students}{event.confirmed ? '' : <span lang={lang('records.unconfirmed')}> {t('records.unconfirmed')}</span>}</td>
                <td>
                  {event.eventRatings.length ? rating(event.eventRatings) : (
                    <Link to={`/events/${event.id}/feedback`} lang={lang('records.giveFeedback')}>{t('records.giveFeedback')}<span className="visually-hidden">: {event.title || event.date}</span></Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </TableScroll>
      ) : <p className="muted" lang={lang('records.noEvents')}>{t('records.noEvents')}</p>}
      <Pager page={record.page} totalPages={record.totalPages} href={pageHref} label={t('records.pager')} labelLang={lang('records.pager')} />
    </div>
  )
}
