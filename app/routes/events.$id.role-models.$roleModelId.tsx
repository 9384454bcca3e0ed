import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from '@remix-run/react'
import { FavouriteButton } from '~/components/favourite-button'
import { profileTitle } from '~/components/page-title'
import type { TitleHandle } from '~/components/page-title'
import { ProfileModal } from '~/components/profile-modal'
import { SecurityIdInput } from '~/components/security-id'
import { browseProfile } from '~/domain/browse/profile.server'
import { getEventRoleModels } from '~/domain/events/role-models-on-event.server'
import { parseRoleModelId } from '~/domain/favourites/favourites.server'
import { choiceFor } from '~/domain/invitations/status'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { i18nServer } from '~/utils/i18n.server'
import { chooseRoleModelsAction } from '~/routes/__choose-role-models.server'
import { requireSchoolEvent } from '~/routes/__event-guard.server'
import { httpError } from '~/utils/http-errors.server'
import type { ModalPageHandle } from '~/utils/modal-page'
import { getPayloadClient } from '~/lib/payload.server'
import { useHydrated } from '~/utils/use-hydrated'

export const handle: ModalPageHandle & TitleHandle = { title: profileTitle, modalPage: true }

/**
 * A role model's profile opened from the choose-role-models page: a dialog over the event's list (its filters and
 * page kept in the address), with Add to event or Remove as on the card, and Close back to the list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const roleModelId = parseRoleModelId(params.roleModelId)
  if (roleModelId == null) throw await httpError(request, 404)
  const [payload, locale] = await Promise.all([getPayloadClient(), i18nServer.getLocale(request)])
  const [profile, rows] = await Promise.all([browseProfile({ payload, teacher, roleModelId, locale }), getEventRoleModels({ payload, teacher, event })])
  if (!profile) throw await httpError(request, 404)
  // Their status on this event; the profile carries the phone number and hosting needs only under the contact rule.
  const row = rows.find((each) => each.roleModelId === roleModelId)
  return json({ profile, choice: choiceFor(row?.status ?? null) })
}

export const action = ({ request, params }: ActionFunctionArgs) => chooseRoleModelsAction(request, params, ['add', 'remove'])

export default function ChooseRoleModelProfile() {
  const { profile, choice } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const profileText = useMarkedText('profile')
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const back = location.pathname.replace(/\/[^/]+$/, '') + location.search
  const close = hydrated ? () => navigate(back, { preventScrollReset: true }) : undefined
  const here = location.pathname + location.search
  const busy = navigation.state !== 'idle' && navigation.formAction === here
  return (
    <>
      <ProfileModal
        key={profile.id}
        profile={profile}
        onClose={close}
        closeHref={back}
        errorMessage={failure ? <><strong lang={lang('pages.errors.generic')}>{t('pages.errors.generic')}</strong> {failure.message === t('pages.errors.generic') ? null : failure.message}</> : undefined}
        primaryButton={
          choice
            ? { label: text(`pages.roleModels.${choice}`), variant: choice === 'add' ? 'primary' : 'secondary', type: 'submit', form: 'profile-choice', loading: busy }
            : undefined
        }
        secondaryButton={{ label: profileText('modal.close'), variant: 'secondary', onClick: close, href: close ? undefined : back }}
        favouriteButton={<FavouriteButton roleModelId={profile.id} isFavourite={profile.isFavourite} isSelf={profile.isSelf} returnTo={here} place="profile" />}
      />
      {choice ? (
        <Form id="profile-choice" method="post" action={here} preventScrollReset>
          <SecurityIdInput />
          <input type="hidden" name="intent" value={choice} />
          <input type="hidden" name="roleModelId" value={profile.id} />
        </Form>
      ) : null}
    </>
  )
}
