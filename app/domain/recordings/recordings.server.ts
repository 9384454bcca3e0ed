import { APIError } from 'payload'
import type { Payload, Where } from 'payload'
import type { SignedInUser } from '../accounts/users'
import { presentingRowsWhere, visibleRecordingsWhere } from '../access/rules'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { parseDocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import type { StaffUser } from '../sessions/sessions.server'
import { staffSession } from '../sessions/sessions.server'
import { countPlay } from './plays.server'
import { everyPresenterConsents, LIBRARY_PAGE_SIZE, RECORDING_CONSENT_CONTEXT, RECORDING_PROBLEM_MESSAGES } from './recording-rules'
import type { RecordingProblem } from './recording-rules'

type Id = number | string
type RecordingRow = {
  id: Id; session: Id; videoId: string; transcriptUrl?: string | null; title?: string | null; sessionDate?: string | null
  presenters?: Id[] | null; industries?: Id[] | null; consented?: boolean | null
}

export type RecordingResult = { ok: true } | { ok: false; problem: RecordingProblem; message: string }

function refused(error: unknown): RecordingResult {
  if (error instanceof APIError && error.status < 500) {
    const problem = (error.data as { problem?: RecordingProblem } | undefined)?.problem
    // The unique session refused a second recording that raced the first.
    return problem ? { ok: false, problem, message: RECORDING_PROBLEM_MESSAGES[problem] } : { ok: false, problem: 'twice', message: RECORDING_PROBLEM_MESSAGES.twice }
  }
  throw error
}

async function recordingOfSession(payload: Payload, sessionId: Id): Promise<RecordingRow | null> {
  return payload.db.findOne<RecordingRow>({ collection: 'recordings', where: { session: { equals: sessionId } }, select: { session: true, videoId: true, transcriptUrl: true, consented: true } })
}

/**
 * Staff add a session's recording, or change its video or transcript (one per session): the collection's hook refuses
 * it unless the session has ended, every presenting role model consents, and the id is the provider's shape.
 */
export async function saveRecording(payload: Payload, staff: StaffUser, sessionId: unknown, input: { videoId: string; transcriptUrl?: string | null }, now = new Date()): Promise<RecordingResult> {
  const session = await staffSession(payload, sessionId)
  if (!session) return { ok: false, problem: 'not-found', message: RECORDING_PROBLEM_MESSAGES['not-found'] }
  const data = { videoId: input.videoId, transcriptUrl: input.transcriptUrl || null }
  try {
    const existing = await recordingOfSession(payload, session.id)
    if (existing) await payload.update({ collection: 'recordings', id: existing.id, data, depth: 0, user: staff, overrideAccess: false, context: { now } })
    else await payload.create({ collection: 'recordings', data: { ...data, session: session.id }, depth: 0, user: staff, overrideAccess: false, context: { now } })
    return { ok: true }
  } catch (error) {
    return refused(error)
  }
}

/** Staff remove a session's recording (its counted plays go with it). */
export async function removeRecording(payload: Payload, staff: StaffUser, sessionId: unknown): Promise<void> {
  const session = await staffSession(payload, sessionId)
  const existing = session ? await recordingOfSession(payload, session.id) : null
  if (!existing) return
  await payload.delete({ collection: 'recording-plays', where: { recording: { equals: existing.id } }, user: staff, overrideAccess: false })
  await payload.delete({ collection: 'recordings', id: existing.id, user: staff, overrideAccess: false })
}

export type StaffRecordingView = {
  recording: null | { videoId: string; transcriptUrl: string; consented: boolean; plays: number; schools: { name: string; plays: number }[] }
  /** Presenters who accepted, and whether each agreed to the recording. */
  consents: { name: string; consented: boolean }[]
}

/** A session's recording as staff see it: its video, whether it shows, its plays per school; each presenter's consent. */
export async function staffRecording(payload: Payload, sessionId: Id): Promise<StaffRecordingView> {
  const [recording, rows] = await Promise.all([
    recordingOfSession(payload, sessionId),
    payload.db.find<{ id: Id; roleModel: Id; recordingConsent?: boolean | null }>({ collection: 'event-role-models', where: presentingRowsWhere(sessionId), select: { roleModel: true, recordingConsent: true }, sort: 'createdAt', limit: 0, pagination: false }),
  ])
  const names = await roleModelNames(payload, rows.docs.map((row) => relationId(row.roleModel)!))
  const consents = rows.docs.map((row) => ({ name: names.get(String(relationId(row.roleModel))) ?? '', consented: row.recordingConsent === true }))
  if (!recording) return { recording: null, consents }
  const plays = await payload.db.find<{ id: Id; school: Id; count: number }>({ collection: 'recording-plays', where: { recording: { equals: recording.id } }, select: { school: true, count: true }, sort: '-count', limit: 0, pagination: false })
  const schoolIds = plays.docs.map((row) => relationId(row.school)!)
  const schools = schoolIds.length ? await payload.db.find<{ id: Id; name?: string | null }>({ collection: 'schools', where: { id: { in: schoolIds } }, select: { name: true }, limit: 0, pagination: false }) : { docs: [] }
  const schoolNames = new Map(schools.docs.map((school) => [String(school.id), school.name ?? '']))
  return {
    recording: {
      videoId: recording.videoId, transcriptUrl: recording.transcriptUrl ?? '', consented: recording.consented === true,
      plays: plays.docs.reduce((sum, row) => sum + (row.count ?? 0), 0),
      schools: plays.docs.map((row) => ({ name: schoolNames.get(String(relationId(row.school))) ?? '', plays: row.count ?? 0 })),
    },
    consents,
  }
}

async function roleModelNames(payload: Payload, ids: Id[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id) => id != null)
  if (!wanted.length) return new Map()
  const people = await payload.db.find<{ id: Id; name?: string | null; firstName?: string | null; surname?: string | null }>({ collection: 'role-models', where: { id: { in: wanted } }, select: { name: true, firstName: true, surname: true }, limit: 0, pagination: false })
  return new Map(people.docs.map((doc) => [String(doc.id), [doc.firstName, doc.surname].filter(Boolean).join(' ') || doc.name || '']))
}

// ---------------------------------------------------------------------------------------------------------------
// Presenters: their consent.

/** A presenter gives or withdraws consent to their session's recording; withdrawing hides the recording at once. */
export async function setRecordingConsent(payload: Payload, roleModel: SignedInUser, eventId: unknown, consent: boolean): Promise<boolean> {
  const id = parseDocId(eventId)
  if (roleModel.collection !== 'role-models' || id == null) return false
  const row = await payload.db.findOne<{ id: Id }>({ collection: 'event-role-models', where: { and: [{ event: { equals: id } }, { roleModel: { equals: roleModel.id } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] }, select: { id: true } })
  if (!row) return false
  try {
    await payload.update({ collection: 'event-role-models', id: row.id, data: { recordingConsent: consent }, depth: 0, user: roleModel, overrideAccess: false, context: { [RECORDING_CONSENT_CONTEXT]: true } })
    return true
  } catch (error) {
    if (error instanceof APIError && error.status < 500) return false
    throw error
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Teachers: the library and playing.

/** The teacher's school when it is active (a teacher of an inactive school, a role model or anyone else: null). */
export async function activeSchoolOf(payload: Payload, user: SignedInUser | null): Promise<Id | null> {
  if (user?.collection !== 'teachers') return null
  const school = relationId(user.school)
  if (school == null) return null
  const found = await payload.db.findOne<{ id: Id; active?: boolean | null; programme?: boolean | null }>({ collection: 'schools', where: { id: { equals: school } }, select: { active: true, programme: true } })
  return found?.active && !found.programme ? found.id : null
}

export type LibraryQuery = { yearLevel?: number | null; industry?: Id | null; page?: number }
export type LibraryCard = { id: Id; title: string; date: string | null; presenters: string[]; industries: string[]; hasTranscript: boolean }
export type Library = { cards: LibraryCard[]; page: number; pages: number; total: number }

/**
 * The library for a teacher of an active school (null for anyone else): the recordings every presenter still agrees
 * to, by the presenters' industry and the session's year level, newest session first, paged in the database.
 */
export async function recordingLibrary(payload: Payload, teacher: SignedInUser, query: LibraryQuery): Promise<Library | null> {
  if ((await activeSchoolOf(payload, teacher)) == null) return null
  const conditions: Where[] = [visibleRecordingsWhere]
  if (query.yearLevel) conditions.push({ yearLevels: { contains: String(query.yearLevel) } })
  if (query.industry != null) conditions.push({ industries: { equals: query.industry } })
  const found = await payload.db.find<RecordingRow>({
    collection: 'recordings', where: { and: conditions }, select: { title: true, sessionDate: true, presenters: true, industries: true, transcriptUrl: true },
    sort: ['-sessionDate', '-id'], limit: LIBRARY_PAGE_SIZE, page: Math.max(1, query.page ?? 1),
  })
  const names = await roleModelNames(payload, found.docs.flatMap((doc) => (doc.presenters ?? []).map((id) => relationId(id)!)))
  return {
    cards: found.docs.map((doc) => ({
      id: doc.id, title: doc.title ?? '', date: doc.sessionDate ?? null,
      presenters: (doc.presenters ?? []).map((id) => names.get(String(relationId(id))) ?? '').filter(Boolean),
      industries: (doc.industries ?? []).map((id) => String(relationId(id))), hasTranscript: Boolean(doc.transcriptUrl),
    })),
    page: found.page ?? 1, pages: found.totalPages ?? 1, total: found.totalDocs ?? 0,
  }
}

export type PlayableRecording = { id: Id; title: string; date: string | null; videoId: string; transcriptUrl: string; presenters: string[] }

/**
 * One recording a teacher of an active school may play, or null: shown in the library, and every presenter agrees as
 * the rows stand now (a withdrawal made a moment ago already refuses it). `count` adds one play for their school.
 */
export async function playableRecording(payload: Payload, teacher: SignedInUser, recordingId: unknown, { count = false } = {}): Promise<PlayableRecording | null> {
  const id = parseDocId(recordingId)
  const school = await activeSchoolOf(payload, teacher)
  if (id == null || school == null) return null
  const found = await payload.db.findOne<RecordingRow>({ collection: 'recordings', where: { and: [{ id: { equals: id } }, visibleRecordingsWhere] }, select: { session: true, videoId: true, transcriptUrl: true, title: true, sessionDate: true, presenters: true } })
  if (!found) return null
  const rows = await payload.db.find<{ id: Id; status: number; recordingConsent?: boolean | null }>({ collection: 'event-role-models', where: { event: { equals: relationId(found.session) } }, select: { status: true, recordingConsent: true }, limit: 0, pagination: false })
  if (!everyPresenterConsents(rows.docs)) return null
  if (count) await countPlay(payload, found.id, school)
  const names = await roleModelNames(payload, (found.presenters ?? []).map((person) => relationId(person)!))
  return {
    id: found.id, title: found.title ?? '', date: found.sessionDate ?? null, videoId: found.videoId, transcriptUrl: found.transcriptUrl ?? '',
    presenters: (found.presenters ?? []).map((person) => names.get(String(relationId(person))) ?? '').filter(Boolean),
  }
}
