import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { AccountModal, FlashMessage } from '~/components/account-modal'
import { ContentText } from '~/components/content-text'
import { ErrorSummary, Field, RequiredNote } from '~/components/field'
import { Honeypot } from '~/components/honeypot'
import { SecurityIdInput } from '~/components/security-id'
import { useAccountForm } from '~/components/use-account-form'
import { emailOnlySchema } from '~/domain/accounts/email-only.schema'
import { useOneOffAlert } from '~/utils/use-root-data'

/** Each page's strings in the account namespace. */
const TEXTS = {
  forgot: { email: 'forgot.email', submit: 'forgot.submit' },
  resend: { email: 'resend.email', submit: 'resend.submit' },
} as const

/**
 * The account pages that ask only for an email (forgot password, resend verification): the staff's copy, the email
 * field, the honeypot and a way back to logging in. `texts` names the page's strings in the account namespace.
 */
export function EmailOnlyForm({ id, texts, title, titleLang, html, footer }: { id: string; texts: 'forgot' | 'resend'; title: string; titleLang?: string; html: string; footer?: string }) {
  const { t, lang } = useT('account')
  const alert = useOneOffAlert()
  const lastResult = useActionData<{ result?: SubmissionResult<string[]> }>()?.result
  const [form, fields] = useAccountForm(id, emailOnlySchema, lastResult)
  const busy = useNavigation().state === 'submitting'
  return (
    <AccountModal title={titleLang ? <span lang={titleLang}>{title}</span> : title}>
      <FlashMessage alert={lastResult ? null : alert} />
      <ContentText html={html} />
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <fieldset disabled={busy} className="plain-fieldset stack">
          <Field label={<span lang={lang(TEXTS[texts].email)}>{t(TEXTS[texts].email)}</span>} meta={fields.Email} type="email" inputProps={{ autoComplete: 'email' }} />
          <Honeypot formId={id} />
          <button type="submit" className="button button-primary" lang={lang(TEXTS[texts].submit)}>{t(TEXTS[texts].submit)}</button>
        </fieldset>
      </Form>
      {footer ? <ContentText className="modal-note muted" html={footer} /> : null}
      <p className="modal-note"><Link to="/account/log-in/role-model" lang={lang('forgot.backToLogIn')}>{t('forgot.backToLogIn')}</Link></p>
    </AccountModal>
  )
}
