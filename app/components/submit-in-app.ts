import { useSubmit } from '@remix-run/react'
import type { FormEvent } from 'react'
import type { InAppOptions } from './follow-in-app'

/* Forms repeated down a list (decision 0099): see follow-in-app.ts. */

/** The form is submitted by the app (its method and action, the pressed button's name and value), as `<Form>` does. */
export function useSubmitInApp({ preventScrollReset }: InAppOptions = {}) {
  const submit = useSubmit()
  return (event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return
    event.preventDefault()
    const native = event.nativeEvent
    const submitter = native instanceof SubmitEvent && (native.submitter instanceof HTMLButtonElement || native.submitter instanceof HTMLInputElement) ? native.submitter : null
    submit(submitter ?? event.currentTarget, { preventScrollReset })
  }
}
