import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useMarkedText } from '~/i18n/marked-text'
import { AccountModal } from '~/components/account-modal'
import { ContentText } from '~/components/content-text'
import { accountContent } from '~/domain/accounts/content.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'

export const handle = { title: 'titles.accountSignUpRoleModelEmail' }

/** Sign-up success: content-managed image, top text, the email in bold, bottom text. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const content = await accountContent(await getPayloadClient(), await i18nServer.getLocale(request))
  return json({
    email: params.email ?? '',
    image: content.image('signUpSuccessImage'),
    top: content.html('signUpSuccessTopText'),
    bottom: content.html('signUpSuccessBottomText'),
  })
}

export default function SignUpSuccess() {
  const m = useMarkedText('account')
  const { email, image, top, bottom } = useLoaderData<typeof loader>()
  return (
    <AccountModal title={m('signUp.successTitle')}>
      {image ? <img className="sign-up-success-image" src={image.url} alt={image.alt} lang={image.lang} width={image.width} height={image.height} /> : null}
      <ContentText html={top} />
      <p><strong>{email}</strong></p>
      <ContentText html={bottom} />
    </AccountModal>
  )
}
