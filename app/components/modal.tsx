import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export type ModalButton = {
  label: ReactNode
  onClick?: () => void
  /** Renders a link instead of a button (works without JavaScript). */
  href?: string
  type?: 'button' | 'submit'
  form?: string
  variant?: 'primary' | 'secondary' | 'danger'
  disabled?: boolean
  loading?: boolean
}

type ModalProps = {
  title: ReactNode
  children: ReactNode
  /** Called when the modal asks to close (Close button, Escape, overlay click). */
  onClose?: () => void
  closeOnOverlay?: boolean
  closeOnEscape?: boolean
  /** Buttons, right-aligned. Omit for the defaults OK and Close; pass [] for no footer. */
  buttons?: ModalButton[]
  errorMessage?: ReactNode
  /** Where the close control leads when the modal is a page of its own (JavaScript off). */
  closeHref?: string
  size?: 'small' | 'medium' | 'large'
}

/**
 * An accessible modal dialog on the native <dialog> element. Rendered open on the server so it also works
 * without JavaScript; once hydrated it becomes modal (focus trapped, rest of the page inert) and gives focus
 * back to the element that opened it when it closes.
 */
export function Modal({
  title, children, onClose, closeOnOverlay = true, closeOnEscape = true, buttons, errorMessage, closeHref, size = 'medium',
}: ModalProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement as HTMLElement | null
    if (dialog.open) dialog.close()
    dialog.showModal()
    const firstFocusable = dialog.querySelector<HTMLElement>('[autofocus], input:not([type=hidden]), select, textarea, button, a[href]')
    firstFocusable?.focus()
    return () => {
      if (dialog.open) dialog.close()
      if (opener && opener.isConnected && opener !== document.body) opener.focus()
    }
  }, [])

  const requestClose = () => onCloseRef.current?.()

  const footer = buttons ?? [
    { label: t('modal.ok'), variant: 'primary' as const, onClick: requestClose, href: onClose ? undefined : closeHref },
    { label: t('modal.close'), variant: 'secondary' as const, onClick: requestClose, href: onClose ? undefined : closeHref },
  ]

  return (
    <>
      <div className="modal-scrim" aria-hidden="true" />
      {/* A click on the backdrop is a mouse shortcut; Escape (onCancel) and the Close button do the same by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        aria-modal="true"
        className={`modal modal-${size}`}
        onCancel={(event) => {
          event.preventDefault()
          if (closeOnEscape) requestClose()
        }}
        onClick={(event) => {
          if (!closeOnOverlay || event.target !== ref.current) return
          const box = ref.current.getBoundingClientRect()
          const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
          if (!inside) requestClose()
        }}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">{title}</h2>
          {onClose || closeHref ? (
            onClose ? (
              <button type="button" className="modal-close" onClick={requestClose} aria-label={t('modal.close')}>×</button>
            ) : (
              <a className="modal-close" href={closeHref} aria-label={t('modal.close')}>×</a>
            )
          ) : null}
        </div>
        <div className="modal-body">
          {errorMessage ? <div className="alert alert-danger" role="alert">{errorMessage}</div> : null}
          {children}
        </div>
        {footer.length ? (
          <div className="modal-footer">
            {footer.map((button, index) =>
              button.href ? (
                <a key={index} href={button.href} className={`button button-${button.variant ?? 'secondary'}`}>{button.label}</a>
              ) : (
                <button
                  key={index}
                  type={button.type ?? 'button'}
                  form={button.form}
                  className={`button button-${button.variant ?? 'secondary'}`}
                  onClick={button.onClick}
                  disabled={button.disabled || button.loading}
                  aria-busy={button.loading || undefined}
                >
                  {button.loading ? <span className="spinner" aria-hidden="true" /> : null}
                  {button.label}
                </button>
              ),
            )}
          </div>
        ) : null}
      </dialog>
    </>
  )
}
