import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { vettingDetailsSchema } from '~/domain/vetting/vetting-path.schema'
import { formConstraint } from '~/utils/constraint'
import { CheckboxField, ErrorSummary, Field, RequiredNote } from './field'
import { SecurityIdInput } from './security-id'
import { useProgrammeName } from './page-title'
import { useSteadyForm } from '~/utils/steady-form'

type VettingFormProps = {
  legalName: string
  /** Whether a date of birth is on file: it is never shown back, only said to be given (decision 0084). */
  dateOfBirthGiven: boolean
  /** New Zealand's today (yyyy-MM-dd), from the server: the browser's zone never decides who is 18. */
  today: string
  lastResult?: SubmissionResult<string[]> | null
}

/** The vetting step: full legal name, date of birth and consent, what NZ Police vetting asks of an approved agency. */
export function VettingForm({ legalName, dateOfBirthGiven, today, lastResult }: VettingFormProps) {
  const { t, lang } = useT('profile')
  const programme = useProgrammeName()
  const navigation = useNavigation()
  const schema = vettingDetailsSchema({ today, dateOfBirthOnFile: dateOfBirthGiven })
  const [form, fields] = useSteadyForm({
    id: 'vetting-details',
    lastResult: lastResult ?? undefined,
    defaultValue: { LegalName: legalName || undefined },
    constraint: formConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const span = (key: string, options?: Record<string, unknown>) => <span lang={lang(key, options)}>{t(key, options)}</span>
  return (
    <>
      <ErrorSummary form={form} fields={fields} ns={['profile', 'validation']} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <RequiredNote />
        <fieldset disabled={navigation.state === 'submitting'} className="plain-fieldset">
          <Field label={span('vetting.legalName')} hint={span('vetting.legalNameHint')} meta={fields.LegalName} inputProps={{ autoComplete: 'name' }} />
          {dateOfBirthGiven ? <p className="status-complete" id="date-of-birth-given">{span('vetting.dateOfBirthGiven')}</p> : null}
          <Field
            label={span(dateOfBirthGiven ? 'vetting.changeDateOfBirth' : 'vetting.dateOfBirth')}
            hint={span(dateOfBirthGiven ? 'vetting.changeDateOfBirthHint' : 'vetting.dateOfBirthHint')}
            meta={fields.DateOfBirth}
            inputProps={{ autoComplete: 'bday', inputMode: 'numeric' }}
          />
          <CheckboxField label={span('vetting.consent', { programme })} meta={fields.Consent} />
          <button type="submit" className="button button-primary" lang={lang('vetting.submit')}>{t('vetting.submit')}</button>
        </fieldset>
      </Form>
    </>
  )
}
