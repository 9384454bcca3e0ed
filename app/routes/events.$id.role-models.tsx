import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RoleModelGroups } from '~/components/event-details'
import { EventSteps } from '~/components/event-steps'
import { eventOverview } from '~/domain/events/event-pages.server'
import { requireSchoolEvent } from '~/utils/event-guard.server'
import { i18nServer } from '~/i18n/i18n.server'
import eventsStyles from '~/styles/events.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const meta: MetaFunction = () => [{ title: 'Choose role models | Inspiring the Future Aotearoa' }]

/** Step 3: the role models chosen for the event (choosing them from here is issue 10's). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const locale = (await i18nServer.getLocale(request)) as 'en' | 'mi'
  const { event: view, groups, chosen } = await eventOverview({ teacher, event, locale })
  return json({ event: view, groups, chosen })
}

export default function EventRoleModels() {
  const { event, groups, chosen } = useLoaderData<typeof loader>()
  const { t } = useTranslation('events')
  const draft = event.status === 'draft'
  return (
    <div className="narrow event-flow">
      {draft ? <EventSteps eventId={event.id} current="role-models" /> : null}
      <h1>{t('pages.roleModels.title')}</h1>
      <p>{t('pages.roleModels.intro', { min: event.minRoleModels, max: event.maxRoleModels })}</p>
      <p className="role-model-count" role="status">{chosen ? t('pages.roleModels.chosen', { count: chosen }) : t('pages.roleModels.none')}</p>
      <RoleModelGroups groups={groups} draft={draft} headingLevel={2} />
      <p><Link to="/role-models">{t('pages.roleModels.browse')}</Link></p>
      <div className="button-row form-actions">
        {draft ? (
          <>
            <Link to={`/events/${event.id}/review`} className="button button-primary">{t('pages.roleModels.next')}</Link>
            <Link to={`/events/${event.id}/info`} className="button button-secondary">{t('pages.form.back')}</Link>
          </>
        ) : (
          <Link to={`/events/${event.id}`} className="button button-secondary">{t('pages.form.back')}</Link>
        )}
      </div>
    </div>
  )
}
