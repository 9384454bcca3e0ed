import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { useForm } from '~/utils/use-form'
import { Form, Link, useActionData, useNavigate, useNavigation, useSearchParams } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '~/components/alert'
import { DateField } from '~/components/date-field'
import { CheckboxField, ErrorList, ErrorSummary, Field, RequiredNote, SelectField, TextareaField } from '~/components/field'
import { InfoAccordion } from '~/components/info-accordion'
import { Modal } from '~/components/modal'
import { MultiSelect } from '~/components/multi-select'
import { PasswordField } from '~/components/password-field'
import { SecurityIdInput } from '~/components/security-id'
import { TabBar } from '~/components/tab-bar'
import { VideoModal } from '~/components/video-modal'
import { EXAMPLE_MODAL_CLOSE_MS, tabPath } from '~/domain/style-guide/tabs'
import { useLazyForm } from '~/utils/lazy-form'
import { playgroundValidation } from './playground-validation'

/** The example video (the provider's own player demonstration) and where its transcript is. */
const EXAMPLE_VIDEO_ID = 'M7lc1UVf-VE'
const TRANSCRIPT_ID = 'example-transcript'

function useExampleLanguages() {
  const { t } = useTranslation('styleguide')
  // The catalogue keeps lists as numbered keys (exampleLanguages.0, .1, …), each editable on its own.
  const titles = Object.values(t('exampleLanguages', { returnObjects: true }) as Record<string, string>)
  return titles.map((title, index) => ({ id: String(index + 1), title }))
}

export function AlertsTab() {
  const { t } = useTranslation('styleguide')
  return (
    <>
      <h2>{t('alerts.heading')}</h2>
      <Alert type="success" title={t('alerts.successTitle')}><p>{t('alerts.successBody')}</p></Alert>
      <Alert type="warning" title={t('alerts.warningTitle')}><p>{t('alerts.warningBody')}</p></Alert>
      <Alert type="danger" title={t('alerts.dangerTitle')}><p>{t('alerts.dangerBody')}</p></Alert>
      <h2>{t('buttons.heading')}</h2>
      <div className="button-row style-guide-row">
        <button type="button" className="button button-primary">{t('buttons.primary')}</button>
        <button type="button" className="button button-secondary">{t('buttons.secondary')}</button>
        <button type="button" className="button button-danger">{t('buttons.danger')}</button>
        <button type="button" className="button button-primary" disabled>{t('buttons.disabled')}</button>
        <button type="button" className="button button-primary" disabled aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          {t('buttons.loading')}
        </button>
      </div>
      <div className="button-row style-guide-row">
        <button type="button" className="link-button">{t('buttons.linkButton')}</button>
        <Link to={tabPath('fields')} className="button button-secondary">{t('buttons.linkAsButton')}</Link>
      </div>
    </>
  )
}

// The fields' example states: what a failed submit leaves (so the error styles show without submitting anything).
const FIELD_EXAMPLES: SubmissionResult<string[]> = {
  status: 'error',
  initialValue: { Name: 'Mere Tester', Email: 'mere@', Interest: '', CounterWarning: 'a'.repeat(950), CounterOver: 'a'.repeat(1001) },
  error: { Email: ['validation:emailInvalid'], Interest: ['contact.interestRequired'], Agree: ['validation:termsRequired'], CounterOver: ['validation:tooLong|{"max":1000}'] },
}

export function FieldsTab() {
  const { t } = useTranslation('styleguide')
  const { t: tCommon } = useTranslation()
  const [, fields] = useForm({ id: 'style-guide-fields', lastResult: FIELD_EXAMPLES })
  const interests = ['role-model', 'school', 'other'].map((id) => ({ id, title: tCommon(`contact.interests.${id}`) }))
  return (
    <>
      <h2>{t('fields.heading')}</h2>
      <p>{t('fields.intro')}</p>
      {/* Examples only: this form is never sent. */}
      <form className="stack narrow" noValidate onSubmit={(event) => event.preventDefault()}>
        <Field label={t('fields.name')} meta={fields.Name} hint={t('fields.nameHint')} inputProps={{ autoComplete: 'name' }} />
        <Field label={t('fields.email')} meta={fields.Email} type="email" inputProps={{ autoComplete: 'email' }} />
        <PasswordField label={t('fields.password')} meta={fields.Password} hint={t('fields.passwordHint')} inputProps={{ autoComplete: 'new-password' }} />
        <SelectField label={t('fields.interest')} meta={fields.Interest} options={interests} placeholder={t('fields.interestPlaceholder')} />
        <CheckboxField label={t('fields.agree')} meta={fields.Agree} />
        <h3>{t('fields.counterHeading')}</h3>
        <p>{t('fields.counterIntro')}</p>
        <TextareaField label={t('fields.counterEmpty')} meta={fields.CounterEmpty} counter textareaProps={{ rows: 2 }} />
        <TextareaField label={t('fields.counterWarning')} meta={fields.CounterWarning} counter textareaProps={{ rows: 2 }} />
        <TextareaField label={t('fields.counterOver')} meta={fields.CounterOver} counter textareaProps={{ rows: 2 }} />
      </form>
    </>
  )
}

export function ChoosersTab({ today }: { today: string }) {
  const { t } = useTranslation('styleguide')
  const languages = useExampleLanguages()
  const [report, setReport] = useState('')
  const [, fields] = useForm({ id: 'style-guide-dates' })
  return (
    <>
      <h2>{t('choosers.multiSelectHeading')}</h2>
      <p>{t('choosers.multiSelectIntro')}</p>
      <form className="stack narrow" noValidate onSubmit={(event) => event.preventDefault()}>
        <MultiSelect
          name="Languages"
          legend={t('choosers.languages')}
          options={languages}
          defaultValue={['2']}
          onClose={({ changed }) => setReport(changed ? t('choosers.changed') : t('choosers.unchanged'))}
        />
        <p className="muted" aria-live="polite">{report}</p>
      </form>
      <h2>{t('choosers.datePickerHeading')}</h2>
      <p>{t('choosers.datePickerIntro')}</p>
      <form className="stack narrow" noValidate onSubmit={(event) => event.preventDefault()}>
        <DateField label={t('choosers.eventDate')} meta={fields.EventDate} today={today} />
        <DateField label={t('choosers.birthDate')} meta={fields.AnyDate} today={today} allowPast />
      </form>
    </>
  )
}

const EXAMPLE_TABS = ['upcoming', 'completed', 'cancelled'] as const

export function DisclosuresTab() {
  const { t } = useTranslation('styleguide')
  const [search] = useSearchParams()
  const chosen = EXAMPLE_TABS.find((tab) => tab === search.get('example')) ?? 'upcoming'
  const href = (tab: string) => (tab === 'upcoming' ? tabPath('disclosures') : `${tabPath('disclosures')}?example=${tab}`)
  return (
    <>
      <h2>{t('disclosures.accordionHeading')}</h2>
      <div className="stack narrow">
        <InfoAccordion title={t('disclosures.accordionOne')} open>
          <p>{t('disclosures.accordionOneBody')}</p>
        </InfoAccordion>
        <InfoAccordion title={t('disclosures.accordionTwo')}>
          <p>{t('disclosures.accordionTwoBody')}</p>
        </InfoAccordion>
      </div>
      <h2>{t('disclosures.tabBarHeading')}</h2>
      <p>{t('disclosures.tabBarIntro')}</p>
      <TabBar
        label={t('disclosures.exampleTabsLabel')}
        tabs={EXAMPLE_TABS.map((tab) => ({ to: href(tab), label: t(`disclosures.exampleTabs.${tab}`), current: tab === chosen }))}
      />
      <p>{t('disclosures.exampleTabShowing', { tab: t(`disclosures.exampleTabs.${chosen}`) })}</p>
    </>
  )
}

export function ModalsTab() {
  const { t } = useTranslation('styleguide')
  return (
    <>
      <h2>{t('modals.modalHeading')}</h2>
      <p>{t('modals.modalIntro')}</p>
      <p>
        <Link to="?modal=example" className="button button-primary" preventScrollReset>{t('modals.openModal')}</Link>
      </p>
      <h2>{t('modals.videoHeading')}</h2>
      <p>{t('modals.videoIntro')}</p>
      <p>
        <Link to="?modal=video" className="button button-primary" preventScrollReset>{t('modals.openVideo')}</Link>
      </p>
      <h3 id={TRANSCRIPT_ID} tabIndex={-1}>{t('modals.transcriptHeading')}</h3>
      <p>{t('modals.transcriptBody')}</p>
    </>
  )
}

/** The modals tab's dialogs, opened by the address (?modal=example or ?modal=video) so they work without JavaScript too. */
export function StyleGuideModal({ which }: { which: string }) {
  const { t } = useTranslation('styleguide')
  const closeHref = tabPath('modals')
  if (which === 'video') {
    return <VideoModal videoId={EXAMPLE_VIDEO_ID} title={t('modals.videoTitle')} transcriptHref={`${closeHref}#${TRANSCRIPT_ID}`} closeHref={closeHref} />
  }
  if (which === 'example') return <ExampleModal closeHref={closeHref} />
  return null
}

/** The spec's example modal: closes by itself after 3 seconds (with JavaScript; without it, it is a page with a close link). */
function ExampleModal({ closeHref }: { closeHref: string }) {
  const { t } = useTranslation('styleguide')
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate(closeHref, { preventScrollReset: true }), EXAMPLE_MODAL_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [navigate, closeHref])
  return (
    <Modal title={t('modals.modalTitle')} closeHref={closeHref} size="small">
      <p>{t('modals.modalBody')}</p>
    </Modal>
  )
}

export function PlaygroundTab({ today }: { today: string }) {
  const { t } = useTranslation('styleguide')
  const languages = useExampleLanguages()
  const lastResult = useActionData<{ result: SubmissionResult<string[]> }>()?.result
  const [search] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useLazyForm(playgroundValidation, {
    id: 'style-guide-playground',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <>
      <h2>{t('playground.heading')}</h2>
      <p>{t('playground.intro')}</p>
      {search.get('valid') && !lastResult ? <Alert type="success" title={t('playground.valid')} /> : null}
      <div className="narrow">
        <ErrorSummary form={form} fields={fields} />
        <RequiredNote />
        <Form method="post" className="stack" {...getFormProps(form)}>
          <SecurityIdInput />
          <fieldset disabled={busy} className="plain-fieldset stack">
            <Field label={t('fields.email')} meta={fields.Email} type="email" inputProps={{ autoComplete: 'email' }} />
            <PasswordField label={t('fields.password')} meta={fields.Password} inputProps={{ autoComplete: 'off' }} />
            <TextareaField label={t('playground.message')} meta={fields.Message} counter textareaProps={{ rows: 3 }} />
            <div id={`${fields.Languages.id}-group`}>
              <MultiSelect name={fields.Languages.name} legend={t('choosers.languages')} options={languages} defaultValue={([] as string[]).concat((fields.Languages.initialValue as string | string[] | undefined) ?? [])} />
              <ErrorList id={fields.Languages.errorId} errors={fields.Languages.errors} />
            </div>
            <DateField label={t('choosers.eventDate')} meta={fields.Date} today={today} />
            <div>
              <button type="submit" className="button button-primary">{t('playground.submit')}</button>
            </div>
          </fieldset>
        </Form>
      </div>
    </>
  )
}
