import type { Payload } from 'payload'
import type { Event } from '../../../cms/payload-types'
import { visibleToTeachersWhere } from '../access/rules'
import { eventDateToStored, nzDate } from '../shared/dates'
import { homeFigures } from './figures'
import type { HomeFigures } from './figures'

/** How long the home keeps its figures before it counts again (decision 0083). */
export const HOME_FIGURES_MAX_AGE_MS = 5 * 60_000

/** Whether figures counted at `at` may still be shown at `now` without counting again. */
const isFresh = (at: number, now: number, maxAgeMs = HOME_FIGURES_MAX_AGE_MS) => now - at < maxAgeMs

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
      where: { or: [{ status: { equals: 'done' } }, { and: [{ status: { equals: 'active' } }, { date: { less_than: today } }] }] },
      select: { numberOfStudents: true, studentsAttended: true, attendanceRecordedAt: true },
      limit: 0,
      pagination: false,
    }),
    payload.db.count({ collection: 'role-models', where: visibleToTeachersWhere(now) }),
  ])
  return homeFigures(held.docs, roleModels.totalDocs)
}

type Kept = { at: number; figures: HomeFigures }
type Store = { kept: Kept | null; counting: Promise<Kept> | null }
/** On globalThis: the server entry and the Remix build each bundle this module; one copy of the figures per process. */
const store: Store = ((globalThis as { __homeFigures?: Store }).__homeFigures ??= { kept: null, counting: null })

function countAgain(payload: Payload, now: Date): Promise<Kept> {
  store.counting ??= countHomeFigures(payload, now)
    .then((figures) => (store.kept = { at: now.getTime(), figures }))
    .finally(() => (store.counting = null))
  return store.counting
}

/**
 * The home's figures, kept in memory with the time they were counted: fresh for five minutes; after that the next
 * visitor still gets the kept ones while one count runs in the background (every other visitor shares it). Only the
 * first visitor after a start waits for a count. Null when counting fails with nothing kept (the home then leaves
 * the figures out). Each process keeps its own: two may differ for up to five minutes, which public figures allow.
 */
export async function keptHomeFigures(payload: Payload, now = new Date()): Promise<HomeFigures | null> {
  const kept = store.kept
  if (kept && isFresh(kept.at, now.getTime())) return kept.figures
  const counting = countAgain(payload, now)
  if (kept) {
    counting.catch((error: unknown) => payload.logger.error({ err: error }, 'The home figures could not be counted; the kept ones stay'))
    return kept.figures
  }
  try {
    return (await counting).figures
  } catch (error) {
    payload.logger.error({ err: error }, 'The home figures could not be counted')
    return null
  }
}

/** The count running now, if any (tests wait for the background count). */
export const homeFiguresCounting = (): Promise<unknown> | null => store.counting

/** Forgets the kept figures (tests). */
export function forgetHomeFigures() {
  store.kept = null
}
