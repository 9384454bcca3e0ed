import type { ReactNode } from 'react'

/**
 * A heading that opens a block of further information: native details/summary, so it opens and closes with the
 * keyboard, tells screen readers whether it is expanded, and needs no JavaScript.
 */
export function InfoAccordion({ title, children, open }: { title: ReactNode; children: ReactNode; open?: boolean }) {
  return (
    <details className="info-accordion" open={open}>
      <summary>{title}</summary>
      <div className="info-accordion-body">{children}</div>
    </details>
  )
}
