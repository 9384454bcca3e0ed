import type { Payload, PayloadRequest } from 'payload'
import { CLAIM_ATTEMPTS } from './session-rules'

type Id = number | string
type Places = { id: Id; classroomsTaken?: number | null; maxClassrooms?: number | null }

async function places(payload: Payload, sessionId: Id, req?: Partial<PayloadRequest>) {
  return payload.db.findOne<Places>({ collection: 'events', where: { id: { equals: sessionId } }, select: { classroomsTaken: true, maxClassrooms: true }, req })
}

/**
 * Claims one classroom's place on a session: `classroomsTaken` is raised by one conditional write in the database
 * (only where it still equals the count read and is below the most classrooms; Payload's atomic updateOne, a single
 * UPDATE … WHERE), retried when another registration took a place in between. Of two teachers taking the last place at
 * once, in one process or two, one gets it (true) and the other is told it is full (false). Decision 0088.
 */
export async function claimSessionPlace(payload: Payload, sessionId: Id, req?: Partial<PayloadRequest>): Promise<boolean> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const found = await places(payload, sessionId, req)
    if (!found) return false
    const taken = found.classroomsTaken ?? 0
    if (taken >= (found.maxClassrooms ?? 0)) return false
    const claimed = await payload.db.updateOne({
      collection: 'events', where: { and: [{ id: { equals: sessionId } }, { classroomsTaken: { equals: taken } }] },
      data: { classroomsTaken: taken + 1 }, options: { atomic: true }, req,
    })
    if (claimed) return true
  }
  return false
}

/** Gives a place back (a withdrawal, or a registration that failed after its claim), never below zero. */
export async function releaseSessionPlace(payload: Payload, sessionId: Id, req?: Partial<PayloadRequest>): Promise<void> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS * 2; attempt++) {
    const found = await places(payload, sessionId, req)
    const taken = found?.classroomsTaken ?? 0
    if (!found || taken <= 0) return
    const released = await payload.db.updateOne({
      collection: 'events', where: { and: [{ id: { equals: sessionId } }, { classroomsTaken: { equals: taken } }] },
      data: { classroomsTaken: taken - 1 }, options: { atomic: true }, req,
    })
    if (released) return
  }
}
