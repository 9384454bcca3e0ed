import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { addFavourite, parseRoleModelId, removeFavourite } from '~/domain/favourites/favourites.server'
import { i18nServer } from '~/i18n/i18n.server'
import { requireTeacher } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { getPayloadClient } from '~/utils/payload.server'
import { safeRedirectPath } from '~/utils/redirect'
import { commitSession, getSession } from '~/utils/session.server'

/** The favourite button without JavaScript: a form post (userId, favourite 1 or 0, SecurityID) that goes back. */
export async function action({ request }: ActionFunctionArgs) {
  const teacher = await requireTeacher(request)
  const form = await requireSecureForm(request)
  const back = safeRedirectPath(form.get('returnTo'), '/role-models')
  const roleModelId = parseRoleModelId(form.get('userId'))
  const payload = await getPayloadClient()
  const ok =
    roleModelId != null &&
    (form.get('favourite') === '0'
      ? await removeFavourite({ payload, teacher, roleModelId })
      : await addFavourite({ payload, teacher, roleModelId }))
  if (ok) return redirect(back)
  const session = await getSession(request)
  const t = await i18nServer.getFixedT(request, 'teachers')
  session.flash('alert', { message: t('favourites.error'), messageType: 'danger' })
  return redirect(back, { headers: { 'Set-Cookie': await commitSession(session) } })
}

export function loader() {
  return redirect('/role-models')
}
