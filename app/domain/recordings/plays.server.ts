import type { Payload } from 'payload'
import { claimCounter } from '../../lib/claim-counter.server'
import { playKey } from './recording-rules'

/**
 * Adds one play of a recording for a school (decision 0089): the school's row is raised by one with the shared
 * compare-and-set counter (no cap: a lost race reads again), or made with its first play. Of two first plays at once,
 * the unique key (recording and school) lets one make the row; the other then counts on it. Right across processes.
 */
export async function countPlay(payload: Payload, recording: number | string, school: number | string): Promise<boolean> {
  const key = playKey(recording, school)
  const counter = { collection: 'recording-plays', where: { key: { equals: key } }, field: 'count', limit: () => Number.POSITIVE_INFINITY } as const
  if ((await claimCounter(payload, counter)).ok) return true
  try {
    await payload.db.create({ collection: 'recording-plays', data: { recording, school, key, count: 1 }, returning: false })
    return true
  } catch {
    // Another first play made the row meanwhile: count on it.
    return (await claimCounter(payload, counter)).ok
  }
}
