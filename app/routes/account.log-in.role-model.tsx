import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { AccountModal, FlashMessage } from '~/components/account-modal'
import { CheckboxField, ErrorSummary, Field, RequiredNote } from '~/components/field'
import { PasswordField } from '~/components/password-field'
import { SecurityIdInput } from '~/components/security-id'
import { useAccountForm } from '~/components/use-account-form'
import { loginSchema } from '~/domain/accounts/login.schema'
import { logInRoleModel } from '~/domain/accounts/login.server'
import { signInHeaders, signInRoleModel } from '~/utils/session.server'
import { invalid } from '~/utils/conform.server'
import { getCurrentUser } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { safeRedirectPath } from '~/domain/shared/redirect'
import { getPayloadClient } from '~/lib/payload.server'
import { useOneOffAlert } from '~/utils/use-root-data'

export const handle = { title: 'titles.accountLogInRoleModel', ownsAlert: true }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request)
  const returnTo = new URL(request.url).searchParams.get('returnTo')
  if (user?.collection === 'role-models') throw redirect(safeRedirectPath(returnTo, '/role-model'))
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: loginSchema })
  if (submission.status !== 'success') return invalid(submission, { hide: ['Password'] })
  const result = await logInRoleModel(await getPayloadClient(), { email: submission.value.Email, password: submission.value.Password })
  if ('deleteDate' in result) return redirect(`/account/will-be-deleted/${result.deleteDate}`)
  // Refused by the per-account limit (decision 0080): 429, with the same 'Too many attempts' message in the form.
  if (!result.ok) return invalid(submission, { formErrors: [result.message], hide: ['Password'], status: 'tooMany' in result && result.tooMany ? 429 : 400 })
  const returnTo = safeRedirectPath(formData.get('returnTo'), '/role-model')
  return redirect(returnTo, { headers: await signInHeaders(await signInRoleModel(request, result.user, submission.value.Remember), result.user.language) })
}

export default function RoleModelLogIn() {
  const { t, lang } = useT('account')
  const m = useMarkedText('account')
  const alert = useOneOffAlert()
  const lastResult = useActionData<typeof action>()?.result
  const [form, fields] = useAccountForm('role-model-log-in', loginSchema, lastResult)
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  return (
    <AccountModal title={m('login.title')}>
      <FlashMessage alert={lastResult ? null : alert} />
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <input type="hidden" name="AuthenticationMethod" value="MemberAuthenticator" />
        <input type="hidden" name="returnTo" value={params.get('returnTo') ?? ''} />
        <fieldset disabled={busy} className="plain-fieldset stack">
          <Field label={m('login.email')} meta={fields.Email} type="email" inputProps={{ autoComplete: 'email' }} />
          <PasswordField label={m('login.password')} meta={fields.Password} inputProps={{ autoComplete: 'current-password' }} />
          <CheckboxField label={m('login.remember')} meta={fields.Remember} />
          <p className="form-links">
            <Link to="/account/log-in/forgot-password" lang={lang('login.forgot')}>{t('login.forgot')}</Link>
            <Link to="/account/log-in/resend-verification-email" lang={lang('login.resend')}>{t('login.resend')}</Link>
          </p>
          <button type="submit" className="button button-primary" lang={lang('login.submit')}>{t('login.submit')}</button>
        </fieldset>
      </Form>
      <p className="modal-note">
        <span lang={lang('login.noAccount')}>{t('login.noAccount')}</span> <Link to="/account/sign-up/role-model" lang={lang('login.signUp')}>{t('login.signUp')}</Link>
      </p>
    </AccountModal>
  )
}
