import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { EventCard } from '~/components/event-card'
import { Pager } from '~/components/pager'
import { TabBar } from '~/components/tab-bar'
import { listTeacherEvents } from '~/domain/events/list.server'
import { eventListHref, parseEventListQuery } from '~/domain/events/list-query'
import { EVENT_LIST_TABS } from '~/domain/events/rules'
import { requireTeacher } from '~/utils/auth.server'
import eventsStyles from '~/styles/events.css'
import { getPayloadClient } from '~/lib/payload.server'
import { UnreadMessages } from '~/components/message-links'
import { unreadThreads } from '~/domain/messages/unread.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle = { title: 'titles.eventsIndex' }

/** How many drafts to finish the home shows above the upcoming events (the rest are one click away). */
const DRAFTS_ON_HOME = 3

/**
 * My events (teachers), the teacher's home after signing in: the school's events by tab, in the address (?tab=,
 * ?page=), each with its next step; on the first page of Upcoming, the latest drafts to finish come first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const query = parseEventListQuery(new URL(request.url).searchParams)
  const payload = await getPayloadClient()
  // Page one of Upcoming shows the drafts to finish above it, read with it.
  const result = await listTeacherEvents({ payload, teacher, tab: query.tab, page: query.page, draftsAbove: DRAFTS_ON_HOME })
  // Past the last page (an event moved on, or a hand-edited address): the tab's first page.
  if (query.page > 1 && query.page > result.totalPages) throw redirect(eventListHref(query.tab))
  return json({ ...result, query, unreadMessages: await unreadThreads(payload, teacher) })
}

export default function MyEvents() {
  const { events, drafts, totalPages, counts, query, unreadMessages } = useLoaderData<typeof loader>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  return (
    <div className="events-page">
      <div className="page-header events-home-header">
        <div>
          <h1 lang={lang('pages.list.title')}>{t('pages.list.title')}</h1>
          <p className="lead" lang={lang('pages.list.intro')}>{t('pages.list.intro')}</p>
          <UnreadMessages unread={unreadMessages} />
        </div>
        <p className="events-home-actions">
          <Link to="/events/new" className="button button-primary" lang={lang('pages.list.create')}>{t('pages.list.create')}</Link>
          <Link to="/role-models" className="button button-secondary" lang={lang('pages.list.browse')}>{t('pages.list.browse')}</Link>
          <Link to="/school-record" className="button button-secondary" lang={lang('records.link')}>{t('records.link')}</Link>
        </p>
      </div>
      {query.discarded ? <Alert type="success" title={text('pages.list.discarded')} focusOnLoad /> : null}
      {query.cancelled ? <Alert type="success" title={text('pages.list.cancelled')} focusOnLoad>{text('pages.list.cancelledDetail')}</Alert> : null}
      {drafts.length ? (
        <section className="events-home-drafts" aria-labelledby="drafts-to-finish">
          <h2 id="drafts-to-finish" lang={lang('pages.list.draftsToFinish')}>{t('pages.list.draftsToFinish')}</h2>
          <ul className="event-cards">
            {drafts.map((event) => <EventCard key={event.id} event={event} heading="h3" />)}
          </ul>
          {counts.drafts > drafts.length ? (
            <p><Link to={eventListHref('drafts')} lang={lang('pages.list.allDrafts', { count: counts.drafts })}>{t('pages.list.allDrafts', { count: counts.drafts })}</Link></p>
          ) : null}
        </section>
      ) : null}
      <TabBar
        label={t('pages.list.tabsLabel')}
        labelLang={lang('pages.list.tabsLabel')}
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
      <Pager page={query.page} totalPages={totalPages} href={(page) => eventListHref(query.tab, page)} label={t('pages.list.pager')} labelLang={lang('pages.list.pager')} />
    </div>
  )
}
