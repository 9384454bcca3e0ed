import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Alert } from '~/components/alert'
import { ErrorSummary, TextareaField } from '~/components/field'
import { SecurityIdInput } from '~/components/security-id'
import { SessionForm } from '~/components/session-form'
import { cancelSessionValidation } from '~/components/session-validation'
import { cancelSession, removePresenter } from '~/domain/sessions/changes.server'
import { sessionStarted } from '~/domain/sessions/session-rules'
import { RecordingPanel } from '~/components/recording-panel'
import { removeRecording, saveRecording, staffRecording } from '~/domain/recordings/recordings.server'
import { sessionEnded } from '~/domain/recordings/recording-rules'
import {
  addPresenter, invitePresenters, presenterCandidates, sessionAudience, sessionPresenters, staffSession, updateSession,
} from '~/domain/sessions/sessions.server'
import { useLazyForm } from '~/utils/lazy-form'
import { nzDate } from '~/domain/shared/dates'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { getPayloadClient } from '~/lib/payload.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { httpError } from '~/utils/http-errors.server'
import { requireStaff } from '~/utils/staff.server'
import { parseCancelForm, parseRecordingForm, parseSessionForm, recordingField, sessionFormValues } from './__staff-sessions.server'

export const handle = { title: 'staff:sessions.editTitle' }

/** A session's page for staff (issue 53): its form, its audience, and its presenters chosen and invited. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request)
  const payload = await getPayloadClient()
  const session = await staffSession(payload, params.id)
  if (!session) throw await httpError(request, 404)
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').slice(0, 100)
  const [presenters, audience, candidates, recording] = await Promise.all([
    sessionPresenters(payload, session.id), sessionAudience(payload, session.id), presenterCandidates(payload, session.id, query), staffRecording(payload, session.id),
  ])
  return json({
    id: session.id, title: session.title ?? '', status: session.status, cancellable: session.status === 'active' && !sessionStarted(session, new Date()), values: sessionFormValues(session), today: nzDate(new Date()), presenters, audience, candidates, query,
    saved: url.searchParams.get('saved'), recording, ended: sessionEnded(session, new Date()),
  })
}

const PRESENTER_INTENTS = new Set(['add', 'remove', 'invite'])

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = { ...(await requireStaff(request)), collection: 'staff' as const }
  const formData = await requireSecureForm(request)
  const payload = await getPayloadClient()
  const session = await staffSession(payload, params.id)
  if (!session) throw await httpError(request, 404)
  const intent = String(formData.get('intent') ?? '')
  if (PRESENTER_INTENTS.has(intent)) {
    const roleModel = formData.get('roleModel')
    const result = intent === 'add' ? await addPresenter(payload, staff, session.id, roleModel)
      : intent === 'remove' ? await removePresenter(payload, staff, session.id, roleModel)
        : await invitePresenters(payload, staff, session.id)
    if (!result.ok) return json<ActionData>({ result: null, presenterError: result.message }, { status: 409 })
    return redirect(`/staff/sessions/${session.id}?saved=${intent === 'invite' ? 'invited' : intent === 'remove' ? 'removed' : 'added'}#presenters`, { status: 303 })
  }
  if (intent === 'cancel') {
    const submission = parseCancelForm(formData)
    if (submission.status !== 'success') return json<ActionData>({ cancel: submission.reply(), result: null, presenterError: null }, { status: 400 })
    const cancelled = await cancelSession(payload, staff, session.id, submission.value.CancelReason ?? '')
    if (!cancelled.ok) return json<ActionData>({ cancel: submission.reply({ formErrors: [cancelled.message] }), result: null, presenterError: null }, { status: 409 })
    return redirect(`/staff/sessions/${session.id}?saved=cancelled`, { status: 303 })
  }
  if (intent === 'recording') {
    const submission = parseRecordingForm(formData)
    if (submission.status !== 'success') return json<ActionData>({ result: null, presenterError: null, recordingResult: submission.reply() }, { status: 400 })
    const saved = await saveRecording(payload, staff, session.id, { videoId: submission.value.VideoId, transcriptUrl: submission.value.TranscriptUrl })
    if (!saved.ok) {
      const field = recordingField(saved.problem)
      const reply = field ? submission.reply({ fieldErrors: { [field]: [saved.message] } }) : submission.reply({ formErrors: [saved.message] })
      return json<ActionData>({ result: null, presenterError: null, recordingResult: reply }, { status: 409 })
    }
    return redirect(`/staff/sessions/${session.id}?saved=recording#recording`, { status: 303 })
  }
  if (intent === 'remove-recording') {
    await removeRecording(payload, staff, session.id)
    return redirect(`/staff/sessions/${session.id}?saved=recordingRemoved#recording`, { status: 303 })
  }
  const submission = parseSessionForm(formData)
  if (submission.status !== 'success') return json<ActionData>({ result: submission.reply(), presenterError: null }, { status: 400 })
  const saved = await updateSession(payload, staff, session.id, submission.value)
  if (!saved.ok) {
    const reply = saved.field ? submission.reply({ fieldErrors: { [saved.field]: [saved.message] } }) : submission.reply({ formErrors: [saved.message] })
    return json<ActionData>({ result: reply, presenterError: null }, { status: 409 })
  }
  return redirect(`/staff/sessions/${session.id}?saved=1`, { status: 303 })
}

type ActionData = { result: SubmissionResult<string[]> | null; presenterError: string | null; cancel?: SubmissionResult<string[]>; recordingResult?: SubmissionResult<string[]> }

/** Staff cancel a live session with a reason (presenters and registered teachers are told, never the reason). */
function CancelForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t, lang } = useT('staff')
  const text = useMarkedText('staff')
  const [form, fields] = useLazyForm(cancelSessionValidation, { id: 'cancel-session-form', lastResult, shouldValidate: 'onBlur', shouldRevalidate: 'onInput' })
  return (
    <section aria-labelledby="cancel-session">
      <h2 id="cancel-session" lang={lang('sessions.cancel.title')}>{t('sessions.cancel.title')}</h2>
      <p lang={lang('sessions.cancel.intro')}>{t('sessions.cancel.intro')}</p>
      <ErrorSummary form={form} fields={fields} ns={['sessions', 'staff', 'validation']} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <input type="hidden" name="intent" value="cancel" />
        <TextareaField label={text('sessions.cancel.reason')} meta={fields.CancelReason} counter={2048} />
        <button type="submit" className="button button-danger" lang={lang('sessions.cancel.submit')}>{t('sessions.cancel.submit')}</button>
      </Form>
    </section>
  )
}

const translate = (t: (key: string, options?: Record<string, unknown>) => string, message: string) => {
  const [key, params] = message.split('|')
  return params ? t(key, JSON.parse(params)) : t(key)
}

export default function EditSession() {
  const { id, title, status, cancellable, values, today, presenters, audience, candidates, query, saved, recording, ended } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const { t, lang } = useT('staff')
  const text = useMarkedText('staff')
  return (
    <div className="narrow-page">
      <h1>{title}</h1>
      {saved === '1' ? <Alert type="success" title={text('sessions.saved')} focusOnLoad /> : null}
      {saved === 'cancelled' ? <Alert type="success" title={text('sessions.cancel.done')} focusOnLoad /> : null}
      {status === 'cancelled' ? <p className="muted" lang={lang('sessions.cancel.isCancelled')}>{t('sessions.cancel.isCancelled')}</p> : null}
      <p lang={lang('sessions.audience')}>{t('sessions.audience', audience)}</p>
      <section aria-labelledby="presenters" id="presenters-section">
        <h2 id="presenters" lang={lang('sessions.presenters.title')}>{t('sessions.presenters.title')}</h2>
        <p lang={lang('sessions.presenters.intro')}>{t('sessions.presenters.intro')}</p>
        {saved === 'invited' ? <Alert type="success" title={text('sessions.presenters.invited')} focusOnLoad /> : null}
        {saved === 'added' ? <Alert type="success" title={text('sessions.presenters.added')} focusOnLoad /> : null}
        {saved === 'removed' ? <Alert type="success" title={text('sessions.presenters.removed')} focusOnLoad /> : null}
        {actionData?.presenterError ? <Alert type="danger" title={translate(t, actionData.presenterError)} focusOnLoad /> : null}
        {presenters.length ? (
          <ul className="plain-list">
            {presenters.map((presenter) => (
              <li key={String(presenter.roleModelId)}>
                {presenter.name} — <span lang={lang(`sessions.presenters.status.${presenter.status}`)}>{t(`sessions.presenters.status.${presenter.status}`)}</span>
                {cancellable && (presenter.status === 0 || presenter.status === 1 || presenter.status === 2) ? (
                  <Form method="post" className="inline-form">
                    <SecurityIdInput />
                    <input type="hidden" name="roleModel" value={String(presenter.roleModelId)} />
                    {presenter.status === 0
                      ? <button type="submit" name="intent" value="remove" className="button button-link" lang={lang('sessions.presenters.remove')}>{t('sessions.presenters.remove', { name: presenter.name })}</button>
                      : <button type="submit" name="intent" value="remove" className="button button-link" lang={lang('sessions.presenters.uninvite')}>{t('sessions.presenters.uninvite', { name: presenter.name })}</button>}
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : <p className="muted" lang={lang('sessions.presenters.empty')}>{t('sessions.presenters.empty')}</p>}
        {presenters.some((presenter) => presenter.status === 0) ? (
          <Form method="post">
            <SecurityIdInput />
            <button type="submit" name="intent" value="invite" className="button button-primary" lang={lang('sessions.presenters.invite')}>{t('sessions.presenters.invite')}</button>
          </Form>
        ) : null}
        <Form method="get" role="search" className="inline-form" action={`/staff/sessions/${id}#presenters`}>
          <label htmlFor="presenter-search" lang={lang('sessions.presenters.search')}>{t('sessions.presenters.search')}</label>{' '}
          <input id="presenter-search" name="q" type="search" defaultValue={query} maxLength={100} />{' '}
          <button type="submit" className="button button-secondary" lang={lang('sessions.presenters.searchButton')}>{t('sessions.presenters.searchButton')}</button>
        </Form>
        {query ? (candidates.length ? (
          <ul className="plain-list">
            {candidates.map((candidate) => (
              <li key={String(candidate.id)}>
                <Form method="post" className="inline-form">
                  <SecurityIdInput />
                  <input type="hidden" name="roleModel" value={String(candidate.id)} />
                  <button type="submit" name="intent" value="add" className="button button-secondary" lang={lang('sessions.presenters.add')}>{t('sessions.presenters.add', { name: candidate.name })}</button>
                </Form>
              </li>
            ))}
          </ul>
        ) : <p className="muted" lang={lang('sessions.presenters.noMatches')}>{t('sessions.presenters.noMatches')}</p>) : null}
      </section>
      <RecordingPanel view={recording} ended={ended} lastResult={actionData?.recordingResult} saved={saved} />
      <section aria-labelledby="session-details">
        <h2 id="session-details" lang={lang('sessions.details')}>{t('sessions.details')}</h2>
        {status === 'cancelled' ? null : <SessionForm defaultValue={values} lastResult={actionData?.result ?? undefined} today={today} />}
      </section>
      {cancellable ? <CancelForm lastResult={actionData?.cancel} /> : null}
    </div>
  )
}
