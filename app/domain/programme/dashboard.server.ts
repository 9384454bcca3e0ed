import type { Payload, Where } from 'payload'
import { fastPathClient } from '~/lib/sqlite.server'
import type { SqlClient } from '~/lib/sqlite.server'
import { eventDateToStored, nzDate, nzInstant, storedToEventDate } from '../shared/dates'
import { relationId } from '../shared/relations'
import { visibleToTeachersSql, visibleToTeachersWhere } from '../vetting/visibility'
import type { DashboardQuery } from './dashboard-query'
import { EVENT_STATUS_NAMES, programmeFigures } from './figures'
import type { EventStatusName, ProgrammeEvent, ProgrammeFigures, ProgrammeRows } from './figures'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { asTypedId } from '../shared/ids'

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

/**
 * The rows of the dashboard's range: events whose day is in it (and match the filters), the invitations sent on them,
 * the role models teachers may see now who do in-person events by region, and the shortfalls told in the range.
 */
export function programmeRows({ payload, query, now = new Date() }: { payload: Payload; query: DashboardQuery; now?: Date }): Promise<ProgrammeRows> {
  const client = fastPathClient(payload)
  return client ? programmeRowsThroughSql(client, query, now) : programmeRowsThroughPayload(payload, query, now)
}

/**
 * Four indexed statements (events by date with their visits counted by the row index; invitations counted by status;
 * the answer times; role models by the browse index) and one over the shortfalls: counted in SQL, so a year of 10,000
 * events and 50,000 invitations reads a few thousand values, not every row.
 */
export async function programmeRowsThroughSql(client: SqlClient, query: DashboardQuery, now = new Date()): Promise<ProgrammeRows> {
  const { fromDate, untilDate, fromInstant, untilInstant } = bounds(query)
  const filters: string[] = []
  const filterArgs: (string | number)[] = []
  const filter = (column: string, value: string | number | null) => {
    if (value == null) return
    filters.push(`e.${column} = ?`)
    filterArgs.push(value)
  }
  filter('region_id', query.region)
  filter('type', query.type)
  filter('school_id', query.school)
  const eventWhere = ['e.date >= ?', 'e.date < ?', ...filters].join(' AND ')
  const eventArgs = [fromDate, untilDate, ...filterArgs]
  const sent = `FROM event_role_models r JOIN events e ON e.id = r.event_id WHERE r.invited_at IS NOT NULL AND ${eventWhere}`
  const visible = visibleToTeachersSql(now, 'rm')
  const supplyRegion = query.region != null ? ' AND rm.region_id = ?' : ''
  const shortfallRegion = query.region != null ? ' AND region_id = ?' : ''
  const regionArg = query.region != null ? [query.region] : []
  const [events, statuses, answers, supply, shortfalls] = await Promise.all([
    client.execute({
      // Recorded attendance (decision 0031) where there is one: the students who took part and the role models who came.
      sql: `SELECT id, status, date, type, region_id, CASE WHEN confirmed THEN students_attended ELSE number_of_students END AS students, confirmed,
              CASE WHEN confirmed THEN (SELECT count(*) FROM event_role_models r WHERE r.event_id = e.id AND r.status = ? AND r.attended = 1)
                ELSE (SELECT count(*) FROM event_role_models r WHERE r.event_id = e.id AND r.status = ? AND r.invited_at IS NOT NULL) END AS visits
            FROM (SELECT e.*, (e.attendance_recorded_at IS NOT NULL AND e.students_attended IS NOT NULL) AS confirmed FROM events e WHERE ${eventWhere}) AS e`,
      args: [ROLE_MODEL_STATUS.accepted, ROLE_MODEL_STATUS.accepted, ...eventArgs],
    }),
    // A withdrawal is stored as a decline with its date (decision 0030): counted apart, reading only the declines' rows.
    client.execute({
      sql: `SELECT r.status, count(*) AS n, 0 AS withdrawn ${sent} GROUP BY r.status
            UNION ALL SELECT ?, 0, count(*) ${sent} AND r.status = ? AND r.withdrawn_at IS NOT NULL`,
      args: [...eventArgs, ROLE_MODEL_STATUS.declined, ...eventArgs, ROLE_MODEL_STATUS.declined],
    }),
    client.execute({
      sql: `SELECT CAST(round((julianday(r.responded_at) - julianday(r.invited_at)) * 86400000) AS INTEGER) AS ms ${sent} AND r.responded_at IS NOT NULL
            AND (r.status = ? OR (r.status = ? AND r.withdrawn_at IS NULL))`,
      args: [...eventArgs, ROLE_MODEL_STATUS.accepted, ROLE_MODEL_STATUS.declined],
    }),
    // Supply does not depend on the event type or school filters: it is who could come to an in-person event.
    client.execute({
      sql: `SELECT rm.region_id, count(*) AS n FROM role_models rm WHERE ${visible.conditions.join(' AND ')} AND rm.can_do_in_person_event = 1${supplyRegion} GROUP BY rm.region_id`,
      args: [...visible.args, ...regionArg],
    }),
    client.execute({
      sql: `SELECT region_id, count(*) AS n FROM region_shortfalls WHERE created_at >= ? AND created_at < ?${shortfallRegion} GROUP BY region_id`,
      args: [fromInstant, untilInstant, ...regionArg],
    }),
  ])
  const regionOf = (value: unknown) => (value == null ? null : Number(value))
  const withdrawn = statuses.rows.reduce((sum, row) => sum + Number(row.withdrawn), 0)
  const byStatus: Partial<Record<number, number>> = {}
  for (const row of statuses.rows) if (Number(row.n)) byStatus[Number(row.status)] = Number(row.n)
  if (withdrawn) byStatus[ROLE_MODEL_STATUS.declined] = (byStatus[ROLE_MODEL_STATUS.declined] ?? 0) - withdrawn
  if (byStatus[ROLE_MODEL_STATUS.declined] === 0) delete byStatus[ROLE_MODEL_STATUS.declined]
  return {
    events: events.rows.map((row) => ({
      id: Number(row.id), status: eventStatus(row.status), date: storedToEventDate(String(row.date))!, type: row.type === 'online' ? 'online' : 'in-person',
      region: regionOf(row.region_id), students: row.students == null ? null : Number(row.students), visits: Number(row.visits), confirmed: Number(row.confirmed) === 1,
    })),
    invitations: { byStatus, withdrawn, answeredMs: answers.rows.map((row) => Number(row.ms)) },
    supply: supply.rows.map((row) => ({ region: regionOf(row.region_id), roleModels: Number(row.n) })),
    shortfalls: shortfalls.rows.map((row) => ({ region: regionOf(row.region_id), times: Number(row.n) })),
  }
}

/** The same rows through Payload's Local API (MongoDB), counted here; the equality test compares the two. */
export async function programmeRowsThroughPayload(payload: Payload, query: DashboardQuery, now = new Date()): Promise<ProgrammeRows> {
  const { fromDate, untilDate, fromInstant, untilInstant } = bounds(query)
  const and: Where[] = [{ date: { greater_than_equal: fromDate } }, { date: { less_than: untilDate } }]
  if (query.region != null) and.push({ region: { equals: query.region } })
  if (query.type) and.push({ type: { equals: query.type } })
  if (query.school != null) and.push({ school: { equals: query.school } })
  const system = { depth: 0, limit: 0, pagination: false, overrideAccess: true } as const
  const found = await payload.find({
    collection: 'events', where: { and }, select: { status: true, date: true, type: true, region: true, numberOfStudents: true, studentsAttended: true, attendanceRecordedAt: true }, ...system,
  })
  const ids = found.docs.map((doc) => asTypedId(doc.id))
  const [rows, people, told] = await Promise.all([
    ids.length
      ? payload.find({ collection: 'event-role-models', where: { and: [{ event: { in: ids } }, { invitedAt: { exists: true } }] }, select: { event: true, status: true, invitedAt: true, respondedAt: true, withdrawnAt: true, attended: true }, ...system })
      : Promise.resolve({ docs: [] }),
    payload.find({
      collection: 'role-models',
      where: { and: [visibleToTeachersWhere(now), { canDoInPersonEvent: { equals: true } }, ...(query.region != null ? [{ region: { equals: query.region } }] : [])] },
      select: { region: true }, ...system,
    }),
    payload.find({
      collection: 'region-shortfalls',
      where: { and: [{ createdAt: { greater_than_equal: fromInstant } }, { createdAt: { less_than: untilInstant } }, ...(query.region != null ? [{ region: { equals: query.region } }] : [])] },
      select: { region: true }, ...system,
    }),
  ])
  const accepted = new Map<number, number>()
  const came = new Map<number, number>()
  const byStatus: Partial<Record<number, number>> = {}
  const answeredMs: number[] = []
  let withdrawn = 0
  const add = (counts: Map<number, number>, event: number) => counts.set(event, (counts.get(event) ?? 0) + 1)
  for (const row of rows.docs) {
    const event = asTypedId(relationId(row.event)!)
    if (row.withdrawnAt) withdrawn += 1
    else byStatus[row.status] = (byStatus[row.status] ?? 0) + 1
    if (row.status === ROLE_MODEL_STATUS.accepted) add(accepted, event)
    if (row.status === ROLE_MODEL_STATUS.accepted && row.attended === true) add(came, event)
    if (row.respondedAt && row.invitedAt && !row.withdrawnAt && (row.status === ROLE_MODEL_STATUS.accepted || row.status === ROLE_MODEL_STATUS.declined)) {
      answeredMs.push(Date.parse(row.respondedAt) - Date.parse(row.invitedAt))
    }
  }
  const events: ProgrammeEvent[] = found.docs.map((doc) => {
    const confirmed = Boolean(doc.attendanceRecordedAt) && doc.studentsAttended != null
    return {
      id: asTypedId(doc.id), status: eventStatus(doc.status), date: storedToEventDate(doc.date)!, type: doc.type === 'online' ? 'online' : 'in-person',
      region: relationId(doc.region ?? null) == null ? null : asTypedId(relationId(doc.region ?? null)!),
      students: confirmed ? doc.studentsAttended! : doc.numberOfStudents ?? null,
      visits: (confirmed ? came : accepted).get(asTypedId(doc.id)) ?? 0,
      confirmed,
    }
  })
  const tally = (docs: { region?: unknown }[]) => {
    const counts = new Map<number | null, number>()
    for (const doc of docs) {
      const region = relationId((doc.region ?? null) as never)
      const key = region == null ? null : Number(region)
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    return [...counts]
  }
  return {
    events,
    invitations: { byStatus, withdrawn, answeredMs },
    supply: tally(people.docs).map(([region, roleModels]) => ({ region, roleModels })),
    shortfalls: tally(told.docs).map(([region, times]) => ({ region, times })),
  }
}

/** The dashboard's figures for a query, now. */
export async function programmeDashboard({ payload, query, now = new Date() }: { payload: Payload; query: DashboardQuery; now?: Date }): Promise<ProgrammeFigures> {
  return programmeFigures(await programmeRows({ payload, query, now }), query, nzDate(now))
}

/**
 * Records that a teacher was told the region has too few role models for an in-person event (the event form's
 * check): the system writes it, whatever the teacher may do.
 */
export async function recordRegionShortfall({ payload, region, school, event }: { payload: Payload; region: number | string; school: number | string | null; event?: number | string | null }) {
  await payload.create({
    collection: 'region-shortfalls',
    data: { region: Number(region), school: school == null ? null : Number(school), event: event == null ? null : Number(event) },
    overrideAccess: true,
    depth: 0,
  })
}

export type SchoolOption = { id: number; title: string }

/** Every school by name, for the dashboard's school filter (2,000 of them: one statement on SQLite). */
export function schoolOptions(payload: Payload): Promise<SchoolOption[]> {
  const client = fastPathClient(payload)
  return client ? schoolOptionsThroughSql(client) : schoolOptionsThroughPayload(payload)
}

export async function schoolOptionsThroughSql(client: SqlClient): Promise<SchoolOption[]> {
  const { rows } = await client.execute('SELECT id, name FROM schools ORDER BY name, id')
  return rows.map((row) => ({ id: Number(row.id), title: String(row.name) }))
}

export async function schoolOptionsThroughPayload(payload: Payload): Promise<SchoolOption[]> {
  const { docs } = await payload.find({ collection: 'schools', select: { name: true }, sort: ['name', 'id'], limit: 0, pagination: false, depth: 0, overrideAccess: true })
  return docs.map((doc) => ({ id: asTypedId(doc.id), title: doc.name }))
}
