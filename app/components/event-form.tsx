import { getFormProps } from '@conform-to/react'
import type { FieldMetadata, FormMetadata, SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMarkedText } from '~/i18n/marked-text'
import { useLazyForm } from '~/utils/lazy-form'
import type { LazyValidation } from '~/utils/lazy-form'
import { useHydrated } from '~/utils/use-hydrated'
import { DefaultSubmit, ErrorSummary, RequiredNote } from './field'
import { useUnsavedChangesWarning } from './profile-form-fields'
import { SecurityIdInput } from './security-id'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EventFields = Record<string, FieldMetadata<any, any, any>>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EventFormMeta = FormMetadata<any, any>

type EventFormProps = {
  id: string
  /** The screen's validation (./form-validation): its constraints, and zod with the shared schema loaded on demand. */
  schema: LazyValidation
  defaultValue: Record<string, string | string[] | null | undefined>
  lastResult?: SubmissionResult<string[]> | null
  /** Catalogue texts as nodes (useMarkedText), so a fallback is marked English. */
  submitLabel: ReactNode
  back?: { href: string; label: ReactNode }
  children: (fields: EventFields, form: EventFormMeta, hydrated: boolean) => ReactNode
  /** Runs before a valid submission leaves (e.g. the region-change confirmation); return false to hold it. */
  beforeSubmit?: (element: HTMLFormElement, form: EventFormMeta) => boolean
}

/**
 * An event form: the shared schema validates in the browser (on blur, then on input) and again on the
 * server; without JavaScript it is a plain post that comes back with everything typed and the messages.
 * Leaving with unsaved edits warns ('Changes you've made to your event will not be saved'), except through
 * the submit button.
 */
export function EventForm({ id, schema, defaultValue, lastResult, submitLabel, back, children, beforeSubmit }: EventFormProps) {
  const { t } = useTranslation('events')
  const text = useMarkedText('events')
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const [form, fields] = useLazyForm(schema, {
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: (event, { submission }) => {
      if (submission?.status === 'success' && beforeSubmit && !beforeSubmit(event.currentTarget, form)) event.preventDefault()
    },
  })
  useUnsavedChangesWarning(id, t('pages.form.unsavedChanges'))
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') == null
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="stack event-form">
      {/* Enter in a text field saves the step (the first submit button is the form's default). */}
      {hydrated ? null : <DefaultSubmit />}
      <SecurityIdInput />
      <ErrorSummary form={form} fields={fields} title={text('pages.form.errorSummary')} ns="events" />
      <RequiredNote />
      <fieldset disabled={submitting} className="plain-fieldset stack">
        {children(fields, form, hydrated)}
      </fieldset>
      <div className="button-row form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={submitting}
          aria-busy={submitting || undefined}
          // Keeps focus in the field being left: its message would appear on blur and move this button from under the pointer.
          onMouseDown={(event) => event.preventDefault()}
        >
          {submitting ? <span className="spinner" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
        {back ? <Link className="button button-secondary" to={back.href}>{back.label}</Link> : null}
      </div>
    </Form>
  )
}
