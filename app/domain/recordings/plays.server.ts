import type { Payload } from 'payload'
import { playKey, PLAY_ATTEMPTS } from './recording-rules'

type Id = number | string

/**
 * Adds one play of a recording for a school (decision 0089): the school's row is made on its first play (a unique key
 * of recording and school: of two first plays at once, one makes it and the other counts on it), then raised by one
 * conditional write in the database (`count` only where it still equals the count read: Payload's atomic updateOne, a
 * single UPDATE … WHERE), retried when another play counted in between. Two processes counting at once both count.
 */
export async function countPlay(payload: Payload, recording: Id, school: Id): Promise<boolean> {
  const key = playKey(recording, school)
  for (let attempt = 0; attempt < PLAY_ATTEMPTS; attempt++) {
    const row = await payload.db.findOne<{ id: Id; count: number }>({ collection: 'recording-plays', where: { key: { equals: key } }, select: { count: true } })
    if (!row) {
      try {
        await payload.db.create({ collection: 'recording-plays', data: { recording, school, key, count: 1 }, returning: false })
        return true
      } catch {
        // Another first play made the row: count on it.
        continue
      }
    }
    const counted = await payload.db.updateOne({
      collection: 'recording-plays', where: { and: [{ id: { equals: row.id } }, { count: { equals: row.count } }] },
      data: { count: row.count + 1 }, options: { atomic: true },
    })
    if (counted) return true
  }
  return false
}
