import type Holidays from 'date-holidays'
import type { Payload } from 'payload'
import type { SchoolTerm as SchoolTermDoc } from '../../../cms/payload-types'
import { memoryCache } from '~/lib/memory-cache.server'
import { storedToEventDate } from '../shared/dates'
import { dateWarning } from './school-year'
import type { DateWarning, SchoolTerm } from './school-year'

/**
 * The region's subdivision code in the date-holidays library, by the seeded region titles (English), for its
 * anniversary day. A region staff rename or add is checked against national holidays only.
 */
const REGION_SUBDIVISION: Record<string, string> = {
  Northland: 'NTL', Auckland: 'AUK', Waikato: 'WKO', 'Bay of Plenty': 'BOP', Gisborne: 'GIS', "Hawke's Bay": 'HKB',
  Taranaki: 'TKI', 'Manawatū-Whanganui': 'MWT', Wellington: 'WGN', Tasman: 'TAS', Nelson: 'NSN', Marlborough: 'MBH',
  'West Coast': 'WTC', Canterbury: 'CAN', Otago: 'OTA', Southland: 'STL',
}

/**
 * The holiday library is loaded on the first date check, not when the server starts: with its every country's rules,
 * moment-timezone's zone database and astronomia it holds about 24 MB of the process's resident memory (decision
 * 0062), and only a teacher choosing an event's date needs it.
 */
let library: Promise<typeof Holidays> | null = null
const calendars = new Map<string, Holidays>()
async function calendarOf(subdivision: string | undefined): Promise<Holidays> {
  const key = subdivision ?? ''
  let calendar = calendars.get(key)
  if (!calendar) {
    library ??= import('date-holidays').then((module) => module.default)
    const HolidaysClass = await library
    calendar = calendars.get(key) ?? (subdivision ? new HolidaysClass('NZ', subdivision, { languages: ['en'] }) : new HolidaysClass('NZ', { languages: ['en'] }))
    calendars.set(key, calendar)
  }
  return calendar
}

/**
 * The public holiday on a New Zealand date (yyyy-MM-dd), national or the anniversary day of the region (by its
 * English title), with Mondayised substitute days; null on an ordinary day.
 */
export async function publicHolidayOn(date: string, regionTitle?: string | null): Promise<string | null> {
  const calendar = await calendarOf(regionTitle ? REGION_SUBDIVISION[regionTitle] : undefined)
  const found = calendar.getHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.type === 'public' && holiday.date.slice(0, 10) === date)
  return found?.name ?? null
}

// Staff edit the terms a few times a year; the collection's hooks clear this process's copy at once.
const terms = memoryCache<SchoolTerm[]>('school-terms', 60_000)

/** Every school term staff have entered. */
export function schoolTerms(payload: Payload): Promise<SchoolTerm[]> {
  return terms.get('all', async () => {
    // Public reference data, through the database adapter.
    const { docs } = await payload.db.find<Pick<SchoolTermDoc, 'id' | 'year' | 'term' | 'start' | 'end'>>({
      collection: 'school-terms', where: {}, select: { year: true, term: true, start: true, end: true }, sort: 'start', limit: 0, pagination: false,
    })
    return docs.flatMap((doc) => {
      const start = storedToEventDate(doc.start)
      const end = storedToEventDate(doc.end)
      return start && end ? [{ year: doc.year, term: doc.term, start, end }] : []
    })
  })
}

export function forgetSchoolTerms() {
  terms.clear()
}

/** The region's English title (the holiday library knows regions by it), or null. */
async function regionTitle(payload: Payload, regionId: number | string | null | undefined): Promise<string | null> {
  if (regionId == null || regionId === '') return null
  // Public reference data, its English title (a localized taxonomy, so the Local API), under its read access (anyone).
  const region = await payload.findByID({ collection: 'regions', id: regionId, locale: 'en', depth: 0, overrideAccess: false, disableErrors: true })
  return region?.title ?? null
}

/** The warning an event date deserves in the event's region (or, online, the school's region), or null. */
export async function eventDateWarning({ payload, date, regionId }: { payload: Payload; date: string; regionId?: number | string | null }): Promise<DateWarning | null> {
  const [title, known] = await Promise.all([regionTitle(payload, regionId), schoolTerms(payload)])
  return dateWarning(date, { publicHoliday: await publicHolidayOn(date, title), terms: known })
}
