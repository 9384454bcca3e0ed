import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { Alert } from '~/components/alert'
import { useMemo, useRef, useState } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { EventForm } from '~/components/event-form'
import type { EventFormMeta } from '~/components/event-form'
import { InPersonPlanFields, OnlineStepOneFields } from '~/components/event-form-fields'
import { EventSteps } from '~/components/event-steps'
import { Modal } from '~/components/modal'
import { eventScreenValidation } from '~/components/form-validation'
import { eventScreenAction, eventScreenLoader } from '~/routes/__event-screens.server'
import eventsStyles from '~/styles/events.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

export const handle = { title: 'titles.eventsIdPlan' }

export const loader = ({ request, params }: LoaderFunctionArgs) => eventScreenLoader(request, params, 'plan')

export const action = ({ request, params }: ActionFunctionArgs) => eventScreenAction(request, params, 'plan', (id) => `/events/${id}/info`)

/** Step 1: the in-person form, or online step one (the meetings). */
export default function PlanEvent() {
  const { event, defaults, options, today, chosenRoleModels, roleModelCount: loadedCount } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const schema = useMemo(() => eventScreenValidation(event.type, 'plan'), [event.type])
  const regionChange = useRegionChangeConfirmation(chosenRoleModels)
  const titleKey = event.type === 'in-person' ? 'pages.plan.titleInPerson' : 'pages.plan.titleOnline'
  // The date whose holiday warning the teacher was shown: saving it again accepts it (decision 0039).
  const [search] = useSearchParams()
  const copied = search.get('copied') === '1'
  const roleModelCount = (actionData && 'roleModelCount' in actionData ? actionData.roleModelCount : null) ?? loadedCount
  const confirmedDate = String(actionData?.result?.initialValue?.ConfirmedDate ?? defaults.ConfirmedDate ?? '')
  return (
    <div className="narrow event-flow">
      <EventSteps eventId={event.id} current="plan" />
      <h1 lang={lang(titleKey)}>{t(titleKey)}</h1>
      {copied ? <Alert type="success" title={text('pages.plan.copied')} /> : null}
      <EventForm
        id={`event-plan-${event.id}`}
        schema={schema}
        defaultValue={defaults}
        lastResult={actionData?.result}
        submitLabel={text('pages.form.saveAndContinue')}
        back={{ href: '/events', label: text('pages.actions.back') }}
        beforeSubmit={event.type === 'in-person' ? regionChange.check : undefined}
      >
        {(fields, form, hydrated) =>
          event.type === 'in-person'
            ? <InPersonPlanFields fields={fields} form={form} options={options} today={today} hydrated={hydrated} confirmedDate={confirmedDate} roleModelCount={roleModelCount} />
            : <OnlineStepOneFields fields={fields} today={today} hydrated={hydrated} confirmedDate={confirmedDate} roleModelCount={roleModelCount} />
        }
      </EventForm>
      <p className="discard-link">
        <Link to={`/events/${event.id}?discard=1`} lang={lang('pages.actions.discard')}>{t('pages.actions.discard')}</Link>
      </p>
      {regionChange.modal}
    </div>
  )
}

/**
 * With role models already chosen, moving an in-person event to another region asks first
 * (WarnOnRegionChange): confirming clears the flag and submits again.
 */
function useRegionChangeConfirmation(chosen: number) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const [pending, setPending] = useState<{ element: HTMLFormElement; form: EventFormMeta } | null>(null)
  const pendingForm = pending?.element ?? null
  const confirmed = useRef(false)
  const valueOf = (element: HTMLFormElement, name: string) => (element.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
  const check = (element: HTMLFormElement, form: EventFormMeta) => {
    const value = (name: string) => valueOf(element, name)
    const changed = value('ChosenRegionID') !== '' && value('RegionID') !== value('ChosenRegionID')
    if (confirmed.current || value('WarnOnRegionChange') !== '1' || chosen === 0 || !changed) return true
    setPending({ element, form })
    return false
  }
  // Keep the region: the region (and its district) go back to where the chosen role models are, and the keyboard
  // goes back to the region field.
  const keep = () => {
    if (!pending) return
    const { element, form } = pending
    form.update({ name: 'DistrictID', value: valueOf(element, 'ChosenDistrictID') })
    form.update({ name: 'RegionID', value: valueOf(element, 'ChosenRegionID') })
    setPending(null)
    // After the dialog has given focus back to what opened it (the submit button).
    const region = element.elements.namedItem('RegionID') as HTMLElement | null
    setTimeout(() => region?.focus())
  }
  const modal = pendingForm ? (
    <Modal
      title={text('pages.plan.regionChange.title')}
      onClose={() => setPending(null)}
      closeOnOverlay={false}
      size="small"
      buttons={[
        { label: text('pages.plan.regionChange.keep'), variant: 'secondary', onClick: keep },
        {
          label: text('pages.plan.regionChange.confirm'),
          variant: 'primary',
          onClick: () => {
            const form = pendingForm
            const flag = form.elements.namedItem('WarnOnRegionChange') as HTMLInputElement | null
            if (flag) flag.value = '0'
            confirmed.current = true
            setPending(null)
            form.requestSubmit()
          },
        },
      ]}
    >
      <p lang={lang('pages.plan.regionChange.body', { count: chosen })}>{t('pages.plan.regionChange.body', { count: chosen })}</p>
    </Modal>
  ) : null
  return { check, modal }
}
