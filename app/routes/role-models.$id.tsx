import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData, useLocation, useNavigate } from '@remix-run/react'
import { FavouriteButton } from '~/components/favourite-button'
import { ProfileModal } from '~/components/profile-modal'
import { browseProfile } from '~/domain/browse/profile.server'
import { parseRoleModelId } from '~/domain/favourites/favourites.server'
import { i18nServer } from '~/utils/i18n.server'
import { requireTeacher } from '~/utils/auth.server'
import { getPayloadClient } from '~/lib/payload.server'
import { useHydrated } from '~/utils/use-hydrated'
import type { ModalPageHandle } from '~/utils/modal-page'
import { profileTitle } from '~/components/page-title'
import type { TitleHandle } from '~/components/page-title'
import { httpError } from '~/utils/http-errors.server'

/** The title is the role model's name; the profile is a modal over the grid. */
export const handle: ModalPageHandle & TitleHandle = { title: profileTitle, modalPage: true }

/** A role model's profile over the browse grid: a modal with JavaScript, the same page without. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const roleModelId = parseRoleModelId(params.id)
  if (roleModelId == null) throw await httpError(request, 404)
  const [payload, locale] = await Promise.all([getPayloadClient(), i18nServer.getLocale(request)])
  const profile = await browseProfile({ payload, teacher, roleModelId, locale })
  if (!profile) throw await httpError(request, 404)
  return json({ profile })
}

export default function RoleModelProfile() {
  const { profile } = useLoaderData<typeof loader>()
  const location = useLocation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const back = `/role-models${location.search}`
  return (
    <ProfileModal
      key={profile.id}
      profile={profile}
      onClose={hydrated ? () => navigate(back, { preventScrollReset: true }) : undefined}
      closeHref={back}
      favouriteButton={<FavouriteButton roleModelId={profile.id} isFavourite={profile.isFavourite} isSelf={profile.isSelf} returnTo={location.pathname + location.search} place="profile" />}
    />
  )
}
