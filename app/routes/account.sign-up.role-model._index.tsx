import { getFormProps } from '@conform-to/react'
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
import { signUpSchema } from '~/domain/accounts/sign-up.schema'
import { Honeypot } from '~/components/honeypot'
import { useHumanVerification } from '~/components/human-verification'
import { roleModelSignUpAction, roleModelSignUpLoader } from '~/routes/__role-model-sign-up.server'

export const handle = { title: 'titles.accountSignUpRoleModelIndex' }

export const loader = roleModelSignUpLoader
export const action = roleModelSignUpAction

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
