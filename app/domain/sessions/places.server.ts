import type { Payload, PayloadRequest } from 'payload'
import { claimCounter, releaseCounter } from '../../lib/claim-counter.server'

type Id = number | string
type Places = { id: Id; maxClassrooms?: number | null }

const counter = (sessionId: Id, req?: Partial<PayloadRequest>) => ({ collection: 'events' as const, where: { id: { equals: sessionId } }, field: 'classroomsTaken', req })

/**
 * Claims one classroom's place on a session: `classroomsTaken` is raised by one compare-and-set in the database, only
 * below the most classrooms (claimCounter). Of teachers taking the last places at once, in one process or several,
 * exactly as many are registered as places were left and the others are told it is full (false). Decision 0088.
 */
export async function claimSessionPlace(payload: Payload, sessionId: Id, req?: Partial<PayloadRequest>): Promise<boolean> {
  const claim = await claimCounter<Places>(payload, { ...counter(sessionId, req), select: { maxClassrooms: true }, limit: (doc) => doc.maxClassrooms ?? 0 })
  return claim.ok
}

/** Gives a place back (a withdrawal, or a registration that failed after its claim), never below zero. */
export async function releaseSessionPlace(payload: Payload, sessionId: Id, req?: Partial<PayloadRequest>): Promise<void> {
  await releaseCounter(payload, counter(sessionId, req))
}
