import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { AccountModal } from '~/components/account-modal'
import { ErrorSummary, RequiredNote } from '~/components/field'
import { PasswordField } from '~/components/password-field'
import { PasswordChecklist } from '~/components/password-checklist'
import { SecurityIdInput } from '~/components/security-id'
import { useAccountForm } from '~/components/use-account-form'
import { resetPasswordSchema } from '~/domain/accounts/passwords.schema'
import { resetPassword, resetTokenUsable } from '~/domain/accounts/passwords.server'
import { invalid } from '~/utils/conform.server'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { getPayloadClient } from '~/lib/payload.server'
import { keepLinkSecret, linkSecret } from '~/utils/link-secret.server'

export const handle = { title: 'titles.accountLogInResetPassword' }

const RESET_PATH = '/account/log-in/reset-password'

export async function loader({ request }: LoaderFunctionArgs) {
  // The emailed link's token leaves the address at once (analytics, history and logs see the clean one).
  const linked = new URL(request.url).searchParams.get('token')
  if (linked != null) return keepLinkSecret(request, 'reset', linked, RESET_PATH)
  const token = (await linkSecret(request, 'reset')) ?? ''
  return json({ token, usable: await resetTokenUsable(await getPayloadClient(), token) })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: resetPasswordSchema })
  const hide = ['NewPassword1', 'NewPassword2']
  if (submission.status !== 'success') return invalid(submission, { hide })
  const result = await resetPassword(await getPayloadClient(), { token: submission.value.token, password: submission.value.NewPassword1 })
  if (!result.ok) return invalid(submission, { formErrors: [result.message], hide })
  return redirectWithAlert(request, '/account/log-in/role-model', await keyedAlert(request, 'account', 'success', 'alerts.passwordReset', 'alerts.passwordResetDetail'))
}

export default function ResetPassword() {
  const { t, lang } = useT('account')
  const m = useMarkedText('account')
  const { token, usable } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()?.result
  const [form, fields] = useAccountForm('reset-password', resetPasswordSchema, lastResult)
  const [password, setPassword] = useState('')
  const busy = useNavigation().state === 'submitting'
  const checklistId = `${fields.NewPassword1.id}-requirements`
  if (!usable && !lastResult) {
    return (
      <AccountModal title={m('reset.title')}>
        <Alert type="danger"><span lang={lang('errors.resetExpired')}>{t('errors.resetExpired')}</span></Alert>
        <p><Link to="/account/log-in/forgot-password" lang={lang('reset.tryAgain')}>{t('reset.tryAgain')}</Link></p>
      </AccountModal>
    )
  }
  return (
    <AccountModal title={m('reset.title')}>
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      {form.errors?.length ? null : <Alert type="success"><span lang={lang('reset.ready')}>{t('reset.ready')}</span></Alert>}
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <input type="hidden" name="token" value={token} />
        <fieldset disabled={busy} className="plain-fieldset stack">
          <PasswordField
            label={m('reset.newPassword')}
            meta={fields.NewPassword1}
            inputProps={{ autoComplete: 'new-password', onInput: (event) => setPassword(event.currentTarget.value), 'aria-describedby': checklistId }}
          />
          <PasswordChecklist id={checklistId} password={password} />
          <PasswordField label={m('reset.confirmPassword')} meta={fields.NewPassword2} inputProps={{ autoComplete: 'new-password' }} />
          <button type="submit" className="button button-primary" lang={lang('reset.submit')}>{t('reset.submit')}</button>
        </fieldset>
      </Form>
    </AccountModal>
  )
}
