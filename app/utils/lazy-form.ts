import { parse } from '@conform-to/react'
import type { Submission, SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import type { FormConstraint } from '~/utils/constraint'
import { INTENT, keepErrors, useSteadyForm } from '~/utils/steady-form'

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

type FormOptions = Omit<Parameters<typeof useSteadyForm<Values>>[0], 'constraint' | 'onValidate'> & {
  id: string
  lastResult?: SubmissionResult<string[]> | null
}

/**
 * conform's useForm validating in the browser with a validator loaded on demand. Until it has loaded, a field left is
 * validated once it arrives, and a submission waits for it (at most the chunk's download; should that fail, the
 * submission goes to the server, which validates with the same schema as it does without JavaScript). A field left by
 * a press of the pointer is validated once the press has ended (useSteadyForm).
 */
export function useLazyForm(validation: LazyValidation, options: FormOptions) {
  const validator = useRef<FormValidator | null>(null)
  const loading = useRef<Promise<void> | null>(null)
  const pending = useRef(new Set<string>())
  const formRef = useRef<{ validate: (options: { name?: string }) => void } | null>(null)
  const load = useRef(validation.load)
  useEffect(() => {
    load.current = validation.load
  })

  const start = (): Promise<void> =>
    (loading.current ??= load.current().then(
      (validate) => {
        validator.current = validate
        for (const name of pending.current) formRef.current?.validate({ name })
        pending.current.clear()
      },
      () => {
        // Offline or a new version deployed: the server validates instead.
        validator.current = (formData) => parse<Values, string[]>(formData, { resolve: (payload, intent) => (intent ? { error: keepErrors(formData) } : { value: payload }) })
      },
    ))

  const result = useSteadyForm<Values>({
    ...options,
    constraint: validation.constraint,
    onValidate: ({ formData, form, submitter }) => {
      if (validator.current) return validator.current(formData)
      void start()
      return parse<Values, string[]>(formData, {
        resolve: (_payload, intent) => {
          if (intent?.type === 'validate' && intent.payload.name) pending.current.add(intent.payload.name)
          // A submission: held (the errors as they are) and sent again through the validator once it has loaded.
          else if (!intent) void loading.current?.then(() => form.requestSubmit(submitter instanceof HTMLElement && submitter.getAttribute('name') !== INTENT ? submitter : null))
          return { error: keepErrors(formData) }
        },
      })
    },
  })
  const [form] = result
  useEffect(() => {
    formRef.current = form
  })
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
