import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { errorKey, translateError } from '~/i18n/messages'
import type { OpenRequestPanel as PanelData } from '~/domain/offers/open-request.server'
import { OPEN_REQUEST_HOPE_MAX } from '~/domain/offers/offers'
import { useLazyForm } from '~/utils/lazy-form'
import { openRequestValidation } from './form-validation'
import { Alert } from './alert'
import { CheckboxGroupField, ErrorSummary, TextareaField } from './field'
import { SecurityIdInput } from './security-id'

type Item = { id: number | string; title: string; lang?: string }

/** The names of the chosen options, each in its own language where it falls back (decision 0045). */
function Names({ ids, items }: { ids: string[]; items: Item[] }) {
  const chosen = items.filter((item) => ids.includes(String(item.id)))
  return (
    <>
      {chosen.map((item, index) => (
        <span key={item.id}>{index ? ', ' : ''}<span lang={item.lang}>{item.title}</span></span>
      ))}
    </>
  )
}

/**
 * "Open to offers" on the teacher's event page (issue 51 item 1). Closed: the form (what the teacher hopes for, and the
 * industries and sectors wanted), or why the event cannot be opened now. Open: the sentence, how many role models are
 * interested (a link to them on the choose page) and Close. Plain form posts with SecurityID, JavaScript on or off.
 */
export function OpenRequestPanel({ panel, eventId, action, lastResult, closeError }: { panel: PanelData; eventId: number | string; action: string; lastResult?: SubmissionResult<string[]> | null; closeError?: string | null }) {
  const { t, lang } = useT('events')
  const navigation = useNavigation()
  if (panel.state === 'hidden') return null
  const closeMessage = closeError ? errorKey(closeError) : null
  return (
    <section aria-labelledby="open-request" className="details-section open-request" id="open-request-section">
      <h2 id="open-request" lang={lang('offers.title')}>{t('offers.title')}</h2>
      {closeMessage ? <Alert type="danger" title={<span lang={lang(closeMessage.key, closeMessage.options)}>{translateError(t, closeError!)}</span>} focusOnLoad /> : null}
      {panel.state === 'open' ? (
        <>
          <p className="open-request-state"><strong lang={lang('offers.isOpen')}>{t('offers.isOpen')}</strong></p>
          <h3 lang={lang('offers.yourSentence')}>{t('offers.yourSentence')}</h3>
          <blockquote className="open-request-hope"><p>{panel.hope}</p></blockquote>
          {panel.industries.length ? (
            <p><span lang={lang('offers.industriesWanted')}>{t('offers.industriesWanted')}</span>: <Names ids={panel.industries} items={panel.options.industries} /></p>
          ) : null}
          {panel.sectors.length ? (
            <p><span lang={lang('offers.sectorsWanted')}>{t('offers.sectorsWanted')}</span>: <Names ids={panel.sectors} items={panel.options.sectors} /></p>
          ) : null}
          <p lang={lang('offers.interested', { count: panel.interested })}>{t('offers.interested', { count: panel.interested })}</p>
          {panel.interested ? (
            <p><Link to={`/events/${eventId}/role-models#interested`} lang={lang('offers.seeInterested')}>{t('offers.seeInterested')}</Link></p>
          ) : null}
          <Form method="post" action={action} className="inline-form" preventScrollReset>
            <SecurityIdInput />
            <input type="hidden" name="intent" value="close-offers" />
            <button type="submit" className="button button-secondary" disabled={navigation.state === 'submitting'} lang={lang('offers.close')}>{t('offers.close')}</button>
          </Form>
        </>
      ) : (
        <>
          {panel.closedReason ? <p className="muted" lang={lang(`offers.closedReasons.${panel.closedReason}`)}>{t(`offers.closedReasons.${panel.closedReason}`)}</p> : null}
          <p lang={lang('offers.intro')}>{t('offers.intro')}</p>
          {panel.problem ? (
            <p className="muted" lang={lang(errorKey(panel.problem).key)}>{translateError(t, panel.problem)}</p>
          ) : (
            <OpenRequestForm panel={panel} action={action} lastResult={lastResult} />
          )}
        </>
      )}
    </section>
  )
}

/**
 * The form that opens a closed event to offers. Its own component, so conform's form (the costliest part of the page's
 * render on the server) is set up only where the form is shown, not for an open or hidden request.
 */
function OpenRequestForm({ panel, action, lastResult }: { panel: Exclude<PanelData, { state: 'hidden' }>; action: string; lastResult?: SubmissionResult<string[]> | null }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const navigation = useNavigation()
  const [form, fields] = useLazyForm(openRequestValidation, {
    id: 'open-request-form',
    lastResult,
    defaultValue: { Hope: panel.hope, Industries: panel.industries, Sectors: panel.sectors },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <>
      <ErrorSummary form={form} fields={fields} ns={['events', 'validation']} />
      <Form method="post" action={action} {...getFormProps(form)} noValidate preventScrollReset>
        <SecurityIdInput />
        <input type="hidden" name="intent" value="open-to-offers" />
        <fieldset disabled={navigation.state === 'submitting'} className="plain-fieldset">
          <TextareaField
            label={text('offers.hope')}
            hint={text('offers.hopeHint')}
            meta={fields.Hope}
            counter={OPEN_REQUEST_HOPE_MAX}
            textareaProps={{ rows: 3, maxLength: undefined }}
          />
          <CheckboxGroupField legend={text('offers.industries')} meta={fields.Industries} options={panel.options.industries} scroll />
          <CheckboxGroupField legend={text('offers.sectors')} meta={fields.Sectors} options={panel.options.sectors} scroll />
          <button type="submit" className="button button-primary" lang={lang('offers.open')}>{t('offers.open')}</button>
        </fieldset>
      </Form>
    </>
  )
}
