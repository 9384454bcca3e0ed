import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { formConstraint } from '~/utils/constraint'
import type { ProfileOptions } from '~/domain/profiles/profiles.server'
import { basicInformationSchema, editProfileSchema, yourJourneySchema } from '~/domain/profiles/profile.schema'
import { useHydrated } from '~/utils/use-hydrated'
import { DefaultSubmit, ErrorSummary, RequiredNote } from './field'
import { BasicInformationFields, JourneyFields, useUnsavedChangesWarning } from './profile-form-fields'
import { SecurityIdInput } from './security-id'
import { useSteadyForm } from '~/utils/steady-form'

export type ProfileFormProps = {
  kind: 'basic' | 'journey' | 'edit'
  options: ProfileOptions
  defaults: Record<string, string | string[] | undefined>
  currentPhotoUrl: string | null
  lastResult?: SubmissionResult<string[]> | null
  backHref?: string
}

const schemas = { basic: basicInformationSchema, journey: yourJourneySchema, edit: editProfileSchema }

/** One of the profile forms: create step 1 (basic information), create step 2 (your journey) or edit (both). */
export function ProfileForm({ kind, options, defaults, currentPhotoUrl, lastResult, backHref }: ProfileFormProps) {
  const { t, lang } = useT('profile')
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const schema = schemas[kind]()
  const id = `profile-${kind}`
  const [form, fields] = useSteadyForm({
    id,
    lastResult,
    defaultValue: defaults,
    constraint: formConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  useUnsavedChangesWarning(id, t('form.unsavedChanges'))
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith(`/role-model/profile`)
  const withPhoto = kind !== 'journey'
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      encType={withPhoto ? 'multipart/form-data' : undefined}
      className="stack profile-form"
    >
      {/* Enter in a text field saves the profile, not 'Show districts for this region' (the first submit button is the default). */}
      {hydrated ? null : <DefaultSubmit />}
      <SecurityIdInput />
      <ErrorSummary form={form} fields={fields} />
      <RequiredNote />
      <fieldset disabled={submitting} className="plain-fieldset stack">
      {kind !== 'journey' ? (
        <section aria-labelledby="basic-information" className="form-section">
          {kind === 'edit' ? <h2 id="basic-information" lang={lang('form.basicInformation')}>{t('form.basicInformation')}</h2> : <h2 id="basic-information" className="visually-hidden" lang={lang('form.basicInformation')}>{t('form.basicInformation')}</h2>}
          <BasicInformationFields fields={fields} form={form} options={options} currentPhotoUrl={currentPhotoUrl} hydrated={hydrated} />
        </section>
      ) : null}
      {kind !== 'basic' ? (
        <section aria-labelledby="your-journey" className="form-section">
          {kind === 'edit' ? <h2 id="your-journey" lang={lang('form.yourJourney')}>{t('form.yourJourney')}</h2> : <h2 id="your-journey" className="visually-hidden" lang={lang('form.yourJourney')}>{t('form.yourJourney')}</h2>}
          <JourneyFields fields={fields} options={options} mode={kind === 'edit' ? 'edit' : 'create'} />
        </section>
      ) : null}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={submitting} aria-busy={submitting || undefined} lang={lang(kind === 'basic' ? 'form.next' : kind === 'journey' ? 'form.finish' : 'form.save')}>
          {submitting ? <span className="spinner" aria-hidden="true" /> : null}
          {kind === 'basic' ? t('form.next') : kind === 'journey' ? t('form.finish') : t('form.save')}
        </button>
        {backHref ? <Link className="button button-secondary" to={backHref} lang={lang(kind === 'journey' ? 'form.back' : 'form.cancel')}>{kind === 'journey' ? t('form.back') : t('form.cancel')}</Link> : null}
      </div>
    </Form>
  )
}
