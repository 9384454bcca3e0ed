import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountModal } from '~/components/account-modal'
import { payloadClient } from '~/domain/accounts/accounts.server'
import { accountContent } from '~/domain/accounts/content.server'
import { i18nServer } from '~/i18n/i18n.server'

export const meta: MetaFunction = () => [{ title: 'Check your email | Inspiring the Future Aotearoa' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await accountContent(await payloadClient(), await i18nServer.getLocale(request))
  return json({ image: content.image('resendVerificationSentImage'), text: content.text('resendVerificationSentText') })
}

export default function ResendVerificationSent() {
  const { t } = useTranslation('account')
  const { image, text } = useLoaderData<typeof loader>()
  return (
    <AccountModal title={t('resend.sentTitle')}>
      {image ? <img className="account-image" src={image.url} alt={image.alt} /> : null}
      <p>{text}</p>
      <p className="modal-note"><Link to="/account/log-in/role-model">{t('forgot.backToLogIn')}</Link></p>
    </AccountModal>
  )
}
