import { nzDate } from '../shared/dates'
import { reminderDue } from './vetting'

/**
 * The vetting path (decision 0084): the role model gives what the programme needs to request their check from NZ
 * Police as an approved agency (full legal name, date of birth, consent); staff record that they asked, then the result.
 * Pure rules shared by the form's schema, the collection's hooks and the pages.
 */

/** NZ Police vetting through the programme is for adults: the role model must be 18 or older today (New Zealand's). */
export const MIN_AGE_YEARS = 18
export const LEGAL_NAME_MAX = 255

/** Why a date of birth (yyyy-MM-dd) is refused on New Zealand's `today` (yyyy-MM-dd); null when it is accepted. */
export function dateOfBirthProblem(dateOfBirth: string, today: string): 'future' | 'under-18' | null {
  if (dateOfBirth > today) return 'future'
  // The 18th birthday as a calendar date: a person born on 29 February turns 18 on 1 March of a common year
  // ('yyyy-02-29' sorts after every day of that February), so comparing the text is the rule.
  const eighteenth = `${String(Number(dateOfBirth.slice(0, 4)) + MIN_AGE_YEARS).padStart(4, '0')}${dateOfBirth.slice(4)}`
  return eighteenth > today ? 'under-18' : null
}

/**
 * The calendar date of a stored or posted date of birth: the New Zealand date of the instant (a bare yyyy-MM-dd and
 * the stored UTC midnight both give that same day); null when it is no date.
 */
export function dateOfBirthDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : nzDate(value)
  if (typeof value !== 'string' || !value.trim()) return null
  const at = new Date(value.trim())
  return Number.isNaN(at.getTime()) ? null : nzDate(at)
}

/** How a date of birth is stored: UTC midnight of the calendar day, never converted between zones. */
export const storedDateOfBirth = (day: string) => `${day}T00:00:00.000Z`

/** A role model's vetting as the pages read it (as the system: these fields are staff's alone over any API). */
export type VettingFields = {
  checkStatus?: string | null
  checkReceivedAt?: string | null
  checkApprovedAt?: string | null
  checkExpiresAt?: string | null
  checkRequestedAt?: string | null
  checkResultAt?: string | null
  vettingConsentAt?: string | null
  legalName?: string | null
  dateOfBirth?: string | null
}

/** A request made and no result recorded since: the role model's details are what NZ Police were given. */
export const isRequestInFlight = (doc: VettingFields) => Boolean(doc.checkRequestedAt) && !doc.checkResultAt

export type VettingStage =
  /** Nothing given yet: give your details and consent. */
  | 'give-details'
  /** Consent given: the team will ask NZ Police (details may still be changed). */
  | 'consent-given'
  /** The team asked NZ Police; the result is awaited. */
  | 'requested'
  /** Approved, valid, renewal not yet due. */
  | 'approved'
  /** Approved and valid, but the renewal date has come: give details and consent again. */
  | 'renewal-due'
  /** The approval has ended: give details and consent again. */
  | 'expired'
  /** Not approved: the team gets in touch. */
  | 'declined'

export type VettingTimeline = {
  stage: VettingStage
  consentAt: string | null
  requestedAt: string | null
  resultAt: string | null
  approvedUntil: string | null
  renewalDue: string | null
  /** Whether the legal name and date of birth are on file (never their values: the date of birth is never shown back). */
  detailsGiven: boolean
  /** Whether the role model may give (or change) their details and consent now. */
  mayGiveDetails: boolean
}

/** Where a role model's check stands and what they do next. */
export function vettingTimeline(doc: VettingFields, now: Date): VettingTimeline {
  const status = doc.checkStatus ?? 'not-received'
  const expires = doc.checkExpiresAt ? new Date(doc.checkExpiresAt) : null
  const current = status === 'approved' && expires != null && expires.getTime() > now.getTime()
  const renewal = status === 'approved' && expires ? reminderDue(expires) : null
  let stage: VettingStage
  // A request in flight comes first (a renewal's request while the approval still holds included); a check that was
  // pending before the vetting path (the team received it from the role model) reads as requested too.
  if (isRequestInFlight(doc) || status === 'pending') stage = 'requested'
  else if (doc.vettingConsentAt && !doc.checkRequestedAt) stage = 'consent-given'
  else if (status === 'approved') stage = !current ? 'expired' : renewal && renewal.getTime() <= now.getTime() ? 'renewal-due' : 'approved'
  else if (status === 'declined') stage = 'declined'
  else stage = 'give-details'
  return {
    stage,
    consentAt: doc.vettingConsentAt ?? null,
    requestedAt: doc.checkRequestedAt ?? (status === 'pending' ? (doc.checkReceivedAt ?? null) : null),
    // Approvals recorded before the vetting path have their approval date as the day the result came.
    resultAt: stage === 'requested' || stage === 'consent-given' ? null : (doc.checkResultAt ?? (status === 'approved' ? (doc.checkApprovedAt ?? null) : null)),
    approvedUntil: status === 'approved' ? (doc.checkExpiresAt ?? null) : null,
    renewalDue: renewal ? renewal.toISOString() : null,
    detailsGiven: Boolean(doc.legalName && doc.dateOfBirth),
    mayGiveDetails: ['give-details', 'consent-given', 'renewal-due', 'expired'].includes(stage),
  }
}

