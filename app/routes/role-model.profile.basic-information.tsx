import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { ProfileForm } from '~/components/profile-form'
import { profileFormAction, profileFormLoader } from '~/routes/__profile-actions.server'
import { requireRoleModel } from '~/utils/auth.server'
import { i18nServer } from '~/i18n/i18n.server'

export const handle = { title: 'titles.roleModelProfileBasicInformation' }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRoleModel(request)
  return json(await profileFormLoader(request, user))
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRoleModel(request)
  const t = await i18nServer.getFixedT(request, 'profile')
  return profileFormAction(request, user, 'basic', { to: '/role-model/profile/your-journey', message: t('form.savedBasic') })
}

export default function CreateProfileBasicInformation() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang } = useT('profile')
  return (
    <div className="narrow">
      <p className="muted" lang={lang('form.step', { step: 1 })}>{t('form.step', { step: 1 })}</p>
      <h1>{t('form.createTitle')}: {t('form.basicInformation')}</h1>
      <p className="muted" lang={lang('form.aboutMinutes', { minutes: 10 })}>{t('form.aboutMinutes', { minutes: 10 })}</p>
      <ProfileForm kind="basic" {...data} lastResult={actionData && 'result' in actionData ? actionData.result : null} backHref="/role-model" />
    </div>
  )
}
