import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { isLanguage } from '~/i18n/config'
import { languageCookie } from '~/i18n/i18n.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { safeRedirectPath } from '~/utils/redirect'
import { httpError } from '~/utils/http-errors.server'

/** The language switch: remembers the choice in a cookie and goes back to the page. Works without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await requireSecureForm(request)
  const lng = form.get('lng')
  if (!isLanguage(lng)) throw await httpError(request, 400, 'messages:unknownLanguage')
  return redirect(safeRedirectPath(form.get('returnTo')), { headers: { 'Set-Cookie': await languageCookie.serialize(lng) } })
}

export function loader() {
  return redirect('/')
}
