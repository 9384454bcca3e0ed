import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { eventScreenAction, eventScreenLoader } from '~/routes/__event-screens.server'
import { MoveEventScreen } from '~/routes/events.$id.move'
import eventsStyles from '~/styles/events.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle = { title: 'titles.eventsIdGoOnline' }

export const loader = ({ request, params }: LoaderFunctionArgs) => eventScreenLoader(request, params, 'move', { toOnline: true })

export const action = ({ request, params }: ActionFunctionArgs) => eventScreenAction(request, params, 'move', (id) => `/events/${id}?moved=1`, { toOnline: true })

/**
 * A live event in person goes online (issue 50 item 1: the way out of a thin region once invitations have gone): the
 * move screen of the online event it becomes (the loader gives the event so), its day, times and meeting with the
 * rules of creating one. Everyone on the event is told by the events' hook: role models attending are asked "Still
 * coming?" again for the online event, those still invited answer their invitation knowing it is online.
 */
export default function GoOnline() {
  return <MoveEventScreen copy="goOnline" back={(id) => `/events/${id}/role-models`} />
}
