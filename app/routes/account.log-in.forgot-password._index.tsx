import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EmailOnlyForm } from '~/components/email-only-form'
import { accountContent } from '~/domain/accounts/content.server'
import { requestPasswordReset } from '~/domain/accounts/passwords.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'
import { emailOnlyFormAction } from '~/routes/__email-only-form.server'

export const handle = { title: 'titles.accountLogInForgotPasswordIndex', ownsAlert: true }

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await accountContent(await getPayloadClient(), await i18nServer.getLocale(request))
  return json({ title: content.text('forgotPasswordTitle'), titleLang: content.lang('forgotPasswordTitle'), html: content.html('forgotPasswordText') })
}

export async function action({ request }: ActionFunctionArgs) {
  return emailOnlyFormAction(request, {
    sent: '/account/log-in/forgot-password/sent',
    send: async (email) => requestPasswordReset(await getPayloadClient(), email, await i18nServer.getLocale(request)),
  })
}

export default function ForgotPassword() {
  const { title, titleLang, html } = useLoaderData<typeof loader>()
  return <EmailOnlyForm id="forgot-password" texts="forgot" title={title} titleLang={titleLang} html={html} />
}
