import { APIError } from 'payload'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { parseTranscriptUrl, parseVideoId, presentingRows, RECORDING_PROBLEM_MESSAGES, recordingProblem } from '../../app/domain/recordings/recording-rules'
import type { RecordingProblem } from '../../app/domain/recordings/recording-rules'
import { relationId } from '../access'

type Id = number | string

/** Refused with the message key as the error's message (the domain and the staff page turn it into words). */
export class RecordingRefused extends APIError {
  constructor(public problem: RecordingProblem) {
    super(RECORDING_PROBLEM_MESSAGES[problem], problem === 'twice' ? 409 : 400, { problem }, true)
  }
}

type SessionRow = { id: Id; kind?: string | null; status?: string | null; title?: string | null; date?: string | null; startTime?: string | null; endTime?: string | null; yearLevels?: string[] | null }
type PresenterRow = { id: Id; roleModel: Id; status: number; recordingConsent?: boolean | null }

/** A session's presenters' rows (status and consent), read through the database adapter. */
export async function presenterRows(req: Partial<PayloadRequest> & { payload: PayloadRequest['payload'] }, sessionId: Id): Promise<PresenterRow[]> {
  const found = await req.payload.db.find<PresenterRow>({ collection: 'event-role-models', where: { event: { equals: sessionId } }, select: { roleModel: true, status: true, recordingConsent: true }, limit: 0, pagination: false, req })
  return found.docs
}

/**
 * Holds a recording's rules whoever writes (staff's page, the admin, the REST API): a programme session that has ended,
 * once, every presenting role model's consent, a video id of the provider's shape and an http/https transcript
 * address (decision 0089). The library's fields (title, date, year levels, presenters, industries, consent) are the
 * system's, copied from the session here; a client's values for them are ignored, and the plays are never written here.
 */
export const holdRecordingRules: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  const now = context?.now instanceof Date ? context.now : new Date()
  const sessionId = relationId(operation === 'create' ? data.session : originalDoc?.session)
  if (sessionId == null) throw new RecordingRefused('not-found')
  const session = await req.payload.db.findOne<SessionRow>({
    collection: 'events', where: { id: { equals: sessionId } }, select: { kind: true, status: true, title: true, date: true, startTime: true, endTime: true, yearLevels: true }, req,
  })
  const presenters = session ? await presenterRows(req, session.id) : []
  const videoId = 'videoId' in data ? data.videoId : originalDoc?.videoId
  const transcriptUrl = 'transcriptUrl' in data ? data.transcriptUrl : originalDoc?.transcriptUrl
  const problem = recordingProblem({ session, presenters, videoId, transcriptUrl, now })
  if (problem) throw new RecordingRefused(problem)
  if (operation === 'create') {
    const existing = await req.payload.db.findOne({ collection: 'recordings', where: { session: { equals: sessionId } }, select: { id: true }, req })
    if (existing) throw new RecordingRefused('twice')
  }
  const presenting = presentingRows(presenters).map((row) => relationId(row.roleModel)!).filter((id) => id != null)
  const people = presenting.length
    ? await req.payload.db.find<{ id: Id; industry?: Id | null }>({ collection: 'role-models', where: { id: { in: presenting } }, select: { industry: true }, limit: 0, pagination: false, req })
    : { docs: [] }
  const industries: Id[] = []
  for (const person of people.docs) {
    const industry = relationId(person.industry)
    if (industry != null && !industries.some((id) => String(id) === String(industry))) industries.push(industry)
  }
  return {
    ...(operation === 'update' ? originalDoc : {}),
    session: session!.id, videoId: parseVideoId(videoId), transcriptUrl: parseTranscriptUrl(transcriptUrl) || null,
    title: session!.title ?? '', sessionDate: session!.date ?? null, yearLevels: session!.yearLevels ?? [],
    presenters: presenting, industries, consented: true,
  }
}
