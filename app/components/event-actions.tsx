import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigate, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { useLazyForm } from '~/utils/lazy-form'
import { cancelEventValidation } from './form-validation'
import { CANCEL_REASON_MAX } from '~/domain/events/event-limits'
import { apiWrite } from '~/utils/api-client'
import { useHydrated } from '~/utils/use-hydrated'
import { Alert } from './alert'
import { ErrorSummary, TextareaField } from './field'
import { Modal } from './modal'
import { SecurityIdInput, useSecurityId } from './security-id'

/** Where each transition lands (the spec's list flags and the preview's activated=1). */
export const afterDiscard = '/events?tab=drafts&event-discarded=1'
export const afterCancel = '/events?tab=cancelled&event-cancelled=1'
export const afterActivate = (eventId: number | string) => `/events/${eventId}/review?activated=1`

/** An action failure as the page shows it: the spec's message, and what the server said in detail. */
export type ActionFailure = { intent: 'activate' | 'discard' | 'cancel'; message: string; detail?: string }

/**
 * Runs a transition through the JSON API when JavaScript runs, leaving the plain form post as the
 * fallback. Pending while it runs; on failure the buttons work again and the message shows.
 */
function useApiTransition(fallbackMessage: string) {
  const navigate = useNavigate()
  const securityId = useSecurityId()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null)
  const run = async (call: { path: string; method: 'POST' | 'DELETE'; body?: unknown }, to: string) => {
    setPending(true)
    setFailure(null)
    const result = await apiWrite(call.path, { method: call.method, securityId, body: call.body })
    if (result.ok) {
      navigate(to)
      return
    }
    setPending(false)
    setFailure({ message: result.message ?? fallbackMessage, detail: result.detail })
  }
  return { pending, failure, run }
}

/** 'Confirm and send invitations': activates a draft, then the preview reloads with activated=1. */
export function ActivateEventForm({ eventId, action, failure: serverFailure, disabled }: { eventId: number | string; action: string; failure?: ActionFailure | null; disabled?: boolean }) {
  const { t } = useTranslation('events')
  const text = useMarkedText('events')
  const navigation = useNavigation()
  const { pending, failure, run } = useApiTransition(t('pages.errors.activate'))
  const shown = failure ?? (serverFailure?.intent === 'activate' ? serverFailure : null)
  const busy = pending || (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'activate')
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!busy) void run({ path: `events/${eventId}/activate`, method: 'POST' }, afterActivate(eventId))
  }
  return (
    <Form method="post" action={action} onSubmit={onSubmit} className="activate-form">
      {shown ? <ActionFailureAlert failure={shown} /> : null}
      <SecurityIdInput />
      <input type="hidden" name="intent" value="activate" />
      <button type="submit" className="button button-primary" disabled={busy || disabled} aria-busy={busy || undefined}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {text('pages.actions.activate')}
      </button>
    </Form>
  )
}

export function ActionFailureAlert({ failure }: { failure: { message: string; detail?: string } }) {
  return (
    <Alert type="danger" title={failure.message}>
      {failure.detail ? <p>{failure.detail}</p> : null}
    </Alert>
  )
}

type ModalPageProps = {
  eventId: number | string
  /** Where 'Keep editing' / 'Keep event' and the close control lead (the page under the modal). */
  backHref: string
  /** Where a plain form post goes (the page's own action). */
  action: string
  failure?: ActionFailure | null
}

/** Closes a modal that lives in the address (?discard, ?cancel): a link without JavaScript, a navigation with it. */
function useCloseModal(backHref: string) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  return hydrated ? () => navigate(backHref, { replace: true, preventScrollReset: true }) : undefined
}

/** The discard-event modal of spec section 2; not closable by an overlay click. */
export function DiscardEventModal({ eventId, backHref, action, failure: serverFailure }: ModalPageProps) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const onClose = useCloseModal(backHref)
  const navigation = useNavigation()
  const { pending, failure, run } = useApiTransition(t('pages.errors.discard'))
  const shown = failure ?? (serverFailure?.intent === 'discard' ? serverFailure : null)
  const busy = pending || navigation.state === 'submitting'
  const formId = `discard-event-${eventId}`
  return (
    <Modal
      title={text('pages.discardModal.title')}
      onClose={onClose}
      closeHref={backHref}
      closeOnOverlay={false}
      size="small"
      errorMessage={shown ? <FailureText failure={shown} /> : undefined}
      buttons={[
        { label: text('pages.discardModal.keepEditing'), variant: 'secondary', onClick: onClose, href: onClose ? undefined : backHref },
        { label: text('pages.discardModal.confirm'), variant: 'danger', type: 'submit', form: formId, loading: busy },
      ]}
    >
      <p lang={lang('pages.discardModal.body')}>{t('pages.discardModal.body')}</p>
      <Form
        id={formId}
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) void run({ path: `events/${eventId}`, method: 'DELETE' }, afterDiscard)
        }}
      >
        <SecurityIdInput />
        <input type="hidden" name="intent" value="discard" />
      </Form>
    </Modal>
  )
}

function FailureText({ failure }: { failure: { message: string; detail?: string } }) {
  return (
    <>
      <p className="alert-title">{failure.message}</p>
      {failure.detail ? <p>{failure.detail}</p> : null}
    </>
  )
}

/** The cancel modal (spec section 3: CancelReason): role models are emailed; they never see the reason. */
export function CancelEventModal({ eventId, backHref, action, failure: serverFailure, lastResult }: ModalPageProps & { lastResult?: SubmissionResult<string[]> | null }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const onClose = useCloseModal(backHref)
  const navigation = useNavigation()
  const { pending, failure, run } = useApiTransition(t('pages.errors.cancel'))
  const shown = failure ?? (serverFailure?.intent === 'cancel' ? serverFailure : null)
  const busy = pending || navigation.state === 'submitting'
  const [form, fields] = useLazyForm(cancelEventValidation, {
    id: `cancel-event-${eventId}`,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (busy || submission?.status !== 'success') return
      void run({ path: `events/${eventId}/cancel`, method: 'POST', body: { CancelReason: String(submission.value.CancelReason) } }, afterCancel)
    },
  })
  return (
    <Modal
      title={text('pages.cancelModal.title')}
      onClose={onClose}
      closeHref={backHref}
      closeOnOverlay={false}
      errorMessage={shown ? <FailureText failure={shown} /> : undefined}
      buttons={[
        { label: text('pages.cancelModal.keep'), variant: 'secondary', onClick: onClose, href: onClose ? undefined : backHref },
        { label: text('pages.cancelModal.confirm'), variant: 'danger', type: 'submit', form: form.id, loading: busy },
      ]}
    >
      <p lang={lang('pages.cancelModal.body')}>{t('pages.cancelModal.body')}</p>
      {/* As every form: a refused submit shows the summary, announced, and takes focus there (without JavaScript too). */}
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" action={action} {...getFormProps(form)}>
        <SecurityIdInput />
        <input type="hidden" name="intent" value="cancel" />
        <fieldset disabled={busy} className="plain-fieldset">
          <TextareaField
            label={text('labels.cancelReason')}
            hint={text('pages.cancelModal.reasonHint')}
            meta={fields.CancelReason}
            counter={CANCEL_REASON_MAX}
            textareaProps={{ rows: 4, maxLength: undefined }}
          />
        </fieldset>
      </Form>
    </Modal>
  )
}

