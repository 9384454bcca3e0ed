import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { eventName } from '~/components/event-card'
import { TeacherFeedbackForm } from '~/components/feedback-form'
import type { TitleHandle } from '~/components/page-title'
import { teacherFeedbackSchema } from '~/domain/feedback/feedback.schema'
import { giveTeacherFeedback, teacherFeedbackView } from '~/domain/feedback/feedback.server'
import { formatDisplayDate } from '~/domain/shared/dates'
import { getPayloadClient } from '~/lib/payload.server'
import { requireSchoolEvent } from '~/routes/__event-guard.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { httpError } from '~/utils/http-errors.server'
import eventsStyles from '~/styles/events.css'
import { useDatedText } from '~/components/event-dated-text'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]
export const handle: TitleHandle = { title: 'titles.eventsIdFeedback' }

/** The teacher's feedback on their school's event and the role models who came (docs/decisions/0036); the request email links here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const view = await teacherFeedbackView({ payload: await getPayloadClient(), teacher, event })
  if (!view) throw await httpError(request, 404)
  return json({ view, event: { id: event.id, title: event.title ?? '', type: event.type, date: event.date ?? null }, saved: new URL(request.url).searchParams.get('saved') === '1' })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: teacherFeedbackSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const result = await giveTeacherFeedback({ payload: await getPayloadClient(), teacher, eventId: event.id, input: submission.value })
  if (result.ok) return redirect(`/events/${event.id}/feedback?saved=1`)
  return json({ result: submission.reply({ formErrors: [result.message] }) }, { status: result.error === 'not-found' ? 404 : result.error === 'invalid' ? 400 : 409 })
}

export default function TeacherFeedbackPage() {
  const { view, event, saved } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang, i18n } = useT('events')
  const text = useMarkedText('events')
  const dated = useDatedText('events')
  const closes = view.window.closesOn ? formatDisplayDate(view.window.closesOn, i18n.language) : ''
  const name = eventName(t, event, i18n.language)
  return (
    <div className="event-page feedback-page">
      <p><Link to={`/events/${event.id}`} lang={lang('feedback.back')}>{t('feedback.back')}</Link></p>
      <h1 lang={lang('feedback.pageTitle')}>{t('feedback.pageTitle', { event: name })}</h1>
      {saved ? <Alert type="success" title={text('feedback.saved')} focusOnLoad /> : null}
      {view.window.state === 'open' ? (
        <>
          <p lang={lang('feedback.intro')}>{dated('feedback.intro', { date: closes })}</p>
          <TeacherFeedbackForm data={view} action={`/events/${event.id}/feedback`} lastResult={actionData?.result} />
        </>
      ) : view.window.state === 'closed' ? (
        <Alert type="warning" title={<span lang={lang('feedback.closed')}>{dated('feedback.closed', { date: closes })}</span>} />
      ) : (
        <Alert type="warning" title={text(view.window.state === 'not-yet' ? 'feedback.notYet' : 'feedback.never')} />
      )}
    </div>
  )
}
