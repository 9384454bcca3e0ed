/**
 * Pure rules for the Education Sector Logon: which claims let a teacher in, and with which school.
 * The OpenID Connect exchange itself lives in oidc.server.ts.
 */

export type ClaimNames = { schoolClaim: string; roleClaim: string; requiredRole: string }

export type TeacherIdentity = {
  subject: string
  email: string
  firstName: string | null
  lastName: string | null
  name: string
  ministryNumbers: string[]
}

export type SignInRefusal = 'no-access' | 'school-not-participating' | 'invalid-identity'

export type ClaimsOutcome = { ok: true; identity: TeacherIdentity } | { ok: false; reason: SignInRefusal }

/** The spec's messages for each refusal (the generic one when the identity provider sent unusable claims). */
export const REFUSAL_MESSAGES: Record<SignInRefusal, string> = {
  'no-access': "We can't log you in as you don't have access",
  'school-not-participating': 'Your school is not currently participating',
  'invalid-identity': 'Something went wrong. Please try again.',
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed ? trimmed : null
}

/** A claim as a list of strings: arrays as they are, strings split on spaces and commas. */
export function claimValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter((entry): entry is string => entry != null)
  const single = text(value)
  if (single == null) return []
  return single.split(/[\s,]+/).filter(Boolean)
}

/**
 * Turns the identity provider's claims into a teacher identity, or a refusal. The access role is checked
 * first: someone without it has no access whatever their school.
 */
export function evaluateClaims(claims: Record<string, unknown>, names: ClaimNames): ClaimsOutcome {
  const subject = text(claims.sub)
  const email = text(claims.email)?.toLowerCase() ?? null
  if (!subject || !email || !/^[^\s@]+@[^\s@]+$/.test(email)) return { ok: false, reason: 'invalid-identity' }
  if (!claimValues(claims[names.roleClaim]).includes(names.requiredRole)) return { ok: false, reason: 'no-access' }
  const ministryNumbers = claimValues(claims[names.schoolClaim]).map(normaliseMinistryNumber).filter((n): n is string => n != null)
  if (ministryNumbers.length === 0) return { ok: false, reason: 'school-not-participating' }
  const firstName = text(claims.given_name)
  const lastName = text(claims.family_name)
  const name = text(claims.name) ?? ([firstName, lastName].filter(Boolean).join(' ') || email)
  return { ok: true, identity: { subject, email, firstName, lastName, name, ministryNumbers } }
}

/** Ministry numbers are digits; leading zeros are not significant ('0091' is school 91). */
export function normaliseMinistryNumber(value: string): string | null {
  if (!/^\d{1,9}$/.test(value)) return null
  return String(Number(value))
}

export type SchoolCandidate = { id: number | string; ministryNumber: string; active?: boolean | null }

/**
 * The school a teacher signs in for: the first of their ministry numbers that belongs to an active school.
 * An unknown number is treated like an inactive school: not participating.
 */
export function chooseSchool<School extends SchoolCandidate>(ministryNumbers: string[], schools: School[]): School | null {
  for (const raw of ministryNumbers) {
    const number = normaliseMinistryNumber(raw)
    if (number == null) continue
    const school = schools.find((candidate) => normaliseMinistryNumber(candidate.ministryNumber) === number)
    if (school?.active) return school
  }
  return null
}
