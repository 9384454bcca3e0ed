import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { EventFacts, eventHeading, eventHeadingKeys, RespondBy } from '~/components/invitation'
import { Pager } from '~/components/pager'
import { TabBar } from '~/components/tab-bar'
import { listRoleModelEvents } from '~/domain/invitations/list.server'
import { parseRoleModelEventTab, ROLE_MODEL_EVENT_TABS, roleModelEventsHref } from '~/domain/invitations/rules'
import { parseListPage } from '~/domain/events/list-query'
import invitationStyles from '~/styles/invitations.css'
import { requireRoleModel } from '~/utils/auth.server'
import { getPayloadClient } from '~/lib/payload.server'

export const handle = { title: 'titles.roleModelEventsIndex' }
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: invitationStyles }]

/** The role model's events: tabs Upcoming, Completed and Cancelled (`?tab=`), ten to a page (`?page=`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const params = new URL(request.url).searchParams
  const tab = parseRoleModelEventTab(params.get('tab'))
  const result = await listRoleModelEvents({ payload: await getPayloadClient(), roleModel, tab, page: parseListPage(params) })
  // Past the last page (an event moved to another tab, or a hand-edited address): the tab's first page.
  if (result.page > result.totalPages) throw redirect(roleModelEventsHref(tab))
  return json(result)
}

export default function RoleModelEvents() {
  const { tab, page, totalPages, events, counts } = useLoaderData<typeof loader>()
  const { t, lang } = useT('invitations')
  const viewKey = (event: { invitation: string }) => (event.invitation === 'invited' && tab === 'upcoming' ? 'list.viewInvitation' : 'list.viewEvent')
  return (
    <>
      <h1 lang={lang('list.title')}>{t('list.title')}</h1>
      <TabBar
        label={t('list.tabsLabel')}
        labelLang={lang('list.tabsLabel')}
        tabs={ROLE_MODEL_EVENT_TABS.map((name) => ({
          to: roleModelEventsHref(name),
          label: <>{t(`list.tabs.${name}`)} <span className="tab-count">({counts[name]})</span></>,
          lang: lang(`list.tabs.${name}`),
          current: name === tab,
        }))}
      />
      {events.length === 0 ? <p className="muted" lang={lang(`list.empty.${tab}`)}>{t(`list.empty.${tab}`)}</p> : null}
      <ul className="invitation-cards">
        {events.map((event) => (
          <li key={event.id} className="panel invitation-card">
            <h2 className="invitation-card-title">
              <Link to={`/role-model/events/${event.id}`} lang={lang(eventHeadingKeys(event))}>{event.title || eventHeading(t, event)}</Link>
            </h2>
            {tab === 'upcoming' ? (
              <p className={`invitation-status invitation-status-${event.invitation}`} lang={lang(`list.status.${event.invitation}`)}>{t(`list.status.${event.invitation}`)}</p>
            ) : null}
            {tab === 'cancelled' ? <p className="invitation-status invitation-status-cancelled" lang={lang('list.cancelledNote')}>{t('list.cancelledNote')}</p> : null}
            <EventFacts event={event} />
            {tab === 'upcoming' && event.invitation === 'invited' && event.respondBy ? (
              <RespondBy date={event.respondBy} message="list.respondBy" className="muted" />
            ) : null}
            <Link className="button button-secondary button-small" to={`/role-model/events/${event.id}`}>
              <span lang={lang(viewKey(event))}>{t(viewKey(event))}</span>
              <span className="visually-hidden" lang={lang(eventHeadingKeys(event))}>: {event.title || eventHeading(t, event)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={totalPages} href={(to) => roleModelEventsHref(tab, to)} label={t('list.pager')} labelLang={lang('list.pager')} />
    </>
  )
}
