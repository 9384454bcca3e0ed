import { describe, expect, it } from 'vitest'
import { dateOfBirthDay, dateOfBirthProblem, storedDateOfBirth, vettingTimeline } from './vetting-path'
import { vettingDetailsSchema } from './vetting-path.schema'

describe('the date of birth rule', () => {
  const today = '2026-11-29'
  it('accepts someone who turns 18 today, and refuses them a day earlier', () => {
    expect(dateOfBirthProblem('2008-11-29', today)).toBeNull()
    expect(dateOfBirthProblem('2008-11-30', today)).toBe('under-18')
    expect(dateOfBirthProblem('1960-01-01', today)).toBeNull()
  })
  it('refuses a date in the future; today itself is under 18', () => {
    expect(dateOfBirthProblem('2026-11-30', today)).toBe('future')
    expect(dateOfBirthProblem(today, today)).toBe('under-18')
  })
  it('a person born on 29 February turns 18 on 1 March of a common year', () => {
    expect(dateOfBirthProblem('2008-02-29', '2026-02-28')).toBe('under-18')
    expect(dateOfBirthProblem('2008-02-29', '2026-03-01')).toBeNull()
  })
  it('reads a stored or posted date as its New Zealand calendar day', () => {
    expect(dateOfBirthDay(storedDateOfBirth('1990-05-04'))).toBe('1990-05-04')
    expect(dateOfBirthDay('1990-05-04')).toBe('1990-05-04')
    // 11:30 UTC on 3 May is already 4 May in New Zealand.
    expect(dateOfBirthDay('1990-05-03T12:30:00.000Z')).toBe('1990-05-04')
    expect(dateOfBirthDay('not a date')).toBeNull()
    expect(dateOfBirthDay(null)).toBeNull()
  })
})

describe('the vetting form', () => {
  const today = '2026-11-29'
  const errors = (data: Record<string, string>, dateOfBirthOnFile = false) => {
    const result = vettingDetailsSchema({ today, dateOfBirthOnFile }).safeParse(data)
    return result.success ? {} : result.error.flatten().fieldErrors
  }
  it('needs the legal name, the date of birth and consent', () => {
    expect(errors({})).toEqual({ LegalName: ['profile:vetting.legalNameRequired'], DateOfBirth: ['profile:vetting.dateOfBirthRequired'], Consent: ['profile:vetting.consentRequired'] })
  })
  it('refuses a date of birth that is no date, in the future or under 18; takes exactly 18 today', () => {
    expect(errors({ LegalName: 'Aroha Ngata', DateOfBirth: '31/02/1990', Consent: '1' })).toEqual({ DateOfBirth: ['profile:vetting.dateOfBirthInvalid'] })
    expect(errors({ LegalName: 'Aroha Ngata', DateOfBirth: '30/11/2026', Consent: '1' })).toEqual({ DateOfBirth: ['profile:vetting.dateOfBirthFuture'] })
    expect(errors({ LegalName: 'Aroha Ngata', DateOfBirth: '30/11/2008', Consent: '1' })).toEqual({ DateOfBirth: ['profile:vetting.dateOfBirthUnder18'] })
    const parsed = vettingDetailsSchema({ today, dateOfBirthOnFile: false }).parse({ LegalName: ' Aroha Ngata ', DateOfBirth: '29/11/2008', Consent: '1' })
    expect(parsed).toEqual({ LegalName: 'Aroha Ngata', DateOfBirth: '2008-11-29', Consent: '1' })
  })
  it('keeps a date of birth on file when the field is left empty', () => {
    expect(vettingDetailsSchema({ today, dateOfBirthOnFile: true }).parse({ LegalName: 'Aroha Ngata', Consent: 'on' }).DateOfBirth).toBeNull()
  })
})

describe('the vetting timeline', () => {
  const now = new Date('2026-11-29T00:00:00.000Z')
  it('starts with giving details and consent', () => {
    const timeline = vettingTimeline({ checkStatus: 'not-received' }, now)
    expect(timeline).toMatchObject({ stage: 'give-details', detailsGiven: false, mayGiveDetails: true, consentAt: null, requestedAt: null, resultAt: null })
  })
  it('then waits for the team to ask NZ Police, the details still changeable', () => {
    const timeline = vettingTimeline({ checkStatus: 'not-received', vettingConsentAt: '2026-11-20T01:00:00.000Z', legalName: 'Aroha Ngata', dateOfBirth: '1990-05-04T00:00:00.000Z' }, now)
    expect(timeline).toMatchObject({ stage: 'consent-given', consentAt: '2026-11-20T01:00:00.000Z', detailsGiven: true, mayGiveDetails: true })
  })
  it('then waits for the result: nothing to change', () => {
    const timeline = vettingTimeline({ checkStatus: 'pending', vettingConsentAt: '2026-11-20T01:00:00.000Z', checkRequestedAt: '2026-11-21T01:00:00.000Z' }, now)
    expect(timeline).toMatchObject({ stage: 'requested', requestedAt: '2026-11-21T01:00:00.000Z', resultAt: null, mayGiveDetails: false })
  })
  it('approved: the result, until when, and the renewal date (3 months before)', () => {
    const doc = { checkStatus: 'approved', vettingConsentAt: '2026-11-20T01:00:00.000Z', checkRequestedAt: '2026-11-21T01:00:00.000Z', checkResultAt: '2026-11-25T01:00:00.000Z', checkApprovedAt: '2026-11-25T01:00:00.000Z', checkExpiresAt: '2029-11-25T01:00:00.000Z' }
    expect(vettingTimeline(doc, now)).toMatchObject({ stage: 'approved', resultAt: '2026-11-25T01:00:00.000Z', approvedUntil: '2029-11-25T01:00:00.000Z', renewalDue: '2029-08-25T01:00:00.000Z', mayGiveDetails: false })
    expect(vettingTimeline(doc, new Date('2029-08-25T01:00:00.000Z'))).toMatchObject({ stage: 'renewal-due', mayGiveDetails: true })
    expect(vettingTimeline(doc, new Date('2029-11-25T01:00:00.000Z'))).toMatchObject({ stage: 'expired', mayGiveDetails: true })
  })
  it('a renewal consent and its request show while the approval still holds', () => {
    const base = { checkStatus: 'approved', checkApprovedAt: '2023-11-25T01:00:00.000Z', checkExpiresAt: '2026-12-25T01:00:00.000Z' }
    expect(vettingTimeline({ ...base, vettingConsentAt: '2026-11-26T01:00:00.000Z' }, now)).toMatchObject({ stage: 'consent-given', approvedUntil: base.checkExpiresAt, resultAt: null })
    expect(vettingTimeline({ ...base, vettingConsentAt: '2026-11-26T01:00:00.000Z', checkRequestedAt: '2026-11-27T01:00:00.000Z' }, now)).toMatchObject({ stage: 'requested', mayGiveDetails: false })
  })
  it('an approval from before the vetting path reads its approval date as the result', () => {
    expect(vettingTimeline({ checkStatus: 'approved', checkApprovedAt: '2026-01-10T01:00:00.000Z', checkExpiresAt: '2029-01-10T01:00:00.000Z' }, now)).toMatchObject({ stage: 'approved', resultAt: '2026-01-10T01:00:00.000Z', consentAt: null })
  })
  it('declined: the result date, and nothing more to give', () => {
    expect(vettingTimeline({ checkStatus: 'declined', checkRequestedAt: '2026-11-21T01:00:00.000Z', checkResultAt: '2026-11-25T01:00:00.000Z' }, now)).toMatchObject({ stage: 'declined', resultAt: '2026-11-25T01:00:00.000Z', mayGiveDetails: false })
  })
})
