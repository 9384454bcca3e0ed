import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { EventForm } from '~/components/event-form'
import { MoveFields } from '~/components/event-form-fields'
import { eventScreenValidation } from '~/components/form-validation'
import { eventScreenAction, eventScreenLoader } from '~/routes/__event-screens.server'
import eventsStyles from '~/styles/events.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle = { title: 'titles.eventsIdGoOnline' }

export const loader = ({ request, params }: LoaderFunctionArgs) => eventScreenLoader(request, params, 'move', { toOnline: true })

export const action = ({ request, params }: ActionFunctionArgs) => eventScreenAction(request, params, 'move', (id) => `/events/${id}?moved=1`, { toOnline: true })

/**
 * A live event in person goes online (issue 50 item 1: the way out of a thin region once invitations have gone): the
 * move screen of the online event it becomes, its day, times and meeting with the rules of creating one. Everyone on
 * the event is told by the events' hook: role models attending are asked "Still coming?" again for the online event,
 * those still invited answer their invitation knowing it is online.
 */
export default function GoOnline() {
  const { event, defaults, today } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const schema = useMemo(() => eventScreenValidation('online', 'move'), [])
  const confirmedDate = String(actionData?.result?.initialValue?.ConfirmedDate ?? defaults.ConfirmedDate ?? '')
  return (
    <div className="narrow event-flow">
      <h1 lang={lang('pages.goOnline.title')}>{t('pages.goOnline.title')}</h1>
      <p lang={lang('pages.goOnline.intro')}>{t('pages.goOnline.intro')}</p>
      <EventForm
        id={`event-go-online-${event.id}`}
        schema={schema}
        defaultValue={defaults}
        lastResult={actionData?.result}
        submitLabel={text('pages.goOnline.save')}
        back={{ href: `/events/${event.id}/role-models`, label: text('pages.edit.cancel') }}
      >
        {(fields) => <MoveFields type="online" fields={fields} today={today} confirmedDate={confirmedDate} />}
      </EventForm>
    </div>
  )
}
