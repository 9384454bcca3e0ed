import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EmailOnlyForm } from '~/components/email-only-form'
import { accountContent } from '~/domain/accounts/content.server'
import { resendVerification } from '~/domain/accounts/sign-up.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'
import { emailOnlyFormAction } from '~/routes/__email-only-form.server'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'

export const handle = { title: 'titles.accountLogInResendVerificationEmailIndex', ownsAlert: true }

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await accountContent(await getPayloadClient(), await i18nServer.getLocale(request))
  return json({ title: content.text('resendVerificationTitle'), titleLang: content.lang('resendVerificationTitle'), html: content.html('resendVerificationText'), footer: content.html('resendVerificationFooterNote') })
}

export async function action({ request }: ActionFunctionArgs) {
  return emailOnlyFormAction(request, {
    sent: '/account/log-in/resend-verification-email/sent',
    send: async (email) => {
      const result = await resendVerification(await getPayloadClient(), email, await i18nServer.getLocale(request))
      if (!result.ok || !result.alreadyVerified) return result
      // Already verified: back to logging in, told so.
      return redirectWithAlert(request, '/account/log-in/role-model', await keyedAlert(request, 'account', 'warning', 'alerts.alreadyVerified'))
    },
  })
}

export default function ResendVerification() {
  const { title, titleLang, html, footer } = useLoaderData<typeof loader>()
  return <EmailOnlyForm id="resend-verification" texts="resend" title={title} titleLang={titleLang} html={html} footer={footer} />
}
