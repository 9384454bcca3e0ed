import { getInputProps, getTextareaProps } from '@conform-to/react'
import type { FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
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

/** Messages travel as `key` or `key|{"param":"value"}` so server and browser share one text per rule. */
export function translateError(t: (key: string, options?: Record<string, unknown>) => string, error: string): string {
  const [key, params] = error.split('|')
  return t(key, params ? JSON.parse(params) : undefined)
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
