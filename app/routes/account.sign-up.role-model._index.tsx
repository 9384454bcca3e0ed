import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { AccountModal } from '~/components/account-modal'
import { ContentText } from '~/components/content-text'
import { CheckboxField, ErrorSummary, Field, RequiredNote } from '~/components/field'
import { PasswordField } from '~/components/password-field'
import { PasswordChecklist, usePasswordChecklist } from '~/components/password-checklist'
import { SecurityIdInput } from '~/components/security-id'
import { useAccountForm } from '~/components/use-account-form'
import { accountContent, siteSettings } from '~/domain/accounts/content.server'
import { invalid } from '~/utils/conform.server'
import { signUpSchema } from '~/domain/accounts/sign-up.schema'
import { Honeypot } from '~/components/honeypot'
import { useHumanVerification } from '~/components/human-verification'
import { isBotSubmission } from '~/utils/honeypot'
import { signUpRoleModel } from '~/domain/accounts/sign-up.server'
import { passesHumanCheck } from '~/domain/accounts/human-verification.server'
import { i18nServer } from '~/utils/i18n.server'
import { getCurrentUser } from '~/utils/auth.server'
import { siteOrHttpsUrl } from '~/domain/shared/redirect'
import { requireSecureForm } from '~/utils/csrf.server'
import { getPayloadClient } from '~/lib/payload.server'
import { queueAnalyticsEvent } from '~/routes/__analytics-events.server'
import { commitSession, getSession } from '~/utils/session.server'
import { ROLE_MODEL_SIGN_UP_EVENT } from '~/utils/analytics'

export const handle = { title: 'titles.accountSignUpRoleModelIndex' }

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getCurrentUser(request)) throw redirect('/')
  const payload = await getPayloadClient()
  const lang = await i18nServer.getLocale(request)
  const [settings, content] = await Promise.all([siteSettings(payload, lang), accountContent(payload, lang)])
  return json({ termsUrl: siteOrHttpsUrl(settings.termsPageUrl, '/terms'), footerNote: content.html('signUpFooterNote') })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: signUpSchema })
  const hide = ['Password', 'ConfirmPassword']
  if (submission.status !== 'success') return invalid(submission, { hide })
  const successPath = `/account/sign-up/role-model/${encodeURIComponent(submission.value.Email.trim().toLowerCase())}`
  // A bot filled the hidden field: answer as if it worked, create nothing.
  if (isBotSubmission(formData)) return redirect(successPath)
  if (!(await passesHumanCheck(formData))) return invalid(submission, { formErrors: ['validation:somethingWentWrong'], hide })
  const { FirstName, Surname, Email, Password } = submission.value
  const result = await signUpRoleModel(await getPayloadClient(), { firstName: FirstName, surname: Surname, email: Email, password: Password }, await i18nServer.getLocale(request))
  if (!result.ok) return invalid(submission, { fieldErrors: { [result.field ?? '']: [result.message] }, hide })
  // Spec section 7: a sign-up success pushes the analytics event (sent by the success page, when analytics is on).
  const session = await getSession(request)
  if (await queueAnalyticsEvent(session, ROLE_MODEL_SIGN_UP_EVENT)) return redirect(successPath, { headers: { 'Set-Cookie': await commitSession(session) } })
  return redirect(successPath)
}

export default function RoleModelSignUp() {
  const { t, lang } = useT('account')
  const m = useMarkedText('account')
  const { termsUrl, footerNote } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()?.result
  const [form, fields] = useAccountForm('role-model-sign-up', signUpSchema, lastResult)
  const [password, setPassword] = useState('')
  const busy = useNavigation().state === 'submitting'
  const human = useHumanVerification()
  const checklistId = `${fields.Password.id}-requirements`
  const checklist = usePasswordChecklist(setPassword)
  return (
    <AccountModal title={m('signUp.title')}>
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event)
          human.interceptSubmit(event)
        }}
        noValidate
      >
        <SecurityIdInput />
        {human.fields}
        <fieldset disabled={busy} className="plain-fieldset stack">
          <Field label={m('signUp.firstName')} meta={fields.FirstName} inputProps={{ autoComplete: 'given-name' }} />
          <Field label={m('signUp.lastName')} meta={fields.Surname} inputProps={{ autoComplete: 'family-name' }} />
          <Field label={m('signUp.email')} meta={fields.Email} type="email" inputProps={{ autoComplete: 'email' }} />
          <PasswordField
            label={m('signUp.password')}
            meta={fields.Password}
            inputProps={{ autoComplete: 'new-password', ...checklist.inputProps, 'aria-describedby': checklistId }}
          />
          <PasswordChecklist id={checklistId} password={password} dismissed={checklist.dismissed} />
          <PasswordField label={m('signUp.confirmPassword')} meta={fields.ConfirmPassword} inputProps={{ autoComplete: 'new-password' }} />
          <CheckboxField
            meta={fields.AcceptTerms}
            label={
              <>
                <span lang={lang('signUp.acceptTermsBefore')}>{t('signUp.acceptTermsBefore')}</span>
                <a href={termsUrl} target="_blank" rel="noreferrer" lang={lang('signUp.termsLink')}>{t('signUp.termsLink')}</a>
              </>
            }
          />
          <Honeypot formId="sign-up" />
          <button type="submit" className="button button-primary" lang={lang('signUp.submit')}>{t('signUp.submit')}</button>
        </fieldset>
      </Form>
      <ContentText className="modal-note muted" html={footerNote} />
      <p className="modal-note">
        <span lang={lang('signUp.haveAccount')}>{t('signUp.haveAccount')}</span> <Link to="/account/log-in/role-model" lang={lang('signUp.logIn')}>{t('signUp.logIn')}</Link>
      </p>
    </AccountModal>
  )
}
