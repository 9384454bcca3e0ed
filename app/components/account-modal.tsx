import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from './alert'
import type { FlashAlert } from '~/utils/alerts'
import { Modal } from './modal'
import { translateError } from '~/i18n/messages'

type AccountModalProps = {
  title: ReactNode
  children: ReactNode
  /** The login/sign-up and update-email modals cannot be dismissed by clicking the overlay. */
  closeOnOverlay?: boolean
  /** Whether the modal has a close control at all (leading home). */
  closable?: boolean
  size?: 'small' | 'medium' | 'large'
}

/**
 * One step of the account modal flow shown over the home page. Without JavaScript it is a page of its own
 * whose close control is a link home; with JavaScript it is a modal dialog and closing navigates home.
 */
export function AccountModal({ title, children, closeOnOverlay = false, closable = true, size = 'medium' }: AccountModalProps) {
  const navigate = useNavigate()
  return (
    <Modal
      title={title}
      closeOnOverlay={closeOnOverlay}
      closeOnEscape={closable}
      onClose={closable ? () => navigate('/') : undefined}
      closeHref={closable ? '/' : undefined}
      buttons={[]}
      size={size}
    >
      {children}
    </Modal>
  )
}


/** A one-off alert handed over by a redirect (e.g. 'Your password has been reset.'). */
export function FlashMessage({ alert }: { alert: FlashAlert }) {
  if (!alert) return null
  return (
    <Alert type={alert.messageType} title={alert.message}>
      {alert.detail}
    </Alert>
  )
}

/** Errors that belong to no field, in a danger alert that takes focus so it is read and scrolled into view. */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  const { t } = useTranslation('validation')
  const ref = useRef<HTMLDivElement>(null)
  const text = errors?.map((error) => translateError(t, error))
  // Moves to the errors whenever their wording changes (a new failed submit), not on every render.
  const signature = text?.join('\n') ?? ''
  useEffect(() => {
    if (signature) {
      ref.current?.scrollIntoView?.({ block: 'nearest' })
      ref.current?.focus()
    }
  }, [signature])
  if (!text?.length) return null
  return (
    <Alert ref={ref} type="danger" id={id}>
      {text.length === 1 ? text[0] : text.join(', ')}
    </Alert>
  )
}

/** A "we have sent you an email" step: the content-managed image and text, and the way back to log in. */
export function SentConfirmation({ title, image, text }: { title: ReactNode; image: { url: string; alt: string } | null; text: string }) {
  const { t } = useTranslation('account')
  return (
    <AccountModal title={title}>
      {image ? <img className="account-image" src={image.url} alt={image.alt} /> : null}
      <p>{text}</p>
      <p className="modal-note"><Link to="/account/log-in/role-model">{t('forgot.backToLogIn')}</Link></p>
    </AccountModal>
  )
}
