import { parse, useForm } from '@conform-to/react'
import type { Submission, SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import type { FormConstraint } from '~/utils/constraint'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields' types come from the schema, which loads later
type Values = Record<string, any>
/** A form's browser validation: parseWithZod with its schema, in a module loaded on demand. */
export type FormValidator = (formData: FormData) => Submission<Values, string[]>

/**
 * What a form validates with, without zod in the page's first download (decision 0050): the schema's native constraints
 * (`required`, `maxLength`… as `formConstraint(schema)` finds them, declared beside the schema and held equal to it by a
 * unit test), and a loader of the validator (zod with the schema, about 16 kB gzip), which starts the first time the
 * visitor focuses or presses on the form.
 */
export type LazyValidation = { constraint: FormConstraint; load: () => Promise<FormValidator> }

type FormOptions = Omit<Parameters<typeof useForm<Values, Values, string[]>>[0], 'constraint' | 'onValidate'> & {
  id: string
  lastResult?: SubmissionResult<string[]> | null
}

/** The current errors kept as they are: conform keeps a field's error when a validation answers null for it. */
function keepErrors(formData: FormData): Record<string, string[] | null> {
  return Object.fromEntries(['', ...formData.keys()].map((name) => [name, null]))
}

/** The name of conform's own submissions (a field validated, a list changed): any other is the visitor's. */
const INTENT = '__intent__'

type FormControl = { id: string; validate: (options: { name?: string }) => void }

/** Validates the fields left meanwhile (`pending`, emptied), once the validator is there and no press is under way. */
function validateLeftFields(ready: boolean, pressing: boolean, pending: Set<string>, form: FormControl | null) {
  if (!ready || pressing || !pending.size) return
  const names = [...pending]
  pending.clear()
  // The form may have gone meanwhile (a submission led to another page).
  if (form && document.forms.namedItem(form.id)) for (const name of names) form.validate({ name })
}

/**
 * conform's useForm validating in the browser with a validator loaded on demand. Until it has loaded, a field left is
 * validated once it arrives, and a submission waits for it (at most the chunk's download; should that fail, the
 * submission goes to the server, which validates with the same schema as it does without JavaScript).
 *
 * A field left by pressing the pointer somewhere (the submit button) is validated once the press ends: its error
 * shown at once would move what is below it (the button) from under the pointer before its release, and the press
 * would click nothing. The press's click comes first: a submission validates every field and focuses the first
 * invalid one.
 */
export function useLazyForm(validation: LazyValidation, options: FormOptions) {
  const validator = useRef<FormValidator | null>(null)
  const loading = useRef<Promise<void> | null>(null)
  /** Fields left whose validation waits: for the validator, or for the end of a press. */
  const pending = useRef(new Set<string>())
  const pressing = useRef(false)
  const formRef = useRef<FormControl | null>(null)
  const load = useRef(validation.load)
  useEffect(() => {
    load.current = validation.load
  })

  const start = (): Promise<void> =>
    (loading.current ??= load.current().then(
      (validate) => {
        validator.current = validate
        validateLeftFields(true, pressing.current, pending.current, formRef.current)
      },
      () => {
        // Offline or a new version deployed: the server validates instead.
        validator.current = (formData) => parse<Values, string[]>(formData, { resolve: (payload, intent) => (intent ? { error: keepErrors(formData) } : { value: payload }) })
      },
    ))

  const result = useForm<Values, Values, string[]>({
    ...options,
    constraint: validation.constraint,
    onValidate: ({ formData, form, submitter }) => {
      // A submission validates every field: none waits any more.
      if (!formData.has(INTENT)) pending.current.clear()
      const validate = validator.current
      if (validate && !pressing.current) return validate(formData)
      if (!validate) void start()
      let held = !validate
      const kept = parse<Values, string[]>(formData, {
        resolve: (_payload, intent) => {
          if (intent?.type === 'validate' && intent.payload.name) {
            pending.current.add(intent.payload.name)
            held = true
          }
          // A submission: held (the errors as they are) and sent again through the validator once it has loaded.
          else if (!intent && !validate) void loading.current?.then(() => form.requestSubmit(submitter instanceof HTMLElement && submitter.getAttribute('name') !== INTENT ? submitter : null))
          return { error: keepErrors(formData) }
        },
      })
      return held || !validate ? kept : validate(formData)
    },
  })
  const [form] = result
  useEffect(() => {
    formRef.current = form
  })
  // A press anywhere on the page holds the validation of the field it leaves until it ends (after its click).
  useEffect(() => {
    const down = () => {
      pressing.current = true
    }
    const up = () => {
      if (!pressing.current) return
      setTimeout(() => {
        pressing.current = false
        validateLeftFields(Boolean(validator.current), false, pending.current, formRef.current)
      })
    }
    document.addEventListener('pointerdown', down, true)
    document.addEventListener('pointerup', up, true)
    document.addEventListener('pointercancel', up, true)
    return () => {
      document.removeEventListener('pointerdown', down, true)
      document.removeEventListener('pointerup', up, true)
      document.removeEventListener('pointercancel', up, true)
    }
  }, [])
  // The first focus on or press in the form loads the validator.
  useEffect(() => {
    const element = document.getElementById(options.id)
    if (!element) return
    const begin = () => void start()
    element.addEventListener('focusin', begin, { once: true })
    element.addEventListener('pointerdown', begin, { once: true })
    return () => {
      element.removeEventListener('focusin', begin)
      element.removeEventListener('pointerdown', begin)
    }
  }, [options.id])
  return result
}
