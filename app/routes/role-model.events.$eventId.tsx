import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useT } from '~/i18n/use-t'
import { Alert } from '~/components/alert'
import { ErrorSummary, RequiredNote, TextareaField } from '~/components/field'
import { translateError } from '~/i18n/messages'
import { EventFacts, eventHeading, eventHeadingKeys, Fact, RespondBy } from '~/components/invitation'
import { BehindModal, Modal } from '~/components/modal'
import { SecurityIdInput, useSecurityId } from '~/components/security-id'
import { declineValidation, withdrawValidation } from '~/components/invitation-validation'
import { useLazyForm } from '~/utils/lazy-form'
import { formatDisplayDate } from '~/domain/shared/dates'
import { parseDecline, parseWithdraw } from '~/routes/__invitation-forms.server'
import { withdrawFromEvent } from '~/domain/invitations/withdraw.server'
import { roleModelFeedbackPanel } from '~/domain/feedback/feedback.server'
import { FeedbackPanel } from '~/components/feedback-panel'
import { RoleModelThreadLink } from '~/components/message-links'
import { roleModelThreadUnread } from '~/domain/messages/unread.server'
import { TermList } from '~/components/term-text'
import { sessionAudience } from '~/domain/sessions/sessions.server'
import { setRecordingConsent } from '~/domain/recordings/recordings.server'
import { consentOpen } from '~/domain/recordings/recording-rules'
import { RecordingConsent, RecordingConsentCheckbox } from '~/components/recording-consent'
import { getPayloadClient } from '~/lib/payload.server'
import { acceptInvitation, ANSWER_ERROR, declineInvitation, getInvitationPage } from '~/domain/invitations/invitations.server'
import type { InvitationView } from '~/domain/invitations/invitations.server'
import { DECLINE_REASON_MAX_LENGTH } from '~/domain/invitations/rules'
import { i18nServer } from '~/utils/i18n.server'
import invitationStyles from '~/styles/invitations.css'
import { requireRoleModel } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { apiWrite } from '~/utils/api-client'
import { useHydrated } from '~/utils/use-hydrated'
import type { ModalPageHandle } from '~/utils/modal-page'
import type { TitleHandle } from '~/components/page-title'
import { httpError } from '~/utils/http-errors.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: invitationStyles }]
/** ?decline shows the decline modal over the invitation, ?withdraw the withdraw modal over an accepted event. */
export const handle: ModalPageHandle & TitleHandle = {
  title: 'titles.roleModelEventsEventId',
  modalPage: ({ data }) => {
    const page = data as { declining?: boolean; withdrawing?: boolean } | undefined
    return Boolean(page?.declining || page?.withdrawing)
  },
}

/** Where a role model lands after declining (the invitation's landing page address). */
export const DECLINED_URL = '/role-model?action=declined'

const pagePath = (eventId: string | number) => `/role-model/events/${eventId}`
/** Where a role model lands after withdrawing: the event's page, saying so. */
const withdrawnPath = (eventId: string | number) => `${pagePath(eventId)}?action=withdrawn`

/** The invitation page: `?action=accepted` after accepting; `?decline` shows the decline modal (a page of its own without JavaScript). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const locale = (await i18nServer.getLocale(request)) as 'en' | 'mi'
  const payload = await getPayloadClient()
  const page = await getInvitationPage({ payload, roleModel, eventId: params.eventId, locale })
  if (!page) throw await httpError(request, 404)
  const { invitation } = page
  const feedback = invitation.status === 'accepted' ? await roleModelFeedbackPanel({ payload, roleModel, row: page.row, event: page.event }) : null
  const search = new URL(request.url).searchParams
  return json({
    invitation,
    feedback,
    messagesUnread: await roleModelThreadUnread({ payload, roleModel, eventId: page.event.id, rowStatus: page.row.status }),
    // A programme session's presenters see how many will watch, never who (issue 53).
    audience: page.event.kind === 'programme' ? await sessionAudience(payload, page.event.id) : null,
    // A session's presenter is asked to agree to its recording when accepting, and may change their answer later (decision 0089).
    askConsent: page.event.kind === 'programme',
    consent: consentOpen(page.row, page.event) ? page.row.recordingConsent === true : null,
    consentChanged: search.get('action') === 'consentGiven' || search.get('action') === 'consentWithdrawn' ? search.get('action') : null,
    justAccepted: search.get('action') === 'accepted' && invitation.status === 'accepted',
    declining: search.has('decline') && invitation.problem === null,
    withdrawing: search.has('withdraw') && invitation.withdrawProblem === null,
    justWithdrawn: search.get('action') === 'withdrawn' && invitation.status === 'withdrawn',
  })
}

type ActionData = { intent: 'accept'; error: string } | { intent: 'decline' | 'withdraw'; result: SubmissionResult<string[]> }

/** Accept and decline as plain form posts (JavaScript off); with JavaScript the page calls the JSON API instead. */
export async function action({ request, params }: ActionFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const formData = await requireSecureForm(request)
  const t = await i18nServer.getFixedT(request, 'invitations')
  const intent = formData.get('intent')
  if (intent === 'accept') {
    const result = await acceptInvitation({ payload: await getPayloadClient(), roleModel, eventId: params.eventId, recordingConsent: formData.get('recordingConsent') === '1' })
    if (result.ok) return redirect(`${pagePath(params.eventId!)}?action=accepted`)
    if (result.error === 'not-found') throw await httpError(request, 404)
    return json<ActionData>({ intent, error: translateError(t, result.message) }, { status: 409 })
  }
  if (intent === 'consent') {
    const give = formData.get('consent') === 'give'
    if (!(await setRecordingConsent(await getPayloadClient(), roleModel, params.eventId, give))) throw await httpError(request, 404)
    return redirect(`${pagePath(params.eventId!)}?action=${give ? 'consentGiven' : 'consentWithdrawn'}#recording-consent`, { status: 303 })
  }
  if (intent === 'decline') {
    const submission = parseDecline(formData)
    if (submission.status !== 'success') return json<ActionData>({ intent, result: submission.reply() }, { status: 400 })
    const result = await declineInvitation({ payload: await getPayloadClient(), roleModel, eventId: params.eventId, reason: submission.value.reason })
    if (result.ok) return redirect(DECLINED_URL)
    if (result.error === 'not-found') throw await httpError(request, 404)
    const reply = result.error === 'invalid' ? { fieldErrors: { reason: [result.message] } } : { formErrors: [ANSWER_ERROR] }
    return json<ActionData>({ intent, result: submission.reply(reply) }, { status: result.error === 'invalid' ? 400 : 409 })
  }
  if (intent === 'withdraw') {
    const submission = parseWithdraw(formData)
    if (submission.status !== 'success') return json<ActionData>({ intent, result: submission.reply() }, { status: 400 })
    const result = await withdrawFromEvent({ payload: await getPayloadClient(), roleModel, eventId: params.eventId, reason: submission.value.reason })
    if (result.ok) return redirect(withdrawnPath(params.eventId!))
    if (result.error === 'not-found') throw await httpError(request, 404)
    const reply = result.error === 'invalid' ? { fieldErrors: { reason: [result.message] } } : { formErrors: [ANSWER_ERROR] }
    return json<ActionData>({ intent, result: submission.reply(reply) }, { status: result.error === 'invalid' ? 400 : 409 })
  }
  throw await httpError(request, 400)
}

export default function InvitationPage() {
  const { invitation, feedback, justAccepted, declining, withdrawing, justWithdrawn, messagesUnread, audience, askConsent, consent, consentChanged } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const { t, lang } = useT('invitations')
  const navigate = useNavigate()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const securityId = useSecurityId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const errorRef = useRef<HTMLDivElement>(null)
  const shownError = error ?? (actionData?.intent === 'accept' ? actionData.error : null)
  const heading = invitation.title || eventHeading(t, invitation)

  useEffect(() => {
    if (!shownError) return
    errorRef.current?.scrollIntoView({ block: 'center' })
    errorRef.current?.focus()
  }, [shownError])

  const accept = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return
    event.preventDefault()
    setBusy(true)
    setError(null)
    const recordingConsent = new FormData(event.currentTarget).get('recordingConsent') === '1'
    const result = await apiWrite(`events/${invitation.eventId}/role-model-accept/${invitation.roleModelId}`, { method: 'POST', securityId, body: askConsent ? { recordingConsent } : {} })
    if (result.ok) {
      // Reload the page's data with the confirmation; the buttons stay disabled until it arrives.
      navigate(`${pagePath(invitation.eventId)}?action=accepted`, { replace: true })
      return
    }
    setError(t('messages.error'))
    setBusy(false)
  }

  const disabled = busy || navigation.state === 'submitting'

  return (
    <div className="invitation-page">
      {declining ? (
        <DeclineModal
          invitation={invitation}
          lastResult={actionData?.intent === 'decline' ? actionData.result : undefined}
          onClose={hydrated ? () => navigate(pagePath(invitation.eventId), { preventScrollReset: true, replace: true }) : undefined}
        />
      ) : null}
      {withdrawing ? (
        <WithdrawModal
          invitation={invitation}
          lastResult={actionData?.intent === 'withdraw' ? actionData.result : undefined}
          onClose={hydrated ? () => navigate(pagePath(invitation.eventId), { preventScrollReset: true, replace: true }) : undefined}
        />
      ) : null}
      <BehindModal>
        <p><Link to="/role-model/events" lang={lang('invitation.back')}>{t('invitation.back')}</Link></p>
        {/* Accepted: the keyboard and screen readers go to the confirmation (the Accept button that had focus is gone). */}
        {justAccepted ? <Alert type="success" title={<span lang={lang('messages.accepted')}>{t('messages.accepted')}</span>} focusOnLoad /> : null}
        {justWithdrawn ? <Alert type="success" title={<span lang={lang('messages.withdrawn')}>{t('messages.withdrawn')}</span>} focusOnLoad /> : null}
        {shownError ? <Alert ref={errorRef} type="danger" title={shownError} /> : null}
        <h1 lang={lang(eventHeadingKeys(invitation))}>{heading}</h1>
        {audience ? <p lang={lang('sessions:audience')}>{t('sessions:audience', audience)}</p> : null}

        <section className="panel" aria-labelledby="invitation-heading">
          <h2 id="invitation-heading" lang={lang('invitation.invitationHeading')}>{t('invitation.invitationHeading')}</h2>
          <InvitationStatusText invitation={invitation} />
          <EventFacts event={invitation} />
          {invitation.problem === null ? (
            <div className="invitation-actions">
              <Form method="post" onSubmit={accept}>
                <SecurityIdInput />
                <input type="hidden" name="intent" value="accept" />
                {askConsent ? <RecordingConsentCheckbox /> : null}
                <button type="submit" className="button button-primary" disabled={disabled} aria-busy={busy || undefined} lang={lang('invitation.accept')}>
                  {busy ? <span className="spinner" aria-hidden="true" /> : null}
                  {t('invitation.accept')}
                </button>
              </Form>
              {disabled ? (
                <button type="button" className="button button-secondary" disabled lang={lang('invitation.decline')}>{t('invitation.decline')}</button>
              ) : (
                <Link to="?decline" className="button button-secondary" preventScrollReset lang={lang('invitation.decline')}>{t('invitation.decline')}</Link>
              )}
            </div>
          ) : null}
          {invitation.calendar ? (
            <p>
              {/* A file, not a page: a plain link (the browser downloads it, with or without JavaScript). */}
              <a href={`${pagePath(invitation.eventId)}/calendar.ics`} download lang={lang('invitation.addToCalendar')}>{t('invitation.addToCalendar')}</a>
            </p>
          ) : null}
          {invitation.withdrawProblem === null ? (
            <div className="invitation-actions">
              <Link to="?withdraw" className="button button-secondary" preventScrollReset lang={lang('invitation.withdraw')}>{t('invitation.withdraw')}</Link>
            </div>
          ) : null}
        </section>

        {consent !== null ? <RecordingConsent consented={consent} changed={consentChanged} /> : null}
        <RoleModelThreadLink eventId={invitation.eventId} unread={messagesUnread} />
        <FeedbackPanel feedback={feedback} href={`${pagePath(invitation.eventId)}/feedback`} />
        {invitation.meeting ? <MeetingDetails invitation={invitation} /> : null}
        {invitation.organiser ? (
          <section className="panel" aria-labelledby="organiser-heading">
            <h2 id="organiser-heading" lang={lang('invitation.organiserHeading')}>{t('invitation.organiserHeading')}</h2>
            <dl className="facts">
              <Fact term="invitation.organiserName">{invitation.organiser.name}</Fact>
              <Fact term="invitation.organiserEmail">
                {invitation.organiser.email ? <a href={`mailto:${invitation.organiser.email}`}>{invitation.organiser.email}</a> : ''}
              </Fact>
              <Fact term="event.school">{invitation.schoolName}</Fact>
            </dl>
          </section>
        ) : null}

        <EventDetails invitation={invitation} />
      </BehindModal>
    </div>
  )
}

function InvitationStatusText({ invitation }: { invitation: InvitationView }) {
  const { t, lang } = useT('invitations')
  if (invitation.eventStatus === 'cancelled') return <p className="invitation-note" lang={lang('invitation.status.cancelled')}>{t('invitation.status.cancelled')}</p>
  if (invitation.status === 'invited' && invitation.problem === null) {
    return (
      <>
        <p className="invitation-lead" lang={lang('invitation.invitedText', { school: invitation.schoolName })}>{t('invitation.invitedText', { school: invitation.schoolName })}</p>
        {invitation.respondBy ? <RespondBy date={invitation.respondBy} message="invitation.respondBy" className="invitation-note" /> : null}
      </>
    )
  }
  if (invitation.status === 'accepted') {
    return (
      <p className="invitation-note">
        <span lang={lang(invitation.displayState === 'completed' ? 'invitation.status.over' : 'invitation.status.accepted')}>{invitation.displayState === 'completed' ? t('invitation.status.over') : t('invitation.status.accepted')}</span>{' '}
        {invitation.displayState === 'completed' ? null : <span lang={lang(invitation.type === 'online' ? 'invitation.beReadyOnline' : 'invitation.beReady')}>{t(invitation.type === 'online' ? 'invitation.beReadyOnline' : 'invitation.beReady')}</span>}
      </p>
    )
  }
  if (invitation.status === 'withdrawn') return <p className="invitation-note" lang={lang('invitation.status.withdrawn')}>{t('invitation.status.withdrawn')}</p>
  if (invitation.status === 'declined') return <p className="invitation-note" lang={lang('invitation.status.declined')}>{t('invitation.status.declined')}</p>
  if (invitation.displayState === 'completed' || invitation.problem === 'event-over') return <p className="invitation-note" lang={lang('invitation.status.over')}>{t('invitation.status.over')}</p>
  return <p className="invitation-note" lang={lang('invitation.status.expired')}>{t('invitation.status.expired')}</p>
}

function MeetingDetails({ invitation }: { invitation: InvitationView }) {
  const { t, lang, i18n } = useT('invitations')
  const meeting = invitation.meeting!
  const pre = invitation.preEventMeeting
  const platform = (value: string) => (value ? <span lang={lang(`event.platforms.${value}`)}>{t(`event.platforms.${value}`)}</span> : '')
  const link = (href: string) => (href ? <a href={href} rel="noreferrer noopener" target="_blank">{href}</a> : '')
  return (
    <section className="panel" aria-labelledby="meeting-heading">
      <h2 id="meeting-heading" lang={lang('invitation.meetingHeading')}>{t('invitation.meetingHeading')}</h2>
      <dl className="facts">
        <Fact term="invitation.platform">{platform(meeting.platform)}</Fact>
        <Fact term="invitation.inviteLink">{link(meeting.inviteLink)}</Fact>
        <Fact term="invitation.password">{meeting.password}</Fact>
      </dl>
      {pre ? (
        <>
          <h3 lang={lang('invitation.preEventMeetingHeading')}>{t('invitation.preEventMeetingHeading')}</h3>
          <dl className="facts">
            <Fact term="event.date">{pre.date ? formatDisplayDate(pre.date, i18n.language) : ''}</Fact>
            <Fact term="event.time">{pre.startTime && pre.endTime ? <span lang={lang('event.timeRange')}>{t('event.timeRange', { start: pre.startTime, end: pre.endTime })}</span> : pre.startTime}</Fact>
            <Fact term="invitation.platform">{platform(pre.platform)}</Fact>
            <Fact term="invitation.inviteLink">{link(pre.inviteLink)}</Fact>
            <Fact term="invitation.password">{pre.password}</Fact>
          </dl>
        </>
      ) : null}
    </section>
  )
}

/** The students first; the rest behind 'Show more event details' (a native disclosure, so it works without JavaScript). */
function EventDetails({ invitation }: { invitation: InvitationView }) {
  const { t, lang } = useT('invitations')
  const details = invitation.details
  const photosKey = details.photosAllowed ? 'event.photosAllowedYes' : 'event.photosAllowedNo'
  const photos = details.photosAllowed === null ? '' : <span lang={lang(photosKey)}>{t(photosKey)}</span>
  return (
    <section className="panel" aria-labelledby="details-heading">
      <h2 id="details-heading" lang={lang('invitation.detailsHeading')}>{t('invitation.detailsHeading')}</h2>
      <dl className="facts">
        <Fact term="event.numberOfStudents">{invitation.numberOfStudents ?? ''}</Fact>
        <Fact term="event.studentsAge">{invitation.studentsAge}</Fact>
        <Fact term="event.howWillStudentsAttend">{invitation.howWillStudentsAttend ? <span lang={lang(`event.attend.${invitation.howWillStudentsAttend}`)}>{t(`event.attend.${invitation.howWillStudentsAttend}`)}</span> : ''}</Fact>
        <Fact term="event.studentLanguages">{invitation.studentLanguages.length ? <TermList terms={invitation.studentLanguages} /> : ''}</Fact>
      </dl>
      <details className="more-details">
        <summary>
          <span className="when-closed" lang={lang('invitation.showMore')}>{t('invitation.showMore')}</span>
          <span className="when-open" lang={lang('invitation.showLess')}>{t('invitation.showLess')}</span>
        </summary>
        <dl className="facts">
          <Fact term="event.arrivalDetails">{details.arrivalDetails}</Fact>
          <Fact term="event.howWillTheEventStart">{details.howWillTheEventStart}</Fact>
          <Fact term="event.culturalExpectations">{details.culturalExpectations}</Fact>
          <Fact term="event.photosAllowed">{photos}</Fact>
          <Fact term="event.whatStudentsCallTheTeacher">{details.whatStudentsCallTheTeacher}</Fact>
          <Fact term="event.learningGoals">{details.learningGoals}</Fact>
          <Fact term="event.whatMakesTheSchoolSpecial">{details.whatMakesTheSchoolSpecial}</Fact>
          <Fact term="event.relatedTopic">{details.relatedTopic}</Fact>
        </dl>
      </details>
    </section>
  )
}

function DeclineModal({ invitation, lastResult, onClose }: { invitation: InvitationView; lastResult?: SubmissionResult<string[]>; onClose?: () => void }) {
  const { t, lang } = useT('invitations')
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const securityId = useSecurityId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [form, fields] = useLazyForm(declineValidation, { id: 'decline-form', lastResult, shouldValidate: 'onBlur', shouldRevalidate: 'onInput' })
  const close = pagePath(invitation.eventId)

  const decline = async (event: FormEvent<HTMLFormElement>, reason: string) => {
    if (!hydrated) return
    event.preventDefault()
    setBusy(true)
    setError(null)
    const result = await apiWrite(`events/${invitation.eventId}/role-model-decline/${invitation.roleModelId}`, { method: 'POST', securityId, body: { reason } })
    if (result.ok) {
      navigate(DECLINED_URL)
      return
    }
    setError(t('messages.error'))
    setBusy(false)
  }

  return (
    <Modal title={<span lang={lang('decline.title')}>{t('decline.title')}</span>} onClose={busy ? undefined : onClose} closeHref={close} closeOnOverlay={false} buttons={[]} errorMessage={error}>
      <p lang={lang('decline.text')}>{t('decline.text')}</p>
      <p className="invitation-note" lang={lang('decline.final')}>{t('decline.final')}</p>
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <Form
        method="post"
        action={`${close}?decline`}
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event)
          if (event.defaultPrevented) return
          void decline(event, String(new FormData(event.currentTarget).get('reason') ?? ''))
        }}
        noValidate
      >
        <SecurityIdInput />
        <input type="hidden" name="intent" value="decline" />
        <fieldset disabled={busy} className="plain-fieldset">
          <TextareaField label={<span lang={lang('decline.reason')}>{t('decline.reason')}</span>} meta={fields.reason} counter={DECLINE_REASON_MAX_LENGTH} />
          <div className="modal-footer modal-footer-inline">
            {hydrated && onClose ? (
              <button type="button" className="button button-secondary" onClick={onClose} lang={lang('decline.cancel')}>{t('decline.cancel')}</button>
            ) : (
              <a className="button button-secondary" href={close} lang={lang('decline.cancel')}>{t('decline.cancel')}</a>
            )}
            <button type="submit" className="button button-danger" aria-busy={busy || undefined} lang={lang('decline.submit')}>
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              {t('decline.submit')}
            </button>
          </div>
        </fieldset>
      </Form>
    </Modal>
  )
}

/** 'I can't come after all': the reason is required and shown to the organiser; a page of its own without JavaScript. */
function WithdrawModal({ invitation, lastResult, onClose }: { invitation: InvitationView; lastResult?: SubmissionResult<string[]>; onClose?: () => void }) {
  const { t, lang } = useT('invitations')
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const securityId = useSecurityId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [form, fields] = useLazyForm(withdrawValidation, { id: 'withdraw-form', lastResult, shouldValidate: 'onBlur', shouldRevalidate: 'onInput' })
  const close = pagePath(invitation.eventId)

  const withdraw = async (event: FormEvent<HTMLFormElement>, reason: string) => {
    if (!hydrated) return
    event.preventDefault()
    setBusy(true)
    setError(null)
    const result = await apiWrite(`events/${invitation.eventId}/role-model-withdraw/${invitation.roleModelId}`, { method: 'POST', securityId, body: { reason } })
    if (result.ok) {
      navigate(withdrawnPath(invitation.eventId), { replace: true })
      return
    }
    setError(t('messages.error'))
    setBusy(false)
  }

  return (
    <Modal title={<span lang={lang('withdraw.title')}>{t('withdraw.title')}</span>} onClose={busy ? undefined : onClose} closeHref={close} closeOnOverlay={false} buttons={[]} errorMessage={error}>
      <p lang={lang('withdraw.text')}>{t('withdraw.text')}</p>
      <p className="invitation-note" lang={lang('withdraw.final')}>{t('withdraw.final')}</p>
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <Form
        method="post"
        action={`${close}?withdraw`}
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event)
          if (event.defaultPrevented) return
          void withdraw(event, String(new FormData(event.currentTarget).get('reason') ?? ''))
        }}
        noValidate
      >
        <SecurityIdInput />
        <input type="hidden" name="intent" value="withdraw" />
        <fieldset disabled={busy} className="plain-fieldset">
          <TextareaField label={<span lang={lang('withdraw.reason')}>{t('withdraw.reason')}</span>} meta={fields.reason} counter={DECLINE_REASON_MAX_LENGTH} />
          <div className="modal-footer modal-footer-inline">
            {hydrated && onClose ? (
              <button type="button" className="button button-secondary" onClick={onClose} lang={lang('withdraw.cancel')}>{t('withdraw.cancel')}</button>
            ) : (
              <a className="button button-secondary" href={close} lang={lang('withdraw.cancel')}>{t('withdraw.cancel')}</a>
            )}
            <button type="submit" className="button button-danger" aria-busy={busy || undefined} lang={lang('withdraw.submit')}>
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              {t('withdraw.submit')}
            </button>
          </div>
        </fieldset>
      </Form>
    </Modal>
  )
}
