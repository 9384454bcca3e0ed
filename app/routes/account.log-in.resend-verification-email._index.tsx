import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { AccountModal, FlashMessage } from '~/components/account-modal'
import { ContentText } from '~/components/content-text'
import { ErrorSummary, Field, RequiredNote } from '~/components/field'
import { Honeypot } from '~/components/honeypot'
import { SecurityIdInput } from '~/components/security-id'
import { useAccountForm } from '~/components/use-account-form'
import { accountContent } from '~/domain/accounts/content.server'
import { emailOnlySchema } from '~/domain/accounts/email-only.schema'
import { resendVerification } from '~/domain/accounts/sign-up.server'
import { invalid } from '~/utils/conform.server'
import { redirectWithAlert } from '~/utils/alerts.server'
import { i18nServer } from '~/i18n/i18n.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { isBotSubmission } from '~/utils/honeypot'
import { getPayloadClient } from '~/lib/payload.server'
import { useOneOffAlert } from '~/utils/use-root-data'

export const handle = { title: 'titles.accountLogInResendVerificationEmailIndex', ownsAlert: true }

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await accountContent(await getPayloadClient(), await i18nServer.getLocale(request))
  return json({ title: content.text('resendVerificationTitle'), html: content.html('resendVerificationText'), footer: content.html('resendVerificationFooterNote') })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: emailOnlySchema })
  if (submission.status !== 'success') return invalid(submission)
  // A bot: the answer a real request gets, nothing sent.
  if (isBotSubmission(formData)) return redirect('/account/log-in/resend-verification-email/sent')
  const result = await resendVerification(await getPayloadClient(), submission.value.Email, await i18nServer.getLocale(request))
  if (!result.ok) return invalid(submission, { formErrors: [result.message] })
  if (result.alreadyVerified) {
    const t = await i18nServer.getFixedT(request, 'account')
    return redirectWithAlert(request, '/account/log-in/role-model', { message: t('alerts.alreadyVerified'), messageType: 'warning' })
  }
  return redirect('/account/log-in/resend-verification-email/sent')
}

export default function ResendVerification() {
  const { t, lang } = useT('account')
  const { title, html, footer } = useLoaderData<typeof loader>()
  const alert = useOneOffAlert()
  const lastResult = useActionData<typeof action>()?.result
  const [form, fields] = useAccountForm('resend-verification', emailOnlySchema, lastResult)
  const busy = useNavigation().state === 'submitting'
  return (
    <AccountModal title={title}>
      <FlashMessage alert={lastResult ? null : alert} />
      <ContentText html={html} />
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <fieldset disabled={busy} className="plain-fieldset stack">
          <Field label={t('resend.email')} meta={fields.Email} type="email" inputProps={{ autoComplete: 'email' }} />
          <Honeypot formId="resend-verification" />
          <button type="submit" className="button button-primary" lang={lang('resend.submit')}>{t('resend.submit')}</button>
        </fieldset>
      </Form>
      <ContentText className="modal-note muted" html={footer} />
      <p className="modal-note"><Link to="/account/log-in/role-model" lang={lang('forgot.backToLogIn')}>{t('forgot.backToLogIn')}</Link></p>
    </AccountModal>
  )
}
