import { describe, expect, it } from 'vitest'
import { chooseSchool, claimValues, evaluateClaims, normaliseMinistryNumber, REFUSAL_MESSAGES } from './sign-in'

const names = { schoolClaim: 'moe_institution_number', roleClaim: 'roles', requiredRole: 'role-models-programme' }
const claims = {
  sub: 'esl|123', email: 'Mere.Teacher@Aorere.school.nz', given_name: 'Mere', family_name: 'Teacher',
  moe_institution_number: '91', roles: ['staff', 'role-models-programme'],
}

describe('evaluateClaims', () => {
  it('lets a teacher with the access role and a school number in', () => {
    expect(evaluateClaims(claims, names)).toEqual({
      ok: true,
      identity: { subject: 'esl|123', email: 'mere.teacher@aorere.school.nz', firstName: 'Mere', lastName: 'Teacher', name: 'Mere Teacher', ministryNumbers: ['91'] },
    })
  })

  it('refuses without the access role, whatever the school', () => {
    expect(evaluateClaims({ ...claims, roles: ['staff'] }, names)).toEqual({ ok: false, reason: 'no-access' })
    expect(evaluateClaims({ ...claims, roles: undefined }, names)).toEqual({ ok: false, reason: 'no-access' })
    expect(evaluateClaims({ ...claims, roles: 'role-models-programme-admin' }, names)).toEqual({ ok: false, reason: 'no-access' })
  })

  it('accepts the role as a space- or comma-separated string', () => {
    expect(evaluateClaims({ ...claims, roles: 'staff role-models-programme' }, names).ok).toBe(true)
    expect(evaluateClaims({ ...claims, roles: 'staff,role-models-programme' }, names).ok).toBe(true)
  })

  it('reads the claim names it is configured with', () => {
    const custom = { schoolClaim: 'school', roleClaim: 'groups', requiredRole: 'rm' }
    expect(evaluateClaims({ sub: 's', email: 'a@b.nz', school: 135, groups: ['rm'] }, custom)).toMatchObject({ ok: true, identity: { ministryNumbers: ['135'] } })
  })

  it('treats a missing or malformed school number as not participating', () => {
    expect(evaluateClaims({ ...claims, moe_institution_number: undefined }, names)).toEqual({ ok: false, reason: 'school-not-participating' })
    expect(evaluateClaims({ ...claims, moe_institution_number: 'DROP TABLE' }, names)).toEqual({ ok: false, reason: 'school-not-participating' })
  })

  it('refuses an identity without subject or email', () => {
    expect(evaluateClaims({ ...claims, sub: '' }, names)).toEqual({ ok: false, reason: 'invalid-identity' })
    expect(evaluateClaims({ ...claims, email: 'not-an-email' }, names)).toEqual({ ok: false, reason: 'invalid-identity' })
  })

  it('falls back to the email when no name is sent', () => {
    const outcome = evaluateClaims({ sub: 'x', email: 'a@b.nz', roles: 'role-models-programme', moe_institution_number: '91' }, names)
    expect(outcome).toMatchObject({ ok: true, identity: { name: 'a@b.nz', firstName: null } })
  })

  it('has the spec’s exact messages', () => {
    expect(REFUSAL_MESSAGES['no-access']).toBe("We can't log you in as you don't have access")
    expect(REFUSAL_MESSAGES['school-not-participating']).toBe('Your school is not currently participating')
  })
})

describe('chooseSchool', () => {
  const schools = [
    { id: 1, ministryNumber: '91', active: true },
    { id: 4, ministryNumber: '312', active: false },
  ]
  it('links the active school with the ministry number', () => expect(chooseSchool(['91'], schools)?.id).toBe(1))
  it('refuses an inactive school', () => expect(chooseSchool(['312'], schools)).toBeNull())
  it('refuses an unknown school', () => expect(chooseSchool(['999'], schools)).toBeNull())
  it('takes the first active school of several', () => expect(chooseSchool(['312', '0091'], schools)?.id).toBe(1))
})

describe('helpers', () => {
  it('normalises ministry numbers', () => {
    expect(normaliseMinistryNumber('0091')).toBe('91')
    expect(normaliseMinistryNumber('9a')).toBeNull()
  })
  it('splits claim values', () => {
    expect(claimValues(['a', 2, null, ' '])).toEqual(['a', '2'])
    expect(claimValues({})).toEqual([])
  })
})
