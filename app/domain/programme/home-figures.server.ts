import type { Payload } from 'payload'
import type { Event } from '../../../cms/payload-types'
import { visibleToTeachersWhere } from '../access/rules'
import { eventDateToStored, nzDate } from '../shared/dates'
import { memoryCache } from '~/lib/memory-cache.server'
import { heldEventsWhere, homeFigures } from './figures'
import type { HomeFigures } from './figures'

/** How long the home keeps its figures before it counts again (decision 0083). */
export const HOME_FIGURES_MAX_AGE_MS = 5 * 60_000

/**
 * The home's figures counted now, with the staff dashboard's definitions: events held (done, or live with a day that
 * has passed: isHeld), the students they reached (recorded, else planned), and the role models taking part (those
 * teachers may see now: visibleToTeachersWhere). Through the adapter's reads: the held events' three student columns
 * and one count. Public figures of the whole programme: no viewer's rule narrows them.
 */
export async function countHomeFigures(payload: Payload, now = new Date()): Promise<HomeFigures> {
  const today = eventDateToStored(nzDate(now))
  const [held, roleModels] = await Promise.all([
    payload.db.find<Pick<Event, 'id' | 'numberOfStudents' | 'studentsAttended' | 'attendanceRecordedAt'>>({
      collection: 'events',
      where: heldEventsWhere(today),
      select: { numberOfStudents: true, studentsAttended: true, attendanceRecordedAt: true },
      limit: 0,
      pagination: false,
    }),
    payload.db.count({ collection: 'role-models', where: visibleToTeachersWhere(now) }),
  ])
  return homeFigures(held.docs, roleModels.totalDocs)
}

const kept = memoryCache<HomeFigures>('home-figures', HOME_FIGURES_MAX_AGE_MS, { keepStale: true })

/**
 * The home's figures, kept in memory: fresh for five minutes; after that the next visitor still gets the kept ones
 * while one count runs in the background (every other visitor shares it). Only the first visitor after a start waits
 * for a count. Null when counting fails with nothing kept (the home then leaves the figures out). Each process keeps
 * its own: two may differ for up to five minutes, which public figures allow.
 */
export function keptHomeFigures(payload: Payload, now = new Date()): Promise<HomeFigures | null> {
  const count = () => countHomeFigures(payload, now).catch((error: unknown) => {
    payload.logger.error({ err: error }, 'The home figures could not be counted (any kept ones stay)')
    throw error
  })
  return kept.get('all', count, now.getTime()).catch(() => null)
}

/** The background count running now, if any (tests wait for it). */
export const homeFiguresCounting = (): Promise<unknown> | null => kept.refreshing('all')

/** Forgets the kept figures (tests). */
export function forgetHomeFigures() {
  kept.clear()
}
