import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useT } from '~/i18n/use-t'
import { AccountModal } from '~/components/account-modal'
import { CheckboxField, ErrorSummary, Field, RequiredNote } from '~/components/field'
import { PasswordChecklist } from '~/components/password-checklist'
import { SecurityIdInput } from '~/components/security-id'
import { useAccountForm } from '~/components/use-account-form'
import { accountContent, siteSettings } from '~/domain/accounts/content.server'
import { invalid } from '~/utils/conform.server'
import { signUpSchema } from '~/domain/accounts/sign-up.schema'
import { Honeypot } from '~/components/honeypot'
import { isBotSubmission } from '~/utils/honeypot'
import { signUpRoleModel } from '~/domain/accounts/sign-up.server'
import { i18nServer } from '~/i18n/i18n.server'
import { getCurrentUser } from '~/utils/auth.server'
import { siteOrHttpsUrl } from '~/utils/redirect'
import { requireSecureForm } from '~/utils/csrf.server'
import { getPayloadClient } from '~/utils/payload.server'

export const handle = { title: 'titles.accountSignUpRoleModelIndex' }

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getCurrentUser(request)) throw redirect('/')
  const payload = await getPayloadClient()
  const lang = await i18nServer.getLocale(request)
  const [settings, content] = await Promise.all([siteSettings(payload, lang), accountContent(payload, lang)])
  return json({ termsUrl: siteOrHttpsUrl(settings.termsPageUrl, '/terms'), footerNote: content.text('signUpFooterNote') })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: signUpSchema })
  const hide = ['Password', 'ConfirmPassword']
  if (submission.status !== 'success') return invalid(submission, { hide })
  const successPath = `/account/sign-up/role-model/${encodeURIComponent(submission.value.Email.trim().toLowerCase())}`
  // A bot filled the hidden field: answer as if it worked, create nothing.
  if (isBotSubmission(formData)) return redirect(successPath)
  const { FirstName, Surname, Email, Password } = submission.value
  const result = await signUpRoleModel(await getPayloadClient(), { firstName: FirstName, surname: Surname, email: Email, password: Password }, await i18nServer.getLocale(request))
  if (!result.ok) return invalid(submission, { fieldErrors: { [result.field ?? '']: [result.message] }, hide })
  return redirect(successPath)
}

export default function RoleModelSignUp() {
  const { t, lang } = useT('account')
  const { termsUrl, footerNote } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()?.result
  const [form, fields] = useAccountForm('role-model-sign-up', signUpSchema, lastResult)
  const [password, setPassword] = useState('')
  const busy = useNavigation().state === 'submitting'
  const checklistId = `${fields.Password.id}-requirements`
  return (
    <AccountModal title={t('signUp.title')}>
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <fieldset disabled={busy} className="plain-fieldset">
          <Field label={t('signUp.firstName')} meta={fields.FirstName} inputProps={{ autoComplete: 'given-name' }} />
          <Field label={t('signUp.lastName')} meta={fields.Surname} inputProps={{ autoComplete: 'family-name' }} />
          <Field label={t('signUp.email')} meta={fields.Email} type="email" inputProps={{ autoComplete: 'email' }} />
          <Field
            label={t('signUp.password')}
            meta={fields.Password}
            type="password"
            inputProps={{ autoComplete: 'new-password', onInput: (event) => setPassword(event.currentTarget.value), 'aria-describedby': checklistId }}
          />
          <PasswordChecklist id={checklistId} password={password} />
          <Field label={t('signUp.confirmPassword')} meta={fields.ConfirmPassword} type="password" inputProps={{ autoComplete: 'new-password' }} />
          <CheckboxField
            meta={fields.AcceptTerms}
            label={
              <>
                {t('signUp.acceptTermsBefore')}
                <a href={termsUrl} target="_blank" rel="noreferrer" lang={lang('signUp.termsLink')}>{t('signUp.termsLink')}</a>
              </>
            }
          />
          <Honeypot formId="sign-up" />
          <button type="submit" className="button button-primary" lang={lang('signUp.submit')}>{t('signUp.submit')}</button>
        </fieldset>
      </Form>
      {footerNote ? <p className="modal-note muted">{footerNote}</p> : null}
      <p className="modal-note">
        {t('signUp.haveAccount')} <Link to="/account/log-in/role-model" lang={lang('signUp.logIn')}>{t('signUp.logIn')}</Link>
      </p>
    </AccountModal>
  )
}
