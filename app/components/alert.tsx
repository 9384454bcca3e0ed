import type { AlertType } from '~/utils/alerts'
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import type { ReactNode } from 'react'


type AlertProps = {
  type: AlertType
  title?: ReactNode
  children?: ReactNode
  id?: string
  html?: boolean
  /**
   * Takes the focus when it appears (the outcome of an action: the keyboard and screen readers start at it): on load
   * without JavaScript (the autofocus attribute), and when it mounts with it (React focuses only form controls itself).
   */
  focusOnLoad?: boolean
}

/**
 * A message box. Danger and warning interrupt screen readers (role alert); success is polite (role status).
 * Focusable so a form can move focus to it after a failed submit.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert({ type, title, children, id, focusOnLoad }, ref) {
  const own = useRef<HTMLDivElement>(null)
  useImperativeHandle(ref, () => own.current!, [])
  useEffect(() => {
    if (focusOnLoad && own.current && !own.current.contains(document.activeElement)) own.current.focus()
    // Only when it appears: a re-render must not take the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div ref={own} id={id} tabIndex={-1} className={`alert alert-${type}`} role={type === 'success' ? 'status' : 'alert'} autoFocus={focusOnLoad}>
      {title ? <p className="alert-title">{title}</p> : null}
      {children ? <div className="alert-body">{children}</div> : null}
    </div>
  )
})
