import { getCollectionProps, getFormProps } from '@conform-to/react'
import type { FieldMetadata, SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import { CONSIDER_ANSWERS, HEARD_ANSWERS, USEFUL_MAX, USEFUL_MIN } from '~/domain/voice/voice'
import { CheckboxGroup, ErrorSummary, RequiredNote } from './field'
import { SecurityIdInput } from './security-id'
import { useLazyForm } from '~/utils/lazy-form'
import { voiceValidation } from './voice-validation'

type Option = { id: string; title: string; lang?: string }

/** One question's choices as radio buttons under a legend: no JavaScript needed, any assistive technology. */
function RadioQuestion({ legend, hint, meta, options }: { legend: ReactNode; hint?: ReactNode; meta: FieldMetadata<unknown>; options: Option[] }) {
  const invalid = Boolean(meta.errors?.length)
  const inputs = getCollectionProps(meta as FieldMetadata<string>, { type: 'radio', options: options.map((option) => option.id) })
  return (
    <CheckboxGroup legend={legend} meta={meta} id={`${meta.id}-group`} required>
      {hint ? <p className="field-hint">{hint}</p> : null}
      {inputs.map(({ key, required: _required, ...props }, index) => (
        <div className="field-checkbox" key={key}>
          <input {...props} aria-invalid={invalid || undefined} />
          <label htmlFor={props.id} lang={options[index].lang}>{options[index].title}</label>
        </div>
      ))}
    </CheckboxGroup>
  )
}

/** The students' voice survey: three questions, every one required; a refused post keeps every choice made. */
export function VoiceForm({ action, lastResult }: { action: string; lastResult?: SubmissionResult<string[]> }) {
  const { t, lang } = useT('voice')
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useLazyForm(voiceValidation, {
    id: 'voice-form',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const choice = (key: string, id: string): Option => ({ id, title: t(key), lang: lang(key) })
  const useful = Array.from({ length: USEFUL_MAX - USEFUL_MIN + 1 }, (_, index) => String(USEFUL_MIN + index))
  const text = (key: string) => <span lang={lang(key)}>{t(key)}</span>
  return (
    <>
      <ErrorSummary form={form} fields={fields} ns={['voice', 'validation']} />
      <Form method="post" action={action} {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <RequiredNote />
        <fieldset disabled={busy} className="plain-fieldset stack">
          <RadioQuestion legend={text('questions.heardNewJob')} meta={fields.heardNewJob} options={HEARD_ANSWERS.map((id) => choice(`answers.${id}`, id))} />
          <RadioQuestion legend={text('questions.usefulness')} hint={text('questions.usefulnessHint')} meta={fields.usefulness} options={useful.map((id) => choice(`useful.${id}`, id))} />
          <RadioQuestion legend={text('questions.wouldConsider')} meta={fields.wouldConsider} options={CONSIDER_ANSWERS.map((id) => choice(`answers.${id}`, id))} />
          <div>
            <button type="submit" className="button button-primary" lang={lang('submit')}>{t('submit')}</button>
          </div>
        </fieldset>
      </Form>
    </>
  )
}
