import { APIError } from 'payload'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { claimSessionPlace, releaseSessionPlace } from '../../app/domain/sessions/places.server'
import {
  activeRegistrationKey, CLASS_STUDENTS_MAX, parseClassStudents, REGISTRATION_PROBLEM_MESSAGES, registrationProblem, watchingRecordOpen, withdrawalOpen,
} from '../../app/domain/sessions/session-rules'
import type { RegistrationProblem } from '../../app/domain/sessions/session-rules'
import { isStaffUser, relationId, teacherSchoolId, userOf } from '../access'

/** The context flag a registration's create sets when its place was claimed (the domain gives it back on a failure). */
export const CLAIMED_PLACE = 'sessionPlaceClaimed'

/** Refused with the message key as the error's message (the domain turns it into the teacher's words). */
export class RegistrationRefused extends APIError {
  constructor(public problem: RegistrationProblem | 'withdrawal-closed' | 'not-yet' | 'watched') {
    super(problem in REGISTRATION_PROBLEM_MESSAGES ? REGISTRATION_PROBLEM_MESSAGES[problem as RegistrationProblem] : `sessions:errors.${problem}`, problem === 'full' || problem === 'twice' ? 409 : 400, { problem }, true)
  }
}

type Session = { id: number | string; kind?: string | null; status?: string | null; date?: string | null; startTime?: string | null; endTime?: string | null; yearLevels?: string[] | null; maxClassrooms?: number | null }

/**
 * Holds a registration's rules whoever writes (the REST API included): a teacher registers as themself, for their own
 * active school, a live programme session not started, once, a class of 1 to 200 in a year level it suits, and takes
 * a place claimed in the database (decision 0088); they withdraw until the day before, and record what was watched
 * from the start. Staff (the admin) and the system correct anything but the place, which only this hook moves.
 */
export const holdRegistrationRules: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  const user = userOf(req)
  const now = context?.now instanceof Date ? context.now : new Date()
  const trusted = !user || isStaffUser(req)
  const sessionId = relationId(operation === 'create' ? data.session : originalDoc?.session)
  if (sessionId == null) throw new RegistrationRefused('not-found')
  const session = await req.payload.db.findOne<Session>({ collection: 'events', where: { id: { equals: sessionId } }, select: { kind: true, status: true, date: true, startTime: true, endTime: true, yearLevels: true, maxClassrooms: true }, req })
  if (!session) throw new RegistrationRefused('not-found')

  if (operation === 'create') {
    if (!trusted && user?.collection !== 'teachers') throw new RegistrationRefused('not-found')
    const teacher = trusted ? relationId(data.teacher) : user!.id
    const school = trusted ? relationId(data.school) : teacherSchoolId(req)
    if (teacher == null || school == null) throw new RegistrationRefused('not-found')
    const schoolDoc = await req.payload.db.findOne<{ id: number | string; active?: boolean | null; programme?: boolean | null }>({ collection: 'schools', where: { id: { equals: school } }, select: { active: true, programme: true }, req })
    const problem = registrationProblem({ session, schoolActive: Boolean(schoolDoc?.active) && !schoolDoc?.programme, students: data.students, yearLevel: data.yearLevel, now })
    if (problem) throw new RegistrationRefused(problem)
    const activeKey = activeRegistrationKey(session.id, teacher)
    const existing = await req.payload.db.findOne({ collection: 'session-registrations', where: { activeKey: { equals: activeKey } }, select: { id: true }, req })
    if (existing) throw new RegistrationRefused('twice')
    if (!(await claimSessionPlace(req.payload, session.id, req))) throw new RegistrationRefused('full')
    if (context) context[CLAIMED_PLACE] = true
    return {
      ...data, teacher, school, activeKey, status: 'registered', withdrawnAt: null, students: parseClassStudents(data.students), yearLevel: Number(data.yearLevel),
      watched: null, studentsWatched: null, watchedRecordedAt: null,
    }
  }

  // Updates: the session, teacher, school and key never move; the status only from registered to withdrawn.
  const fixed = { session: originalDoc.session, teacher: originalDoc.teacher, school: originalDoc.school, activeKey: originalDoc.activeKey }
  const withdrawing = data.status === 'withdrawn' && originalDoc.status === 'registered'
  if (data.status != null && data.status !== originalDoc.status && !withdrawing) throw new RegistrationRefused('not-found')
  if (trusted) return withdrawing ? { ...data, ...fixed, activeKey: `withdrawn:${originalDoc.id}`, withdrawnAt: now.toISOString() } : { ...data, ...fixed }
  const own = { ...fixed, students: originalDoc.students, yearLevel: originalDoc.yearLevel }
  if (withdrawing) {
    if (!withdrawalOpen(session, now)) throw new RegistrationRefused('withdrawal-closed')
    return { ...originalDoc, ...own, status: 'withdrawn', activeKey: `withdrawn:${originalDoc.id}`, withdrawnAt: now.toISOString() }
  }
  const changed = (field: string) => field in data && (data[field] ?? null) !== (originalDoc[field] ?? null)
  const recording = changed('watched') || changed('studentsWatched')
  if (recording) {
    if (originalDoc.status !== 'registered' || session.status === 'cancelled' || !watchingRecordOpen(session, now)) throw new RegistrationRefused('not-yet')
    const watched = data.watched === true
    const students = watched ? Number(data.studentsWatched) : 0
    if (watched && !(Number.isInteger(students) && students >= 1 && students <= CLASS_STUDENTS_MAX)) throw new RegistrationRefused('watched')
    return { ...originalDoc, ...own, status: originalDoc.status, watched, studentsWatched: students, watchedRecordedAt: now.toISOString() }
  }
  return { ...originalDoc, ...own }
}

/** A withdrawn class gives its place back (one conditional write). */
export const releasePlaceOnWithdrawal: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.status === 'registered' && doc.status === 'withdrawn') {
    await releaseSessionPlace(req.payload, relationId(doc.session)!, req)
  }
  return doc
}
