import { useNavigate } from '@remix-run/react'
import { useCallback } from 'react'
import type { MouseEvent } from 'react'

/**
 * For a link repeated down a long list (a thread's "Report this message"): a plain anchor whose click the app follows
 * itself, as `<Link>` would, through the list's one navigate function. Each Remix `<Link>` resolves its path three or
 * four times as it renders (~15 µs a link on the server: a thread's 25 report links were 0.4 ms of its page's CPU;
 * docs/performance/log.md, thirty-second session). A click with a modifier key or another button is the browser's.
 */
export function useFollowInApp(options?: { preventScrollReset?: boolean; replace?: boolean }) {
  const navigate = useNavigate()
  const { preventScrollReset, replace } = options ?? {}
  return useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(event.currentTarget.getAttribute('href') ?? '', { preventScrollReset, replace })
  }, [navigate, preventScrollReset, replace])
}
