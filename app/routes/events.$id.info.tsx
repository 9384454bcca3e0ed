import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { EventForm } from '~/components/event-form'
import { OnlineStepTwoFields, RoleModelInfoFields } from '~/components/event-form-fields'
import { EventSteps } from '~/components/event-steps'
import { eventScreenValidation } from '~/components/form-validation'
import { eventScreenAction, eventScreenLoader } from '~/routes/__event-screens.server'
import eventsStyles from '~/styles/events.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle = { title: 'titles.eventsIdInfo' }

export const loader = ({ request, params }: LoaderFunctionArgs) => eventScreenLoader(request, params, 'info')

export const action = ({ request, params }: ActionFunctionArgs) => eventScreenAction(request, params, 'info', (id) => `/events/${id}/role-models`)

/** Step 2: info for role models (online events: step two, the students, first). */
export default function EventInfo() {
  const { event, defaults, options } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const schema = useMemo(() => eventScreenValidation(event.type, 'info'), [event.type])
  return (
    <div className="narrow event-flow">
      <EventSteps eventId={event.id} current="info" />
      <h1 lang={lang('pages.info.title')}>{t('pages.info.title')}</h1>
      <p lang={lang('pages.info.intro')}>{t('pages.info.intro')}</p>
      <EventForm
        id={`event-info-${event.id}`}
        schema={schema}
        defaultValue={defaults}
        lastResult={actionData?.result}
        submitLabel={text('pages.form.saveAndContinue')}
        back={{ href: `/events/${event.id}/plan`, label: text('pages.form.back') }}
      >
        {(fields) => (
          <>
            {event.type === 'online' ? <OnlineStepTwoFields fields={fields} options={options} /> : null}
            <RoleModelInfoFields fields={fields} type={event.type} />
          </>
        )}
      </EventForm>
      <p className="discard-link">
        <Link to={`/events/${event.id}?discard=1`} lang={lang('pages.actions.discard')}>{t('pages.actions.discard')}</Link>
      </p>
    </div>
  )
}
