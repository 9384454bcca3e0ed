import { useNavigate, useSubmit } from '@remix-run/react'
import { useCallback } from 'react'
import type { FormEvent, MouseEvent } from 'react'

/*
 * Links and forms repeated down a list (decision 0099): plain `<a>` and `<form>` elements (to absolute addresses) that
 * the app follows and submits itself, as `<Link>` and `<Form>` would, through the list's handlers. Each Remix `<Link>`
 * or `<Form>` resolves its path three or four times as it renders (~15 µs each on the server: a thread's 25 report
 * links were 0.4 ms of its page's CPU; docs/performance/log.md, thirty-second session). Without JavaScript they are the
 * same elements.
 */

type Options = { preventScrollReset?: boolean; replace?: boolean }

/** A plain left click on the anchor is followed by the app; a click with a modifier key or another button is the browser's. */
export function useFollowInApp(options?: Options) {
  const navigate = useNavigate()
  const { preventScrollReset, replace } = options ?? {}
  return useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(event.currentTarget.getAttribute('href') ?? '', { preventScrollReset, replace })
  }, [navigate, preventScrollReset, replace])
}

/** The form is submitted by the app (its method and action, the pressed button's name and value), as `<Form>` does. */
export function useSubmitInApp(options?: Options) {
  const submit = useSubmit()
  const { preventScrollReset, replace } = options ?? {}
  return useCallback((event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return
    event.preventDefault()
    const native = event.nativeEvent
    const submitter = native instanceof SubmitEvent && (native.submitter instanceof HTMLButtonElement || native.submitter instanceof HTMLInputElement) ? native.submitter : null
    submit(submitter ?? event.currentTarget, { preventScrollReset, replace })
  }, [submit, preventScrollReset, replace])
}
