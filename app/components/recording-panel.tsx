import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import type { StaffRecordingView } from '~/domain/recordings/recordings.server'
import { useLazyForm } from '~/utils/lazy-form'
import { Alert } from './alert'
import { ErrorSummary, Field, RequiredNote } from './field'
import { recordingValidation } from './recording-validation'
import { SecurityIdInput } from './security-id'

type Props = { view: StaffRecordingView; ended: boolean; lastResult?: SubmissionResult<string[]> | null; saved: string | null }

/**
 * Staff's recording of a session (issue 53 item 4): each presenter's consent, the recording's form (the provider's
 * video id, an optional transcript address) once the session has ended, whether it shows in the library, and its plays
 * per school. Plain posts, with JavaScript on or off.
 */
export function RecordingPanel({ view, ended, lastResult, saved }: Props) {
  const { t, lang } = useT('staff')
  const text = useMarkedText('staff')
  const navigation = useNavigation()
  const recording = view.recording
  const [form, fields] = useLazyForm(recordingValidation, {
    id: 'recording-form', lastResult, shouldValidate: 'onBlur', shouldRevalidate: 'onInput',
    defaultValue: { VideoId: recording?.videoId ?? '', TranscriptUrl: recording?.transcriptUrl ?? '' },
  })
  return (
    <section aria-labelledby="recording" id="recording-section">
      <h2 id="recording" lang={lang('recordings.title')}>{t('recordings.title')}</h2>
      {saved === 'recording' ? <Alert type="success" title={text('recordings.saved')} focusOnLoad /> : null}
      {saved === 'recordingRemoved' ? <Alert type="success" title={text('recordings.removed')} focusOnLoad /> : null}
      <h3 lang={lang('recordings.consents')}>{t('recordings.consents')}</h3>
      {view.consents.length ? (
        <ul className="plain-list">
          {view.consents.map((presenter, index) => (
            <li key={index}>
              {presenter.name} — <span lang={lang(presenter.consented ? 'recordings.consented' : 'recordings.notConsented')}>{t(presenter.consented ? 'recordings.consented' : 'recordings.notConsented')}</span>
            </li>
          ))}
        </ul>
      ) : <p className="muted" lang={lang('recordings.noPresenters')}>{t('recordings.noPresenters')}</p>}
      {recording ? (
        <>
          <p lang={lang(recording.consented ? 'recordings.shown' : 'recordings.hidden')}>{t(recording.consented ? 'recordings.shown' : 'recordings.hidden')}</p>
          <p lang={lang('recordings.plays')}>{t('recordings.plays', { count: recording.plays })}</p>
          {recording.schools.length ? (
            <table className="table">
              <caption lang={lang('recordings.playsBySchool')}>{t('recordings.playsBySchool')}</caption>
              <thead><tr><th scope="col" lang={lang('recordings.school')}>{t('recordings.school')}</th><th scope="col" lang={lang('recordings.schoolPlays')}>{t('recordings.schoolPlays')}</th></tr></thead>
              <tbody>{recording.schools.map((school, index) => <tr key={index}><td>{school.name}</td><td>{school.plays}</td></tr>)}</tbody>
            </table>
          ) : null}
        </>
      ) : null}
      {ended ? (
        <>
          <ErrorSummary form={form} fields={fields} ns={['staff', 'validation']} />
          <Form method="post" {...getFormProps(form)} action="?#recording" noValidate>
            <SecurityIdInput />
            <input type="hidden" name="intent" value="recording" />
            <RequiredNote />
            <Field label={text('recordings.fields.VideoId')} meta={fields.VideoId} hint={text('recordings.fields.VideoIdHint')} inputProps={{ autoComplete: 'off', spellCheck: false }} />
            <Field label={text('recordings.fields.TranscriptUrl')} meta={fields.TranscriptUrl} hint={text('recordings.fields.TranscriptUrlHint')} inputProps={{ inputMode: 'url', autoComplete: 'off' }} />
            <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'} lang={lang(recording ? 'recordings.change' : 'recordings.add')}>{t(recording ? 'recordings.change' : 'recordings.add')}</button>
          </Form>
          {recording ? (
            <Form method="post" action="?#recording">
              <SecurityIdInput />
              <button type="submit" name="intent" value="remove-recording" className="button button-secondary" lang={lang('recordings.remove')}>{t('recordings.remove')}</button>
            </Form>
          ) : null}
        </>
      ) : <p className="muted" lang={lang('recordings.afterEnd')}>{t('recordings.afterEnd')}</p>}
    </section>
  )
}
