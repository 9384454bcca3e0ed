import type { ActionFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { addFavourite, parseRoleModelId, removeFavourite } from '~/domain/favourites/favourites.server'
import { requireTeacher } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { getPayloadClient } from '~/lib/payload.server'
import { safeRedirectPath } from '~/domain/shared/redirect'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'

/** The favourite button: a form post (userId, favourite 1 or 0, SecurityID) that goes back, or answers data to its fetcher. */
export async function action({ request }: ActionFunctionArgs) {
  const teacher = await requireTeacher(request)
  const form = await requireSecureForm(request)
  const back = safeRedirectPath(form.get('returnTo'), '/role-models')
  const roleModelId = parseRoleModelId(form.get('userId'))
  const payload = await getPayloadClient()
  const adding = form.get('favourite') !== '0'
  const ok =
    roleModelId != null &&
    (!adding
      ? await removeFavourite({ payload, teacher, roleModelId })
      : await addFavourite({ payload, teacher, roleModelId }))
  // The button's fetcher (JavaScript on) wants the outcome as data; a plain form post goes back to the page.
  if (form.get('respond') === 'data') return json({ ok, favourite: ok ? adding : !adding })
  // Without JavaScript the page comes back at the button's form, so the next Tab is the button again.
  const anchor = String(form.get('anchor') ?? '')
  if (ok) return redirect(/^[\w-]{1,64}$/.test(anchor) ? `${back}#${anchor}` : back)
  return redirectWithAlert(request, back, await keyedAlert(request, 'teachers', 'danger', 'favourites.error'))
}

export function loader() {
  return redirect('/role-models')
}
