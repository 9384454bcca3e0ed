import { getInputProps } from '@conform-to/react'
import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { useBeforeUnload, useBlocker, useFormAction, useNavigation } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChangeEvent, ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { districtSelectState } from '~/domain/profiles/cascade'
import { PHOTO_ACCEPT, photoError } from '~/domain/profiles/photo'
import type { ProfileOptions } from '~/domain/profiles/profiles.server'
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '~/domain/profiles/profile-limits'
import { CheckboxField, CheckboxGroup, CheckboxGroupField, ErrorList, Field, labelId, SelectField, TextareaField } from './field'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, FieldMetadata<any, any, any>>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Form = FormMetadata<any, any>

/**
 * Region and district (spec section 4): choosing a region refills the districts from the map, keeping
 * the district only if it belongs to the new region; the district select is disabled with 'Select
 * district' when there are none. Without JavaScript a button reloads the form with the region's
 * districts, keeping everything typed, and opens at the district field: the address's fragment is its label, so
 * the next Tab is the field (browsers ignore autofocus on a page opened at a fragment).
 */
export function RegionDistrictFields({ fields, form, options, hydrated, children }: { fields: Fields; form: Form; options: Pick<ProfileOptions, 'regions' | 'districtMap'>; hydrated: boolean; children?: (region: string) => ReactNode }) {
  const { t, lang } = useT('profile')
  const m = useMarkedText('profile')
  const [region, onRegionChange] = useShownValue(fields.RegionID)
  const state = districtSelectState(options.districtMap, region, fields.DistrictID.value as string | undefined)
  const action = useFormAction()
  return (
    <>
      <div className="region-district">
        <SelectField label={m('form.region')} meta={fields.RegionID} options={options.regions} placeholder={t('form.selectRegion')} placeholderLang={lang('form.selectRegion')} selectProps={{ onChange: onRegionChange }} />
        {!hydrated ? (
          <button
            className="button button-secondary button-small"
            {...form.validate.getButtonProps({ name: fields.RegionID.name })}
            formAction={`${action}#${labelId(fields.DistrictID.id)}`}
            lang={lang('form.updateDistricts')}
          >
            {t('form.updateDistricts')}
          </button>
        ) : null}
        <SelectField
          // Remounted per region so the options and kept value come from the map.
          key={`district-${region}`}
          label={m('form.district')}
          meta={fields.DistrictID}
          options={state.options}
          placeholder={t('form.selectDistrict')}
          placeholderLang={lang('form.selectDistrict')}
          disabled={state.disabled}
          selectProps={{ defaultValue: state.value }}
        />
      </div>
      {children?.(region)}
    </>
  )
}

/**
 * A select's value as the page shows it: the select's own change (React's listener), and conform's value whenever that
 * changes or the field is remounted (a reset, `form.update`, a server's answer). What depends on the choice (the
 * districts, the region's count) follows the select even should conform's document listener miss an input event: a
 * CI run once showed Northland chosen with Auckland's districts still listed (decision 0077).
 */
function useShownValue(meta: Fields[string]): [string, (event: ChangeEvent<HTMLSelectElement>) => void] {
  const formValue = (meta.value as string | undefined) ?? ''
  const [shown, setShown] = useState({ value: formValue, formValue, key: meta.key })
  const onChange = useCallback((event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.currentTarget
    setShown((current) => ({ ...current, value }))
  }, [])
  // conform's value moved: it wins (React renders again with this before showing anything).
  if (shown.formValue !== formValue || shown.key !== meta.key) {
    setShown({ value: formValue, formValue, key: meta.key })
    return [formValue, onChange]
  }
  return [shown.value, onChange]
}

/**
 * Photo upload (spec section 4): with no photo 'Choose photo' shows and 'Remove photo' is hidden; a valid
 * choice shows a preview and swaps the buttons; removing clears the choice and sets ProfilePhotoRemoved=1.
 * Without JavaScript: the file input and a 'Remove photo' checkbox.
 */
export function PhotoField({ fields, currentPhotoUrl, hydrated }: { fields: Fields; currentPhotoUrl: string | null; hydrated: boolean }) {
  const { t, lang } = useT('profile')
  const meta = fields.ProfilePhoto
  const inputRef = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [removed, setRemoved] = useState(fields.ProfilePhotoRemoved.initialValue === '1')
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview) }, [preview])
  /** A valid chosen photo is previewed (and takes back a removal); an invalid one or none shows no preview. */
  const showChosen = (file: File | undefined) => {
    if (file && !photoError({ size: file.size, type: file.type })) {
      setPreview(URL.createObjectURL(file))
      setRemoved(false)
    } else {
      setPreview(null)
    }
  }
  // A photo chosen before the page's JavaScript had started (a slow school laptop) fired its change unheard: shown now.
  useEffect(() => {
    const file = inputRef.current?.files?.[0]
    if (file) showChosen(file)
    // Once, when the page has started: later choices arrive through onChange.
  }, [])
  const shown = preview ?? (removed ? null : currentPhotoUrl)
  const invalid = Boolean(meta.errors?.length)
  const hintId = `${meta.id}-hint`
  const { key, ...inputProps } = getInputProps(meta, { type: 'file', ariaAttributes: true })
  return (
    <fieldset className={`field photo-field${invalid ? ' field-invalid' : ''}`}>
      <legend id={labelId(meta.id)} lang={lang('form.photo')}>{t('form.photo')}</legend>
      <p className="field-hint" id={hintId} lang={lang('form.photoHint')}>{t('form.photoHint')}</p>
      <div className="photo-field-body">
        {shown ? (
          <img className="photo-preview" src={shown} alt={preview ? t('form.photoNew') : t('form.photoCurrent')} lang={lang(preview ? 'form.photoNew' : 'form.photoCurrent')} width={120} height={120} />
        ) : (
          <div className="photo-preview profile-photo-placeholder" role="img" aria-label={t('form.photoNone')} lang={lang('form.photoNone')} />
        )}
        <div className="photo-field-controls">
          <label htmlFor={meta.id} className={hydrated ? 'button button-secondary' : undefined} lang={lang(hydrated && shown ? 'form.replacePhoto' : 'form.choosePhoto')}>
            {hydrated ? (shown ? t('form.replacePhoto') : t('form.choosePhoto')) : t('form.choosePhoto')}
          </label>
          <input
            key={key}
            ref={inputRef}
            {...inputProps}
            accept={PHOTO_ACCEPT}
            className={hydrated ? 'visually-hidden' : undefined}
            aria-describedby={[hintId, invalid ? meta.errorId : null].filter(Boolean).join(' ')}
            onChange={(event) => showChosen(event.currentTarget.files?.[0])}
          />
          {hydrated ? (
            <>
              <input type="hidden" name={fields.ProfilePhotoRemoved.name} value={removed ? '1' : ''} />
              {shown ? (
                <button
                  type="button"
                  className="button button-secondary"
                  lang={lang('form.removePhoto')}
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
              {removed && !preview ? <p className="field-hint" role="status" lang={lang('form.photoWillBeRemoved')}>{t('form.photoWillBeRemoved')}</p> : null}
            </>
          ) : currentPhotoUrl ? (
            <CheckboxField label={<span lang={lang('form.removePhoto')}>{t('form.removePhoto')}</span>} meta={fields.ProfilePhotoRemoved} />
          ) : null}
        </div>
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}

export function BasicInformationFields({ fields, form, options, currentPhotoUrl, hydrated }: { fields: Fields; form: Form; options: ProfileOptions; currentPhotoUrl: string | null; hydrated: boolean }) {
  const { t, lang } = useT('profile')
  const m = useMarkedText('profile')
  const eventTypeMeta = fields.CanDoInPersonEvent
  const eventTypeInvalid = Boolean(eventTypeMeta.errors?.length)
  const checkbox = (meta: Fields[string]) => {
    // Either box will do: the group's legend says one is required, not each box.
    const { key, required: _required, ...props } = getInputProps(meta, { type: 'checkbox', value: '1' })
    // The group's error lives on the first box: ticking either box checks the group again while it shows the error,
    // so it goes as soon as one is ticked (not when focus leaves, which moved the page under the next click).
    const revalidate = () => {
      if (eventTypeInvalid) form.validate({ name: eventTypeMeta.name })
    }
    return <input key={key} {...props} aria-invalid={eventTypeInvalid || undefined} onChange={revalidate} />
  }
  return (
    <>
      <div className="form-row">
        <Field label={m('form.firstName')} meta={fields.FirstName} inputProps={{ autoComplete: 'given-name' }} />
        <Field label={m('form.surname')} meta={fields.Surname} inputProps={{ autoComplete: 'family-name' }} />
      </div>
      <Field label={m('form.contactPhoneNumber')} meta={fields.ContactPhoneNumber} type="tel" hint={m('form.phoneHint')} inputProps={{ autoComplete: 'tel' }} />
      <div className="form-row">
        <SelectField label={m('form.pronoun')} meta={fields.PronounID} options={options.pronouns} placeholder={t('form.selectOption')} placeholderLang={lang('form.selectOption')} />
        <SelectField label={m('form.gender')} meta={fields.GenderID} options={options.genders} placeholder={t('form.selectOption')} placeholderLang={lang('form.selectOption')} />
        <SelectField label={m('form.ageRange')} meta={fields.AgeRangeID} options={options.ageRanges} placeholder={t('form.selectOption')} placeholderLang={lang('form.selectOption')} />
      </div>
      <CheckboxGroupField legend={m('form.ethnicities')} meta={fields.Ethnicities} options={options.ethnicities} />
      <RegionDistrictFields fields={fields} form={form} options={options} hydrated={hydrated} />
      {/* Two yes/no fields answering one question; the first carries the group's error. */}
      <CheckboxGroup legend={m('form.eventTypes')} meta={eventTypeMeta}>
        <div className="field-checkbox">
          {checkbox(fields.CanDoInPersonEvent)}
          <label htmlFor={fields.CanDoInPersonEvent.id} lang={lang('form.canDoInPersonEvent')}>{t('form.canDoInPersonEvent')}</label>
        </div>
        <div className="field-checkbox">
          {checkbox(fields.CanDoOnlineEvent)}
          <label htmlFor={fields.CanDoOnlineEvent.id} lang={lang('form.canDoOnlineEvent')}>{t('form.canDoOnlineEvent')}</label>
        </div>
      </CheckboxGroup>
      <CheckboxGroupField legend={m('form.languagesSpoken')} meta={fields.LanguagesSpoken} options={options.languages} scroll />
      <PhotoField fields={fields} currentPhotoUrl={currentPhotoUrl} hydrated={hydrated} />
    </>
  )
}

export function JourneyFields({ fields, options, mode }: { fields: Fields; options: ProfileOptions; mode: 'create' | 'edit' }) {
  const { t, lang } = useT('profile')
  const m = useMarkedText('profile')
  return (
    <>
      <Field
        label={m(mode === 'create' ? 'form.whatDoYouDo' : 'form.jobTitle')}
        meta={fields.WhatDoYouDo}
        hint={m('form.whatDoYouDoHint')}
      />
      <Field label={m('form.whoDoYouWorkFor')} meta={fields.WhoDoYouWorkFor} inputProps={{ autoComplete: 'organization', maxLength: undefined }} />
      <SelectField label={m('form.industry')} meta={fields.IndustryID} options={options.industries} placeholder={t('form.selectOption')} placeholderLang={lang('form.selectOption')} />
      <CheckboxGroupField legend={m('form.sectors')} meta={fields.Sectors} options={options.sectors} scroll />
      <CheckboxGroupField legend={m('form.educationBackgrounds')} meta={fields.EducationBackgrounds} options={options.educationLevels} />
      <TextareaField label={m('form.tellUsWhatYouDoNow')} meta={fields.TellUsWhatYouDoNow} counter={LONG_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 5 }} />
      <TextareaField label={m('form.whatWasYourJourneyToGetHere')} meta={fields.WhatWasYourJourneyToGetHere} counter={LONG_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 5 }} />
      <TextareaField label={m('form.whyDoYouWantToBeARoleModel')} meta={fields.WhyDoYouWantToBeARoleModel} counter={LONG_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 5 }} />
      <CheckboxGroupField legend={m('form.iwiAffiliations')} meta={fields.IwiAffiliations} options={options.iwi} scroll />
      <fieldset className="field checkbox-group">
        <legend lang={lang('form.accessibility')}>{t('form.accessibility')}</legend>
        <CheckboxField label={m('form.intellectualDisabilityOrImpairment')} meta={fields.IntellectualDisabilityOrImpairment} />
        <CheckboxField label={m('form.physicalDisabilityOrImpairment')} meta={fields.PhysicalDisabilityOrImpairment} />
        <CheckboxField label={m('form.neurodiverse')} meta={fields.Neurodiverse} />
        <TextareaField label={m('form.supportPersonNeeds')} meta={fields.SupportPersonNeeds} counter={SHORT_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 2 }} />
        <TextareaField label={m('form.accessNeeds')} meta={fields.AccessNeeds} counter={SHORT_TEXT_MAX} textareaProps={{ maxLength: undefined, rows: 2 }} />
      </fieldset>
      <fieldset className="field checkbox-group">
        <legend lang={lang('form.consents')}>{t('form.consents')}</legend>
        <CheckboxField label={m('form.contactForResearch')} meta={fields.ContactForResearch} />
        <CheckboxField label={m('form.partners')} meta={fields.Partners} />
        <CheckboxField label={m('form.shareInfoWithPartners')} meta={fields.ShareInfoWithPartners} />
      </fieldset>
    </>
  )
}

/** Whether a field differs from what the page was rendered with: also catches typing before hydration. */
export function changedSinceRender(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (['hidden', 'submit', 'button', 'reset', 'image'].includes(element.type)) continue
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked) return true
      } else if (element.type === 'file') {
        if (element.files?.length) return true
      } else if (element.value !== element.defaultValue) return true
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true
    } else if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options)
      // With no option marked selected in the markup, a single select starts on its first option.
      const initial = element.multiple ? options.filter((o) => o.defaultSelected) : [options.find((o) => o.defaultSelected) ?? options[0]].filter(Boolean)
      const now = options.filter((o) => o.selected)
      if (now.length !== initial.length || now.some((o, index) => o !== initial[index])) return true
    }
  }
  return false
}

/**
 * Warns before leaving a form with unsaved edits: the browser's own prompt when the page unloads, and a
 * confirm with the message on in-app navigation. Submitting the form is not leaving.
 */
export function useUnsavedChangesWarning(formId: string, message: string) {
  const [dirty, setDirty] = useState(false)
  const edited = useRef(false)
  const navigation = useNavigation()
  // Leaving through the form's own submission is not leaving. (Conform's blur validation also fires submit
  // events, so the navigation state says whether a submission is really under way.)
  const submitting = useRef(false)
  submitting.current = navigation.state !== 'idle' && navigation.formMethod != null && navigation.formMethod.toUpperCase() !== 'GET'
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    if (!form) return
    const onEdit = () => {
      edited.current = true
      setDirty(true)
    }
    form.addEventListener('input', onEdit)
    form.addEventListener('change', onEdit)
    return () => {
      form.removeEventListener('input', onEdit)
      form.removeEventListener('change', onEdit)
    }
  }, [formId])
  const unsaved = useCallback(() => {
    if (submitting.current) return false
    const form = document.getElementById(formId) as HTMLFormElement | null
    return edited.current || (form != null && changedSinceRender(form))
  }, [formId])
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!unsaved()) return
      event.preventDefault()
      event.returnValue = message
    }, [unsaved, message]),
  )
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved())
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(message)) blocker.proceed()
    else blocker.reset()
  }, [blocker, message])
  return { dirty, markSaved: () => { edited.current = false; setDirty(false) } }
}
