import { redirect } from '@remix-run/node'
import type { Alert } from './alerts'
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
