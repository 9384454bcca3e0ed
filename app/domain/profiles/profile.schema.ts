import { z } from 'zod'
import { photoError } from './photo'
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './profile-limits'

/**
 * The profile forms (spec sections 3 and 5), shared by the browser and the server. Errors are i18n keys
 * (`profile:validation.*`), resolved to the spec's exact messages.
 */
const key = (name: string) => `profile:validation.${name}`
const tooLong = (max: number) => `${key('tooLong')}|${JSON.stringify({ max })}`

// Required fields are optional at the type level and refined instead, so that every missing field is
// reported at once together with the cross-field rule (zod skips object refinements after a type error).
const requiredText = (message: string, max = SHORT_TEXT_MAX) =>
  z.string().trim().max(max, tooLong(max)).optional().refine((value) => Boolean(value), key(message))
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional()
const requiredId = (message: string) => z.string().trim().optional().refine((value) => Boolean(value), key(message))
const requiredIds = (message: string) => z.array(z.string()).optional().refine((value) => Boolean(value?.length), key(message))
const optionalIds = () => z.array(z.string()).optional()
/** Checkboxes post '1' (the spec's API uses 1 for true); absent means false. */
const flag = () => z.string().optional().transform((value) => value === '1' || value === 'on' || value === 'true')

/** A chosen file: anything File-like (the browser's File, or the server's parsed part). */
const fileLike = z.custom<File>((value) => typeof value === 'object' && value !== null && 'size' in value && 'arrayBuffer' in value)

export const BASIC_FIELDS = {
  FirstName: requiredText('firstNameRequired'),
  Surname: requiredText('surnameRequired'),
  ContactPhoneNumber: requiredText('phoneRequired'),
  PronounID: requiredId('pronounRequired'),
  GenderID: requiredId('genderRequired'),
  AgeRangeID: requiredId('ageRequired'),
  Ethnicities: requiredIds('ethnicityRequired'),
  RegionID: requiredId('regionRequired'),
  DistrictID: requiredId('districtRequired'),
  CanDoInPersonEvent: flag(),
  CanDoOnlineEvent: flag(),
  LanguagesSpoken: requiredIds('languagesRequired'),
  ProfilePhoto: fileLike.optional(),
  ProfilePhotoRemoved: flag(),
}

export const journeyFields = (mode: 'create' | 'edit') => ({
  // 'What do you do? is required' on create, 'Job title is required' on edit (spec section 5).
  WhatDoYouDo: requiredText(mode === 'create' ? 'whatDoYouDoRequired' : 'jobTitleRequired'),
  WhoDoYouWorkFor: optionalText(SHORT_TEXT_MAX),
  IndustryID: requiredId('industryRequired'),
  Sectors: optionalIds(),
  EducationBackgrounds: optionalIds(),
  TellUsWhatYouDoNow: optionalText(LONG_TEXT_MAX),
  WhatWasYourJourneyToGetHere: optionalText(LONG_TEXT_MAX),
  WhyDoYouWantToBeARoleModel: optionalText(LONG_TEXT_MAX),
  IwiAffiliations: optionalIds(),
  IntellectualDisabilityOrImpairment: flag(),
  PhysicalDisabilityOrImpairment: flag(),
  Neurodiverse: flag(),
  SupportPersonNeeds: optionalText(SHORT_TEXT_MAX),
  AccessNeeds: optionalText(SHORT_TEXT_MAX),
  ContactForResearch: flag(),
  Partners: flag(),
  ShareInfoWithPartners: flag(),
})

/** Which taxonomy each id field refers to. */
export const ID_FIELDS = {
  PronounID: 'pronouns',
  GenderID: 'genders',
  AgeRangeID: 'age-ranges',
  Ethnicities: 'ethnicities',
  RegionID: 'regions',
  DistrictID: 'districts',
  LanguagesSpoken: 'languages',
  IndustryID: 'industries',
  Sectors: 'sectors',
  EducationBackgrounds: 'education-levels',
  IwiAffiliations: 'iwi',
} as const
export type IdField = keyof typeof ID_FIELDS

/** What the server knows that the browser may not: the ids that exist and which region each district is in. */
export type ReferenceCheck = {
  ids: Partial<Record<IdField, Set<string>>>
  districtRegion: Record<string, string>
}

export type SchemaOptions = {
  /** Server only: refuse ids that do not exist and districts of another region. */
  reference?: ReferenceCheck
  /** Server only: the photo's type read from its content. The browser falls back to the declared type. */
  photoType?: string | null
}

type Values = Record<string, unknown>

function refine(values: Values, ctx: z.RefinementCtx, options: SchemaOptions) {
  if ('CanDoInPersonEvent' in values && !values.CanDoInPersonEvent && !values.CanDoOnlineEvent) {
    ctx.addIssue({ code: 'custom', path: ['CanDoInPersonEvent'], message: key('eventTypeRequired') })
  }
  const photo = values.ProfilePhoto as File | undefined
  if (photo && photo.size > 0) {
    const error = photoError({ size: photo.size, type: options.photoType !== undefined ? options.photoType : photo.type })
    if (error) ctx.addIssue({ code: 'custom', path: ['ProfilePhoto'], message: error })
  }
  const reference = options.reference
  if (!reference) return
  for (const [field, known] of Object.entries(reference.ids) as [IdField, Set<string>][]) {
    if (!(field in values) || values[field] == null) continue
    const chosen = Array.isArray(values[field]) ? (values[field] as string[]) : [values[field] as string]
    if (chosen.some((id) => !known.has(String(id)))) {
      ctx.addIssue({ code: 'custom', path: [field], message: key('invalidOption') })
    }
  }
  const district = values.DistrictID as string | undefined
  const region = values.RegionID as string | undefined
  if (district && region && reference.districtRegion[district] !== undefined && reference.districtRegion[district] !== String(region)) {
    ctx.addIssue({ code: 'custom', path: ['DistrictID'], message: key('districtNotInRegion') })
  }
}

export function basicInformationSchema(options: SchemaOptions = {}) {
  return z.object(BASIC_FIELDS).superRefine((values, ctx) => refine(values, ctx, options))
}

export function yourJourneySchema(options: SchemaOptions = {}) {
  return z.object(journeyFields('create')).superRefine((values, ctx) => refine(values, ctx, options))
}

/** The edit page holds both sections in one form. */
export function editProfileSchema(options: SchemaOptions = {}) {
  return z.object({ ...BASIC_FIELDS, ...journeyFields('edit') }).superRefine((values, ctx) => refine(values, ctx, options))
}

export type BasicInformation = z.infer<ReturnType<typeof basicInformationSchema>>
export type YourJourney = z.infer<ReturnType<typeof yourJourneySchema>>
export type EditProfile = z.infer<ReturnType<typeof editProfileSchema>>
