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

export const handle = { title: 'titles.eventsIdMove' }

export const loader = ({ request, params }: LoaderFunctionArgs) => eventScreenLoader(request, params, 'move')

export const action = ({ request, params }: ActionFunctionArgs) => eventScreenAction(request, params, 'move', (id) => `/events/${id}?moved=1`)

/**
 * Moving a live event (issue 50 item 2): its day, times and address, or its meeting, with the rules of creating it.
 * Everyone on the event is told by the events' hook (app/domain/calendar/changes.server.ts), whoever makes the change.
 */
export default function MoveEvent() {
  return <MoveEventScreen copy="move" back={(id) => `/events/${id}`} />
}

/**
 * The move screen of a route whose loader is the move screen's (this one; going online, whose loader gives the event
 * as the online event it becomes): its copy from `pages.{copy}` of the events catalogue.
 */
export function MoveEventScreen({ copy, back }: { copy: 'move' | 'goOnline'; back: (id: number | string) => string }) {
  const { event, defaults, today } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const schema = useMemo(() => eventScreenValidation(event.type, 'move'), [event.type])
  const confirmedDate = String(actionData?.result?.initialValue?.ConfirmedDate ?? defaults.ConfirmedDate ?? '')
  return (
    <div className="narrow event-flow">
      <h1 lang={lang(`pages.${copy}.title`)}>{t(`pages.${copy}.title`)}</h1>
      <p lang={lang(`pages.${copy}.intro`)}>{t(`pages.${copy}.intro`)}</p>
      <EventForm
        id={`event-${copy === 'move' ? 'move' : 'go-online'}-${event.id}`}
        schema={schema}
        defaultValue={defaults}
        lastResult={actionData?.result}
        submitLabel={text(`pages.${copy}.save`)}
        back={{ href: back(event.id), label: text('pages.edit.cancel') }}
      >
        {(fields) => <MoveFields type={event.type} fields={fields} today={today} confirmedDate={confirmedDate} />}
      </EventForm>
    </div>
  )
}
