import type { Payload, Where } from 'payload'
import type { School, Teacher } from '../../../cms/payload-types'
import { parseDocId } from '../shared/ids'
import { relationId } from '../shared/relations'
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

/** A teacher's record as Payload reads it at depth 0, and whether their school takes part. */
export type TeacherRecord = { teacher: Teacher; schoolActive: boolean }

/**
 * The signed-in teacher's record and whether their school takes part, read on every request of a teacher: the
 * teacher through the database adapter, then a count of their school if active (~0.3 ms both; the Local API's two
 * reads cost ~0.8 ms). Null when there is no such teacher.
 */
export async function teacherRecord(payload: Payload, id: number | string): Promise<TeacherRecord | null> {
  const teacherId = parseDocId(id)
  if (teacherId == null) return null
  // The id is the session's own, from its signed cookie: the teacher reads their own record and school.
  const teacher = await payload.db.findOne<Teacher>({ collection: 'teachers', where: { id: { equals: teacherId } } })
  if (!teacher) return null
  const school = relationId(teacher.school)
  const active = school == null ? 0 : (await payload.db.count({ collection: 'schools', where: { and: [{ id: { equals: school } }, { active: { equals: true } }] } })).totalDocs
  return { teacher: { ...teacher, collection: 'teachers' }, schoolActive: active > 0 }
}
