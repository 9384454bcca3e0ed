import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { useForm } from '~/utils/use-form'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link, useFetcher, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { messageSchema } from '~/domain/messages/messages.schema'
import { MESSAGE_MAX, messageParts, REPORT_REASON_MAX } from '~/domain/messages/messages'
import type { ThreadView } from '~/domain/messages/messages.server'
import { formatDisplayDate, formatDisplayDateTime } from '~/domain/shared/dates'
import { formConstraint } from '~/utils/constraint'
import { Alert } from './alert'
import { useFollowInApp } from './follow-in-app'
import { MessageEmailsForm } from './message-emails-form'
import { ErrorList, ErrorSummary, TextareaField } from './field'
import { SecurityIdInput } from './security-id'

type Id = number | string

/** A message's text: its links as links, the rest as text (React escapes it: nothing else is rendered). */
export function MessageBody({ body }: { body: string }) {
  return (
    <>
      {messageParts(body).map((part, index) =>
        part.kind === 'link' ? <a key={index} href={part.href} rel="nofollow noopener noreferrer">{part.text}</a> : <span key={index}>{part.text}</span>,
      )}
    </>
  )
}

/** Asks for the page's data again when the window regains focus (new messages, without a live socket). */
function useRevalidateOnFocus() {
  const revalidator = useRevalidator()
  const latest = useRef(revalidator)
  latest.current = revalidator
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && latest.current.state === 'idle') latest.current.revalidate()
    }
    window.addEventListener('focus', refresh)
    document.addEventListener('visibilitychange', refresh)
    return () => {
      window.removeEventListener('focus', refresh)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [])
}

type ThreadData = { view: ThreadView; nonce: string; back: string; self: string; messageEmails: boolean; messageEmailsSaved: boolean; reporting: Id | null; reportSaved: boolean }
/** What the thread's action answers when it refuses: the message form's result, or the report form's. */
export type ThreadActionData = { result?: SubmissionResult<string[]>; report?: { messageId: Id; reason: string; error: string } }

/**
 * A thread's page (issue 52): the messages oldest first, newest at the bottom, each with who wrote it and when (New
 * Zealand time), the unread ones marked; then the form. The form posts and returns to the thread without JavaScript;
 * with it, it sends through a fetcher (no reload) and the page asks for new messages when the window regains focus.
 */
export function MessageThread({ data, action, actionData }: { data: ThreadData; action: string; actionData?: ThreadActionData }) {
  const { view, nonce, back } = data
  const { t, lang, i18n } = useT('events')
  const text = useMarkedText('events')
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>()
  const followReportLink = useFollowInApp({ preventScrollReset: true })
  useRevalidateOnFocus()
  const heading = view.side === 'school' ? t('threads.title', { name: view.roleModelName }) : t('threads.titleRoleModel')
  const headingKey = view.side === 'school' ? 'threads.title' : 'threads.titleRoleModel'
  return (
    <div className="thread-page">
      <p><Link to={back} lang={lang('threads.back')}>{t('threads.back')}</Link></p>
      <h1 lang={lang(headingKey)}>{heading}</h1>
      <p className="muted" lang={lang('threads.about')}>{t('threads.about', { event: view.eventTitle })}</p>
      {data.reportSaved ? <Alert type="success" title={text('threads.reportSaved')} focusOnLoad /> : null}
      {view.earlier ? (
        <p><Link to={`${data.self}?all=1`} lang={lang('threads.showEarlier', { count: view.earlier })}>{t('threads.showEarlier', { count: view.earlier })}</Link></p>
      ) : null}
      {view.messages.length ? (
        <ol className="message-list" aria-label={t('threads.heading')}>
          {view.messages.map((message, index) => {
            const author = message.mine ? t('threads.you') : message.authorName
            const last = index === view.messages.length - 1
            return (
              <li key={message.id} id={last ? 'latest' : undefined} className={`message message-${message.mine ? 'mine' : 'theirs'}${message.unread ? ' message-unread' : ''}`}>
                <p className="message-meta">
                  <strong>{author}</strong> <time dateTime={message.createdAt}>{formatDisplayDateTime(message.createdAt, i18n.language)}</time>
                  {message.unread ? <> <span className="tag tag-new" lang={lang('threads.newLabel')}>{t('threads.newLabel')}</span></> : null}
                </p>
                {message.hidden ? <p className="message-body muted" lang={lang('threads.hidden')}>{t('threads.hidden')}</p> : <p className="message-body"><MessageBody body={message.body} /></p>}
                {message.reportedByMe ? <p className="message-note muted" lang={lang('threads.reported')}>{t('threads.reported')}</p> : null}
                {!message.mine && !message.hidden && !message.reportedByMe ? (
                  String(data.reporting) === String(message.id) || String(actionData?.report?.messageId) === String(message.id)
                    ? <ReportForm action={action} messageId={message.id} cancel={data.self} failed={actionData?.report} />
                    : <p className="message-note"><a href={`${data.self}?report=${message.id}#report-${message.id}`} onClick={followReportLink} lang={lang('threads.report')}>{t('threads.report')}</a></p>
                ) : null}
              </li>
            )
          })}
        </ol>
      ) : (
        <p lang={lang('threads.noMessages')}>{t('threads.noMessages')}</p>
      )}
      {view.closed ? (
        <Alert type="warning" title={text('threads.closed')} />
      ) : (
        <>
          {view.closesAt ? <p className="muted" lang={lang('threads.closesOn')}>{t('threads.closesOn', { date: formatDisplayDate(view.closesAt, lang('threads.closesOn') ?? i18n.language) })}</p> : null}
          <MessageForm action={action} nonce={nonce} fetcher={fetcher} lastResult={fetcher.data?.result ?? actionData?.result} />
        </>
      )}
      <MessageEmailsForm on={data.messageEmails} returnTo={data.self} saved={data.messageEmailsSaved} />
    </div>
  )
}

function MessageForm({ action, nonce, fetcher, lastResult }: { action: string; nonce: string; fetcher: ReturnType<typeof useFetcher<{ result?: SubmissionResult<string[]> }>>; lastResult?: SubmissionResult<string[]> }) {
  const { t, lang } = useT('events')
  const [form, fields] = useForm({
    id: 'message-form',
    lastResult,
    constraint: formConstraint(messageSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  // Sent (the action answered with the thread again, not with a refusal): the box is emptied for the next message.
  const wasBusy = useRef(false)
  useEffect(() => {
    if (fetcher.state !== 'idle') wasBusy.current = true
    else if (wasBusy.current) {
      wasBusy.current = false
      if (!fetcher.data?.result) form.reset()
    }
  }, [fetcher.state, fetcher.data, form])
  const busy = fetcher.state !== 'idle'
  return (
    <>
      <ErrorSummary form={form} fields={{ body: fields.body }} ns={['events', 'validation']} />
      <fetcher.Form method="post" action={action} {...getFormProps(form)} noValidate className="message-form">
        <SecurityIdInput />
        <input type="hidden" name="nonce" value={nonce} />
        <TextareaField
          label={<span lang={lang('threads.bodyLabel')}>{t('threads.bodyLabel')}</span>}
          hint={<span lang={lang('threads.bodyHint')}>{t('threads.bodyHint', { max: MESSAGE_MAX })}</span>}
          meta={fields.body}
          counter={MESSAGE_MAX}
          textareaProps={{ rows: 4 }}
        />
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()} lang={lang(busy ? 'threads.sending' : 'threads.send')}>
          {busy ? t('threads.sending') : t('threads.send')}
        </button>
      </fetcher.Form>
    </>
  )
}

/** Reporting a message of the other side: the reason, sent to the programme's staff (a form under the message). */
function ReportForm({ action, messageId, cancel, failed }: { action: string; messageId: Id; cancel: string; failed?: { reason: string; error: string } }) {
  const { t, lang } = useT('events')
  const id = `report-${messageId}`
  const errorId = `${id}-error`
  const ref = useRef<HTMLTextAreaElement>(null)
  // Opened (or refused): the reason box takes the focus.
  useEffect(() => ref.current?.focus(), [failed])
  return (
    <Form method="post" action={action} className="report-form" id={id} noValidate>
      <SecurityIdInput />
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="message" value={String(messageId)} />
      <div className={`field${failed ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-reason`} lang={lang('threads.reportLabel')}>{t('threads.reportLabel')}</label>
        <p id={`${id}-hint`} className="field-hint" lang={lang('threads.reportHint')}>{t('threads.reportHint', { max: REPORT_REASON_MAX })}</p>
        <textarea
          ref={ref} id={`${id}-reason`} name="reason" rows={3} maxLength={REPORT_REASON_MAX} defaultValue={failed?.reason ?? ''} aria-required
          aria-invalid={failed ? true : undefined} aria-describedby={failed ? `${id}-hint ${errorId}` : `${id}-hint`}
        />
        <ErrorList id={errorId} errors={failed ? [failed.error] : undefined} />
      </div>
      <p className="form-actions">
        <button type="submit" className="button button-danger" lang={lang('threads.reportSubmit')}>{t('threads.reportSubmit')}</button>{' '}
        <Link to={cancel} className="button button-secondary" lang={lang('threads.reportCancel')}>{t('threads.reportCancel')}</Link>
      </p>
    </Form>
  )
}
