import { useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { returnTarget } from '~/utils/focus'
import { useBehindModal } from '~/utils/modal-page'
import { useHydrated } from '~/utils/use-hydrated'

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
  /** Where the close control leads when the modal is a page of its own; with JavaScript and no onClose, closing navigates there. */
  closeHref?: string
  size?: 'small' | 'medium' | 'large'
  /** The id of the element to give focus to on closing when what opened the modal is gone (e.g. a form that was submitted). */
  returnFocusTo?: string
}

/**
 * What a modal page shows behind its dialog. Without JavaScript it is inert (out of the focus order and hidden from
 * screen readers), so the dialog, which comes first, is all there is; with JavaScript showModal() does that.
 * `display: contents`, so it changes no layout.
 */
export function BehindModal({ children }: { children: ReactNode }) {
  return <div className="behind-modal" inert={useBehindModal()}>{children}</div>
}

const CONTROLS = 'input:not([type=hidden]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])'

/** The dialog's controls that can take focus now (shown and enabled), in order. */
function controlsOf(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(CONTROLS)).filter(
    (element) => !(element as HTMLButtonElement).disabled && element.getClientRects().length > 0 && !element.closest('[inert]'),
  )
}

/**
 * Focus on opening: a control marked autofocus, else the heading, so the dialog's title is read first and Tab goes on
 * to its controls. Not the first field: leaving an untouched field validates it on blur, and the message that
 * appears would move a link (Close, 'Back to log in') from under the pointer.
 */
function focusInitial(dialog: HTMLElement, heading: HTMLElement | null, options?: FocusOptions) {
  const target = dialog.querySelector<HTMLElement>('[autofocus]') ?? heading
  target?.focus(options)
}

/**
 * An accessible modal dialog on the native <dialog> element. Rendered open on the server so it also works
 * without JavaScript (then it is a page of its own: the layout makes what lies behind it inert, see
 * `useBehindModal`, and it does not claim to be modal). Once hydrated it becomes modal: it takes focus (its heading,
 * or a control marked autofocus), keeps Tab inside, closes on Escape and gives focus back to what opened it.
 */
export function Modal({
  title, children, onClose, closeOnOverlay = true, closeOnEscape = true, buttons, errorMessage, closeHref, size = 'medium', returnFocusTo,
}: ModalProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const ref = useRef<HTMLDialogElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  // Closing needs JavaScript (without it the close control is a link to closeHref); a modal that is also a page
  // (closeHref only) closes by navigating there, Escape included.
  const close = hydrated ? (onClose ?? (closeHref ? () => navigate(closeHref, { preventScrollReset: true }) : undefined)) : undefined
  const closeRef = useRef(close)
  closeRef.current = close
  const returnFocusRef = useRef(returnFocusTo)
  returnFocusRef.current = returnFocusTo

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const active = document.activeElement as HTMLElement | null
    const opener = active && active !== document.body && !dialog.contains(active) ? active : null
    if (dialog.open) dialog.close()
    dialog.showModal()
    focusInitial(dialog, headingRef.current)
    return () => {
      if (dialog.open) dialog.close()
      returnTarget(opener, returnFocusRef.current)?.focus()
    }
  }, [])

  // A control re-rendered under the focus (e.g. a link that becomes a button on hydration) must not drop it to <body>.
  // Checked a moment later and without scrolling: while focus moves from a field to the control under the pointer,
  // it is on <body> for an instant (the field's blur re-renders the form), and taking it then scrolled a long dialog
  // back to its top, so the click (a checkbox on a phone) landed on something else.
  useEffect(() => {
    const timer = setTimeout(() => {
      const dialog = ref.current
      if (dialog?.open && (document.activeElement === document.body || document.activeElement == null)) focusInitial(dialog, headingRef.current, { preventScroll: true })
    })
    return () => clearTimeout(timer)
  })

  const requestClose = () => closeRef.current?.()

  // Tab and Shift+Tab go round the dialog's controls instead of leaving for the browser's own.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return
    const controls = controlsOf(ref.current)
    if (!controls.length) return
    const first = controls[0]
    const last = controls[controls.length - 1]
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === headingRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const footer = buttons ?? [
    { label: t('modal.ok'), variant: 'primary' as const, onClick: requestClose, href: close ? undefined : closeHref },
    { label: t('modal.close'), variant: 'secondary' as const, onClick: requestClose, href: close ? undefined : closeHref },
  ]

  return (
    <>
      <div className="modal-scrim" aria-hidden="true" />
      {/* A click on the backdrop is a mouse shortcut; Escape (onCancel) and the Close button do the same by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        // Only a dialog opened with showModal() is modal; without JavaScript it is the page's only reachable content instead.
        aria-modal={hydrated ? 'true' : undefined}
        className={`modal modal-${size}`}
        onCancel={(event) => {
          event.preventDefault()
          if (closeOnEscape) requestClose()
        }}
        onKeyDown={trapTab}
        onClick={(event) => {
          if (!closeOnOverlay || event.target !== ref.current) return
          const box = ref.current.getBoundingClientRect()
          const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
          if (!inside) requestClose()
        }}
      >
        <div className="modal-header">
          <h2 id={titleId} ref={headingRef} className="modal-title" tabIndex={-1}>{title}</h2>
          {close ? (
            <button type="button" className="modal-close" onClick={requestClose} aria-label={t('modal.close')}>×</button>
          ) : closeHref ? (
            <a className="modal-close" href={closeHref} aria-label={t('modal.close')}>×</a>
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
