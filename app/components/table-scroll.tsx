import type { ReactNode } from 'react'

/**
 * A wide table's sideways scroll box. It takes keyboard focus (tabindex 0) so it can be scrolled with the arrow keys
 * without a mouse (WCAG 2.1.1), and is a region named by its section's heading, so what gets focus says what it holds.
 * At 320 px the table scrolls in its box and the page does not (WCAG 1.4.10).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  )
}
