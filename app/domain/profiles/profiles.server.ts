import type { Payload } from 'payload'
import sharp from 'sharp'
import type { SignedInRoleModel } from '~/domain/accounts/users'
import type { RoleModel } from '../../../cms/payload-types'
import { firstOpportunityEvents, opportunityBriefs } from '../offers/opportunities.server'
import type { Matcher } from '../offers/opportunities.server'
import { taxonomyItems, taxonomyTerms } from '../reference/taxonomies.server'
import { idKey, parseDocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import type { TaxonomyItem } from '../reference/taxonomies.server'
import { missingProfileFields } from './completeness'
import type { DistrictMap, Option } from './cascade'
import { ID_FIELDS } from './profile.schema'
import type { IdField, ReferenceCheck } from './profile.schema'
import { hasTooManyPixels } from './image-limits.server'
import { PHOTO_EXTENSIONS, PHOTO_MAX_PIXELS, PHOTO_TOO_MANY_PIXELS, PHOTO_WRONG_TYPE, sniffPhotoType } from './photo'
import type { PhotoType } from './photo'
import { toProfileView } from './profile-view'
import { isCheckCurrent, isVisibleToTeachers } from '../vetting/visibility'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { listedAmong, ownRows, upcomingBriefEvents } from '../invitations/list.server'
import type { BriefEvent } from '../invitations/list.server'
import { namedRecordReads, recordSchoolIds, roleModelRecordOf, roleModelRecordSources } from '../records/records.server'
import { schoolNames } from '../invitations/school-names.server'
import { VETTING_SELECT, vettingOf } from '../vetting/vetting-path.server'

type Locale = 'en' | 'mi'

const idOf = (value: unknown): string | null => {
  const id = relationId(value)
  return id == null ? null : String(id)
}
const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(idOf).filter((id): id is string => id != null) : [])

/** The choices every select and checkbox list of the profile forms offers, in the page's language. */
export type ProfileOptions = {
  pronouns: Option[]
  genders: Option[]
  ageRanges: Option[]
  ethnicities: Option[]
  regions: Option[]
  districtMap: DistrictMap
  languages: Option[]
  industries: Option[]
  sectors: Option[]
  educationLevels: Option[]
  iwi: Option[]
}

const OPTION_LISTS = ['pronouns', 'genders', 'age-ranges', 'ethnicities', 'regions', 'districts', 'languages', 'industries', 'sectors', 'education-levels', 'iwi'] as const

export async function loadProfileOptions(payload: Payload, locale: Locale = 'en'): Promise<ProfileOptions> {
  const [pronouns, genders, ageRanges, ethnicities, regions, districts, languages, industries, sectors, educationLevels, iwi] = await Promise.all(
    OPTION_LISTS.map((collection) => taxonomyItems(payload, collection, locale)),
  )
  const option = (item: TaxonomyItem): Option => ({ id: String(item.id), title: item.title, ...(item.lang ? { lang: item.lang } : {}) })
  const districtMap: DistrictMap = Object.fromEntries(regions.map((region) => [String(region.id), [] as Option[]]))
  for (const district of districts) {
    if (district.region != null) (districtMap[String(district.region)] ??= []).push(option(district))
  }
  return {
    pronouns: pronouns.map(option), genders: genders.map(option), ageRanges: ageRanges.map(option), ethnicities: ethnicities.map(option),
    regions: regions.map(option), districtMap, languages: languages.map(option), industries: industries.map(option),
    sectors: sectors.map(option), educationLevels: educationLevels.map(option), iwi: iwi.map(option),
  }
}

/** A role model's option fields and the lists they name. */
const OPTION_FIELDS = {
  pronoun: 'pronouns', gender: 'genders', ageRange: 'age-ranges', ethnicities: 'ethnicities', region: 'regions', district: 'districts',
  languagesSpoken: 'languages', industry: 'industries', sectors: 'sectors', educationBackgrounds: 'education-levels', iwiAffiliations: 'iwi',
} as const satisfies Partial<Record<keyof RoleModel, (typeof OPTION_LISTS)[number]>>

/**
 * A role-model document read at depth 0 in the shape a depth-1 read gives (option fields as `{ id, title }`, the photo
 * as `{ id }`), with the titles from the lists kept in memory: Payload's population of a dozen relationships cost
 * more than the rest of a profile page. An option no longer in its list drops out, as population drops it. A title that
 * falls back to English says so (`lang: 'en'`, decision 0053); an already populated document is named the same way.
 */
export async function withOptionTitles<T extends Partial<Record<keyof RoleModel, unknown>>>(payload: Payload, doc: T, locale: string): Promise<T> {
  const resolved: Record<string, unknown> = { ...doc }
  await Promise.all(Object.entries(OPTION_FIELDS).map(async ([field, collection]) => {
    const value = doc[field as keyof typeof OPTION_FIELDS]
    if (value == null) return
    const byId = await taxonomyTerms(payload, collection, locale)
    const find = (value: unknown) => {
      const id = relationId(value)
      const term = byId.get(idKey(id))
      return term ? { id, ...term } : undefined
    }
    resolved[field] = Array.isArray(value) ? value.map(find).filter(Boolean) : find(value) ?? null
  }))
  const photo = doc.profilePicture
  if (photo != null && typeof photo !== 'object') resolved.profilePicture = { id: photo }
  return resolved as T
}

/** The server-side checks the shared schema runs: ids must exist, districts must be in the chosen region. */
export function referenceCheck(options: ProfileOptions): ReferenceCheck {
  const ids = (list: Option[]) => new Set(list.map((o) => o.id))
  const allDistricts = Object.values(options.districtMap).flat()
  const districtRegion: Record<string, string> = {}
  for (const [region, districts] of Object.entries(options.districtMap)) for (const d of districts) districtRegion[d.id] = region
  const byField: Record<IdField, Option[]> = {
    PronounID: options.pronouns, GenderID: options.genders, AgeRangeID: options.ageRanges, Ethnicities: options.ethnicities,
    RegionID: options.regions, DistrictID: allDistricts, LanguagesSpoken: options.languages, IndustryID: options.industries,
    Sectors: options.sectors, EducationBackgrounds: options.educationLevels, IwiAffiliations: options.iwi,
  }
  return { ids: Object.fromEntries(Object.entries(byField).map(([field, list]) => [field, ids(list)])) as ReferenceCheck['ids'], districtRegion }
}

/** The signed-in role model's own document, read with their own access. */
export async function getOwnProfile(payload: Payload, user: SignedInRoleModel, { depth = 1, locale = 'en' as Locale } = {}): Promise<RoleModel> {
  return payload.findByID({ collection: 'role-models', id: user.id, depth, locale, overrideAccess: false, user })
}

/** The form's initial values, under the spec's field names, from the stored profile. */
export function profileFormDefaults(doc: RoleModel): Record<string, string | string[] | undefined> {
  const text = (value: unknown) => (value == null ? undefined : String(value))
  const flag = (value: unknown) => (value ? '1' : undefined)
  return {
    FirstName: text(doc.firstName), Surname: text(doc.surname), ContactPhoneNumber: text(doc.contactPhoneNumber),
    PronounID: idOf(doc.pronoun) ?? undefined, GenderID: idOf(doc.gender) ?? undefined, AgeRangeID: idOf(doc.ageRange) ?? undefined,
    Ethnicities: idsOf(doc.ethnicities), RegionID: idOf(doc.region) ?? undefined, DistrictID: idOf(doc.district) ?? undefined,
    CanDoInPersonEvent: flag(doc.canDoInPersonEvent), CanDoOnlineEvent: flag(doc.canDoOnlineEvent), LanguagesSpoken: idsOf(doc.languagesSpoken),
    WhatDoYouDo: text(doc.whatDoYouDo), WhoDoYouWorkFor: text(doc.whoDoYouWorkFor), IndustryID: idOf(doc.industry) ?? undefined,
    Sectors: idsOf(doc.sectors), EducationBackgrounds: idsOf(doc.educationBackgrounds),
    TellUsWhatYouDoNow: text(doc.tellUsWhatYouDoNow), WhatWasYourJourneyToGetHere: text(doc.whatWasYourJourneyToGetHere),
    WhyDoYouWantToBeARoleModel: text(doc.whyDoYouWantToBeARoleModel), IwiAffiliations: idsOf(doc.iwiAffiliations),
    IntellectualDisabilityOrImpairment: flag(doc.intellectualDisabilityOrImpairment), PhysicalDisabilityOrImpairment: flag(doc.physicalDisabilityOrImpairment),
    Neurodiverse: flag(doc.neurodiverse), SupportPersonNeeds: text(doc.supportPersonNeeds), AccessNeeds: text(doc.accessNeeds),
    ContactForResearch: flag(doc.contactForResearch), Partners: flag(doc.partners), ShareInfoWithPartners: flag(doc.shareInfoWithPartners),
  }
}

/** Field name in the form to field name in the collection. */
const FIELD_MAP: Record<string, keyof RoleModel> = {
  FirstName: 'firstName', Surname: 'surname', ContactPhoneNumber: 'contactPhoneNumber', PronounID: 'pronoun', GenderID: 'gender',
  AgeRangeID: 'ageRange', Ethnicities: 'ethnicities', RegionID: 'region', DistrictID: 'district', CanDoInPersonEvent: 'canDoInPersonEvent',
  CanDoOnlineEvent: 'canDoOnlineEvent', LanguagesSpoken: 'languagesSpoken', WhatDoYouDo: 'whatDoYouDo', WhoDoYouWorkFor: 'whoDoYouWorkFor',
  IndustryID: 'industry', Sectors: 'sectors', EducationBackgrounds: 'educationBackgrounds', TellUsWhatYouDoNow: 'tellUsWhatYouDoNow',
  WhatWasYourJourneyToGetHere: 'whatWasYourJourneyToGetHere', WhyDoYouWantToBeARoleModel: 'whyDoYouWantToBeARoleModel',
  IwiAffiliations: 'iwiAffiliations', IntellectualDisabilityOrImpairment: 'intellectualDisabilityOrImpairment',
  PhysicalDisabilityOrImpairment: 'physicalDisabilityOrImpairment', Neurodiverse: 'neurodiverse', SupportPersonNeeds: 'supportPersonNeeds',
  AccessNeeds: 'accessNeeds', ContactForResearch: 'contactForResearch', Partners: 'partners', ShareInfoWithPartners: 'shareInfoWithPartners',
}

/** Maps validated form values to role-model data. Text is stored as typed; it is escaped when shown. */
export function toRoleModelData(values: Record<string, unknown>): Partial<RoleModel> {
  const data: Record<string, unknown> = {}
  for (const [formName, field] of Object.entries(FIELD_MAP)) {
    if (!(formName in values)) continue
    const value = values[formName]
    if (formName in ID_FIELDS) {
      // The ids as the database gives them (decision 0035); the schema's reference check refused unknown ones.
      data[field] = Array.isArray(value) ? value.map(parseDocId).filter((id) => id != null) : parseDocId(value)
    } else if (typeof value === 'string' || value === undefined) {
      data[field] = typeof value === 'boolean' ? value : (value ?? '')
    } else {
      data[field] = value
    }
  }
  // Optional lists left empty clear what was stored before.
  for (const name of ['Sectors', 'EducationBackgrounds', 'IwiAffiliations', 'Ethnicities', 'LanguagesSpoken'] as const) {
    if (name in values && values[name] === undefined) data[FIELD_MAP[name]] = []
  }
  // The values passed the profile schema, whose fields FIELD_MAP names; the compiler cannot follow that mapping.
  return data as Partial<RoleModel>
}

export class PhotoRejected extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey)
  }
}

/**
 * Stores a profile photo through Payload media (sharp writes thumbnailMd and thumbnailXs). The type is
 * decided by the content: magic bytes, then sharp must decode it as the same format. The image is
 * re-encoded so camera metadata (such as GPS position) is not published.
 */
export async function storeProfilePhoto(payload: Payload, user: SignedInRoleModel, bytes: Buffer): Promise<number> {
  const sniffed = sniffPhotoType(bytes)
  if (!sniffed) throw new PhotoRejected(PHOTO_WRONG_TYPE)
  // Before anything decodes it: the header alone says how many pixels the image claims.
  if (await hasTooManyPixels(bytes)) throw new PhotoRejected(PHOTO_TOO_MANY_PIXELS)
  let clean: Buffer
  try {
    const metadata = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata()
    const format: PhotoType | null = metadata.format === 'jpeg' ? 'image/jpeg' : metadata.format === 'png' ? 'image/png' : null
    if (format !== sniffed) throw new PhotoRejected(PHOTO_WRONG_TYPE)
    const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate()
    clean = await (format === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer()
  } catch (error) {
    if (error instanceof PhotoRejected) throw error
    throw new PhotoRejected(PHOTO_WRONG_TYPE)
  }
  const media = await payload.create({
    collection: 'media',
    data: { ownerRoleModel: user.id, alt: '' },
    file: { data: clean, mimetype: sniffed, name: `profile-${user.id}-${Date.now()}.${PHOTO_EXTENSIONS[sniffed]}`, size: clean.length },
    overrideAccess: false,
    user,
  })
  return media.id
}

async function deleteOwnMedia(payload: Payload, user: SignedInRoleModel, id: string | null) {
  if (!id) return
  await payload
    .delete({ collection: 'media', id, overrideAccess: false, user })
    .catch((error) => payload.logger.warn({ err: error, msg: `Could not delete replaced profile photo ${id}` }))
}

/**
 * Saves the role model's own profile fields and photo: a new photo replaces the old one, a removal
 * (ProfilePhotoRemoved) clears it. Completeness and name are computed by the collection's hook.
 */
export async function saveOwnProfile({
  payload, user, values, photo,
}: { payload: Payload; user: SignedInRoleModel; values: Record<string, unknown>; photo?: Buffer | null }): Promise<RoleModel> {
  const current = await payload.findByID({ collection: 'role-models', id: user.id, depth: 0, overrideAccess: false, user })
  const previousPhoto = idOf(current.profilePicture)
  const data = toRoleModelData(values)
  let replacedPhoto: string | null = null
  if (photo && photo.length > 0) {
    data.profilePicture = await storeProfilePhoto(payload, user, photo)
    replacedPhoto = previousPhoto
  } else if (values.ProfilePhotoRemoved === true) {
    data.profilePicture = null
    replacedPhoto = previousPhoto
  }
  const updated = await payload.update({ collection: 'role-models', id: user.id, data, depth: 0, overrideAccess: false, user })
  await deleteOwnMedia(payload, user, replacedPhoto)
  return updated
}

export type CheckPanel = {
  status: 'not-received' | 'pending' | 'approved' | 'declined' | 'expired'
  receivedAt: string | null
  approvedAt: string | null
  expiresAt: string | null
}

export type LandingEvent = { id: number | string; title: string; type: string; date: string | null; schoolName: string }

/** What the landing shows of the role model's own profile: the preview, its completeness, visibility and check. */
const LANDING_PROFILE_FIELDS = {
  firstName: true, surname: true, email: true, contactPhoneNumber: true, pronoun: true, gender: true, ageRange: true, ethnicities: true, region: true,
  district: true, languagesSpoken: true, whatDoYouDo: true, whoDoYouWorkFor: true, industry: true, sectors: true, educationBackgrounds: true,
  iwiAffiliations: true, accessNeeds: true, supportPersonNeeds: true, tellUsWhatYouDoNow: true, whatWasYourJourneyToGetHere: true,
  whyDoYouWantToBeARoleModel: true, canDoInPersonEvent: true, canDoOnlineEvent: true, profilePicture: true, profileComplete: true,
  checkStatus: true, checkReceivedAt: true, checkApprovedAt: true, checkExpiresAt: true, deleteAt: true,
} as const

/**
 * Everything the role model landing page shows but the unread messages: the profile and its check, the invitations
 * and upcoming events, the record, the first opportunities. Reads at depth 0: the role model and their rows, then the
 * upcoming events, the record's notes and events (and sessions' students) and the opportunities, then every school
 * named, once.
 */
export async function getLandingData(payload: Payload, user: SignedInRoleModel, locale: Locale = 'en', now = new Date()) {
  const [doc, rows] = await Promise.all([
    // Their own document by their own id (the collection's rule for a role model), and only fields theirs to read; the
    // vetting's among them (read as the system, as `ownVetting` does: the date of birth never leaves this function).
    payload.db.findOne<Pick<RoleModel, 'id' | keyof typeof LANDING_PROFILE_FIELDS | keyof typeof VETTING_SELECT>>({
      collection: 'role-models', where: { id: { equals: user.id } }, select: { ...LANDING_PROFILE_FIELDS, ...VETTING_SELECT }, locale,
    }),
    // Every row of theirs once: the lists' and the record's (invitations and accepted places), and the opportunities'.
    ownRows(payload, user),
  ])
  if (!doc) throw new Error(`The signed-in role model ${user.id} has no document`)
  const places = listedAmong(rows)
  // What the opportunities need of the role model, from this read.
  const matcher: Matcher = {
    id: doc.id, checkStatus: doc.checkStatus, checkExpiresAt: doc.checkExpiresAt, profileComplete: doc.profileComplete, deleteAt: doc.deleteAt,
    region: doc.region, industry: doc.industry, canDoInPersonEvent: doc.canDoInPersonEvent, canDoOnlineEvent: doc.canDoOnlineEvent,
  }
  const [upcomingDocs, recordSources, opportunities] = await Promise.all([
    // The invitations waiting for an answer and the places accepted on events still to come, soonest first.
    upcomingBriefEvents(payload, places, now),
    roleModelRecordSources(payload, user, now, places),
    firstOpportunityEvents({ payload, roleModel: user, me: matcher, rows, now }),
  ])
  // The three lists' schools named in one read.
  const names = await schoolNames(payload, [
    ...upcomingDocs.map((event) => relationId(event.school)), ...recordSchoolIds(recordSources), ...opportunities.events.map((event) => relationId(event.school)),
  ])
  const statusOf = new Map(places.map((row) => [idKey(relationId(row.event)), row.status]))
  const record = roleModelRecordOf(namedRecordReads(recordSources, names), { perPage: 0, now })
  const status = doc.checkStatus ?? 'not-received'
  const current = isCheckCurrent(doc, now)
  const missing = missingProfileFields(doc)
  const basicFields = ['firstName', 'surname', 'contactPhoneNumber', 'pronoun', 'gender', 'ageRange', 'ethnicities', 'region', 'district', 'languagesSpoken', 'eventType']
  const toEvent = (event: BriefEvent): LandingEvent => ({
    id: event.id, title: event.title ?? '', type: event.type ?? '', date: event.date ?? null, schoolName: names.get(idKey(relationId(event.school))) ?? '',
  })
  return {
    profile: toProfileView(await withOptionTitles(payload, doc, locale), { isSelf: true, isFavourite: false }),
    firstName: String(doc.firstName ?? ''),
    basicComplete: !missing.some((field) => basicFields.includes(field)),
    journeyComplete: !missing.some((field) => field === 'whatDoYouDo' || field === 'industry'),
    profileComplete: missing.length === 0,
    visible: isVisibleToTeachers(doc, now),
    check: {
      status: status === 'approved' && !current ? 'expired' : status,
      receivedAt: doc.checkReceivedAt ?? null,
      approvedAt: doc.checkApprovedAt ?? null,
      expiresAt: doc.checkExpiresAt ?? null,
    } satisfies CheckPanel,
    // Where their criminal record check stands, step by step.
    vetting: vettingOf(doc, now).timeline,
    invites: upcomingDocs.filter((event) => statusOf.get(idKey(event.id)) === ROLE_MODEL_STATUS.invited).map(toEvent),
    upcoming: upcomingDocs.filter((event) => statusOf.get(idKey(event.id)) === ROLE_MODEL_STATUS.accepted).map(toEvent),
    // The landing shows the record's totals and the three newest thank-you notes; the record page has the rest.
    record: { totals: record.totals, thankYouNotes: record.thankYouNotes.slice(0, 3) },
    // The first few open requests they could do, or why they see none.
    opportunities: { reason: opportunities.reason, items: opportunityBriefs(opportunities.events, names) },
  }
}
