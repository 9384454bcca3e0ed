import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

/** Where a client navigation sends the focus: the page's heading (made focusable by script only), else the main region. */
function headingOf(): HTMLElement | null {
  const heading = Array.from(document.querySelectorAll<HTMLElement>('main h1')).find((h1) => !h1.closest('dialog'))
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  return heading ?? document.getElementById('main')
}

/**
 * Client navigations to another page (decision 0047): a polite live region, in the server's page from the start, says
 * the new page's title, and the focus goes to its heading, as a page load would start a screen reader at the top.
 * Only when the path changes (filters and pages of a list change the search and announce their own counts), never on
 * the first load, and only when the focus was lost (on <body>) or is still on what started the navigation: a dialog,
 * an outcome alert, an error summary or the first invalid field that took it keeps it (their effects run first).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation()
  const { state } = useNavigation()
  const previous = useRef(pathname)
  const starter = useRef<Element | null>(null)
  const [message, setMessage] = useState<{ text: string; lang?: string }>({ text: '' })
  useEffect(() => {
    if (state !== 'idle') {
      starter.current ??= document.activeElement
      return
    }
    const from = starter.current
    starter.current = null
    if (pathname === previous.current) return
    previous.current = pathname
    const active = document.activeElement
    if (active && active !== document.body && active !== from) return setMessage({ text: '' })
    headingOf()?.focus({ preventScroll: true })
    // The title as the head has it, with its language (an English title on a te reo Māori page says so).
    const title = document.querySelector('title')
    setMessage({ text: document.title, lang: title?.getAttribute('lang') ?? undefined })
  }, [state, pathname])
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="" lang={message.lang}>
      {message.text}
    </div>
  )
}
