import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { useState } from 'react'
import { useT } from '~/i18n/use-t'
import { useComposedText, useMarkedText } from '~/i18n/marked-text'
import { ErrorSummary, Field, RequiredNote, TextareaField } from '~/components/field'
import { PasswordField } from '~/components/password-field'
import { BehindModal, Modal } from '~/components/modal'
import { PasswordChecklist } from '~/components/password-checklist'
import { SecurityIdInput } from '~/components/security-id'
import { useAccountForm } from '~/components/use-account-form'
import { deleteAccountSchema } from '~/domain/accounts/delete-account.schema'
import { STORED_LANGUAGES, storedLanguage } from '~/domain/accounts/language'
import { currentPendingDeletion, deletionNotice, newPendingDeletion, scheduleValidatedDeletion, validateDeletion } from '~/domain/accounts/deletion.server'
import { requestEmailChange } from '~/domain/accounts/email-change.server'
import { changePasswordSchema } from '~/domain/accounts/passwords.schema'
import { changePassword } from '~/domain/accounts/passwords.server'
import { invalid } from '~/utils/conform.server'
import { updateEmailSchema } from '~/domain/accounts/update-email.schema'
import { formatDisplayDate } from '~/domain/shared/dates'
import { i18nServer } from '~/utils/i18n.server'
import { requireRoleModel } from '~/utils/auth.server'
import { MessageEmailsForm } from '~/components/message-emails-form'
import { messageEmailsSetting } from '~/routes/__message-thread.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { commitSession, continueSession, getSession, signOut } from '~/utils/session.server'
import { getPayloadClient } from '~/lib/payload.server'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'
import type { ModalPageHandle } from '~/utils/modal-page'
import type { TitleHandle } from '~/components/page-title'
import { useFocusOnToggle } from '~/utils/focus'
import { httpError } from '~/utils/http-errors.server'
import { digestSetting, setDigestSetting } from '~/domain/offers/digest.server'

/** ?confirm-delete (after the form checked out) shows the confirmation modal over the settings. */
export const handle: ModalPageHandle & TitleHandle = {
  title: 'titles.accountSettings',
  modalPage: ({ data }) => Boolean((data as { confirming?: boolean } | undefined)?.confirming),
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRoleModel(request)
  const { days, deleteDate } = await deletionNotice(await getPayloadClient())
  const confirming = new URL(request.url).searchParams.has('confirm-delete') && currentPendingDeletion((await getSession(request)).get('pendingDeletion'), user.id) !== null
  const digest = await digestSetting(await getPayloadClient(), user)
  return json({ email: user.email, language: storedLanguage(user.language), digest, days, confirmDate: formatDisplayDate(deleteDate, await i18nServer.getLocale(request)), confirming, ...messageEmailsSetting(request, user) })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRoleModel(request)
  const formData = await requireSecureForm(request)
  const intent = String(formData.get('intent') ?? '')
  const payload = await getPayloadClient()
  const session = await getSession(request)

  if (intent === 'change-password') {
    const submission = parseWithZod(formData, { schema: changePasswordSchema })
    const hide = ['CurrentPassword', 'NewPassword1', 'NewPassword2']
    if (submission.status !== 'success') return withIntent(intent, invalid(submission, { hide }))
    const result = await changePassword(payload, { user, currentPassword: submission.value.CurrentPassword, newPassword: submission.value.NewPassword1 })
    if (!result.ok) return withIntent(intent, invalid(submission, { fieldErrors: { CurrentPassword: [result.message] }, hide }))
    await continueSession(request, result.sessionVersion, session)
    return redirectWithAlert(request, '/account/settings', await keyedAlert(request, 'account', 'success', 'alerts.passwordChanged'), { session })
  }

  if (intent === 'update-email') {
    const submission = parseWithZod(formData, { schema: updateEmailSchema })
    if (submission.status !== 'success') return withIntent(intent, invalid(submission, { hide: ['Password'] }))
    const result = await requestEmailChange(payload, { userId: user.id, newEmail: submission.value.Email, password: submission.value.Password, lang: await i18nServer.getLocale(request) })
    if (!result.ok) return withIntent(intent, invalid(submission, { fieldErrors: { [result.field ?? '']: [result.message] }, hide: ['Password'] }))
    return redirect(`/account/update-email/${encodeURIComponent(result.email)}`, { headers: { 'Set-Cookie': await signOut(request) } })
  }

  if (intent === 'opportunity-digest') {
    // A checkbox: ticked sends its value, unticked nothing (the form works without JavaScript).
    const on = formData.get('opportunityDigest') === 'on'
    await setDigestSetting({ payload, user, on })
    return redirectWithAlert(request, '/account/settings#opportunity-digest', await keyedAlert(request, 'account', 'success', on ? 'alerts.digestOn' : 'alerts.digestOff'))
  }

  if (intent === 'delete-validate') {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema })
    if (submission.status !== 'success') return withIntent(intent, invalid(submission, { hide: ['password'] }))
    const errors = await validateDeletion(payload, user, submission.value)
    if (errors.length) return withIntent(intent, invalid(submission, { fieldErrors: Object.fromEntries(errors.map((e) => [e.fieldName ?? '', [e.message]])), hide: ['password'] }))
    session.set('pendingDeletion', newPendingDeletion(user.id, submission.value.reason))
    return redirect('/account/settings?confirm-delete', { headers: { 'Set-Cookie': await commitSession(session) } })
  }

  if (intent === 'delete-confirm') {
    const pending = currentPendingDeletion(session.get('pendingDeletion'), user.id)
    if (!pending) return redirect('/account/settings#delete-account')
    // The password was checked moments ago by delete-validate; the session proves it.
    const deleteDate = await scheduleValidatedDeletion(payload, user, pending.reason)
    return redirect(`/account/will-be-deleted/${deleteDate}`, { headers: { 'Set-Cookie': await signOut(request) } })
  }

  throw await httpError(request, 400)
}

async function withIntent(intent: string, response: ReturnType<typeof invalid>) {
  const body = await response.json()
  return json({ intent, ...body }, { status: 400 })
}

type ActionData = { intent: string; result: Parameters<typeof useAccountForm>[2] }

function resultFor(data: ActionData | undefined, intent: string) {
  return data?.intent === intent ? data.result : undefined
}

export default function AccountSettings() {
  const { t, lang } = useT('account')
  const m = useMarkedText('account')
  const { email, language, digest, days, confirmDate, confirming, messageEmails, messageEmailsSaved } = useLoaderData<typeof loader>()
  const common = useT('common')
  const composed = useComposedText('account')
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const passwordResult = resultFor(actionData, 'change-password')
  const showPassword = params.has('change-password') || Boolean(passwordResult)
  const [passwordForm, passwordFields] = useAccountForm('change-password-form', changePasswordSchema, passwordResult)
  const [emailForm, emailFields] = useAccountForm('update-email-form', updateEmailSchema, resultFor(actionData, 'update-email'))
  const [deleteForm, deleteFields] = useAccountForm('delete-account-form', deleteAccountSchema, resultFor(actionData, 'delete-validate'))
  const [newPassword, setNewPassword] = useState('')
  const checklistId = 'change-password-requirements'
  // The toggle and Cancel are replaced by what they show: focus follows (the section's heading, then Tab to the
  // first field; not the field itself, whose blur validation would flag it before anything was typed), or the toggle again.
  useFocusOnToggle(showPassword, 'change-password-title', 'change-password-toggle')

  return (
    <div className="account-settings">
      {confirming ? (
        <Modal title={m('settings.confirmTitle')} closeHref="/account/settings" closeOnOverlay={false} buttons={[]} returnFocusTo="delete-account-submit">
          <p>{composed('settings.confirmText', { date: confirmDate })}</p>
          <Form method="post" action="/account/settings" className="button-row">
            <SecurityIdInput />
            <input type="hidden" name="intent" value="delete-confirm" />
            <Link to="/account/settings" className="button button-secondary" preventScrollReset lang={lang('settings.keepProfile')}>{t('settings.keepProfile')}</Link>
            <button type="submit" className="button button-danger" disabled={busy} lang={lang('settings.confirmDelete')}>{t('settings.confirmDelete')}</button>
          </Form>
        </Modal>
      ) : null}
      <BehindModal>
        <h1 lang={lang('settings.title')}>{t('settings.title')}</h1>

        <section className="settings-section" aria-labelledby="change-password-title">
          <h2 id="change-password-title" tabIndex={-1} lang={lang('settings.changePasswordTitle')}>{t('settings.changePasswordTitle')}</h2>
          {showPassword ? null : (
            <Link to="?change-password" id="change-password-toggle" className="button button-secondary" aria-expanded="false" aria-controls="change-password-panel" preventScrollReset lang={lang('settings.changePasswordToggle')}>
              {t('settings.changePasswordToggle')}
            </Link>
          )}
          {showPassword ? (
            <div id="change-password-panel">
              <ErrorSummary form={passwordForm} fields={passwordFields} />
              <RequiredNote />
              <Form method="post" action="/account/settings?change-password" {...getFormProps(passwordForm)} noValidate>
                <SecurityIdInput />
                <input type="hidden" name="intent" value="change-password" />
                <fieldset disabled={busy} className="plain-fieldset stack">
                  <PasswordField label={m('settings.currentPassword')} meta={passwordFields.CurrentPassword} inputProps={{ autoComplete: 'current-password' }} />
                  <PasswordField
                    label={m('settings.newPassword')}
                    meta={passwordFields.NewPassword1}
                    inputProps={{ autoComplete: 'new-password', onInput: (event) => setNewPassword(event.currentTarget.value), 'aria-describedby': checklistId }}
                  />
                  <PasswordChecklist id={checklistId} password={newPassword} />
                  <PasswordField label={m('settings.confirmPassword')} meta={passwordFields.NewPassword2} inputProps={{ autoComplete: 'new-password' }} />
                  <div className="button-row">
                    <button type="submit" className="button button-primary" lang={lang('settings.savePassword')}>{t('settings.savePassword')}</button>
                    <Link to="/account/settings" className="button button-secondary" preventScrollReset lang={lang('settings.cancel')}>{t('settings.cancel')}</Link>
                  </div>
                </fieldset>
              </Form>
            </div>
          ) : null}
        </section>

        <section className="settings-section" aria-labelledby="update-email-title">
          <h2 id="update-email-title" lang={lang('settings.updateEmailTitle')}>{t('settings.updateEmailTitle')}</h2>
          <p lang={lang('settings.currentEmail', { email })}>{t('settings.currentEmail', { email })}</p>
          <ErrorSummary form={emailForm} fields={emailFields} />
          <RequiredNote />
          <Form method="post" {...getFormProps(emailForm)} noValidate>
            <SecurityIdInput />
            <input type="hidden" name="intent" value="update-email" />
            <fieldset disabled={busy} className="plain-fieldset stack">
              <Field label={m('settings.newEmail')} meta={emailFields.Email} type="email" inputProps={{ autoComplete: 'email' }} />
              <Field label={m('settings.confirmEmail')} meta={emailFields.ConfirmEmail} type="email" inputProps={{ autoComplete: 'email' }} />
              <Field label={m('settings.password')} meta={emailFields.Password} type="password" inputProps={{ autoComplete: 'current-password' }} />
              <button type="submit" className="button button-primary" lang={lang('settings.updateEmail')}>{t('settings.updateEmail')}</button>
            </fieldset>
          </Form>
        </section>

        <MessageEmailsForm on={messageEmails} returnTo="/account/settings" saved={messageEmailsSaved} />

        {/* The stored language (decision 0042): the language switch saves it too. */}
        <section className="settings-section" id="language" aria-labelledby="language-title">
          <h2 id="language-title" lang={common.lang('language.label')}>{common.t('language.label')}</h2>
          <Form method="post" action="/language" reloadDocument className="stack">
            <SecurityIdInput />
            <input type="hidden" name="returnTo" value="/account/settings#language" />
            <fieldset className="plain-fieldset" aria-describedby="language-text">
              <legend className="visually-hidden" lang={common.lang('language.label')}>{common.t('language.label')}</legend>
              <p id="language-text" lang={lang('settings.languageText')}>{t('settings.languageText')}</p>
              {STORED_LANGUAGES.map((option) => (
                <label key={option} className="filter-option" lang={option}>
                  <input type="radio" name="lng" value={option} defaultChecked={language === option} />
                  {common.t(`language.${option}`)}
                </label>
              ))}
            </fieldset>
            <div className="button-row">
              <button type="submit" className="button button-secondary" lang={lang('settings.languageSave')}>{t('settings.languageSave')}</button>
            </div>
          </Form>
        </section>

        <section className="settings-section" id="opportunity-digest" aria-labelledby="opportunity-digest-title">
          <h2 id="opportunity-digest-title" lang={lang('settings.digestTitle')}>{t('settings.digestTitle')}</h2>
          <Form method="post" action="/account/settings" className="stack">
            <SecurityIdInput />
            <input type="hidden" name="intent" value="opportunity-digest" />
            <p id="opportunity-digest-text" lang={lang('settings.digestText')}>{t('settings.digestText')}</p>
            <div className="field field-checkbox">
              <input type="checkbox" id="opportunity-digest-on" name="opportunityDigest" defaultChecked={digest} aria-describedby="opportunity-digest-text" />
              <label htmlFor="opportunity-digest-on" lang={lang('settings.digestLabel')}>{t('settings.digestLabel')}</label>
            </div>
            <div>
              <button type="submit" className="button button-secondary" disabled={busy} lang={lang('settings.digestSave')}>{t('settings.digestSave')}</button>
            </div>
          </Form>
        </section>

        <section className="settings-section" id="delete-account" aria-labelledby="delete-account-title">
          <h2 id="delete-account-title" lang={lang('settings.deleteTitle')}>{t('settings.deleteTitle')}</h2>
          <p lang={lang('settings.deleteText', { days })}>{t('settings.deleteText', { days })}</p>
          <ErrorSummary form={deleteForm} fields={deleteFields} />
          <RequiredNote />
          <Form method="post" {...getFormProps(deleteForm)} noValidate>
            <SecurityIdInput />
            <input type="hidden" name="intent" value="delete-validate" />
            <fieldset disabled={busy} className="plain-fieldset stack">
              <TextareaField label={m('settings.reason')} meta={deleteFields.reason} counter={255} />
              <Field label={m('settings.email')} meta={deleteFields.email} type="email" inputProps={{ autoComplete: 'email' }} />
              <Field label={m('settings.deletePassword')} meta={deleteFields.password} type="password" inputProps={{ autoComplete: 'current-password' }} />
              <button type="submit" id="delete-account-submit" className="button button-danger" lang={lang('settings.deleteSubmit')}>{t('settings.deleteSubmit')}</button>
            </fieldset>
          </Form>
        </section>
      </BehindModal>
    </div>
  )
}
