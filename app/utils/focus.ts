import { useEffect, useRef } from 'react'

/**
 * The element to give focus back to. The opener may have been re-rendered away meanwhile (the page behind an
 * account modal is a different route's copy once the modal closes): then its equivalent on the new page, found by
 * id, or by the same link address or button name, else the fallback, else the main region.
 */
export function returnTarget(opener: HTMLElement | null, fallbackId?: string): HTMLElement | null {
  if (opener && opener.isConnected && opener !== document.body) return opener
  if (opener && opener !== document.body) {
    const equivalent = equivalentOf(opener)
    if (equivalent) return equivalent
  }
  return (fallbackId ? document.getElementById(fallbackId) : null) ?? document.getElementById('main')
}

function equivalentOf(element: HTMLElement): HTMLElement | null {
  if (element.id) {
    const byId = document.getElementById(element.id)
    if (byId) return byId
  }
  const text = element.textContent?.trim()
  const href = element.getAttribute('href')
  const candidates = href != null
    ? Array.from(document.querySelectorAll<HTMLElement>('a[href]')).filter((a) => a.getAttribute('href') === href)
    : Array.from(document.querySelectorAll<HTMLElement>(element.tagName.toLowerCase()))
  const same = candidates.filter((candidate) => !candidate.closest('dialog') && candidate.textContent?.trim() === text)
  // The header has the same links twice (inline, and in the phone and tablet menu): the one shown takes focus.
  return same.find((candidate) => candidate.getClientRects().length > 0) ?? same[0] ?? null
}

/**
 * Moves focus when a disclosure shown by the address opens or closes (the control that was pressed is replaced):
 * to `whenOpen` on opening, to `whenClosed` on closing. Not on the first render: a page load keeps the browser's focus.
 */
export function useFocusOnToggle(open: boolean, whenOpen: string, whenClosed: string) {
  const previous = useRef(open)
  useEffect(() => {
    if (previous.current === open) return
    previous.current = open
    document.getElementById(open ? whenOpen : whenClosed)?.focus()
  }, [open, whenOpen, whenClosed])
}
