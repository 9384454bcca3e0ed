import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import type { InputHTMLAttributes, MouseEvent, ReactNode, TextareaHTMLAttributes } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { errorKey, translateError } from '~/i18n/messages'
import { useHydrated } from '~/utils/use-hydrated'
import { useCountErrorSummary } from '~/utils/failed-submit'
import { CharacterCounter, COUNTER_MAX } from './character-counter'

type Meta = FieldMetadata<string | undefined | null> | FieldMetadata<unknown>

/** Error messages of a field. They are i18n keys or already-translated text. */
export function ErrorList({ id, errors }: { id: string; errors?: string[] }) {
  const { t, lang } = useT('validation')
  if (!errors?.length) return null
  return (
    <ul id={id} className="field-errors">
      {errors.map((error) => {
        // Marked English where the page's language falls back to it (decision 0022).
        const { key, options } = errorKey(error)
        return <li key={error} lang={lang(key, options)}>{translateError(t, error)}</li>
      })}
    </ul>
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = FormMetadata<any, string[]>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFields = Record<string, FieldMetadata<any, any, string[]>>

/**
 * The id of a field's label (or a group's legend): where an error summary's link leads without JavaScript. The
 * fragment moves the keyboard's starting point there, so the next Tab is the field itself.
 */
export const labelId = (fieldId: string) => `${fieldId}-label`

/** The element a summary link leads to: the field, or the first control of a group of checkboxes. */
function fieldElement(id: string): HTMLElement | null {
  const element = document.getElementById(id)
  if (element && element.tagName !== 'FIELDSET') return element
  return (element ?? document.getElementById(`${id}-group`))?.querySelector<HTMLElement>('input, select, textarea') ?? element
}

/**
 * After a failed submit, a summary at the top of the form: the errors that belong to no field, then a link to each
 * invalid field. It carries the form's error id (the form's aria-describedby points at it). Without JavaScript the
 * page comes back from the server with it and `autofocus` moves focus (and screen readers) to it on load; with
 * JavaScript the first invalid field takes the focus (conform), or the summary does when no field is at fault.
 * It stays until the next submit, following the errors as they are fixed.
 */
export function ErrorSummary({ form, fields, title, ns = 'validation' }: { form: AnyForm; fields?: AnyFields; title?: ReactNode; ns?: string | string[] }) {
  const { t, lang } = useT(ns)
  const common = useMarkedText('common')
  const hydrated = useHydrated()
  const ref = useRef<HTMLDivElement>(null)
  const [submitted, setSubmitted] = useState(form.status === 'error')
  useEffect(() => {
    if (form.status === 'error') setSubmitted(true)
  }, [form.status])
  const formErrors = (form.errors ?? []).map((error) => translateError(t, error))
  const fieldErrors = Object.entries(form.allErrors)
    .filter(([name, messages]) => name !== '' && fields?.[name] && messages.length)
    .map(([name, messages]) => {
      const { key, options } = errorKey(messages[0])
      return { id: fields![name].id, text: translateError(t, messages[0]), lang: lang(key, options) }
    })
  // Moves to the summary when a failed submit has only errors of the form as a whole (a field would take focus otherwise).
  const signature = form.status === 'error' && !fieldErrors.length ? formErrors.join('\n') : ''
  useEffect(() => {
    if (signature && hydrated) {
      ref.current?.scrollIntoView?.({ block: 'nearest' })
      ref.current?.focus()
    }
  }, [signature, hydrated])
  const shown = formErrors.length > 0 || ((submitted || form.status === 'error') && fieldErrors.length > 0)
  // The page title says so while it shows (decision 0043).
  useCountErrorSummary(shown)
  if (!shown) return null
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = fieldElement(id)
    if (!target) return
    event.preventDefault()
    target.scrollIntoView?.({ block: 'center' })
    target.focus()
  }
  return (
    // autofocus is what announces a failed submit without JavaScript (the server's page opens on the summary).
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div ref={ref} id={form.errorId} className="alert alert-danger error-summary" role="alert" tabIndex={-1} autoFocus={!hydrated}>
      <p className="alert-title">{title ?? common('errors.summaryTitle')}</p>
      {/* Errors of the whole form read as one sentence (spec: joined by commas); each field's error links to it. */}
      {formErrors.length ? <p className="error-summary-text" lang={lang((form.errors ?? []).map((error) => errorKey(error).key))}>{formErrors.join(', ')}</p> : null}
      {fieldErrors.length ? (
        <ul className="error-summary-list">
          {fieldErrors.map((error) => (
            <li key={error.id}><a href={`#${labelId(error.id)}`} onClick={(event) => goTo(event, error.id)} lang={error.lang}>{error.text}</a></li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * The error summary of a form that is not a conform form (one choice or one field answered by the server as
 * `{ error }`): the same box as ErrorSummary, a link to each field at fault. Without JavaScript it takes the focus on
 * load (autofocus); with JavaScript the form focuses its field itself, as conform does. It counts itself for the page
 * title (decision 0043). Errors are catalogue keys or translated text, in the given namespace.
 */
export function FieldErrorSummary({ errors, ns = 'validation' }: { errors: { fieldId: string; error: string }[]; ns?: string | string[] }) {
  const { t, lang } = useT(ns)
  const common = useMarkedText('common')
  const hydrated = useHydrated()
  useCountErrorSummary(errors.length > 0)
  if (!errors.length) return null
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className="alert alert-danger error-summary" role="alert" tabIndex={-1} autoFocus={!hydrated}>
      <p className="alert-title">{common('errors.summaryTitle')}</p>
      <ul className="error-summary-list">
        {errors.map(({ fieldId, error }) => {
          const { key, options } = errorKey(error)
          return (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                onClick={(event) => {
                  const target = document.getElementById(fieldId)
                  if (!target) return
                  event.preventDefault()
                  target.scrollIntoView?.({ block: 'center' })
                  target.focus()
                }}
                lang={lang(key, options)}
              >
                {translateError(t, error)}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/**
 * The visible mark of a required field. The control itself says so to assistive technology (`required`), so the
 * mark is hidden from it; a group of checkboxes (which has no such attribute) says it in words instead.
 */
export function RequiredMark({ inWords }: { inWords?: boolean }) {
  const { t, lang } = useT()
  return (
    <>
      {/* The star is drawn by CSS: it is no part of the label's text (so 'Email' stays 'Email' to every tool). */}
      <span className="required" aria-hidden="true" />
      {inWords ? <span className="visually-hidden" lang={lang('form.required')}> ({t('form.required')})</span> : null}
    </>
  )
}

/** 'Fields marked with * are required.' at the top of a form that marks its required fields. */
export function RequiredNote() {
  const { t, lang } = useT()
  return <p className="required-note" lang={lang('form.requiredNote')}>{t('form.requiredNote')}</p>
}

/**
 * Enter in a text field submits a form with its default button, the first submit button in tree order. A form whose
 * primary action is not its first submit button (e.g. a 'Show districts' button without JavaScript) starts with this
 * copy of it, out of sight and out of the focus order.
 */
export function DefaultSubmit({ name, value }: { name?: string; value?: string }) {
  return <button type="submit" name={name} value={value} className="visually-hidden" tabIndex={-1} aria-hidden="true" />
}

function describedBy(meta: Meta, hintId?: string, extra?: string) {
  return [meta.errors?.length ? meta.errorId : null, hintId, extra].filter(Boolean).join(' ') || undefined
}

type FieldProps = {
  label: ReactNode
  meta: Meta
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'date' | 'time' | 'url' | 'search'
  hint?: ReactNode
  inputProps?: InputHTMLAttributes<HTMLInputElement>
  /** Something shown after the input, e.g. a password reveal button. */
  after?: ReactNode
}

/** A labelled input wired to conform: id, name, aria-invalid, aria-describedby and the error list. */
export function Field({ label, meta, type = 'text', hint, inputProps, after }: FieldProps) {
  const hintId = hint ? `${meta.id}-hint` : undefined
  const { key, ...props } = getInputProps(meta as FieldMetadata<string>, { type, ariaAttributes: true })
  return (
    <div className={`field${meta.errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={meta.id} id={labelId(meta.id)}>{label}{meta.required ? <RequiredMark /> : null}</label>
      {hint ? <p id={hintId} className="field-hint">{hint}</p> : null}
      <div className="field-control">
        <input key={key} {...props} {...inputProps} aria-describedby={describedBy(meta, hintId, inputProps?.['aria-describedby'])} />
        {after}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

type TextareaFieldProps = {
  label: ReactNode
  meta: Meta
  hint?: ReactNode
  /** Shows a live character counter against this maximum. */
  counter?: number | boolean
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>
}

export function TextareaField({ label, meta, hint, counter, textareaProps }: TextareaFieldProps) {
  const hintId = hint ? `${meta.id}-hint` : undefined
  const counterId = `${meta.id}-counter`
  const max = typeof counter === 'number' ? counter : COUNTER_MAX
  const { key, ...props } = getTextareaProps(meta as FieldMetadata<string>, { ariaAttributes: true })
  const [length, setLength] = useState(String(meta.initialValue ?? '').length)
  // Conform's reset (a sent message's box emptied) writes the value without an input event, then marks the box with a
  // new `data-conform` (how it tells controls of a change): the counter follows that.
  const box = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new MutationObserver(() => setLength(element.value.length))
    observer.observe(element, { attributes: true, attributeFilter: ['data-conform'] })
    return () => observer.disconnect()
  }, [key])
  return (
    <div className={`field${meta.errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={meta.id} id={labelId(meta.id)}>{label}{meta.required ? <RequiredMark /> : null}</label>
      {hint ? <p id={hintId} className="field-hint">{hint}</p> : null}
      <textarea
        key={key}
        ref={box}
        {...props}
        {...textareaProps}
        onInput={(event) => setLength(event.currentTarget.value.length)}
        aria-describedby={describedBy(meta, hintId, counter ? counterId : undefined)}
      />
      {counter ? <CharacterCounter id={counterId} length={length} max={max} /> : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

type CheckboxFieldProps = { label: ReactNode; meta: Meta; value?: string }

export function CheckboxField({ label, meta, value = '1' }: CheckboxFieldProps) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<string>, { type: 'checkbox', value, ariaAttributes: true })
  return (
    <div className={`field field-checkbox${meta.errors?.length ? ' field-invalid' : ''}`}>
      <input key={key} {...props} aria-describedby={describedBy(meta)} />
      <label htmlFor={meta.id} id={labelId(meta.id)}>{label}{meta.required ? <RequiredMark /> : null}</label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** A choice as the select and checkbox-group fields show it; `lang` 'en' when its title falls back to English. */
export type Option = { id: string | number; title: string; lang?: 'en' }

/** A labelled select with a placeholder option, wired to conform like Field. */
export function SelectField({
  label, meta, options, placeholder, placeholderLang, disabled, selectProps,
}: {
  label: ReactNode
  meta: Meta
  options: Option[]
  placeholder: string
  /** An option holds text only: the placeholder's language goes on the option ('en' where it falls back). */
  placeholderLang?: string
  disabled?: boolean
  selectProps?: React.SelectHTMLAttributes<HTMLSelectElement>
}) {
  const { key, ...props } = getSelectProps(meta as FieldMetadata<string>, { ariaAttributes: true })
  return (
    <div className={`field${meta.errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={meta.id} id={labelId(meta.id)}>{label}{meta.required ? <RequiredMark /> : null}</label>
      <select key={key} {...props} {...selectProps} disabled={disabled} aria-describedby={describedBy(meta)}>
        <option value="" lang={placeholderLang}>{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id} lang={option.lang}>{option.title}</option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

type CheckboxGroupProps = {
  legend: ReactNode
  /** The field whose errors the group shows after its checkboxes. */
  meta: Meta
  /** A scrolling box for long lists. */
  scroll?: boolean
  id?: string
  /** The checkboxes, each a `field-checkbox` of input and label. */
  children: ReactNode
  /** At least one must be ticked (defaults to the field's own constraint). */
  required?: boolean
}

/** Checkboxes in a fieldset under one legend, with the group's errors after them. */
export function CheckboxGroup({ legend, meta, scroll, id, children, required = Boolean(meta.required) }: CheckboxGroupProps) {
  const invalid = Boolean(meta.errors?.length)
  return (
    <fieldset className={`field checkbox-group${invalid ? ' field-invalid' : ''}`} aria-describedby={invalid ? meta.errorId : undefined} id={id}>
      <legend id={labelId(meta.id)}>{legend}{required ? <RequiredMark inWords /> : null}</legend>
      <div className={scroll ? 'checkbox-group-options checkbox-group-scroll' : 'checkbox-group-options'}>{children}</div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}

/** Several choices of one field as checkboxes in a fieldset: works without JavaScript and with any assistive technology. */
export function CheckboxGroupField({ legend, meta, options, scroll }: { legend: ReactNode; meta: Meta; options: Option[]; scroll?: boolean }) {
  const invalid = Boolean(meta.errors?.length)
  const inputs = getCollectionProps(meta as FieldMetadata<string[]>, { type: 'checkbox', options: options.map((o) => String(o.id)) })
  return (
    <CheckboxGroup legend={legend} meta={meta} scroll={scroll} id={`${meta.id}-group`}>
      {/* `required` on each box would ask for every one to be ticked; the legend says one is needed. */}
      {inputs.map(({ key, required: _required, ...props }, index) => (
        <div className="field-checkbox" key={key}>
          <input {...props} aria-invalid={invalid || undefined} />
          <label htmlFor={props.id} lang={options[index].lang}>{options[index].title}</label>
        </div>
      ))}
    </CheckboxGroup>
  )
}
