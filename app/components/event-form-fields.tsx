import { getCollectionProps, getInputProps } from '@conform-to/react'
import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { INFO_TEXT_MAX, MEETING_PLATFORMS, STUDENT_ATTENDANCE } from '~/domain/events/event-limits'
import { suggestRoleModels } from '~/domain/events/rules'
import type { EventFormOptions } from '~/domain/events/step-schemas'
import { DateField } from './date-field'
import { CheckboxField, ErrorList, Field, TextareaField } from './field'
import { CheckboxGroupField, labelId, RequiredMark, SelectField } from './field'
import { RegionDistrictFields } from './profile-form-fields'
// The labels live apart from the form, so pages that only show an event's details load no form code.
import { useFieldLabel } from './event-field-labels'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, FieldMetadata<any, any, any>>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Form = FormMetadata<any, any>


/**
 * Time of day, typed as 24-hour HH:mm. A text field, not the browser's time control: that one follows the browser's
 * locale and showed '09:00 AM' on an English (US) browser, where everything else is 24-hour.
 */
export function TimeField({ label, meta, hint }: { label: ReactNode; meta: Fields[string]; hint?: ReactNode }) {
  const { t, lang } = useT('events')
  return (
    <Field
      label={label}
      meta={meta}
      hint={hint}
      // The placeholder and the title are read aloud: the field says their language.
      inputProps={{ inputMode: 'numeric', autoComplete: 'off', placeholder: t('pages.form.timePlaceholder'), className: 'input-time', title: t('pages.form.timeTitle'), lang: lang(['pages.form.timePlaceholder', 'pages.form.timeTitle']) }}
    />
  )
}

/**
 * The event's name (required, up to 100 characters), first on step 1, and the holiday date the teacher accepted: the
 * server warns once about a date on a holiday and takes the same date saved again (ConfirmedDate, decision 0039).
 */
export function EventNameField({ fields, confirmedDate }: { fields: Fields; confirmedDate?: string }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const label = useFieldLabel()
  return (
    <section className="form-section" aria-labelledby="plan-name">
      <h2 id="plan-name" lang={lang('pages.plan.about')}>{t('pages.plan.about')}</h2>
      <Field label={label('Name')} meta={fields.Name} hint={text('pages.plan.nameHint')} inputProps={{ autoComplete: 'off', maxLength: undefined }} />
      <input type="hidden" name="ConfirmedDate" value={confirmedDate ?? ''} />
    </section>
  )
}

/** Number of students with the role-model suggestion beside it (spec section 5), updated as it is typed. */
function StudentsField({ label, meta }: { label: ReactNode; meta: Fields[string] }) {
  const { t, lang: fallback, i18n } = useT('events')
  const asideLang = fallback('pages.suggestion.label')
  // Inside the suggestion marked English for its name, a translated text says it is in the page's language.
  const lang = (key: string, options?: Record<string, unknown>) => fallback(key, options) ?? (asideLang ? i18n.language : undefined)
  const [value, setValue] = useState(String(meta.initialValue ?? ''))
  const students = /^\s*\d+\s*$/.test(value) ? Number(value) : 0
  const suggestion = students > 0 ? suggestRoleModels(students) : null
  const suggestionId = `${meta.id}-suggestion`
  return (
    <div className="students-field">
      <Field
        label={label}
        meta={meta}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off', className: 'input-short', onInput: (event) => setValue(event.currentTarget.value), 'aria-describedby': suggestionId }}
      />
      <aside id={suggestionId} className="suggestion" aria-live="polite" aria-label={t('pages.suggestion.label')} lang={asideLang}>
        {suggestion ? (
          <>
            <p className="suggestion-count" lang={lang('pages.suggestion.count', { count: suggestion.suggested })}>{t('pages.suggestion.count', { count: suggestion.suggested })}</p>
            <p className="field-hint" lang={lang('pages.suggestion.rule')}>{t('pages.suggestion.rule')}</p>
            {suggestion.showMaxNote ? <p className="field-hint" lang={lang('pages.suggestion.maxNote')}>{t('pages.suggestion.maxNote')}</p> : null}
          </>
        ) : (
          <p className="field-hint" lang={lang('pages.suggestion.empty')}>{t('pages.suggestion.empty')}</p>
        )}
      </aside>
    </div>
  )
}

export function PlatformField({ label, meta }: { label: ReactNode; meta: Fields[string] }) {
  const { t, lang } = useT('events')
  const options = MEETING_PLATFORMS.map((id) => ({ id, title: t(`platforms.${id}`) }))
  // SelectField marks no option of its own: the list is marked English when any of its texts falls back.
  const listLang = lang(['pages.form.selectPlatform', ...MEETING_PLATFORMS.map((id) => `platforms.${id}`)])
  return <SelectField label={label} meta={meta} options={options} placeholder={t('pages.form.selectPlatform')} selectProps={{ lang: listLang }} />
}

export type RoleModelCount = { region: string; count: number }

/**
 * How many role models could come (decision 0038), beside the region: the server's count for the region the page
 * was drawn with (without JavaScript, the one last posted), then, with JavaScript, a count fetched as the region changes.
 */
function RegionRoleModelCount({ region, initial }: { region: string; initial: RoleModelCount | null | undefined }) {
  const { t, lang } = useT('events')
  const fetcher = useFetcher<{ count: number }>()
  const { load } = fetcher
  const known = initial && initial.region === region ? initial.count : null
  useEffect(() => {
    if (region && known === null) load(`/api/regions/${encodeURIComponent(region)}/role-model-count`)
  }, [region, known, load])
  const count = !region ? null : known ?? (fetcher.state === 'idle' ? fetcher.data?.count ?? null : null)
  const key = count === null ? null : count === 0 ? 'pages.plan.countInRegionNone' : 'pages.plan.countInRegion'
  return (
    <p className="field-hint region-count" aria-live="polite" id="region-role-model-count">
      {key ? <span lang={lang(key, { count: count ?? 0 })}>{t(key, { count: count ?? 0 })}</span> : null}
    </p>
  )
}

/** In-person form (spec section 3): where, when and who. Hidden fields carry the chosen role models' region. */
export function InPersonPlanFields({ fields, form, options, today, hydrated, active = false, confirmedDate, roleModelCount }: { fields: Fields; form: Form; options: EventFormOptions; today: string; hydrated: boolean; active?: boolean; confirmedDate?: string; roleModelCount?: RoleModelCount | null }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const label = useFieldLabel()
  return (
    <>
      {active ? null : (
        <>
          <EventNameField fields={fields} confirmedDate={confirmedDate} />
          <section className="form-section" aria-labelledby="plan-where">
            <h2 id="plan-where" lang={lang('pages.plan.where')}>{t('pages.plan.where')}</h2>
            <Field label={label('Address')} meta={fields.Address} inputProps={{ autoComplete: 'street-address' }} />
            <RegionDistrictFields fields={fields} form={form} options={options} hydrated={hydrated}>
              {(region) => <RegionRoleModelCount region={region} initial={roleModelCount} />}
            </RegionDistrictFields>
          </section>
          <section className="form-section" aria-labelledby="plan-when">
            <h2 id="plan-when" lang={lang('pages.plan.when')}>{t('pages.plan.when')}</h2>
            <DateField label={label('Date')} meta={fields.Date} today={today} />
            <div className="form-row">
              <TimeField label={label('ArrivalTime')} meta={fields.ArrivalTime} />
              <TimeField label={label('StartTime')} meta={fields.StartTime} hint={text('pages.plan.startTimeHint')} />
              <TimeField label={label('EndTime')} meta={fields.EndTime} />
            </div>
          </section>
        </>
      )}
      <section className="form-section" aria-labelledby="plan-students">
        <h2 id="plan-students" lang={lang('pages.plan.students')}>{t('pages.plan.students')}</h2>
        <StudentsField label={label('NumberOfStudentsAttending')} meta={fields.NumberOfStudentsAttending} />
        <Field label={label('StudentsAge')} meta={fields.StudentsAge} hint={text('pages.plan.studentsAgeHint')} />
      </section>
      {active ? null : (
        <>
          <HiddenValue meta={fields.WarnOnRegionChange} />
          <HiddenValue meta={fields.TotalChosenRoleModels} />
          <HiddenValue meta={fields.ChosenRegionID} />
          <HiddenValue meta={fields.ChosenDistrictID} />
        </>
      )}
    </>
  )
}

function HiddenValue({ meta }: { meta?: Fields[string] }) {
  if (!meta) return null
  const { key, ...props } = getInputProps(meta, { type: 'hidden' })
  return <input key={key} {...props} />
}

/** Online step one: the main meeting, and an optional pre-event meeting block. */
export function OnlineStepOneFields({ fields, today, hydrated, confirmedDate, roleModelCount }: { fields: Fields; today: string; hydrated: boolean; confirmedDate?: string; roleModelCount?: RoleModelCount | null }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const label = useFieldLabel()
  const [preEvent, setPreEvent] = useState(fields.HasPreEventMeeting.initialValue === '1')
  return (
    <>
      <EventNameField fields={fields} confirmedDate={confirmedDate} />
      {roleModelCount ? (
        <p className="field-hint" lang={lang('pages.plan.countOnline', { count: roleModelCount.count })}>{t('pages.plan.countOnline', { count: roleModelCount.count })}</p>
      ) : null}
      <section className="form-section" aria-labelledby="plan-main-meeting">
        <h2 id="plan-main-meeting" lang={lang('pages.plan.mainMeeting')}>{t('pages.plan.mainMeeting')}</h2>
        <DateField label={label('OnlineDate')} meta={fields.Date} today={today} />
        <div className="form-row">
          <TimeField label={label('StartTime')} meta={fields.StartTime} />
          <TimeField label={label('EndTime')} meta={fields.EndTime} />
        </div>
        <PlatformField label={label('MainEventMeetingPlatform')} meta={fields.MainEventMeetingPlatform} />
        <Field label={label('MainEventMeetingPlatformInviteLink')} meta={fields.MainEventMeetingPlatformInviteLink} hint={text('pages.plan.inviteLinkHint')} inputProps={{ inputMode: 'url', autoComplete: 'off' }} />
        <Field label={label('MeetingPassword')} meta={fields.MeetingPassword} hint={text('pages.plan.passwordHint')} inputProps={{ autoComplete: 'off' }} />
      </section>
      <section className="form-section" aria-labelledby="plan-pre-event">
        <h2 id="plan-pre-event" lang={lang('pages.plan.preEventMeeting')}>{t('pages.plan.preEventMeeting')}</h2>
        <p className="field-hint" lang={lang('pages.plan.preEventIntro')}>{t('pages.plan.preEventIntro')}</p>
        <div
          onChange={(event) => {
            const target = event.target as HTMLInputElement
            if (target.name === fields.HasPreEventMeeting.name) setPreEvent(target.checked)
          }}
        >
          <CheckboxField label={label('HasPreEventMeeting')} meta={fields.HasPreEventMeeting} />
        </div>
        {/* Without JavaScript the block is always there; the server ignores it unless the box is ticked. */}
        <div className="pre-event-block" id="pre-event-block" hidden={hydrated && !preEvent}>
          <DateField label={label('PreEventMeetingDate')} meta={fields.PreEventMeetingDate} today={today} />
          <div className="form-row">
            <TimeField label={label('PreEventMeetingStartTime')} meta={fields.PreEventMeetingStartTime} />
            <TimeField label={label('PreEventMeetingEndTime')} meta={fields.PreEventMeetingEndTime} />
          </div>
          <PlatformField label={label('PreEventMeetingPlatform')} meta={fields.PreEventMeetingPlatform} />
          <Field label={label('PreEventMeetingPlatformInviteLink')} meta={fields.PreEventMeetingPlatformInviteLink} inputProps={{ inputMode: 'url', autoComplete: 'off' }} />
          <Field label={label('PreEventMeetingPassword')} meta={fields.PreEventMeetingPassword} inputProps={{ autoComplete: 'off' }} />
        </div>
      </section>
    </>
  )
}

/** Online step two: the students (also the active online edit). */
export function OnlineStepTwoFields({ fields, options }: { fields: Fields; options: EventFormOptions }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const label = useFieldLabel()
  const attend = fields.HowWillStudentsAttendOnlineEvent
  const invalid = Boolean(attend.errors?.length)
  const radios = getCollectionProps(attend, { type: 'radio', options: [...STUDENT_ATTENDANCE] })
  return (
    <section className="form-section" aria-labelledby="info-students">
      <h2 id="info-students" lang={lang('pages.info.students')}>{t('pages.info.students')}</h2>
      <Field label={label('OnlineStudentsAge')} meta={fields.StudentsAge} hint={text('pages.plan.studentsAgeHint')} />
      <StudentsField label={label('OnlineNumberOfStudentsAttending')} meta={fields.NumberOfStudentsAttending} />
      <fieldset className={`field checkbox-group${invalid ? ' field-invalid' : ''}`} aria-describedby={invalid ? attend.errorId : undefined}>
        <legend id={labelId(attend.id)}>{label('HowWillStudentsAttendOnlineEvent')}{attend.required ? <RequiredMark inWords /> : null}</legend>
        <div className="checkbox-group-options">
          {radios.map(({ key, ...props }) => (
            <div className="field-checkbox" key={key}>
              <input {...props} aria-invalid={invalid || undefined} />
              <label htmlFor={props.id} lang={lang(`howWillStudentsAttend.${props.value}`)}>{t(`howWillStudentsAttend.${props.value}`)}</label>
            </div>
          ))}
        </div>
        <ErrorList id={attend.errorId} errors={attend.errors} />
      </fieldset>
      <CheckboxGroupField legend={label('StudentLanguages')} meta={fields.StudentLanguages} options={options.languages} scroll />
    </section>
  )
}

/** Info for role models: eight optional texts of up to 1000 characters, with the live counter. */
export function RoleModelInfoFields({ fields, type }: { fields: Fields; type: 'in-person' | 'online' }) {
  const { t, lang } = useT('events')
  const marked = useMarkedText('events')
  const label = useFieldLabel()
  const text = (name: string, hint?: ReactNode) => (
    <TextareaField key={name} label={label(name)} meta={fields[name]} hint={hint} counter={INFO_TEXT_MAX} textareaProps={{ rows: 4, maxLength: undefined }} />
  )
  return (
    <section className="form-section" aria-labelledby="info-role-models">
      <h2 id="info-role-models" lang={lang('pages.info.forRoleModels')}>{t('pages.info.forRoleModels')}</h2>
      <p className="field-hint" lang={lang('pages.info.optionalNote')}>{t('pages.info.optionalNote')}</p>
      {text('ArrivalDetails', marked(type === 'online' ? 'pages.info.arrivalDetailsOnlineHint' : 'pages.info.arrivalDetailsHint'))}
      {text('HowWillTheEventStart')}
      {text('CulturalExpectations')}
      <CheckboxField label={label('PhotosAllowed')} meta={fields.PhotosAllowed} />
      {text('WhatStudentsCallTheTeacher')}
      {text('LearningGoals')}
      {text('WhatMakesTheSchoolSpecial')}
      {text('RelatedTopic')}
    </section>
  )
}

/**
 * Moving a live event (issue 50 item 2): when, and where (in person) or the main meeting (online). The region stays:
 * the role models on the event were chosen for it.
 */
export function MoveFields({ type, fields, today, confirmedDate }: { type: 'in-person' | 'online'; fields: Fields; today: string; confirmedDate: string }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const label = useFieldLabel()
  return (
    <>
      <section className="form-section" aria-labelledby="move-when">
        <h2 id="move-when" lang={lang('pages.plan.when')}>{t('pages.plan.when')}</h2>
        <DateField label={label(type === 'in-person' ? 'Date' : 'OnlineDate')} meta={fields.Date} today={today} />
        <div className="form-row">
          {type === 'in-person' ? <TimeField label={label('ArrivalTime')} meta={fields.ArrivalTime} /> : null}
          <TimeField label={label('StartTime')} meta={fields.StartTime} hint={type === 'in-person' ? text('pages.plan.startTimeHint') : undefined} />
          <TimeField label={label('EndTime')} meta={fields.EndTime} />
        </div>
      </section>
      {type === 'in-person' ? (
        <section className="form-section" aria-labelledby="move-where">
          <h2 id="move-where" lang={lang('pages.plan.where')}>{t('pages.plan.where')}</h2>
          <Field label={label('Address')} meta={fields.Address} inputProps={{ autoComplete: 'street-address' }} />
        </section>
      ) : (
        <section className="form-section" aria-labelledby="move-meeting">
          <h2 id="move-meeting" lang={lang('pages.plan.mainMeeting')}>{t('pages.plan.mainMeeting')}</h2>
          <PlatformField label={label('MainEventMeetingPlatform')} meta={fields.MainEventMeetingPlatform} />
          <Field label={label('MainEventMeetingPlatformInviteLink')} meta={fields.MainEventMeetingPlatformInviteLink} hint={text('pages.plan.inviteLinkHint')} inputProps={{ inputMode: 'url', autoComplete: 'off' }} />
          <Field label={label('MeetingPassword')} meta={fields.MeetingPassword} hint={text('pages.plan.passwordHint')} inputProps={{ autoComplete: 'off' }} />
        </section>
      )}
      {/* The holiday date the teacher was warned about: saving it again accepts it (decision 0039). */}
      <input type="hidden" name="ConfirmedDate" value={confirmedDate} />
    </>
  )
}
