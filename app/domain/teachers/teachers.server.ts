import type { Payload } from 'payload'
import type { Teacher } from '../../../cms/payload-types'
import { fastPathClient, sqlText } from '~/lib/sqlite.server'
import type { SqlClient } from '~/lib/sqlite.server'
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
    return { ok: true, teacherId: existing.id, sessionVersion: updated.sessionVersion ?? 0, language: storedLanguage(updated.language) }
  }
  const created = await payload.create({ collection: 'teachers', data: { ...data, language: storedLanguage(lang) }, overrideAccess: true, depth: 0 })
  return { ok: true, teacherId: created.id, sessionVersion: created.sessionVersion ?? 0, language: storedLanguage(created.language) }
}

async function findTeacher(payload: Payload, subject: string, email: string) {
  const bySubject = await payload.find({ collection: 'teachers', where: { subject: { equals: subject } }, limit: 1, depth: 0, overrideAccess: true })
  if (bySubject.docs[0]) return bySubject.docs[0]
  const byEmail = await payload.find({ collection: 'teachers', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  return byEmail.docs[0] ?? null
}

/** A teacher's record as Payload reads it at depth 0, and whether their school takes part. */
export type TeacherRecord = { teacher: Teacher; schoolActive: boolean }

/**
 * The signed-in teacher's record and their school's `active` flag, read on every request of a teacher (decision
 * 0021): one statement on SQLite, held equal to Payload's two reads (which MongoDB keeps) by the teachers
 * integration test. Null when there is no such teacher.
 */
export async function teacherRecord(payload: Payload, id: number | string): Promise<TeacherRecord | null> {
  const client = fastPathClient(payload)
  return client ? teacherRecordThroughSql(client, id) : teacherRecordThroughPayload(payload, id)
}

export async function teacherRecordThroughSql(client: SqlClient, id: number | string): Promise<TeacherRecord | null> {
  const teacherId = Number(id)
  if (!Number.isSafeInteger(teacherId)) return null
  const { rows } = await client.execute({
    sql: `SELECT t.id, t.email, t.subject, t.first_name, t.last_name, t.name, t.school_id, t.last_sign_in_at, t.session_version, t.language,
      t.updated_at, t.created_at, s.active AS school_active FROM teachers t LEFT JOIN schools s ON s.id = t.school_id WHERE t.id = ?`,
    args: [teacherId],
  })
  const row = rows[0]
  if (!row) return null
  const teacher: Teacher = {
    id: Number(row.id),
    email: String(row.email),
    subject: String(row.subject),
    firstName: sqlText(row.first_name),
    lastName: sqlText(row.last_name),
    name: sqlText(row.name),
    school: Number(row.school_id),
    lastSignInAt: sqlText(row.last_sign_in_at),
    sessionVersion: row.session_version == null ? null : Number(row.session_version),
    language: row.language == null ? null : storedLanguage(row.language),
    updatedAt: String(row.updated_at),
    createdAt: String(row.created_at),
    collection: 'teachers',
  }
  return { teacher, schoolActive: Number(row.school_active) === 1 }
}

/** The same through Payload: the teacher at depth 0, then their school's flag. */
export async function teacherRecordThroughPayload(payload: Payload, id: number | string): Promise<TeacherRecord | null> {
  const options = { depth: 0, overrideAccess: true, disableErrors: true } as const
  const teacher = await payload.findByID({ collection: 'teachers', id, ...options }).catch(() => null)
  if (!teacher) return null
  const schoolId = typeof teacher.school === 'object' ? teacher.school?.id : teacher.school
  const school = schoolId == null ? null : await payload.findByID({ collection: 'schools', id: schoolId, select: { active: true }, ...options })
  return { teacher, schoolActive: school?.active === true }
}
