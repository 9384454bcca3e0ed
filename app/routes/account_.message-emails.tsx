import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { setMessageEmails } from '~/domain/messages/settings.server'
import { safeRedirectPath } from '~/domain/shared/redirect'
import { getPayloadClient } from '~/lib/payload.server'
import { getCurrentUser } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { httpError } from '~/utils/http-errors.server'

/** Only posted to (the setting's form on account settings and the thread pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  throw await httpError(request, 404)
}

/** Turns the signed-in person's emails about new messages on or off (issue 52), then returns to where they were. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await getCurrentUser(request)
  if (!user) throw await httpError(request, 401)
  const formData = await requireSecureForm(request)
  await setMessageEmails(await getPayloadClient(), user, formData.get('messageEmails') === 'on')
  const back = safeRedirectPath(formData.get('returnTo'), '/')
  return redirect(`${back.split('#')[0]}${back.includes('?') ? '&' : '?'}messageEmails=saved#message-emails`, { status: 303 })
}
