import { useNavigate } from '@remix-run/react'
import type { MouseEvent } from 'react'

/*
 * Links and forms repeated down a list (decision 0099): plain `<a>` and `<form>` elements (to absolute addresses) that
 * the app follows and submits itself, as `<Link>` and `<Form>` would, through the list's handlers. Each Remix `<Link>`
 * or `<Form>` resolves its path three or four times as it renders (~15 µs each on the server: a thread's 25 report
 * links were 0.4 ms of its page's CPU; docs/performance/log.md, thirty-second session). Without JavaScript they are the
 * same elements. The forms' twin, `useSubmitInApp`, is in submit-in-app.ts: apart, so the header's navigation (on
 * every page) does not bring it into the JavaScript every page loads.
 */

export type InAppOptions = { preventScrollReset?: boolean }

/** A plain left click on the anchor is followed by the app; a click with a modifier key or another button is the browser's. */
export function useFollowInApp({ preventScrollReset }: InAppOptions = {}) {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(event.currentTarget.getAttribute('href') ?? '', { preventScrollReset })
  }
}
