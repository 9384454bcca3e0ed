import { Form } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from './alert'
import { SecurityIdInput } from './security-id'

/** On a programme session's invitation: the presenter's consent to its recording, asked with Accept (decision 0089). */
export function RecordingConsentCheckbox() {
  const { t, lang } = useT('invitations')
  return (
    <div className="field field-checkbox">
      <input type="checkbox" id="recording-consent-box" name="recordingConsent" value="1" aria-describedby="recording-consent-hint" />
      <label htmlFor="recording-consent-box" lang={lang('recordings.askLabel')}>{t('recordings.askLabel')}</label>
      <p id="recording-consent-hint" className="field-hint" lang={lang('recordings.askHint')}>{t('recordings.askHint')}</p>
    </div>
  )
}

/**
 * An accepted presenter's consent to the session's recording, and the one button that changes it: withdrawing hides
 * any recording of the session from the library at once. A plain post, with JavaScript on or off.
 */
export function RecordingConsent({ consented, changed }: { consented: boolean; changed: string | null }) {
  const { t, lang } = useT('invitations')
  const text = useMarkedText('invitations')
  const state = consented ? 'recordings.given' : 'recordings.notGiven'
  return (
    <section className="panel" aria-labelledby="recording-consent" id="recording-consent-section">
      <h2 id="recording-consent" lang={lang('recordings.title')}>{t('recordings.title')}</h2>
      {changed ? <Alert type="success" title={text(changed === 'consentGiven' ? 'recordings.givenNow' : 'recordings.withdrawnNow')} focusOnLoad /> : null}
      <p lang={lang(state)}>{t(state)}</p>
      <Form method="post">
        <SecurityIdInput />
        <input type="hidden" name="intent" value="consent" />
        <button type="submit" name="consent" value={consented ? 'withdraw' : 'give'} className="button button-secondary" lang={lang(consented ? 'recordings.withdraw' : 'recordings.give')}>
          {t(consented ? 'recordings.withdraw' : 'recordings.give')}
        </button>
      </Form>
    </section>
  )
}
