import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { Alert } from '~/components/alert'
import { MessageBody } from '~/components/message-thread'
import { SecurityIdInput } from '~/components/security-id'
import { hideMessage, pauseMessaging, reportedThreads } from '~/domain/messages/safety.server'
import { formatDisplayDateTime } from '~/domain/shared/dates'
import { parseDocId } from '~/domain/shared/ids'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { getPayloadClient } from '~/lib/payload.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { httpError } from '~/utils/http-errors.server'
import { requireStaff } from '~/utils/staff.server'
import messagesStyles from '~/styles/messages.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: messagesStyles }]
export const handle = { title: 'events:threads.staff.title' }

/** The reported threads (issue 52): staff read them whole, hide a message, pause the sender's messaging. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request)
  const threads = await reportedThreads(await getPayloadClient(), { ...staff, collection: 'staff' })
  return json({ threads, saved: new URL(request.url).searchParams.get('saved') === '1' }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = { ...(await requireStaff(request)), collection: 'staff' as const }
  const formData = await requireSecureForm(request)
  const payload = await getPayloadClient()
  const intent = String(formData.get('intent') ?? '')
  let done = false
  if (intent === 'hide' || intent === 'show') {
    const messageId = parseDocId(formData.get('message'))
    done = messageId != null && (await hideMessage({ payload, staff, messageId, hidden: intent === 'hide' }))
  } else if (intent === 'pause' || intent === 'resume') {
    done = await pauseMessaging({ payload, staff, person: String(formData.get('person') ?? ''), paused: intent === 'pause' })
  }
  if (!done) throw await httpError(request, 400)
  return redirect('/staff/messages?saved=1', { status: 303 })
}

export default function ReportedMessages() {
  const { threads, saved } = useLoaderData<typeof loader>()
  const { t, lang, i18n } = useT('events')
  const text = useMarkedText('events')
  return (
    <div className="thread-page">
      <h1 lang={lang('threads.staff.title')}>{t('threads.staff.title')}</h1>
      <p lang={lang('threads.staff.intro')}>{t('threads.staff.intro')}</p>
      {saved ? <Alert type="success" title={text('threads.staff.saved')} /> : null}
      {threads.length ? null : <p className="muted" lang={lang('threads.staff.empty')}>{t('threads.staff.empty')}</p>}
      {threads.map((thread) => (
        <section key={String(thread.id)} className="reported-thread" aria-labelledby={`thread-${thread.id}`}>
          <h2 id={`thread-${thread.id}`} lang={lang('threads.staff.thread')}>{t('threads.staff.thread', { event: thread.eventTitle, name: thread.roleModelName })}</h2>
          <ol className="message-list">
            {thread.messages.map((message) => (
              <li key={String(message.id)} className={`message${message.reportedAt ? ' message-unread' : ''}`}>
                <p className="message-meta">
                  <strong>{message.authorName}</strong> <time dateTime={message.createdAt}>{formatDisplayDateTime(message.createdAt, i18n.language)}</time>
                  {message.hidden ? <> <span className="tag" lang={lang('threads.staff.hiddenTag')}>{t('threads.staff.hiddenTag')}</span></> : null}
                  {message.authorPaused ? <> <span className="tag" lang={lang('threads.staff.pausedTag')}>{t('threads.staff.pausedTag')}</span></> : null}
                </p>
                <p className="message-body"><MessageBody body={message.body} /></p>
                {message.reportedAt ? (
                  <p className="message-note" lang={lang('threads.staff.reportedOn')}>
                    {t('threads.staff.reportedOn', { date: formatDisplayDateTime(message.reportedAt, i18n.language), name: message.reportedBy, reason: message.reportReason })}
                  </p>
                ) : null}
                <div className="message-note">
                  <Form method="post" className="inline-form">
                    <SecurityIdInput />
                    <input type="hidden" name="message" value={String(message.id)} />
                    <button type="submit" name="intent" value={message.hidden ? 'show' : 'hide'} className="button button-secondary" lang={lang(message.hidden ? 'threads.staff.show' : 'threads.staff.hide')}>
                      {t(message.hidden ? 'threads.staff.show' : 'threads.staff.hide')}
                    </button>
                  </Form>{' '}
                  <Form method="post" className="inline-form">
                    <SecurityIdInput />
                    <input type="hidden" name="person" value={message.authorKey} />
                    <button type="submit" name="intent" value={message.authorPaused ? 'resume' : 'pause'} className="button button-secondary" lang={lang(message.authorPaused ? 'threads.staff.resume' : 'threads.staff.pause')}>
                      {t(message.authorPaused ? 'threads.staff.resume' : 'threads.staff.pause', { name: message.authorName })}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
