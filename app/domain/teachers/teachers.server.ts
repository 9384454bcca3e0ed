import type { Payload } from 'payload'
import { chooseSchool, evaluateClaims } from './sign-in'
import type { ClaimNames, SignInRefusal } from './sign-in'

export type TeacherSignIn = { ok: true; teacherId: number | string; sessionVersion: number } | { ok: false; reason: SignInRefusal }

/**
 * Signs a teacher in from the identity provider's claims: refuses without the access role or an active
 * school, otherwise creates or updates the teacher (found by subject, then by email) linked to that school.
 * Runs as the system: teachers cannot create or change their own records.
 */
export async function signInTeacher({ payload, claims, claimNames, now = new Date() }: {
  payload: Payload
  claims: Record<string, unknown>
  claimNames: ClaimNames
  now?: Date
}): Promise<TeacherSignIn> {
  const outcome = evaluateClaims(claims, claimNames)
  if (!outcome.ok) return outcome
  const { identity } = outcome
  const { docs: schools } = await payload.find({
    collection: 'schools',
    where: { ministryNumber: { in: identity.ministryNumbers } },
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  const school = chooseSchool(identity.ministryNumbers, schools)
  if (!school) return { ok: false, reason: 'school-not-participating' }

  const data = {
    subject: identity.subject,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    name: identity.name,
    school: school.id,
    lastSignInAt: now.toISOString(),
  }
  const existing = await findTeacher(payload, identity.subject, identity.email)
  if (existing) {
    const updated = await payload.update({ collection: 'teachers', id: existing.id, data, overrideAccess: true, depth: 0 })
    return { ok: true, teacherId: existing.id, sessionVersion: updated.sessionVersion ?? 0 }
  }
  const created = await payload.create({ collection: 'teachers', data, overrideAccess: true, depth: 0 })
  return { ok: true, teacherId: created.id, sessionVersion: created.sessionVersion ?? 0 }
}

async function findTeacher(payload: Payload, subject: string, email: string) {
  const bySubject = await payload.find({ collection: 'teachers', where: { subject: { equals: subject } }, limit: 1, depth: 0, overrideAccess: true })
  if (bySubject.docs[0]) return bySubject.docs[0]
  const byEmail = await payload.find({ collection: 'teachers', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  return byEmail.docs[0] ?? null
}
