import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { translateError } from '~/i18n/messages'
import { CharacterCounter, COUNTER_MAX } from './character-counter'

type Meta = FieldMetadata<string | undefined | null> | FieldMetadata<unknown>

/** Error messages of a field. They are i18n keys or already-translated text. */
export function ErrorList({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation('validation')
  if (!errors?.length) return null
  return (
    <ul id={id} className="field-errors">
      {errors.map((error) => (
        <li key={error}>{translateError(t, error)}</li>
      ))}
    </ul>
  )
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
      <label htmlFor={meta.id}>{label}</label>
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
  return (
    <div className={`field${meta.errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={meta.id}>{label}</label>
      {hint ? <p id={hintId} className="field-hint">{hint}</p> : null}
      <textarea
        key={key}
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
      <label htmlFor={meta.id}>{label}</label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** A choice as the select and checkbox-group fields show it. */
export type Option = { id: string | number; title: string }

/** A labelled select with a placeholder option, wired to conform like Field. */
export function SelectField({
  label, meta, options, placeholder, disabled, selectProps,
}: {
  label: ReactNode
  meta: Meta
  options: Option[]
  placeholder: string
  disabled?: boolean
  selectProps?: React.SelectHTMLAttributes<HTMLSelectElement>
}) {
  const { key, ...props } = getSelectProps(meta as FieldMetadata<string>, { ariaAttributes: true })
  return (
    <div className={`field${meta.errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={meta.id}>{label}</label>
      <select key={key} {...props} {...selectProps} disabled={disabled} aria-describedby={describedBy(meta)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>{option.title}</option>
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
}

/** Checkboxes in a fieldset under one legend, with the group's errors after them. */
export function CheckboxGroup({ legend, meta, scroll, id, children }: CheckboxGroupProps) {
  const invalid = Boolean(meta.errors?.length)
  return (
    <fieldset className={`field checkbox-group${invalid ? ' field-invalid' : ''}`} aria-describedby={invalid ? meta.errorId : undefined} id={id}>
      <legend>{legend}</legend>
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
      {inputs.map(({ key, ...props }, index) => (
        <div className="field-checkbox" key={key}>
          <input {...props} aria-invalid={invalid || undefined} />
          <label htmlFor={props.id}>{options[index].title}</label>
        </div>
      ))}
    </CheckboxGroup>
  )
}
