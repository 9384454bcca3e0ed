import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { EventForm } from '~/components/event-form'
import { FixedDetails } from '~/components/event-details'
import { InPersonPlanFields, OnlineStepTwoFields, RoleModelInfoFields } from '~/components/event-form-fields'
import { eventScreenValidation } from '~/components/form-validation'
import { eventScreenAction, eventScreenLoader } from '~/routes/__event-screens.server'
import eventsStyles from '~/styles/events.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle = { title: 'titles.eventsIdEdit' }

export const loader = ({ request, params }: LoaderFunctionArgs) => eventScreenLoader(request, params, 'edit')

export const action = ({ request, params }: ActionFunctionArgs) => eventScreenAction(request, params, 'edit', (id) => `/events/${id}?saved=1`)

/** Editing an active event (spec section 5's active-edit rules): the students and the info for role models. */
export default function EditActiveEvent() {
  const { event, defaults, options, today, fixed } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const schema = useMemo(() => eventScreenValidation(event.type, 'edit'), [event.type])
  return (
    <div className="narrow event-flow">
      <h1 lang={lang('pages.edit.title')}>{t('pages.edit.title')}</h1>
      <p lang={lang('pages.edit.intro')}>{t('pages.edit.intro')}</p>
      {fixed ? <FixedDetails event={fixed} /> : null}
      <EventForm
        id={`event-edit-${event.id}`}
        schema={schema}
        defaultValue={defaults}
        lastResult={actionData?.result}
        submitLabel={text('pages.edit.save')}
        back={{ href: `/events/${event.id}`, label: text('pages.edit.cancel') }}
      >
        {(fields, form, hydrated) => (
          <>
            {event.type === 'in-person'
              ? <InPersonPlanFields fields={fields} form={form} options={options} today={today} hydrated={hydrated} active />
              : <OnlineStepTwoFields fields={fields} options={options} />}
            <RoleModelInfoFields fields={fields} type={event.type} />
          </>
        )}
      </EventForm>
    </div>
  )
}
