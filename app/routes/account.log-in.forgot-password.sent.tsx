import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useMarkedText } from '~/i18n/marked-text'
import { SentConfirmation } from '~/components/account-modal'
import { accountContent } from '~/domain/accounts/content.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'

export const handle = { title: 'titles.accountLogInForgotPasswordSent' }

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await accountContent(await getPayloadClient(), await i18nServer.getLocale(request))
  return json({ image: content.image('forgotPasswordSentImage'), html: content.html('forgotPasswordSentText') })
}

export default function ForgotPasswordSent() {
  const m = useMarkedText('account')
  const { image, html } = useLoaderData<typeof loader>()
  return <SentConfirmation title={m('forgot.sentTitle')} image={image} html={html} />
}
