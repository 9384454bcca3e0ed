import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useComposedText, useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { RoleModelFeedbackForm } from '~/components/feedback-form'
import { eventName } from '~/components/event-card'
import type { TitleHandle } from '~/components/page-title'
import { feedbackSchema } from '~/domain/feedback/feedback.schema'
import { DID_NOT_COME, giveRoleModelFeedback, roleModelFeedbackView } from '~/domain/feedback/feedback.server'
import { parseEventId } from '~/domain/events/list-query'
import { formatDisplayDate } from '~/domain/shared/dates'
import { getPayloadClient } from '~/lib/payload.server'
import { requireRoleModel } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { httpError, refusedPage } from '~/utils/http-errors.server'
import eventsStyles from '~/styles/events.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]
export const handle: TitleHandle = { title: 'titles.roleModelEventsFeedback' }

/** A role model who came rates the school's organisation (docs/decisions/0036); the request email links here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const eventId = parseEventId(params.eventId)
  const view = eventId == null ? null : await roleModelFeedbackView({ payload: await getPayloadClient(), roleModel, eventId })
  if (!view) throw await httpError(request, 404)
  // Recorded absent, withdrew or declined: the link is not theirs to use, and the page says why.
  if (view === DID_NOT_COME) throw await refusedPage(request, 'events:feedback.didNotCome')
  return json({ view, saved: new URL(request.url).searchParams.get('saved') === '1' })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const formData = await requireSecureForm(request)
  const eventId = parseEventId(params.eventId)
  if (eventId == null) throw await httpError(request, 404)
  const submission = parseWithZod(formData, { schema: feedbackSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const result = await giveRoleModelFeedback({ payload: await getPayloadClient(), roleModel, eventId, input: submission.value })
  if (result.ok) return redirect(`/role-model/events/${eventId}/feedback?saved=1`)
  if (result.error === 'not-found') throw await httpError(request, 404)
  return json({ result: submission.reply({ formErrors: [result.message] }) }, { status: result.error === 'invalid' ? 400 : 409 })
}

export default function RoleModelFeedbackPage() {
  const { view, saved } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang, i18n } = useT('events')
  const text = useMarkedText('events')
  const composed = useComposedText('events')
  const closes = view.window.closesOn ? formatDisplayDate(view.window.closesOn, i18n.language) : ''
  const name = eventName(t, view.event, i18n.language)
  return (
    <div className="event-page feedback-page">
      <p><Link to={`/role-model/events/${view.event.id}`} lang={lang('feedback.back')}>{t('feedback.back')}</Link></p>
      <h1 lang={lang('feedback.pageTitle')}>{t('feedback.pageTitle', { event: name })}</h1>
      {saved ? <Alert type="success" title={text('feedback.saved')} focusOnLoad /> : null}
      {view.window.state === 'open' ? (
        <>
          <p>{composed('feedback.introRoleModel', { school: view.event.schoolName, date: closes })}</p>
          <RoleModelFeedbackForm answer={view.answer} action={`/role-model/events/${view.event.id}/feedback`} lastResult={actionData?.result} />
        </>
      ) : view.window.state === 'closed' ? (
        <Alert type="warning" title={composed('feedback.closed', { date: closes })} />
      ) : (
        <Alert type="warning" title={text(view.window.state === 'not-yet' ? 'feedback.notYet' : 'feedback.never')} />
      )}
    </div>
  )
}
