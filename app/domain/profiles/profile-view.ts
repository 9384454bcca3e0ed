import type { RoleModel } from '../../../cms/payload-types'
import { isProfileComplete } from './completeness'
import { toTerm } from '../reference/terms'
import type { Term } from '../reference/terms'

/**
 * What the profile modal and profile cards show about one role model, mapped from the Payload
 * `role-models` document (depth >= 1 so relationships carry their titles; `withOptionTitles` adds each title's fallback
 * mark). Names from the staff-edited lists are terms (decision 0053). Values stay raw: React escapes them when it
 * renders; only the spec's JSON API escapes text (app/routes/api.role-models.ts).
 */
export type ProfilePicture = { link: string; thumbnailMdUrl: string; thumbnailXsUrl: string }

export type ProfileView = {
  id: number | string
  firstName: string
  surname: string
  name: string
  /** Absent (null) when the pronoun's title is null or empty. */
  pronoun: Term | null
  whatDoYouDo: string
  whoDoYouWorkFor: string
  industry: Term | null
  region: Term | null
  district: Term | null
  /** Null when the viewer may not see it (Payload field access removed it). */
  email: string | null
  contactPhoneNumber: string | null
  /** Hosting needs: null unless the viewer may see them (the contact rule, docs/decisions/0040) and they are given. */
  accessNeeds: string | null
  supportPersonNeeds: string | null
  tellUsWhatYouDoNow: string
  whatWasYourJourneyToGetHere: string
  whyDoYouWantToBeARoleModel: string
  ageRange: Term | null
  gender: Term | null
  ethnicities: Term[]
  languagesSpoken: Term[]
  educationBackgrounds: Term[]
  sectors: Term[]
  iwiAffiliations: Term[]
  canDoInPersonEvent: boolean
  canDoOnlineEvent: boolean
  profilePicture: ProfilePicture | null
  isProfileIsComplete: boolean
  isFavourite: boolean
  isSelf: boolean
}

export type ProfileViewOptions = { isSelf?: boolean; isFavourite?: boolean }


/** Any shape of a role-model document (typed, or a partial one from a select), read field by field. */
type Doc = Partial<Record<keyof RoleModel, unknown>> & { id: number | string }

const text = (value: unknown): string => (value == null ? '' : String(value))

function title(value: unknown): Term | null {
  return value && typeof value === 'object' && 'title' in value ? toTerm(value as { title?: unknown; lang?: 'en' }) : null
}

function titles(value: unknown): Term[] {
  if (!Array.isArray(value)) return []
  return value.map(title).filter((t): t is Term => t != null)
}

/** Photos are served by /profile-photo/{mediaId}/{md|xs|original}, which checks the viewer may see the profile. */
export const profilePhotoUrl = (mediaId: number | string, size: 'md' | 'xs' | 'original') => `/profile-photo/${mediaId}/${size}`

function mediaUrl(value: unknown): ProfilePicture | null {
  if (!value || typeof value !== 'object' || (value as { id?: unknown }).id == null) return null
  const id = (value as { id: number | string }).id
  return { link: profilePhotoUrl(id, 'original'), thumbnailMdUrl: profilePhotoUrl(id, 'md'), thumbnailXsUrl: profilePhotoUrl(id, 'xs') }
}

/** Maps a role-model document to the view the profile modal renders. */
export function toProfileView(doc: Doc, { isSelf = false, isFavourite = false }: ProfileViewOptions = {}): ProfileView {
  const firstName = text(doc.firstName)
  const surname = text(doc.surname)
  return {
    id: doc.id as number | string,
    firstName,
    surname,
    name: [firstName, surname].filter(Boolean).join(' '),
    pronoun: title(doc.pronoun),
    whatDoYouDo: text(doc.whatDoYouDo),
    whoDoYouWorkFor: text(doc.whoDoYouWorkFor),
    industry: title(doc.industry),
    region: title(doc.region),
    district: title(doc.district),
    email: doc.email ? text(doc.email) : null,
    contactPhoneNumber: doc.contactPhoneNumber ? text(doc.contactPhoneNumber) : null,
    accessNeeds: text(doc.accessNeeds).trim() || null,
    supportPersonNeeds: text(doc.supportPersonNeeds).trim() || null,
    tellUsWhatYouDoNow: text(doc.tellUsWhatYouDoNow),
    whatWasYourJourneyToGetHere: text(doc.whatWasYourJourneyToGetHere),
    whyDoYouWantToBeARoleModel: text(doc.whyDoYouWantToBeARoleModel),
    ageRange: title(doc.ageRange),
    gender: title(doc.gender),
    ethnicities: titles(doc.ethnicities),
    languagesSpoken: titles(doc.languagesSpoken),
    educationBackgrounds: titles(doc.educationBackgrounds),
    sectors: titles(doc.sectors),
    iwiAffiliations: titles(doc.iwiAffiliations),
    // The spec's API sends 1 for true; Payload stores booleans. Accept both.
    canDoInPersonEvent: doc.canDoInPersonEvent === true || doc.canDoInPersonEvent === 1,
    canDoOnlineEvent: doc.canDoOnlineEvent === true || doc.canDoOnlineEvent === 1,
    profilePicture: mediaUrl(doc.profilePicture),
    isProfileIsComplete: typeof doc.profileComplete === 'boolean' ? doc.profileComplete : isProfileComplete(doc),
    // A role model cannot favourite themself.
    isFavourite: isSelf ? false : isFavourite,
    isSelf,
  }
}
