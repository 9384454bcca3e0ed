import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { ActionFailureAlert, ActivateEventForm } from '~/components/event-actions'
import { EventNameText, eventNameKeys } from '~/components/event-card'
import { ActivationBlockers, ReleasedRoleModels, EventDetails, RoleModelGroups } from '~/components/event-details'
import { EventSteps } from '~/components/event-steps'
import { eventOverview } from '~/routes/__event-pages.server'
import { requireSchoolEvent } from '~/routes/__event-guard.server'
import { i18nServer } from '~/utils/i18n.server'
import { transitionFormAction } from '~/routes/__event-transitions.server'
import eventsStyles from '~/styles/events.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle = { title: 'titles.eventsIdReview' }

/** Step 4, the event preview page: the event as role models will see it; activation reloads it with activated=1. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const locale = (await i18nServer.getLocale(request)) as 'en' | 'mi'
  const activated = new URL(request.url).searchParams.get('activated') === '1' && event.status === 'active'
  return json({ ...(await eventOverview({ teacher, event, locale })), activated })
}

export const action = ({ request, params }: ActionFunctionArgs) => transitionFormAction(request, params)

export default function ReviewEvent() {
  const { event, groups, chosen, countProblem, missingDetails, released, activated } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const draft = event.status === 'draft'
  const self = `/events/${event.id}/review`
  return (
    <div className="event-flow">
      {draft ? <EventSteps eventId={event.id} current="review" /> : null}
      <h1 lang={lang('pages.review.title')}>{t('pages.review.title')}</h1>
      {activated ? (
        <Alert type="success" title={text('pages.review.activatedTitle')} focusOnLoad>
          <p lang={lang('pages.review.activatedBody')}>{t('pages.review.activatedBody')}</p>
        </Alert>
      ) : null}
      <ReleasedRoleModels names={released} />
      {draft ? (
        <>
          <p lang={lang('pages.review.intro')}>{t('pages.review.intro')}</p>
          <ActivationBlockers countProblem={countProblem} missingDetails={missingDetails} min={event.minRoleModels} chosen={chosen} />
          {actionData?.failure ? <ActionFailureAlert failure={actionData.failure} /> : null}
        </>
      ) : null}

      <section aria-labelledby="event-preview" className="event-preview">
        <h2 id="event-preview"><span lang={lang('pages.review.preview')}>{t('pages.review.preview')}</span>: <span lang={lang(eventNameKeys(event))}><EventNameText event={event} /></span></h2>
        <EventDetails event={event} headingLevel={3} />
      </section>

      <section aria-labelledby="review-role-models" className="details-section">
        <h2 id="review-role-models" lang={lang(draft ? 'pages.review.roleModels' : 'pages.event.yourRoleModels')}>{t(draft ? 'pages.review.roleModels' : 'pages.event.yourRoleModels')}</h2>
        <RoleModelGroups groups={groups} draft={draft} />
      </section>

      <div className="event-actions">
        {draft ? (
          <>
            <ActivateEventForm eventId={event.id} action={self} disabled={Boolean(countProblem) || missingDetails.length > 0 || chosen === 0} />
            <Link to={`/events/${event.id}/role-models`} className="button button-secondary" lang={lang('pages.form.back')}>{t('pages.form.back')}</Link>
          </>
        ) : (
          <Link to={`/events/${event.id}`} className="button button-primary" lang={lang('pages.review.viewEvent')}>{t('pages.review.viewEvent')}</Link>
        )}
      </div>
      {draft ? (
        <p className="discard-link"><Link to={`/events/${event.id}?discard=1`} lang={lang('pages.actions.discard')}>{t('pages.actions.discard')}</Link></p>
      ) : null}
    </div>
  )
}
