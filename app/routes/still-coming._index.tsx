import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useT } from '~/i18n/use-t'
import { useHydrated } from '~/utils/use-hydrated'
import { useComposedText, useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { ErrorSummary, RequiredNote, TextareaField } from '~/components/field'
import { SecurityIdInput } from '~/components/security-id'
import { useAccountForm } from '~/components/use-account-form'
import type { TitleHandle } from '~/components/page-title'
import { formatDisplayDate } from '~/domain/shared/dates'
import { DECLINE_REASON_MAX_LENGTH } from '~/domain/invitations/rules'
import { withdrawSchema } from '~/domain/invitations/withdraw.schema'
import { confirmStillComing, readStillComingLink, withdrawByLink } from '~/domain/invitations/still-coming.server'
import type { StillComingRefusal } from '~/domain/invitations/still-coming.server'
import { getPayloadClient } from '~/lib/payload.server'
import { getCurrentUser } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { linkSecret, rememberLinkSecret } from '~/utils/link-secret.server'
import { STILL_COMING_PATH } from '~/domain/invitations/still-coming-links.server'
import invitationStyles from '~/styles/invitations.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: invitationStyles }]
export const handle: TitleHandle = { title: 'titles.stillComing' }

const REFUSAL_STATUS: Record<StillComingRefusal, number> = { invalid: 404, expired: 410, used: 409 }

/**
 * The reminder's "Still coming?" page (docs/decisions/0030): works without signing in and without JavaScript; the
 * signed token of the emailed link (moved from its address into the session by still-coming.$token.tsx) is the
 * permission, once. `?withdraw` shows the withdraw form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await linkSecret(request, 'stillComing')
  const read = await readStillComingLink({ payload: await getPayloadClient(), token: token ?? undefined, signedIn: await getCurrentUser(request) })
  const withdrawing = read.ok && read.view.state === 'open' && new URL(request.url).searchParams.has('withdraw')
  // Pages are `private, no-store` (app/entry.server.tsx). The form carries the token this page showed, so a second
  // link opened in another tab does not change what this one answers.
  return json({ read, withdrawing, token }, { status: read.ok ? 200 : REFUSAL_STATUS[read.refusal] })
}

type ActionData = { intent: 'confirm'; refusal: StillComingRefusal } | { intent: 'withdraw'; result: SubmissionResult<string[]> }

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const payload = await getPayloadClient()
  const signedIn = await getCurrentUser(request)
  const token = String(formData.get('token') ?? '')
  // Back to this page, showing the link this form answered.
  const done = async () => redirect(STILL_COMING_PATH, { headers: { 'Set-Cookie': await rememberLinkSecret(request, 'stillComing', token) } })
  if (formData.get('intent') === 'withdraw') {
    const submission = parseWithZod(formData, { schema: withdrawSchema })
    if (submission.status !== 'success') return json<ActionData>({ intent: 'withdraw', result: submission.reply() }, { status: 400 })
    const result = await withdrawByLink({ payload, token, reason: submission.value.reason, signedIn })
    if (result.ok) return done()
    const reply = result.refusal === 'reason' ? { fieldErrors: { reason: [result.message ?? 'invitations:validation.reasonRequired'] } } : { formErrors: [`invitations:stillComing.refused.${result.refusal}`] }
    return json<ActionData>({ intent: 'withdraw', result: submission.reply(reply) }, { status: result.refusal === 'reason' ? 400 : REFUSAL_STATUS[result.refusal] })
  }
  const result = await confirmStillComing({ payload, token, signedIn })
  if (result.ok) return done()
  return json<ActionData>({ intent: 'confirm', refusal: result.refusal }, { status: REFUSAL_STATUS[result.refusal] })
}

export default function StillComingPage() {
  const { read, withdrawing, token } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const { t, lang, i18n } = useT('invitations')
  const text = useMarkedText('invitations')
  const composed = useComposedText('invitations')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const refusedNow = actionData?.intent === 'confirm' ? actionData.refusal : null

  if (!read.ok) {
    return (
      <div className="invitation-page">
        <h1 lang={lang('stillComing.title')}>{t('stillComing.title')}</h1>
        <Alert type="danger" title={text(`stillComing.refused.${read.refusal}`)} focusOnLoad />
        <p><Link to="/role-model/events" lang={lang('stillComing.signInInstead')}>{t('stillComing.signInInstead')}</Link></p>
      </div>
    )
  }
  const { view } = read
  const event = view.event
  const lead = view.state === 'open' ? 'stillComing.text' : 'stillComing.about'
  const values = { name: view.firstName, event: event.title || t('event.untitled', { type: t(`event.types.${event.type}`), school: event.schoolName }), school: event.schoolName, date: event.date ? formatDisplayDate(event.date, i18n.language) : '' }
  return (
    <div className="invitation-page">
      <h1 lang={lang('stillComing.title')}>{t('stillComing.title')}</h1>
      {view.state === 'confirmed' ? <Alert type="success" title={composed('stillComing.confirmed', { date: values.date }, { name: values.name, event: values.event, school: values.school })} focusOnLoad /> : null}
      {view.state === 'withdrawn' ? <Alert type="success" title={text('messages.withdrawn')} focusOnLoad /> : null}
      {refusedNow ? <Alert type="danger" title={text(`stillComing.refused.${refusedNow}`)} focusOnLoad /> : null}
      <section className="panel" aria-labelledby="still-coming-event">
        <h2 id="still-coming-event">{values.event}</h2>
        <p>{composed(lead, { date: values.date }, { name: values.name, event: values.event, school: values.school })}</p>
        {view.state === 'open' && !withdrawing ? (
          <div className="invitation-actions">
            <Form method="post" replace>
              <SecurityIdInput />
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="token" value={token ?? ''} />
              <button type="submit" className="button button-primary" disabled={busy} lang={lang('stillComing.yes')}>{t('stillComing.yes')}</button>
            </Form>
            <Link to="?withdraw" className="button button-secondary" lang={lang('invitation.withdraw')}>{t('invitation.withdraw')}</Link>
          </div>
        ) : null}
      </section>
      {view.state === 'open' && withdrawing ? (
        <WithdrawForm token={token ?? ''} lastResult={actionData?.intent === 'withdraw' ? actionData.result : undefined} busy={busy} />
      ) : null}
    </div>
  )
}

function WithdrawForm({ token, lastResult, busy }: { token: string; lastResult?: SubmissionResult<string[]>; busy: boolean }) {
  const { t, lang } = useT('invitations')
  const m = useMarkedText('invitations')
  const [form, fields] = useAccountForm('withdraw-form', withdrawSchema, lastResult)
  // "I can't come after all" replaces itself with this form: its heading takes the focus (the button pressed is gone),
  // on load without JavaScript (autofocus) and when it appears with it; after a refused submit the summary or the
  // field has it instead.
  const heading = useRef<HTMLHeadingElement>(null)
  const hydrated = useHydrated()
  useEffect(() => {
    if (!lastResult) heading.current?.focus()
    // Only when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <section className="panel" aria-labelledby="withdraw-heading">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <h2 id="withdraw-heading" ref={heading} tabIndex={-1} autoFocus={!hydrated && !lastResult} lang={lang('withdraw.title')}>{t('withdraw.title')}</h2>
      <p lang={lang('withdraw.text')}>{t('withdraw.text')}</p>
      <p className="invitation-note" lang={lang('withdraw.final')}>{t('withdraw.final')}</p>
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <Form method="post" action="?withdraw" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="token" value={token} />
        <fieldset disabled={busy} className="plain-fieldset">
          <TextareaField label={m('withdraw.reason')} meta={fields.reason} counter={DECLINE_REASON_MAX_LENGTH} />
          <div className="invitation-actions">
            <Link to="." className="button button-secondary" lang={lang('withdraw.cancel')}>{t('withdraw.cancel')}</Link>
            <button type="submit" className="button button-danger" lang={lang('withdraw.submit')}>{t('withdraw.submit')}</button>
          </div>
        </fieldset>
      </Form>
    </section>
  )
}
