import { Link, useRouteLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useFollowInApp } from './follow-in-app'
import type { EventThreadRow } from '~/domain/messages/unread.server'

/*
 * The message threads' links, unread counts and email setting, shown on pages that are not a thread (the event pages,
 * the landing, My events): apart from the thread's form (message-thread.tsx), whose validation these
 * pages would otherwise download on a first visit (decision 0050's budget).
 */

type Id = number | string

/** The threads of a teacher's event (its page): one per role model, with the unread count; nothing for a teacher who does not read them. */
export function EventMessageThreads() {
  const data = useRouteLoaderData<{ event: { id: Id }; messageThreads?: EventThreadRow[] }>('routes/events.$id._index')
  const { t, lang } = useT('events')
  const threads = data?.messageThreads ?? []
  // Plain anchors the app follows (a thread for each role model: no <Link> resolving its path for each).
  const follow = useFollowInApp()
  if (!data || !threads.length) return null
  return (
    <section aria-labelledby="message-threads" className="details-section">
      <h2 id="message-threads" lang={lang('threads.listHeading')}>{t('threads.listHeading')}</h2>
      <p className="muted" lang={lang('threads.listIntro')}>{t('threads.listIntro')}</p>
      <ul className="thread-links">
        {threads.map((thread) => (
          <li key={String(thread.roleModelId)}>
            <a href={`/events/${data.event.id}/messages/${thread.roleModelId}`} onClick={follow}>{thread.name}</a>
            {thread.unread ? <> <span className="tag tag-new" lang={lang('threads.unread', { count: thread.unread })}>{t('threads.unread', { count: thread.unread })}</span></> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The role model's link to their thread with the school (their event and invitation page), with the unread count. */
export function RoleModelThreadLink({ eventId, unread }: { eventId: Id; unread: number | null }) {
  const { t, lang } = useT('events')
  if (unread == null) return null
  const key = unread ? 'threads.openWithUnread' : 'threads.open'
  return (
    <p className="thread-link">
      <Link to={`/role-model/events/${eventId}/messages`} className="button button-secondary" lang={lang(key, { count: unread })}>{t(key, { count: unread })}</Link>
    </p>
  )
}

/** Unread messages in all of a person's threads (the role model's landing, the teacher's My events): the total and a link to each. */
export function UnreadMessages({ unread }: { unread: { total: number; threads: { href: string; eventTitle: string; name: string; unread: number }[] } | null | undefined }) {
  const { t, lang } = useT('events')
  if (!unread?.total) return null
  return (
    <section className="alert alert-success unread-messages" aria-labelledby="unread-messages-title">
      <p className="alert-title" id="unread-messages-title" lang={lang('threads.unreadTotal', { count: unread.total })}>{t('threads.unreadTotal', { count: unread.total })}</p>
      <ul>
        {unread.threads.map((thread) => (
          <li key={thread.href}>
            <Link to={thread.href}>{[thread.eventTitle, thread.name].filter(Boolean).join(': ')}</Link>{' '}
            <span lang={lang('threads.unread', { count: thread.unread })}>({t('threads.unread', { count: thread.unread })})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
