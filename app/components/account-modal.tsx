import { Link, useNavigate } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import { Alert } from './alert'
import type { FlashAlert } from '~/utils/alerts'
import { ContentText } from './content-text'
import { Modal } from './modal'

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
    <Alert type={alert.messageType} title={alert.lang ? <span lang={alert.lang}>{alert.message}</span> : alert.message}>
      {alert.detail && alert.lang ? <span lang={alert.lang}>{alert.detail}</span> : alert.detail}
    </Alert>
  )
}

/** A "we have sent you an email" step: the content-managed image and text, and the way back to log in. */
export function SentConfirmation({ title, image, html }: { title: ReactNode; image: { url: string; alt: string; lang?: string; width?: number; height?: number } | null; html: string }) {
  const { t, lang } = useT('account')
  return (
    <AccountModal title={title}>
      {image ? <img className="account-image" src={image.url} alt={image.alt} lang={image.lang} width={image.width} height={image.height} /> : null}
      <ContentText html={html} />
      <p className="modal-note"><Link to="/account/log-in/role-model" lang={lang('forgot.backToLogIn')}>{t('forgot.backToLogIn')}</Link></p>
    </AccountModal>
  )
}
