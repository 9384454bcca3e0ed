import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountModal } from '~/components/account-modal'
import { accountContent } from '~/domain/accounts/content.server'
import { i18nServer } from '~/i18n/i18n.server'
import { getPayloadClient } from '~/utils/payload.server'

export const meta: MetaFunction = () => [{ title: 'Check your email | Inspiring the Future Aotearoa' }]

/** Sign-up success: content-managed image, top text, the email in bold, bottom text. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const content = await accountContent(await getPayloadClient(), await i18nServer.getLocale(request))
  return json({
    email: params.email ?? '',
    image: content.image('signUpSuccessImage'),
    top: content.text('signUpSuccessTopText'),
    bottom: content.text('signUpSuccessBottomText'),
  })
}

export default function SignUpSuccess() {
  const { t } = useTranslation('account')
  const { email, image, top, bottom } = useLoaderData<typeof loader>()
  return (
    <AccountModal title={t('signUp.successTitle')}>
      {image ? <img className="sign-up-success-image" src={image.url} alt={image.alt} /> : null}
      <p>{top}</p>
      <p><strong>{email}</strong></p>
      <p>{bottom}</p>
    </AccountModal>
  )
}
