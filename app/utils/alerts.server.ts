import { redirect } from '@remix-run/node'
import { i18nServer } from '~/utils/i18n.server'
import type { Alert, AlertType } from './alerts'
import type { AppSession } from './session.server'
import { commitSession, getSession } from './session.server'

/**
 * Redirects with a one-off alert for the next page. The root loader is its only reader (it clears the alert and
 * hands it to the page as root data), so a route that shows the alert itself reads it with useRootData, never with
 * a loader of its own: two loaders reading one flash raced, and the second sometimes found it gone.
 * Pass `session` when the same response changes the session otherwise too.
 */
export async function redirectWithAlert(request: Request, url: string, alert: Alert, { session, headers }: { session?: AppSession; headers?: HeadersInit } = {}) {
  const current = session ?? (await getSession(request))
  current.flash('alert', alert)
  const responseHeaders = new Headers(headers)
  responseHeaders.append('Set-Cookie', await commitSession(current))
  return redirect(url, { headers: responseHeaders })
}

/** A catalogue key, or a key with its values (a name, a count). */
export type AlertText = string | readonly [key: string, values: Record<string, unknown>]

/**
 * An alert from catalogue keys, in the page's language. The text travels without its keys, so it is marked English
 * here, once, where the page's language has no text for it: the message and its detail each (decision 0045).
 */
export async function keyedAlert(request: Request, ns: string, messageType: AlertType, message: AlertText, detail?: AlertText): Promise<Alert> {
  const t = await i18nServer.getFixedT(request, ns)
  const [messageKey, messageValues = {}] = typeof message === 'string' ? [message] : message
  const [detailKey, detailValues = {}] = detail === undefined ? [] : typeof detail === 'string' ? [detail] : detail
  const [messageLang, detailLang] = await Promise.all([
    i18nServer.fallbackLang(request, ns, messageKey, messageValues),
    detailKey ? i18nServer.fallbackLang(request, ns, detailKey, detailValues) : undefined,
  ])
  return {
    message: t(messageKey, messageValues),
    messageType,
    ...(messageLang ? { lang: messageLang } : {}),
    ...(detailKey ? { detail: t(detailKey, detailValues) } : {}),
    ...(detailLang ? { detailLang } : {}),
  }
}
