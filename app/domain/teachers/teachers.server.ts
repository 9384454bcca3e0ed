import type { Payload, PayloadRequest, Where } from 'payload'
import type { School, Teacher } from '../../../cms/payload-types'
import { parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { chooseSchool, evaluateClaims } from './sign-in'
import type { ClaimNames, SignInRefusal } from './sign-in'
import { storedLanguage } from '../accounts/language'
import type { Language } from '../../i18n/config'

export type TeacherSignIn = { ok: true; teacherId: number | string; sessionVersion: number; language: Language } | { ok: false; reason: SignInRefusal }

/**
 * Signs a teacher in from the identity provider's claims: refuses without the access role or an active
 * school, otherwise creates or updates the teacher (found by subject, then by email) linked to that school.
 * Runs as the system: teachers cannot create or change their own records.
 */
export async function signInTeacher({ payload, claims, claimNames, now = new Date(), lang }: {
  payload: Payload
  claims: Record<string, unknown>
  claimNames: ClaimNames
  now?: Date
  /** The page's language: a first sign-in stores it as the teacher's language (decision 0042). */
  lang?: string
}): Promise<TeacherSignIn> {
  const outcome = evaluateClaims(claims, claimNames)
  if (!outcome.ok) return outcome
  const { identity } = outcome
  // Before anyone is signed in, the identity provider's signed claims name the schools: read through the database adapter.
  const { docs: schools } = await payload.db.find<Pick<School, 'id' | 'ministryNumber' | 'active'>>({
    collection: 'schools', where: { ministryNumber: { in: identity.ministryNumbers } }, select: { ministryNumber: true, active: true }, limit: 20, pagination: false,
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
  // The identity provider's signed claims proved the teacher: their account is written by the system.
  if (existing) {
    const updated = await payload.update({ collection: 'teachers', id: existing.id, data, overrideAccess: true, depth: 0 })
    return { ok: true, teacherId: existing.id, sessionVersion: updated.sessionVersion ?? 0, language: storedLanguage(updated.language) }
  }
  // The same proof for a teacher signing in for the first time.
  const created = await payload.create({ collection: 'teachers', data: { ...data, language: storedLanguage(lang) }, overrideAccess: true, depth: 0 })
  return { ok: true, teacherId: created.id, sessionVersion: created.sessionVersion ?? 0, language: storedLanguage(created.language) }
}

async function findTeacher(payload: Payload, subject: string, email: string) {
  // The signed claims' subject or address, through the database adapter (only the id is wanted).
  const find = (where: Where) => payload.db.findOne<Pick<Teacher, 'id'>>({ collection: 'teachers', where, select: { id: true } })
  return (await find({ subject: { equals: subject } })) ?? (await find({ email: { equals: email } }))
}

/**
 * The signed-in teacher's record, read on every request of a teacher: one read through the database adapter (~0.2 ms).
 * Whether their school takes part is not read again: a school that stops taking part ends its teachers' sessions
 * (`endSchoolSessions`), and so does a teacher's move to another school (the Teachers collection's hook), as a
 * password change ends a role model's. Null when there is no such teacher.
 */
export async function teacherRecord(payload: Payload, id: number | string): Promise<(Teacher & { collection: 'teachers' }) | null> {
  const teacherId = parseDocId(id)
  if (teacherId == null) return null
  // The id is the session's own, from its signed cookie: the teacher reads their own record.
  const teacher = await payload.db.findOne<Teacher>({ collection: 'teachers', where: { id: { equals: teacherId } } })
  return teacher ? { ...teacher, collection: 'teachers' } : null
}

/**
 * Ends every session of a school's teachers (each one's session version bumped, as `endAllSessions` does for one
 * account): the school stopped taking part. By the system, from the Schools collection's hook (staff's change, through
 * the admin or its REST API alike). Returns how many teachers it signed out.
 */
export async function endSchoolSessions(payload: Payload, school: DocId, req?: Partial<PayloadRequest>): Promise<number> {
  const { docs } = await payload.db.find<Pick<Teacher, 'id' | 'sessionVersion'>>({ collection: 'teachers', where: { school: { equals: school } }, select: { sessionVersion: true }, limit: 0, pagination: false, req })
  for (const teacher of docs) {
    await payload.db.updateOne({ collection: 'teachers', id: teacher.id, data: { sessionVersion: (teacher.sessionVersion ?? 0) + 1 }, req })
  }
  return docs.length
}
