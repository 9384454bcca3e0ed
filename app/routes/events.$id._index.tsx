import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { SecurityIdInput } from '~/components/security-id'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { ActionFailureAlert, ActivateEventForm, CancelEventModal, DiscardEventModal } from '~/components/event-actions'
import { EventNameText, eventNameKeys } from '~/components/event-card'
import { formatDisplayDate } from '~/domain/shared/dates'
import { ActivationBlockers, BelowMinimum, ReleasedRoleModels, EventDetails, RoleModelGroups } from '~/components/event-details'
import { NotificationSettingsPanel } from '~/components/notification-settings'
import { AttendanceForm } from '~/components/attendance-form'
import { FeedbackPanel } from '~/components/feedback-panel'
import { VoicePanel } from '~/components/voice-panel'
import { teacherVoice } from '~/routes/__voice.server'
import { OpenRequestPanel } from '~/components/open-request-panel'
import { openRequestPanel } from '~/domain/offers/open-request.server'
import { openRequestFormAction, postsOpenRequest } from '~/routes/__open-request.server'
import { attendanceOf } from '~/domain/attendance/attendance.server'
import { teacherFeedbackPanel } from '~/domain/feedback/feedback.server'
import { getPayloadClient } from '~/lib/payload.server'
import { ATTENDANCE_SAVED, attendanceFormAction, postsAttendance } from '~/routes/__attendance.server'
import { eventOverview } from '~/routes/__event-pages.server'
import { requireSchoolEvent } from '~/routes/__event-guard.server'
import { i18nServer } from '~/utils/i18n.server'
import { transitionFormAction } from '~/routes/__event-transitions.server'
import { useHydrated } from '~/utils/use-hydrated'
import {
  NOTIFICATION_SETTINGS_SAVED, notificationPanelData, notificationSettingsFormAction, postsNotificationSettings,
} from '~/routes/__notification-settings.server'
import type { ModalPageHandle } from '~/utils/modal-page'
import type { TitleHandle } from '~/components/page-title'
import eventsStyles from '~/styles/events.css'
import { useDatedText } from '~/components/event-dated-text'
import { EventMessageThreads } from '~/components/message-links'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

/** ?discard=1 and ?cancel=1 open their modals over the page. */
export const handle: ModalPageHandle & TitleHandle = {
  title: 'titles.eventsIdIndex',
  modalPage: ({ data }) => {
    const page = data as { discarding?: boolean; cancelling?: boolean } | undefined
    return Boolean(page?.discarding || page?.cancelling)
  },
}

/** The teacher event page (spec section 2). ?discard=1 and ?cancel=1 open their modals (pages without JavaScript). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const locale = (await i18nServer.getLocale(request)) as 'en' | 'mi'
  const search = new URL(request.url).searchParams
  const payload = await getPayloadClient()
  const [overview, notificationPanel, attendance, feedback, voice] = await Promise.all([
    eventOverview({ teacher, event, locale }), notificationPanelData({ teacher, event }), attendanceOf({ payload, teacher, event }), teacherFeedbackPanel({ payload, teacher, event }),
    teacherVoice(payload, event),
  ])
  const { openOffers, ...shown } = overview
  const openRequest = await openRequestPanel({ payload, event, statuses: overview.statuses, openOffers, locale })
  return json({
    ...shown,
    openRequest,
    notificationPanel,
    attendance,
    feedback,
    voice,
    attendanceSaved: search.get(ATTENDANCE_SAVED) === 'saved',
    notificationSettingsSaved: search.get(NOTIFICATION_SETTINGS_SAVED) === 'saved',
    teacherId: teacher.id,
    saved: search.get('saved') === '1',
    moved: search.get('moved') === '1',
    discarding: search.has('discard') && event.status === 'draft',
    cancelling: search.has('cancel') && event.status === 'active',
  })
}

export const action = async ({ request, params }: ActionFunctionArgs) => {
  if (await postsNotificationSettings(request)) return notificationSettingsFormAction(request, params)
  if (await postsAttendance(request)) return attendanceFormAction(request, params)
  if (await postsOpenRequest(request)) return openRequestFormAction(request, params)
  return transitionFormAction(request, params)
}

export default function TeacherEvent() {
  const { event, groups, chosen, countProblem, missingDetails, released, belowMinimum, attendance, feedback, voice, attendanceSaved, saved, moved, discarding, cancelling, notificationPanel, notificationSettingsSaved, teacherId, openRequest } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang, i18n } = useT('events')
  const text = useMarkedText('events')
  const dated = useDatedText('events')
  const hydrated = useHydrated()
  const draft = event.status === 'draft'
  const active = event.status === 'active'
  const self = `/events/${event.id}`
  const formAction = `${self}?index`
  const failure = actionData?.failure ?? null
  const modalOpen = discarding || cancelling || (failure != null && failure.intent !== 'activate')
  return (
    <>
      {/* Each modal posts to its own address (?discard=1, ?cancel=1), so the page answering a refused submit is still a
          modal page: without JavaScript the header, footer and page behind stay inert (useBehindModal). */}
      {discarding || failure?.intent === 'discard' ? <DiscardEventModal eventId={event.id} backHref={self} action={`${self}?discard=1&index`} failure={failure} /> : null}
      {cancelling || failure?.intent === 'cancel' ? (
        // A reason refused by the schema shows on its field and in the error summary; other failures need the spec's message.
        <CancelEventModal eventId={event.id} backHref={self} action={`${self}?cancel=1&index`} failure={actionData?.result ? null : failure} lastResult={actionData?.result} />
      ) : null}
      {/* Without JavaScript a modal is a page of its own: what lies behind it is out of reach. */}
      <div className="event-page" inert={modalOpen && !hydrated ? true : undefined}>
        <p><Link to="/events" lang={lang('pages.actions.back')}>{t('pages.actions.back')}</Link></p>
        <div className="page-header">
          <h1 lang={lang(eventNameKeys(event))}><EventNameText event={event} /></h1>
          <p className="event-card-tags">
            <span className="tag" lang={lang(`pages.types.${event.type}`)}>{t(`pages.types.${event.type}`)}</span>
            <span className={`tag tag-${event.displayState}`} lang={lang(`pages.states.${event.displayState}`)}>{t(`pages.states.${event.displayState}`)}</span>
          </p>
        </div>
        {saved ? <Alert type="success" title={text('pages.form.saved')} /> : null}
        {moved ? <Alert type="success" title={text('pages.move.saved')} /> : null}
        <ReleasedRoleModels names={released} />
        <BelowMinimum belowMinimum={belowMinimum} />
        {draft ? <ActivationBlockers countProblem={countProblem} missingDetails={missingDetails} min={event.minRoleModels} chosen={chosen} /> : null}
        {event.status === 'cancelled' ? (
          <Alert type="warning" title={<span lang={lang('pages.event.cancelledOn')}>{dated('pages.event.cancelledOn', { date: event.cancelledAt ? formatDisplayDate(event.cancelledAt, i18n.language) : '' })}</span>}>
            {event.cancelReason ? <p><span lang={lang('pages.event.cancelReason')}>{t('pages.event.cancelReason')}</span>: {event.cancelReason}</p> : null}
          </Alert>
        ) : null}
        {failure?.intent === 'activate' ? <ActionFailureAlert failure={failure} /> : null}

        <div className="event-actions">
          {draft ? <ActivateEventForm eventId={event.id} action={formAction} disabled={Boolean(countProblem) || missingDetails.length > 0 || chosen === 0} /> : null}
          {draft || active ? (
            <>
              <Link to={`${self}/role-models`} className="button button-secondary" lang={lang('pages.actions.manageRoleModels')}>{t('pages.actions.manageRoleModels')}</Link>
              <Link to={draft ? `${self}/plan` : `${self}/edit`} className="button button-secondary" lang={lang('pages.actions.editDetails')}>{t('pages.actions.editDetails')}</Link>
              {active ? <Link to={`${self}/move`} className="button button-secondary" lang={lang('pages.actions.move')}>{t('pages.actions.move')}</Link> : null}
            </>
          ) : null}
          {active ? <Link to={`${self}?cancel=1`} preventScrollReset className="button button-danger" lang={lang('pages.actions.cancel')}>{t('pages.actions.cancel')}</Link> : null}
          {draft ? <Link to={`${self}?discard=1`} preventScrollReset className="button button-danger" lang={lang('pages.actions.discard')}>{t('pages.actions.discard')}</Link> : null}
          <Form method="post" action={`${self}/copy`} className="inline-form">
            <SecurityIdInput />
            <button type="submit" className="button button-secondary" lang={lang('pages.actions.copy')}>{t('pages.actions.copy')}</button>
          </Form>
        </div>

        <EventDetails event={event} />

        <OpenRequestPanel
          panel={openRequest} eventId={event.id} action={formAction}
          lastResult={actionData && 'openRequest' in actionData ? actionData.openRequest : undefined}
          closeError={actionData && 'openRequestError' in actionData ? actionData.openRequestError : null}
        />

        <section aria-labelledby="your-role-models" className="details-section">
          <h2 id="your-role-models" lang={lang('pages.event.yourRoleModels')}>{t('pages.event.yourRoleModels')}</h2>
          <RoleModelGroups groups={groups} draft={draft} />
        </section>

        <EventMessageThreads />

        <AttendanceForm
          key={attendance?.recordedAt ?? 'unrecorded'} attendance={attendance} action={formAction} saved={attendanceSaved}
          lastResult={actionData && 'attendance' in actionData ? actionData.attendance : undefined}
          changed={actionData && 'attendanceChanged' in actionData && typeof actionData.attendanceChanged === 'string' ? actionData.attendanceChanged : undefined}
        />

        <FeedbackPanel feedback={feedback} href={`${self}/feedback`} />

        <VoicePanel voice={voice} />

        <NotificationSettingsPanel
          eventId={event.id} panel={notificationPanel} formAction={formAction} saved={notificationSettingsSaved} currentTeacherId={teacherId}
          formFailure={actionData && 'notificationSettings' in actionData ? actionData.notificationSettings : null}
        />

        <p><Link to="/events" className="button button-secondary" lang={lang('pages.actions.back')}>{t('pages.actions.back')}</Link></p>
      </div>
    </>
  )
}
