import { getFormProps } from '@conform-to/react'
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
import { STORED_LANGUAGES } from '~/domain/accounts/language'
import { accountSettingsAction, accountSettingsLoader } from '~/routes/__account-settings.server'
import { changePasswordSchema } from '~/domain/accounts/passwords.schema'
import { updateEmailSchema } from '~/domain/accounts/update-email.schema'
import { MessageEmailsForm } from '~/components/message-emails-form'
import type { ModalPageHandle } from '~/utils/modal-page'
import type { TitleHandle } from '~/components/page-title'
import { useFocusOnToggle } from '~/utils/focus'

/** ?confirm-delete (after the form checked out) shows the confirmation modal over the settings. */
export const handle: ModalPageHandle & TitleHandle = {
  title: 'titles.accountSettings',
  modalPage: ({ data }) => Boolean((data as { confirming?: boolean } | undefined)?.confirming),
}

export const loader = accountSettingsLoader
export const action = accountSettingsAction

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
