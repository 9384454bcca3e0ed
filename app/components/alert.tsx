import type { AlertType } from '~/utils/alerts'
import { forwardRef } from 'react'
import type { ReactNode } from 'react'


type AlertProps = {
  type: AlertType
  title?: ReactNode
  children?: ReactNode
  id?: string
  html?: boolean
  /** Focused on load: the outcome of a post without JavaScript, so the keyboard and screen readers start at it. */
  focusOnLoad?: boolean
}

/**
 * A message box. Danger and warning interrupt screen readers (role alert); success is polite (role status).
 * Focusable so a form can move focus to it after a failed submit.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert({ type, title, children, id, focusOnLoad }, ref) {
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div ref={ref} id={id} tabIndex={-1} className={`alert alert-${type}`} role={type === 'success' ? 'status' : 'alert'} autoFocus={focusOnLoad}>
      {title ? <p className="alert-title">{title}</p> : null}
      {children ? <div className="alert-body">{children}</div> : null}
    </div>
  )
})
