import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useT } from '~/i18n/use-t'
import { ErrorList, FieldErrorSummary } from '~/components/field'
import { SecurityIdInput } from '~/components/security-id'
import { createDraftEvent } from '~/domain/events/transitions.server'
import { requireTeacher } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import eventsStyles from '~/styles/events.css'
import { getPayloadClient } from '~/lib/payload.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle = { title: 'titles.eventsNew' }

const TYPES = ['in-person', 'online'] as const
type EventType = (typeof TYPES)[number]
const HINTS: Record<EventType, string> = { 'in-person': 'pages.new.inPersonHint', online: 'pages.new.onlineHint' }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireTeacher(request)
  return null
}

/** Creates the draft of the chosen type and goes on to its first step. */
export async function action({ request }: ActionFunctionArgs) {
  const teacher = await requireTeacher(request)
  const formData = await requireSecureForm(request)
  const type = String(formData.get('type') ?? '') as EventType
  // `ok: false` makes the page title start with 'Error:' (decision 0043).
  if (!TYPES.includes(type)) return json({ ok: false, error: 'events:pages.new.typeRequired' }, { status: 400 })
  const result = await createDraftEvent({ payload: await getPayloadClient(), teacher, type })
  if (!result.ok) return json({ ok: false, error: result.message ?? 'events:pages.errors.save' }, { status: 400 })
  return redirect(`/events/${result.event.id}/plan`)
}

export default function NewEvent() {
  const { t, lang } = useT('events')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const error = actionData?.error
  // A refused submit shows the error summary; without JavaScript it takes the focus on load (as every form's does), with
  // it the choice does, whose description then says what is wrong (spec section 5: the first invalid field is focused).
  const firstChoice = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (actionData?.error) firstChoice.current?.focus()
  }, [actionData])
  return (
    <div className="narrow">
      <h1 lang={lang('pages.new.title')}>{t('pages.new.title')}</h1>
      <p lang={lang('pages.new.intro')}>{t('pages.new.intro')}</p>
      <FieldErrorSummary errors={error ? [{ fieldId: 'event-type-in-person', error }] : []} />
      <Form method="post" className="stack" noValidate>
        <SecurityIdInput />
        <fieldset className={`field choice-group${error ? ' field-invalid' : ''}`} aria-describedby={error ? 'event-type-error' : undefined}>
          <legend lang={lang('pages.new.legend')}>{t('pages.new.legend')}</legend>
          {TYPES.map((type, index) => (
            <div key={type} className="choice-option">
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="radio"
                id={`event-type-${type}`}
                name="type"
                value={type}
                aria-describedby={error ? `event-type-error event-type-${type}-hint` : `event-type-${type}-hint`}
              />
              <label htmlFor={`event-type-${type}`}>
                <strong lang={lang(`pages.types.${type}`)}>{t(`pages.types.${type}`)}</strong>
                <span id={`event-type-${type}-hint`} className="field-hint" lang={lang(HINTS[type])}>{t(HINTS[type])}</span>
              </label>
            </div>
          ))}
          <ErrorList id="event-type-error" errors={error ? [error] : undefined} />
        </fieldset>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined} lang={lang('pages.new.continue')}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {t('pages.new.continue')}
          </button>
          <Link to="/events" className="button button-secondary" lang={lang('pages.actions.back')}>{t('pages.actions.back')}</Link>
        </div>
      </Form>
    </div>
  )
}
