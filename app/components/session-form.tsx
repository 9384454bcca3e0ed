import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { YEAR_LEVELS } from '~/domain/sessions/session-rules'
import { useLazyForm } from '~/utils/lazy-form'
import { DateField } from './date-field'
import { useFieldLabel } from './event-field-labels'
import { PlatformField, TimeField } from './event-form-fields'
import { CheckboxGroupField, ErrorSummary, Field, RequiredNote, TextareaField } from './field'
import { SecurityIdInput } from './security-id'
import { sessionValidation } from './session-validation'

export type SessionFormValues = {
  Title: string; Description: string; Date: string; StartTime: string; EndTime: string; MainEventMeetingPlatform: string
  MainEventMeetingPlatformInviteLink: string; MeetingPassword: string; YearLevels: string[]; MaxClassrooms: string
}

/**
 * Staff's programme session form (issue 53): title, description, the online event's date, times, platform and link
 * (its rules and messages), the year levels it suits and the most classrooms. A plain post with JavaScript on or off.
 */
export function SessionForm({ defaultValue, lastResult, today }: { defaultValue: Partial<SessionFormValues>; lastResult?: SubmissionResult<string[]> | null; today: string }) {
  const { t, lang } = useT('staff')
  const text = useMarkedText('staff')
  const label = useFieldLabel()
  const navigation = useNavigation()
  const [form, fields] = useLazyForm(sessionValidation, { id: 'session-form', lastResult, defaultValue, shouldValidate: 'onBlur', shouldRevalidate: 'onInput' })
  const levels = YEAR_LEVELS.map((level) => ({ id: String(level), title: t('sessions:yearLevel', { level }), lang: lang('sessions:yearLevel', { level }) }))
  return (
    <>
      <ErrorSummary form={form} fields={fields} ns={['sessions', 'events', 'validation']} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <RequiredNote />
        <fieldset disabled={navigation.state === 'submitting'} className="plain-fieldset">
          <Field label={text('sessions.fields.Title')} meta={fields.Title} inputProps={{ autoComplete: 'off' }} />
          <TextareaField label={text('sessions.fields.Description')} meta={fields.Description} counter={2000} />
          <DateField label={label('OnlineDate')} meta={fields.Date} today={today} />
          <div className="form-row">
            <TimeField label={label('StartTime')} meta={fields.StartTime} />
            <TimeField label={label('EndTime')} meta={fields.EndTime} />
          </div>
          <PlatformField label={label('MainEventMeetingPlatform')} meta={fields.MainEventMeetingPlatform} />
          <Field label={label('MainEventMeetingPlatformInviteLink')} meta={fields.MainEventMeetingPlatformInviteLink} inputProps={{ inputMode: 'url', autoComplete: 'off' }} />
          <Field label={label('MeetingPassword')} meta={fields.MeetingPassword} inputProps={{ autoComplete: 'off' }} />
          <CheckboxGroupField legend={text('sessions.fields.YearLevels')} meta={fields.YearLevels} options={levels} />
          <Field label={text('sessions.fields.MaxClassrooms')} meta={fields.MaxClassrooms} hint={text('sessions.fields.MaxClassroomsHint')} inputProps={{ inputMode: 'numeric', autoComplete: 'off', className: 'input-short' }} />
          <button type="submit" className="button button-primary" lang={lang('sessions.save')}>{t('sessions.save')}</button>
        </fieldset>
      </Form>
    </>
  )
}
