import { Form } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from './alert'
import { SecurityIdInput } from './security-id'

/**
 * The setting that turns emails about new messages off (issue 52): a checkbox and Save, posted to /account/message-emails,
 * which returns to `returnTo`. On account settings (role models) and on the thread pages (teachers have no settings page).
 */
export function MessageEmailsForm({ on, returnTo, saved }: { on: boolean; returnTo: string; saved?: boolean }) {
  const { t, lang } = useT('account')
  const text = useMarkedText('account')
  return (
    <section className="settings-section" id="message-emails" aria-labelledby="message-emails-title">
      <h2 id="message-emails-title" lang={lang('messageEmails.title')}>{t('messageEmails.title')}</h2>
      {saved ? <Alert type="success" title={text('messageEmails.saved')} /> : null}
      <Form method="post" action="/account/message-emails" reloadDocument className="stack">
        <SecurityIdInput />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="field field-checkbox">
          <label>
            <input type="checkbox" name="messageEmails" defaultChecked={on} aria-describedby="message-emails-hint" />{' '}
            <span lang={lang('messageEmails.label')}>{t('messageEmails.label')}</span>
          </label>
          <p id="message-emails-hint" className="field-hint" lang={lang('messageEmails.hint')}>{t('messageEmails.hint')}</p>
        </div>
        <button type="submit" className="button button-secondary" lang={lang('messageEmails.save')}>{t('messageEmails.save')}</button>
      </Form>
    </section>
  )
}
