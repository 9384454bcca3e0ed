import type { Payload, PayloadRequest } from 'payload'
import { everyPresenterConsents } from './recording-rules'

type Id = number | string

/**
 * Sets a session's recording's `consented` from its presenters' rows as they are now in the database (decision 0089):
 * one read of the rows and, when it differs, one write through the database adapter (no hooks). Nothing when the
 * session has no recording.
 */
export async function syncRecordingVisibility(payload: Payload, sessionId: Id, req?: Partial<PayloadRequest>): Promise<boolean | null> {
  const recording = await payload.db.findOne<{ id: Id; consented?: boolean | null }>({ collection: 'recordings', where: { session: { equals: sessionId } }, select: { consented: true }, req })
  if (!recording) return null
  const rows = await payload.db.find<{ id: Id; status: number; recordingConsent?: boolean | null }>({
    collection: 'event-role-models', where: { event: { equals: sessionId } }, select: { status: true, recordingConsent: true }, limit: 0, pagination: false, req,
  })
  const consented = everyPresenterConsents(rows.docs)
  if (Boolean(recording.consented) !== consented) {
    await payload.db.updateOne({ collection: 'recordings', where: { id: { equals: recording.id } }, data: { consented }, req, returning: false })
  }
  return consented
}
