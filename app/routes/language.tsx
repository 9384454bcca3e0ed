import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { isLanguage } from '~/i18n/config'
import { languageCookie } from '~/utils/i18n.server'
import { saveLanguage } from '~/domain/accounts/language.server'
import { getPayloadClient } from '~/lib/payload.server'
import { getCurrentUser } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { safeRedirectPath } from '~/domain/shared/redirect'
import { httpError } from '~/utils/http-errors.server'

/**
 * The language switch: remembers the choice in a cookie, and for a signed-in role model or teacher on their account
 * too (decision 0042), then goes back to the page (a path on this site only). Works without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await requireSecureForm(request)
  const lng = form.get('lng')
  if (!isLanguage(lng)) throw await httpError(request, 400, 'messages:unknownLanguage')
  const user = await getCurrentUser(request)
  if (user) await saveLanguage({ payload: await getPayloadClient(), person: user, language: lng })
  return redirect(safeRedirectPath(form.get('returnTo')), { headers: { 'Set-Cookie': await languageCookie.serialize(lng) } })
}

export function loader() {
  return redirect('/')
}
