import { parse } from '@conform-to/react'
import { useForm } from '~/utils/use-form'
import type { FormOptions } from '~/utils/use-form'
import { useEffect, useRef } from 'react'

/** The name of conform's own submissions (a field validated, a list changed): any other is the visitor's. */
export const INTENT = '__intent__'

/** The current errors kept as they are: conform keeps a field's error when a validation answers null for it. */
export function keepErrors(formData: FormData): Record<string, string[] | null> {
  return Object.fromEntries(['', ...formData.keys()].map((name) => [name, null]))
}

type FormControl = { id: string; validate: (options: { name?: string }) => void }

/** Validates the fields left during a press (`pending`, emptied), if the form is still on the page. */
function validateLeftFields(pending: Set<string>, form: FormControl | null) {
  if (!pending.size) return
  const names = [...pending]
  pending.clear()
  // The form may have gone meanwhile (a submission led to another page).
  if (form && document.forms.namedItem(form.id)) for (const name of names) form.validate({ name })
}

/**
 * conform's useForm, holding still under the pointer. A field left by pressing the pointer somewhere (most often the
 * submit button) is validated once the press has ended: its error shown at once would move what is below it (the
 * button) from under the pointer before the release, and the press would click nothing (a click goes to what is under
 * both the press and the release). The press's own click comes first: a submission validates every field, and conform
 * focuses the first invalid one. Keyboard and touch-free validation is as conform's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own bound of a form's schema
export function useSteadyForm<Schema extends Record<string, any>, FormValue = Schema>(options: FormOptions<Schema, FormValue>) {
  const pressing = useRef(false)
  const pending = useRef(new Set<string>())
  const formRef = useRef<FormControl | null>(null)
  const validate = options.onValidate
  const result = useForm<Schema, FormValue>({
    ...options,
    onValidate: validate && ((context) => {
      // A submission validates every field: none waits any more.
      if (!context.formData.has(INTENT)) pending.current.clear()
      if (pressing.current) {
        let held = false
        const kept = parse<FormValue, string[]>(context.formData, {
          resolve: (_payload, intent) => {
            if (intent?.type === 'validate' && intent.payload.name) {
              pending.current.add(intent.payload.name)
              held = true
            }
            return { error: keepErrors(context.formData) }
          },
        })
        if (held) return kept
      }
      return validate(context)
    }),
  })
  const [form] = result
  useEffect(() => {
    formRef.current = form
  })
  // A press anywhere on the page: from its start until after its click.
  useEffect(() => {
    const down = () => {
      pressing.current = true
    }
    const up = () => {
      if (!pressing.current) return
      setTimeout(() => {
        pressing.current = false
        validateLeftFields(pending.current, formRef.current)
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
  return result
}
