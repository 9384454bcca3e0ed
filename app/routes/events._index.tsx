import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { EventCard } from '~/components/event-card'
import { Pager } from '~/components/pager'
import { TabBar } from '~/components/tab-bar'
import { listTeacherEvents } from '~/domain/events/events.server'
import { eventListHref, parseEventListQuery } from '~/domain/events/list-query'
import { EVENT_LIST_TABS } from '~/domain/events/rules'
import { requireTeacher } from '~/utils/auth.server'
import eventsStyles from '~/styles/events.css'
import { getPayloadClient } from '~/lib/payload.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle = { title: 'titles.eventsIndex' }

/** My events (teachers): the school's events by tab, in the address (?tab=, ?page=). */
export async function loader({ request }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const query = parseEventListQuery(new URL(request.url).searchParams)
  const result = await listTeacherEvents({ payload: await getPayloadClient(), teacher, tab: query.tab, page: query.page })
  // Past the last page (an event moved on, or a hand-edited address): the tab's first page.
  if (query.page > 1 && query.page > result.totalPages) throw redirect(eventListHref(query.tab))
  return json({ ...result, query })
}

export default function MyEvents() {
  const { events, totalPages, counts, query } = useLoaderData<typeof loader>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  return (
    <div className="events-page">
      <div className="page-header">
        <h1 lang={lang('pages.list.title')}>{t('pages.list.title')}</h1>
        <div className="button-row">
          <Link to="/school-record" className="button button-secondary" lang={lang('records.link')}>{t('records.link')}</Link>
          <Link to="/events/new" className="button button-primary" lang={lang('pages.list.create')}>{t('pages.list.create')}</Link>
        </div>
      </div>
      {query.discarded ? <Alert type="success" title={text('pages.list.discarded')} focusOnLoad /> : null}
      {query.cancelled ? <Alert type="success" title={text('pages.list.cancelled')} focusOnLoad>{text('pages.list.cancelledDetail')}</Alert> : null}
      <TabBar
        label={t('pages.list.tabsLabel')}
        tabs={EVENT_LIST_TABS.map((tab) => {
          const key = `pages.list.tabs.${tab}`
          const count = counts?.[tab]
          return count == null
            ? { to: eventListHref(tab), label: t(key), lang: lang(key), current: tab === query.tab }
            : { to: eventListHref(tab), label: t('pages.list.tabCount', { label: t(key), count }), lang: lang(['pages.list.tabCount', key]), current: tab === query.tab }
        })}
      />
      {events.length ? (
        <ul className="event-cards">
          {events.map((event) => <EventCard key={event.id} event={event} />)}
        </ul>
      ) : (
        <p className="empty-state" lang={lang(`pages.list.empty.${query.tab}`)}>{t(`pages.list.empty.${query.tab}`)}</p>
      )}
      <Pager page={query.page} totalPages={totalPages} href={(page) => eventListHref(query.tab, page)} label={t('pages.list.pager')} />
    </div>
  )
}
