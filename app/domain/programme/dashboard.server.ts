import { and, count, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Payload, Where } from 'payload'
import type { Event, EventRoleModel, Offer, RegionShortfall, RoleModel, School } from '../../../cms/payload-types'
import { eventDateToStored, nzDate, nzInstant, storedToEventDate } from '../shared/dates'
import { relationId } from '../shared/relations'
import { visibleToTeachersWhere } from '../vetting/visibility'
import type { DashboardQuery } from './dashboard-query'
import { EVENT_STATUS_NAMES, isAttendanceRecorded, programmeFigures } from './figures'
import type { EventStatusName, ProgrammeEvent, ProgrammeFigures, ProgrammeOffer, ProgrammeRows, ProgrammeSessionClass } from './figures'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { isWithdrawn } from '../invitations/withdraw'
import { asTypedId, idKey, parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { schemaOf, typed, visibleToTeachers } from './schema.server'
import { readDatabase } from '~/lib/read-thread.server'
import { shortfallKey } from './shortfall'
import { voiceAnswerRows } from './voice-rows.server'

/** The range as stored values: event dates are the day at midnight UTC; recorded instants are New Zealand days. */
function bounds(query: DashboardQuery) {
  const dayAfter = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  return {
    fromDate: eventDateToStored(query.from),
    untilDate: eventDateToStored(dayAfter),
    fromInstant: nzInstant(query.from, '00:00')!.toISOString(),
    untilInstant: nzInstant(dayAfter, '00:00')!.toISOString(),
  }
}

const eventStatus = (value: unknown): EventStatusName => (EVENT_STATUS_NAMES.includes(value as EventStatusName) ? (value as EventStatusName) : 'draft')

/** A school's events only: programme sessions (issue 53) count apart, as their watched classes. */
const schoolEventsOnly = (path: '' | 'event.'): Where => ({ or: [{ [`${path}kind`]: { exists: false } }, { [`${path}kind`]: { not_equals: 'programme' } }] })

/** The events of the range and filters, as a where on the events (`path` ''), or on rows through their event ('event.'). */
function eventWhere(query: DashboardQuery, path: '' | 'event.'): Where[] {
  const { fromDate, untilDate } = bounds(query)
  const and: Where[] = [{ [`${path}date`]: { greater_than_equal: fromDate } }, { [`${path}date`]: { less_than: untilDate } }, schoolEventsOnly(path)]
  if (query.region != null) and.push({ [`${path}region`]: { equals: query.region } })
  if (query.type) and.push({ [`${path}type`]: { equals: query.type } })
  if (query.school != null) and.push({ [`${path}school`]: { equals: query.school } })
  return and
}

type EventRow = Pick<Event, 'id' | 'status' | 'date' | 'type' | 'region' | 'numberOfStudents' | 'studentsAttended' | 'attendanceRecordedAt' | 'offersOpenedAt'>
type InvitationRow = Pick<EventRoleModel, 'id' | 'event' | 'status' | 'invitedAt' | 'respondedAt' | 'withdrawnAt' | 'attended'>
/** An event's counted columns, with whether attendance was recorded and its visits (recorded, else accepted). */
type EventFacts = {
  id: DocId; status: Event['status']; date?: string | null; type: Event['type']; region?: unknown; numberOfStudents?: number | null; studentsAttended?: number | null
  offersOpenedAt?: string | null; confirmed: boolean; visits: number
}

const regionOf = (value: unknown): number | null => {
  const id = relationId(value)
  return id == null ? null : asTypedId(id)
}

const programmeEvent = (doc: EventFacts): ProgrammeEvent => ({
  id: asTypedId(doc.id), status: eventStatus(doc.status), date: storedToEventDate(doc.date)!, type: doc.type === 'online' ? 'online' : 'in-person',
  region: regionOf(doc.region),
  students: doc.confirmed ? doc.studentsAttended ?? null : doc.numberOfStudents ?? null,
  visits: doc.visits,
  confirmed: doc.confirmed,
  openRequest: doc.offersOpenedAt != null,
})

/**
 * The rows of the dashboard's range: events whose day is in it (and match the filters), the invitations sent on them,
 * the role models teachers may see now who do in-person events by region, and the shortfalls told in the range. On
 * SQLite counted in the database (below); elsewhere through the adapter's portable reads.
 */
export async function programmeRows({ payload, query, now = new Date() }: { payload: Payload; query: DashboardQuery; now?: Date }): Promise<ProgrammeRows> {
  return (await programmeRowsThroughSql(payload, query, now)) ?? programmeRowsThroughPayload(payload, query, now)
}

/**
 * One of the product's few SQL reads (measured in docs/performance/log.md: a year of the bench's 10,000 events and
 * 50,000 invitations took 1,000 ms of CPU through the portable reads, which read every row to count it): five indexed
 * statements on Payload's generated schema that count in the database (visits per event by the rows' index, the
 * invitations by status, the answer times, role models and shortfalls by region). Null unless on SQLite; its portable
 * twin below is what MongoDB runs, held equal by tests/integration/fast-paths.test.ts.
 */
export async function programmeRowsThroughSql(payload: Payload, query: DashboardQuery, now = new Date()): Promise<ProgrammeRows | null> {
  const adapter = schemaOf(payload)
  if (!adapter) return null
  // In the read thread (decision 0108): a year's statements take 10-45 ms, which the request thread would otherwise wait on.
  const db = readDatabase(adapter)
  const { tables } = adapter
  const { events: e, event_role_models: r, role_models: rm, region_shortfalls: told } = tables
  const { fromDate, untilDate, fromInstant, untilInstant } = bounds(query)
  const inRange = and(
    gte(e.date, fromDate), lt(e.date, untilDate),
    query.region != null ? eq(e.region, query.region) : undefined,
    query.type ? eq(e.type, query.type) : undefined,
    query.school != null ? eq(e.school, query.school) : undefined,
    or(isNull(e.kind), ne(e.kind, 'programme')),
  )
  const sent = and(isNotNull(r.invitedAt), inRange)
  // Recorded attendance (decision 0031) where there is one: the role models who came; else those who accepted.
  const confirmed = and(isNotNull(e.attendanceRecordedAt), isNotNull(e.studentsAttended))!
  const visitors = (came: boolean) => db.select({ n: count() }).from(r)
    .where(and(eq(r.event, e.id), eq(r.status, ROLE_MODEL_STATUS.accepted), isNotNull(r.invitedAt), came ? eq(r.attended, true) : undefined))
  const regionFilter = (column: AnySQLiteColumn) => (query.region != null ? eq(column, query.region) : undefined)
  const [found, statuses, answers, supply, shortfalls, offers, sessionClasses, voiceAnswers] = await Promise.all([
    db.select({
      id: typed<DocId>(e.id), status: typed<Event['status']>(e.status), date: typed<string>(e.date), type: typed<Event['type']>(e.type),
      region: typed<DocId | null>(e.region), numberOfStudents: typed<number | null>(e.numberOfStudents), studentsAttended: typed<number | null>(e.studentsAttended),
      offersOpenedAt: typed<string | null>(e.offersOpenedAt),
      confirmed: sql<boolean>`${confirmed}`.mapWith(Boolean),
      visits: sql<number>`CASE WHEN ${confirmed} THEN (${visitors(true)}) ELSE (${visitors(false)}) END`.mapWith(Number),
    }).from(e).where(inRange),
    // By status, with the withdrawals (a decline with its date, isWithdrawn), in one pass over the range's events and
    // their rows, each from an index alone (decision 0098: the events' (date, kind), the rows' covering index).
    db.select({
      status: typed<number>(r.status), n: count(),
      withdrawn: sql<number>`count(*) filter (where ${r.status} = ${ROLE_MODEL_STATUS.declined} and ${r.withdrawnAt} is not null)`.mapWith(Number),
    }).from(r).where(and(isNotNull(r.invitedAt), inArray(r.event, db.select({ id: e.id }).from(e).where(inRange)))).groupBy(r.status),
    db.select({ ms: sql<number>`CAST(round((julianday(${r.respondedAt}) - julianday(${r.invitedAt})) * 86400000) AS INTEGER)`.mapWith(Number) })
      .from(r).innerJoin(e, eq(e.id, r.event))
      .where(and(sent, isNotNull(r.respondedAt), or(eq(r.status, ROLE_MODEL_STATUS.accepted), and(eq(r.status, ROLE_MODEL_STATUS.declined), isNull(r.withdrawnAt))))),
    // Supply does not depend on the event type or school filters: it is who could come to an in-person event.
    db.select({ region: typed<DocId | null>(rm.region), n: count() }).from(rm)
      .where(and(...visibleToTeachers(rm, now), eq(rm.canDoInPersonEvent, true), regionFilter(rm.region))).groupBy(rm.region),
    db.select({ region: typed<DocId | null>(told.region), month: typed<string | null>(told.month), n: count() }).from(told)
      .where(and(gte(told.createdAt, fromInstant), lt(told.createdAt, untilInstant), regionFilter(told.region))).groupBy(told.region, told.month),
    offerRows(payload, query),
    sessionClassRows(payload, query, now),
    voiceAnswerRows(payload, query),
  ])
  const withdrawn = statuses.reduce((sum, row) => sum + row.withdrawn, 0)
  const byStatus: Partial<Record<number, number>> = Object.fromEntries(statuses.filter((row) => row.n).map((row) => [row.status, row.n]))
  byStatus[ROLE_MODEL_STATUS.declined] = (byStatus[ROLE_MODEL_STATUS.declined] ?? 0) - withdrawn
  if (!byStatus[ROLE_MODEL_STATUS.declined]) delete byStatus[ROLE_MODEL_STATUS.declined]
  return {
    events: found.map(programmeEvent),
    invitations: { byStatus, withdrawn, answeredMs: answers.map((row) => row.ms) },
    supply: supply.map((row) => ({ region: regionOf(row.region), roleModels: row.n })),
    shortfalls: shortfalls.map((row) => ({ region: regionOf(row.region), month: row.month, times: row.n })),
    offers,
    sessionClasses,
    voiceAnswers,
  }
}

/**
 * The same rows through the database adapter's portable reads (MongoDB, `FAST_PATHS=off`): only the columns counted
 * (the Local API's hooks over 10,000 events and 50,000 invitations were most of the time), counted here.
 */
export async function programmeRowsThroughPayload(payload: Payload, query: DashboardQuery, now = new Date()): Promise<ProgrammeRows> {
  const { fromInstant, untilInstant } = bounds(query)
  const region = query.region != null ? [{ region: { equals: query.region } }] : []
  const all = { limit: 0, pagination: false } as const
  // Staff only (the dashboard's loader requires staff, whose reach is the whole programme): no rule narrows these reads.
  const [found, rows, people, told, offers] = await Promise.all([
    payload.db.find<EventRow>({
      collection: 'events', where: { and: eventWhere(query, '') }, ...all,
      select: { status: true, date: true, type: true, region: true, numberOfStudents: true, studentsAttended: true, attendanceRecordedAt: true, offersOpenedAt: true },
    }),
    payload.db.find<InvitationRow>({
      collection: 'event-role-models', where: { and: [{ invitedAt: { exists: true } }, ...eventWhere(query, 'event.')] }, ...all,
      select: { event: true, status: true, invitedAt: true, respondedAt: true, withdrawnAt: true, attended: true },
    }),
    payload.db.find<Pick<RoleModel, 'id' | 'region'>>({
      collection: 'role-models', where: { and: [visibleToTeachersWhere(now), { canDoInPersonEvent: { equals: true } }, ...region] }, select: { region: true }, ...all,
    }),
    payload.db.find<Pick<RegionShortfall, 'id' | 'region' | 'month'>>({
      collection: 'region-shortfalls', where: { and: [{ createdAt: { greater_than_equal: fromInstant } }, { createdAt: { less_than: untilInstant } }, ...region] }, select: { region: true, month: true }, ...all,
    }),
    offerRows(payload, query),
  ])
  const accepted = new Map<string, number>()
  const came = new Map<string, number>()
  const byStatus: Partial<Record<number, number>> = {}
  const answeredMs: number[] = []
  let withdrawn = 0
  const add = (counts: Map<string, number>, event: string) => counts.set(event, (counts.get(event) ?? 0) + 1)
  for (const row of rows.docs) {
    const event = idKey(relationId(row.event))
    const withdrawal = isWithdrawn(row)
    if (withdrawal) withdrawn += 1
    else byStatus[row.status] = (byStatus[row.status] ?? 0) + 1
    if (row.status === ROLE_MODEL_STATUS.accepted) add(accepted, event)
    if (row.status === ROLE_MODEL_STATUS.accepted && row.attended === true) add(came, event)
    if (row.respondedAt && row.invitedAt && !withdrawal && (row.status === ROLE_MODEL_STATUS.accepted || row.status === ROLE_MODEL_STATUS.declined)) {
      answeredMs.push(Date.parse(row.respondedAt) - Date.parse(row.invitedAt))
    }
  }
  const events = found.docs.map((doc) => {
    const confirmed = isAttendanceRecorded(doc)
    return programmeEvent({ ...doc, confirmed, visits: (confirmed ? came : accepted).get(idKey(doc.id)) ?? 0 })
  })
  const tally = (docs: { region?: unknown }[]) => {
    const counts = new Map<number | null, number>()
    for (const doc of docs) counts.set(regionOf(doc.region), (counts.get(regionOf(doc.region)) ?? 0) + 1)
    return [...counts]
  }
  return {
    events,
    invitations: { byStatus, withdrawn, answeredMs },
    supply: tally(people.docs).map(([region, roleModels]) => ({ region, roleModels })),
    shortfalls: tallyShortfalls(told.docs),
    offers,
    sessionClasses: await sessionClassRows(payload, query, now),
    voiceAnswers: await voiceAnswerRows(payload, query),
  }
}

/**
 * The offers made on the range's events (issue 51), with, for those the school invited from, the invitation's status
 * and attendance: one portable read for both paths (offers are hundreds where invitations are tens of thousands).
 */
async function offerRows(payload: Payload, query: DashboardQuery): Promise<ProgrammeOffer[]> {
  // Staff only (the dashboard's loader requires staff): no rule narrows these reads.
  const { docs } = await payload.db.find<Pick<Offer, 'id' | 'event' | 'roleModel' | 'status'>>({
    collection: 'offers', where: { and: eventWhere(query, 'event.') }, select: { event: true, roleModel: true, status: true }, limit: 0, pagination: false,
  })
  const invited = docs.filter((doc) => doc.status === 'invited')
  const pair = (event: unknown, roleModel: unknown) => `${idKey(relationId(event))}|${idKey(relationId(roleModel))}`
  const invitations = new Map<string, Pick<EventRoleModel, 'status' | 'attended'>>()
  if (invited.length) {
    const rows = await payload.db.find<Pick<EventRoleModel, 'id' | 'event' | 'roleModel' | 'status' | 'attended'>>({
      collection: 'event-role-models', limit: 0, pagination: false, select: { event: true, roleModel: true, status: true, attended: true },
      where: { and: [{ event: { in: [...new Set(invited.map((doc) => relationId(doc.event)))] } }, { roleModel: { in: [...new Set(invited.map((doc) => relationId(doc.roleModel)))] } }] },
    })
    for (const row of rows.docs) invitations.set(pair(row.event, row.roleModel), row)
  }
  return docs.map((doc) => {
    const invitation = doc.status === 'invited' ? invitations.get(pair(doc.event, doc.roleModel)) : undefined
    return { event: asTypedId(relationId(doc.event)!), status: doc.status, invitation: invitation?.status ?? null, attended: invitation?.attended ?? null }
  })
}

/** Thin-region notices counted by region and month. */
function tallyShortfalls(docs: Pick<RegionShortfall, 'region' | 'month'>[]): ProgrammeRows['shortfalls'] {
  const counted = new Map<string, ProgrammeRows['shortfalls'][number]>()
  for (const doc of docs) {
    const [region, month] = [regionOf(doc.region), doc.month ?? null]
    const entry = counted.get(`${region}|${month}`) ?? { region, month, times: 0 }
    entry.times += 1
    counted.set(`${region}|${month}`, entry)
  }
  return [...counted.values()]
}

/**
 * The classes that watched the range's programme sessions (issue 53), with their school's region: one portable read for
 * both paths (sessions are hundreds). The type filter names school events' kinds of place, so sessions (online) count
 * under 'online'; a school filter counts that school's classes.
 */
async function sessionClassRows(payload: Payload, query: DashboardQuery, now: Date): Promise<ProgrammeSessionClass[]> {
  if (query.type === 'in-person') return []
  const { fromDate, untilDate } = bounds(query)
  // Staff only (the dashboard's loader requires staff): no rule narrows these reads.
  const sessions = await payload.db.find<Pick<Event, 'id' | 'date'>>({
    collection: 'events', where: { and: [{ kind: { equals: 'programme' } }, { status: { in: ['active', 'done'] } }, { date: { greater_than_equal: fromDate } }, { date: { less_than: untilDate } }, { date: { less_than_equal: eventDateToStored(nzDate(now)) } }] },
    select: { date: true }, limit: 0, pagination: false,
  })
  if (!sessions.docs.length) return []
  const days = new Map(sessions.docs.map((doc) => [idKey(doc.id), storedToEventDate(doc.date)!]))
  const classes = await payload.db.find<{ id: DocId; session: DocId; school: DocId; studentsWatched?: number | null }>({
    collection: 'session-registrations',
    where: { and: [{ session: { in: sessions.docs.map((doc) => doc.id) } }, { status: { equals: 'registered' } }, { watched: { equals: true } }, ...(query.school != null ? [{ school: { equals: query.school } }] : [])] },
    select: { session: true, school: true, studentsWatched: true }, limit: 0, pagination: false,
  })
  if (!classes.docs.length) return []
  const schools = await payload.db.find<Pick<School, 'id' | 'region'>>({ collection: 'schools', where: { id: { in: [...new Set(classes.docs.map((row) => relationId(row.school)!))] } }, select: { region: true }, limit: 0, pagination: false })
  const regions = new Map(schools.docs.map((doc) => [idKey(doc.id), regionOf(doc.region)]))
  return classes.docs
    .map((row) => ({ date: days.get(idKey(relationId(row.session)))!, region: regions.get(idKey(relationId(row.school))) ?? null, students: row.studentsWatched ?? 0 }))
    .filter((row) => row.date && (query.region == null || String(row.region) === String(query.region)))
}

/** The dashboard's figures for a query, now. */
export async function programmeDashboard({ payload, query, now = new Date() }: { payload: Payload; query: DashboardQuery; now?: Date }): Promise<ProgrammeFigures> {
  return programmeFigures(await programmeRows({ payload, query, now }), query, nzDate(now))
}

/**
 * Records that a teacher was shown a thin-region notice for an in-person event (the event form's region check, the
 * choose page's block): the system writes it, whatever the teacher may do. It counts once per event and region
 * (issue 50 item 5): a notice shown again finds its record by the unique key and writes nothing; of two shown at once
 * in two processes, the database's unique index keeps one.
 */
export async function recordRegionShortfall({ payload, region, school, event }: { payload: Payload; region: DocId; school: DocId | null; event?: DocId | null }) {
  // The region comes from the form (a string); every id is read as the database gives them (numbers or text ids).
  const regionId = parseDocId(region)
  if (regionId == null) throw new Error(`recordRegionShortfall: not a document id: ${String(region)}`)
  const optional = (id: DocId | null | undefined) => {
    const parsed = id == null ? null : parseDocId(id)
    return parsed == null ? null : asTypedId(parsed)
  }
  const key = shortfallKey(optional(event), regionId)
  // The system's own record, read by its key alone.
  const recorded = async () => key != null && (await payload.db.count({ collection: 'region-shortfalls', where: { key: { equals: key } } })).totalDocs > 0
  if (await recorded()) return
  try {
    // The system's record (only staff write these through the API), made for whatever teacher was shown the notice.
    await payload.create({
      collection: 'region-shortfalls',
      data: { region: asTypedId(regionId), school: optional(school), event: optional(event) },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    if (!(await recorded())) throw error
  }
}

export type SchoolOption = { id: number; title: string }

/**
 * The dashboard's school filter (decision 0098): the schools of the chosen region by name, and the chosen school
 * wherever it is; none without a region or a school (the whole programme's 2,000 schools were half the page). Not the
 * programme's own schools (sessions' classes are counted by their school's region).
 */
export async function schoolOptions(payload: Payload, { region, school }: { region: DocId | null; school: DocId | null }): Promise<SchoolOption[]> {
  const scope: Where[] = [...(region != null ? [{ region: { equals: region } }] : []), ...(school != null ? [{ id: { equals: school } }] : [])]
  if (!scope.length) return []
  // Staff only (the dashboard's loader requires staff): schools' names.
  const { docs } = await payload.db.find<Pick<School, 'id' | 'name'>>({
    collection: 'schools', where: { and: [{ or: [{ programme: { exists: false } }, { programme: { not_equals: true } }] }, { or: scope }] },
    select: { name: true }, sort: ['name', 'id'], limit: 0, pagination: false,
  })
  return docs.map((doc) => ({ id: asTypedId(doc.id), title: doc.name }))
}
