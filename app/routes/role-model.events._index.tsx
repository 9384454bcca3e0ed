import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { EventFacts, eventHeading } from '~/components/invitation'
import { TabBar } from '~/components/tab-bar'
import { listRoleModelEvents } from '~/domain/invitations/invitations.server'
import { parseRoleModelEventTab, ROLE_MODEL_EVENT_TABS } from '~/domain/invitations/rules'
import { formatDisplayDate } from '~/domain/events/dates'
import invitationStyles from '~/styles/invitations.css'
import { requireRoleModel } from '~/utils/auth.server'

export const handle = { title: 'titles.roleModelEventsIndex' }
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: invitationStyles }]

/** The role model's events: tabs Upcoming, Completed and Cancelled (`?tab=`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const tab = parseRoleModelEventTab(new URL(request.url).searchParams.get('tab'))
  return json(await listRoleModelEvents({ roleModel, tab }))
}

export default function RoleModelEvents() {
  const { tab, events, counts } = useLoaderData<typeof loader>()
  const { t, lang } = useT('invitations')
  return (
    <>
      <h1 lang={lang('list.title')}>{t('list.title')}</h1>
      <TabBar
        label={t('list.tabsLabel')}
        tabs={ROLE_MODEL_EVENT_TABS.map((name) => ({
          to: name === 'upcoming' ? '/role-model/events' : `/role-model/events?tab=${name}`,
          label: <>{t(`list.tabs.${name}`)} <span className="tab-count">({counts[name]})</span></>,
          current: name === tab,
        }))}
      />
      {events.length === 0 ? <p className="muted">{t(`list.empty.${tab}`)}</p> : null}
      <ul className="invitation-cards">
        {events.map((event) => (
          <li key={event.id} className="panel invitation-card">
            <h2 className="invitation-card-title">
              <Link to={`/role-model/events/${event.id}`}>{event.title || eventHeading(t, event)}</Link>
            </h2>
            {tab === 'upcoming' ? (
              <p className={`invitation-status invitation-status-${event.invitation}`}>{t(`list.status.${event.invitation}`)}</p>
            ) : null}
            {tab === 'cancelled' ? <p className="invitation-status invitation-status-cancelled" lang={lang('list.cancelledNote')}>{t('list.cancelledNote')}</p> : null}
            <EventFacts event={event} />
            {tab === 'upcoming' && event.invitation === 'invited' && event.respondBy ? (
              <p className="muted" lang={lang('list.respondBy', { date: formatDisplayDate(event.respondBy) })}>{t('list.respondBy', { date: formatDisplayDate(event.respondBy) })}</p>
            ) : null}
            <Link className="button button-secondary button-small" to={`/role-model/events/${event.id}`}>
              {t(event.invitation === 'invited' && tab === 'upcoming' ? 'list.viewInvitation' : 'list.viewEvent')}
              <span className="visually-hidden">: {event.title || eventHeading(t, event)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
