import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useMarkedText } from '~/i18n/marked-text'
import { AccountModal } from '~/components/account-modal'
import { ContentText } from '~/components/content-text'
import { accountContent } from '~/domain/accounts/content.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'

export const handle = { title: 'titles.accountUpdateEmailEmail' }

/** After an email change: image, text above, the new email in bold, text below, footer message. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const content = await accountContent(await getPayloadClient(), await i18nServer.getLocale(request))
  return json({
    email: params.email ?? '',
    image: content.image('updateEmailImage'),
    above: content.html('updateEmailTextAbove'),
    below: content.html('updateEmailTextBelow'),
    footer: content.html('updateEmailFooter'),
  })
}

export default function UpdateEmail() {
  const m = useMarkedText('account')
  const { email, image, above, below, footer } = useLoaderData<typeof loader>()
  return (
    <AccountModal title={m('updateEmail.title')}>
      {image ? <img className="account-image" src={image.url} alt={image.alt} lang={image.lang} width={image.width} height={image.height} /> : null}
      <ContentText html={above} />
      <p><strong>{email}</strong></p>
      <ContentText html={below} />
      <ContentText className="modal-note muted" html={footer} />
    </AccountModal>
  )
}
