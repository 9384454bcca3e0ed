import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { formatDisplayDate, nzDate } from '~/domain/shared/dates'
import { useLazyForm } from '~/utils/lazy-form'
import { attendanceValidation } from './form-validation'
import { Alert } from './alert'
import { CheckboxGroupField, ErrorSummary, Field } from './field'
import { SecurityIdInput } from './security-id'
import { useDatedText } from './event-dated-text'

export type AttendanceData = {
  open: boolean
  recordedAt: string | null
  students: number | null
  roleModels: { roleModelId: number | string; name: string; came: boolean }[]
}

/**
 * Attendance on the teacher's event page (docs/decisions/0031): from the day after the event, which attending role
 * models came (ticked by default) and how many students took part (the planned number by default). A plain form post
 * with JavaScript on or off; errors on their fields.
 */
export function AttendanceForm({ attendance, ...form }: { attendance: AttendanceData | null; action: string; lastResult?: SubmissionResult<string[]>; saved: boolean; changed?: string }) {
  // Its form only once attendance is open: conform's form costs the page's render on the server whether shown or not.
  return attendance?.open ? <OpenAttendanceForm attendance={attendance} {...form} /> : null
}

function OpenAttendanceForm({ attendance, action, lastResult, saved, changed }: { attendance: AttendanceData; action: string; lastResult?: SubmissionResult<string[]>; saved: boolean; changed?: string }) {
  const { t, lang, i18n } = useT('events')
  const text = useMarkedText('events')
  const dated = useDatedText('events')
  const navigation = useNavigation()
  const [form, fields] = useLazyForm(attendanceValidation, {
    id: 'attendance-form',
    lastResult,
    defaultValue: {
      students: attendance.students == null ? '' : String(attendance.students),
      came: attendance.roleModels.filter((row) => row.came).map((row) => String(row.roleModelId)),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <section aria-labelledby="attendance" className="details-section" id="attendance-section">
      <h2 id="attendance" lang={lang('attendance.title')}>{t('attendance.title')}</h2>
      {saved ? <Alert type="success" title={text('attendance.saved')} focusOnLoad /> : null}
      {changed ? <Alert type="danger" title={<span lang={lang(changed)}>{t(changed)}</span>} focusOnLoad /> : null}
      <p lang={lang(attendance.recordedAt ? 'attendance.recorded' : 'attendance.intro')}>
        {attendance.recordedAt ? dated('attendance.recorded', { date: formatDisplayDate(nzDate(new Date(attendance.recordedAt)), i18n.language) }) : t('attendance.intro')}
      </p>
      <ErrorSummary form={form} fields={fields} ns={['events', 'validation']} />
      <Form method="post" action={action} {...getFormProps(form)} noValidate preventScrollReset>
        <SecurityIdInput />
        <input type="hidden" name="intent" value="attendance" />
        <input type="hidden" name="recordedAt" value={attendance.recordedAt ?? ''} />
        <fieldset disabled={navigation.state === 'submitting'} className="plain-fieldset">
          {attendance.roleModels.length ? (
            <CheckboxGroupField
              legend={<span lang={lang('attendance.roleModels')}>{t('attendance.roleModels')}</span>}
              meta={fields.came}
              options={attendance.roleModels.map((row) => ({ id: String(row.roleModelId), title: row.name }))}
            />
          ) : (
            <p className="muted" lang={lang('attendance.noRoleModels')}>{t('attendance.noRoleModels')}</p>
          )}
          <Field label={<span lang={lang('attendance.students')}>{t('attendance.students')}</span>} meta={fields.students} inputProps={{ inputMode: 'numeric', autoComplete: 'off' }} />
          <button type="submit" className="button button-primary" lang={lang('attendance.submit')}>{t('attendance.submit')}</button>
        </fieldset>
      </Form>
    </section>
  )
}
