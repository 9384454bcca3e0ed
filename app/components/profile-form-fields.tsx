import { getCollectionProps, getInputProps, getSelectProps } from '@conform-to/react'
import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { useBeforeUnload, useBlocker } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Option } from '~/domain/profiles/cascade'
import { districtSelectState } from '~/domain/profiles/cascade'
import { PHOTO_ACCEPT, photoError } from '~/domain/profiles/photo'
import type { ProfileOptions } from '~/domain/profiles/profiles.server'
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '~/domain/profiles/profile.schema'
import { CheckboxField, ErrorList, Field, TextareaField } from './field'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, FieldMetadata<any, any, any>>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Form = FormMetadata<any, any>

function describedBy(meta: Fields[string]) {
  return meta.errors?.length ? meta.errorId : undefined
}

export function SelectField({
  label, meta, options, placeholder, disabled, required, selectProps,
}: {
  label: ReactNode
  meta: Fields[string]
  options: Option[]
  placeholder: string
  disabled?: boolean
  required?: boolean
  selectProps?: React.SelectHTMLAttributes<HTMLSelectElement>
}) {
  const { key, ...props } = getSelectProps(meta, { ariaAttributes: true })
  return (
    <div className={`field${meta.errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={meta.id}>{label}</label>
      <select key={key} {...props} {...selectProps} disabled={disabled} aria-describedby={describedBy(meta)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>{option.title}</option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** Several choices as checkboxes in a fieldset: works without JavaScript and with any assistive technology. */
export function CheckboxGroupField({ legend, meta, options, required, scroll }: { legend: ReactNode; meta: Fields[string]; options: Option[]; required?: boolean; scroll?: boolean }) {
  const invalid = Boolean(meta.errors?.length)
  const inputs = getCollectionProps(meta, { type: 'checkbox', options: options.map((o) => o.id) })
  return (
    <fieldset className={`field checkbox-group${invalid ? ' field-invalid' : ''}`} aria-describedby={invalid ? meta.errorId : undefined} id={`${meta.id}-group`}>
      <legend>{legend}</legend>
      <div className={scroll ? 'checkbox-group-options checkbox-group-scroll' : 'checkbox-group-options'}>
        {inputs.map(({ key, ...props }, index) => (
          <div className="field-checkbox" key={key}>
            <input {...props} aria-invalid={invalid || undefined} />
            <label htmlFor={props.id}>{options[index].title}</label>
          </div>
        ))}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}

/**
 * Region and district (spec section 4): choosing a region refills the districts from the map, keeping
 * the district only if it belongs to the new region; the district select is disabled with 'Select
 * district' when there are none. Without JavaScript a button reloads the form with the region's
 * districts, keeping everything typed.
 */
export function RegionDistrictFields({ fields, form, options, hydrated }: { fields: Fields; form: Form; options: ProfileOptions; hydrated: boolean }) {
  const { t } = useTranslation('profile')
  const region = (fields.RegionID.value as string | undefined) ?? ''
  const state = districtSelectState(options.districtMap, region, fields.DistrictID.value as string | undefined)
  return (
    <div className="region-district">
      <SelectField label={t('form.region')} meta={fields.RegionID} options={options.regions} placeholder={t('form.selectRegion')} required />
      {!hydrated ? (
        <button className="button button-secondary button-small" {...form.validate.getButtonProps({ name: fields.RegionID.name })}>
          {t('form.updateDistricts')}
        </button>
      ) : null}
      <SelectField
        // Remounted per region so the options and kept value come from the map.
        key={`district-${region}`}
        label={t('form.district')}
        meta={fields.DistrictID}
        options={state.options}
        placeholder={t('form.selectDistrict')}
        disabled={state.disabled}
        required
        selectProps={{ defaultValue: state.value }}
      />
    </div>
  )
}

/**
 * Photo upload (spec section 4): with no photo 'Choose photo' shows and 'Remove photo' is hidden; a valid
 * choice shows a preview and swaps the buttons; removing clears the choice and sets ProfilePhotoRemoved=1.
 * Without JavaScript: the file input and a 'Remove photo' checkbox.
 */
export function PhotoField({ fields, currentPhotoUrl, hydrated }: { fields: Fields; currentPhotoUrl: string | null; hydrated: boolean }) {
  const { t } = useTranslation('profile')
  const meta = fields.ProfilePhoto
  const inputRef = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [removed, setRemoved] = useState(fields.ProfilePhotoRemoved.initialValue === '1')
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview) }, [preview])
  const shown = preview ?? (removed ? null : currentPhotoUrl)
  const invalid = Boolean(meta.errors?.length)
  const hintId = `${meta.id}-hint`
  const { key, ...inputProps } = getInputProps(meta, { type: 'file', ariaAttributes: true })
  return (
    <fieldset className={`field photo-field${invalid ? ' field-invalid' : ''}`}>
      <legend>{t('form.photo')}</legend>
      <p className="field-hint" id={hintId}>{t('form.photoHint')}</p>
      <div className="photo-field-body">
        {shown ? (
          <img className="photo-preview" src={shown} alt={preview ? t('form.photoNew') : t('form.photoCurrent')} width={120} height={120} />
        ) : (
          <div className="photo-preview profile-photo-placeholder" role="img" aria-label={t('form.photoNone')} />
        )}
        <div className="photo-field-controls">
          <label htmlFor={meta.id} className={hydrated ? 'button button-secondary' : undefined}>
            {hydrated ? (shown ? t('form.replacePhoto') : t('form.choosePhoto')) : t('form.choosePhoto')}
          </label>
          <input
            key={key}
            ref={inputRef}
            {...inputProps}
            accept={PHOTO_ACCEPT}
            className={hydrated ? 'visually-hidden' : undefined}
            aria-describedby={[hintId, invalid ? meta.errorId : null].filter(Boolean).join(' ')}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (preview) URL.revokeObjectURL(preview)
              if (file && !photoError({ size: file.size, type: file.type })) {
                setPreview(URL.createObjectURL(file))
                setRemoved(false)
              } else {
                setPreview(null)
              }
            }}
          />
          {hydrated ? (
            <>
              <input type="hidden" name={fields.ProfilePhotoRemoved.name} value={removed ? '1' : ''} />
              {shown ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    if (inputRef.current) inputRef.current.value = ''
                    setPreview(null)
                    setRemoved(Boolean(currentPhotoUrl))
                    inputRef.current?.dispatchEvent(new Event('input', { bubbles: true }))
                  }}
                >
                  {t('form.removePhoto')}
                </button>
              ) : null}
              {removed && !preview ? <p className="field-hint" role="status">{t('form.photoWillBeRemoved')}</p> : null}
            </>
          ) : currentPhotoUrl ? (
            <CheckboxField label={t('form.removePhoto')} meta={fields.ProfilePhotoRemoved} />
          ) : null}
        </div>
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}

export function BasicInformationFields({ fields, form, options, currentPhotoUrl, hydrated }: { fields: Fields; form: Form; options: ProfileOptions; currentPhotoUrl: string | null; hydrated: boolean }) {
  const { t } = useTranslation('profile')
  const eventTypeMeta = fields.CanDoInPersonEvent
  const eventTypeInvalid = Boolean(eventTypeMeta.errors?.length)
  const checkbox = (meta: Fields[string]) => {
    const { key, ...props } = getInputProps(meta, { type: 'checkbox', value: '1' })
    return <input key={key} {...props} aria-invalid={eventTypeInvalid || undefined} />
  }
  return (
    <>
      <div className="form-row">
        <Field label={t('form.firstName')} meta={fields.FirstName} inputProps={{ autoComplete: 'given-name' }} />
        <Field label={t('form.surname')} meta={fields.Surname} inputProps={{ autoComplete: 'family-name' }} />
      </div>
      <Field label={t('form.contactPhoneNumber')} meta={fields.ContactPhoneNumber} type="tel" hint={t('form.phoneHint')} inputProps={{ autoComplete: 'tel' }} />
      <div className="form-row">
        <SelectField label={t('form.pronoun')} meta={fields.PronounID} options={options.pronouns} placeholder={t('form.selectOption')} required />
        <SelectField label={t('form.gender')} meta={fields.GenderID} options={options.genders} placeholder={t('form.selectOption')} required />
        <SelectField label={t('form.ageRange')} meta={fields.AgeRangeID} options={options.ageRanges} placeholder={t('form.selectOption')} required />
      </div>
      <CheckboxGroupField legend={t('form.ethnicities')} meta={fields.Ethnicities} options={options.ethnicities} required />
      <RegionDistrictFields fields={fields} form={form} options={options} hydrated={hydrated} />
      <fieldset className={`field checkbox-group${eventTypeInvalid ? ' field-invalid' : ''}`} aria-describedby={eventTypeInvalid ? eventTypeMeta.errorId : undefined}>
        <legend>{t('form.eventTypes')}</legend>
        <div className="checkbox-group-options">
          <div className="field-checkbox">
            {checkbox(fields.CanDoInPersonEvent)}
            <label htmlFor={fields.CanDoInPersonEvent.id}>{t('form.canDoInPersonEvent')}</label>
          </div>
          <div className="field-checkbox">
            {checkbox(fields.CanDoOnlineEvent)}
            <label htmlFor={fields.CanDoOnlineEvent.id}>{t('form.canDoOnlineEvent')}</label>
          </div>
        </div>
        <ErrorList id={eventTypeMeta.errorId} errors={eventTypeMeta.errors} />
      </fieldset>
      <CheckboxGroupField legend={t('form.languagesSpoken')} meta={fields.LanguagesSpoken} options={options.languages} required scroll />
      <PhotoField fields={fields} currentPhotoUrl={currentPhotoUrl} hydrated={hydrated} />
    </>
  )
}

export function JourneyFields({ fields, options, mode }: { fields: Fields; options: ProfileOptions; mode: 'create' | 'edit' }) {
  const { t } = useTranslation('profile')
  return (
    <>
      <Field
        label={mode === 'create' ? t('form.whatDoYouDo') : t('form.jobTitle')}
        meta={fields.WhatDoYouDo}
        hint={t('form.whatDoYouDoHint')}
      />
      <Field label={t('form.whoDoYouWorkFor')} meta={fields.WhoDoYouWorkFor} inputProps={{ autoComplete: 'organization', maxLength: undefined }} />
      <SelectField label={t('form.industry')} meta={fields.IndustryID} options={options.industries} placeholder={t('form.selectOption')} required />
      <CheckboxGroupField legend={t('form.sectors')} meta={fields.Sectors} options={options.sectors} scroll />
      <CheckboxGroupField legend={t('form.educationBackgrounds')} meta={fields.EducationBackgrounds} options={options.educationLevels} />
      <TextareaField label={t('form.tellUsWhatYouDoNow')} meta={fields.TellUsWhatYouDoNow} counter={LONG_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 5 }} />
      <TextareaField label={t('form.whatWasYourJourneyToGetHere')} meta={fields.WhatWasYourJourneyToGetHere} counter={LONG_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 5 }} />
      <TextareaField label={t('form.whyDoYouWantToBeARoleModel')} meta={fields.WhyDoYouWantToBeARoleModel} counter={LONG_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 5 }} />
      <CheckboxGroupField legend={t('form.iwiAffiliations')} meta={fields.IwiAffiliations} options={options.iwi} scroll />
      <fieldset className="field checkbox-group">
        <legend>{t('form.accessibility')}</legend>
        <CheckboxField label={t('form.intellectualDisabilityOrImpairment')} meta={fields.IntellectualDisabilityOrImpairment} />
        <CheckboxField label={t('form.physicalDisabilityOrImpairment')} meta={fields.PhysicalDisabilityOrImpairment} />
        <CheckboxField label={t('form.neurodiverse')} meta={fields.Neurodiverse} />
        <TextareaField label={t('form.supportPersonNeeds')} meta={fields.SupportPersonNeeds} counter={SHORT_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 2 }} />
        <TextareaField label={t('form.accessNeeds')} meta={fields.AccessNeeds} counter={SHORT_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 2 }} />
      </fieldset>
      <fieldset className="field checkbox-group">
        <legend>{t('form.consents')}</legend>
        <CheckboxField label={t('form.contactForResearch')} meta={fields.ContactForResearch} />
        <CheckboxField label={t('form.partners')} meta={fields.Partners} />
        <CheckboxField label={t('form.shareInfoWithPartners')} meta={fields.ShareInfoWithPartners} />
      </fieldset>
    </>
  )
}

/**
 * Warns before leaving a form with unsaved edits: the browser's own prompt when the page unloads, and a
 * confirm with the message on in-app navigation. Submitting the form is not leaving.
 */
export function useUnsavedChangesWarning(formId: string, message: string) {
  const [dirty, setDirty] = useState(false)
  const submitting = useRef(false)
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    if (!form) return
    const onEdit = () => setDirty(true)
    const onSubmit = (event: Event) => {
      submitting.current = true
      // A submission the browser-side validation stopped leaves the form as edited as before.
      setTimeout(() => { if (event.defaultPrevented) submitting.current = false }, 0)
    }
    form.addEventListener('input', onEdit)
    form.addEventListener('change', onEdit)
    form.addEventListener('submit', onSubmit)
    return () => {
      form.removeEventListener('input', onEdit)
      form.removeEventListener('change', onEdit)
      form.removeEventListener('submit', onSubmit)
    }
  }, [formId])
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!dirty || submitting.current) return
      event.preventDefault()
      event.returnValue = message
    }, [dirty, message]),
  )
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !submitting.current && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(message)) blocker.proceed()
    else blocker.reset()
  }, [blocker, message])
  return { dirty, markSaved: () => { setDirty(false); submitting.current = false } }
}
