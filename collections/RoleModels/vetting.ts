import { ValidationError } from 'payload'
import type { CollectionBeforeChangeHook } from 'payload'
import { userOf } from '../access'
import { nzDate } from '../../app/domain/shared/dates'
import { dateOfBirthDay, dateOfBirthProblem, isRequestInFlight, storedDateOfBirth } from '../../app/domain/vetting/vetting-path'

/** The date of birth holds whoever sets it (the form checks it too; this covers the APIs and the admin). */
export function validateDateOfBirth(value: unknown): true | string {
  if (value == null || value === '') return true
  const day = dateOfBirthDay(value)
  if (!day) return 'Enter a real date of birth'
  const problem = dateOfBirthProblem(day, nzDate(new Date()))
  if (problem === 'future') return 'The date of birth cannot be in the future'
  if (problem === 'under-18') return 'Role models must be 18 or older'
  return true
}

const DETAILS = ['legalName', 'dateOfBirth', 'vettingConsentAt'] as const
type Doc = Record<string, unknown> | undefined

const changed = (data: Record<string, unknown>, originalDoc: Doc, name: string) =>
  data[name] !== undefined && (data[name] ?? null) !== (originalDoc?.[name] ?? null)

/**
 * The vetting path's rules, whoever saves (the product's pages, REST, the admin):
 * - a date of birth is stored as its calendar day (UTC midnight);
 * - a role model's consent is dated now (never a date they post), needs their legal name and date of birth, and starts
 *   a new round (the last request and result are cleared, so staff see it waiting);
 * - once the team has asked NZ Police, the role model's details stay as given until the result;
 * - a result (approved or declined; a renewal's new approval date) is dated and erases the date of birth.
 */
export const vettingPathBeforeChange: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const now = new Date()
  if (data.dateOfBirth) {
    const day = dateOfBirthDay(data.dateOfBirth)
    if (day) data.dateOfBirth = storedDateOfBirth(day)
  }
  if (userOf(req)?.collection === 'role-models' && DETAILS.some((name) => changed(data, originalDoc, name) || (name === 'vettingConsentAt' && data[name]))) {
    if (originalDoc && isRequestInFlight(originalDoc)) {
      throw new ValidationError({ errors: [{ path: 'vettingConsentAt', message: 'The team has asked NZ Police with the details you gave: contact us to change them' }] })
    }
    if (data.vettingConsentAt) {
      const merged = { ...originalDoc, ...data }
      if (!merged.legalName || !merged.dateOfBirth) {
        throw new ValidationError({ errors: [{ path: 'vettingConsentAt', message: 'Give your full legal name and date of birth with your consent' }] })
      }
      data.vettingConsentAt = now.toISOString()
      data.checkRequestedAt = null
      data.checkResultAt = null
    }
  }
  const before = (originalDoc?.checkStatus as string | undefined) ?? 'not-received'
  const status = (data.checkStatus as string | undefined) ?? before
  const newApproval = status === 'approved' && changed(data, originalDoc, 'checkApprovedAt')
  if ((status !== before && (status === 'approved' || status === 'declined')) || newApproval) {
    data.dateOfBirth = null
    if (!changed(data, originalDoc, 'checkResultAt')) data.checkResultAt = now.toISOString()
  }
  return data
}
