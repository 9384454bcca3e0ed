import type { Payload, Where } from 'payload'
import type { Event, EventRoleModel, RegionShortfall, RoleModel, School } from '../../../cms/payload-types'
import { eventDateToStored, nzDate, nzInstant, storedToEventDate } from '../shared/dates'
import { relationId } from '../shared/relations'
import { visibleToTeachersWhere } from '../vetting/visibility'
import type { DashboardQuery } from './dashboard-query'
import { EVENT_STATUS_NAMES, programmeFigures } from './figures'
import type { EventStatusName, ProgrammeEvent, ProgrammeFigures, ProgrammeRows } from './figures'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { asTypedId, idKey } from '../shared/ids'

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

/** The events of the range and filters, as a where on the events (`path` ''), or on rows through their event ('event.'). */
function eventWhere(query: DashboardQuery, path: '' | 'event.'): Where[] {
  const { fromDate, untilDate } = bounds(query)
  const and: Where[] = [{ [`${path}date`]: { greater_than_equal: fromDate } }, { [`${path}date`]: { less_than: untilDate } }]
  if (query.region != null) and.push({ [`${path}region`]: { equals: query.region } })
  if (query.type) and.push({ [`${path}type`]: { equals: query.type } })
  if (query.school != null) and.push({ [`${path}school`]: { equals: query.school } })
  return and
}

type EventRow = Pick<Event, 'id' | 'status' | 'date' | 'type' | 'region' | 'numberOfStudents' | 'studentsAttended' | 'attendanceRecordedAt'>
type InvitationRow = Pick<EventRoleModel, 'id' | 'event' | 'status' | 'invitedAt' | 'respondedAt' | 'withdrawnAt' | 'attended'>

/**
 * The rows of the dashboard's range: events whose day is in it (and match the filters), the invitations sent on them,
 * the role models teachers may see now who do in-person events by region, and the shortfalls told in the range. Read
 * through the database adapter, only the columns counted (the Local API's hooks over 10,000 events and 50,000
 * invitations were most of the time); counted here.
 */
export async function programmeRows({ payload, query, now = new Date() }: { payload: Payload; query: DashboardQuery; now?: Date }): Promise<ProgrammeRows> {
  const { fromInstant, untilInstant } = bounds(query)
  const region = query.region != null ? [{ region: { equals: query.region } }] : []
  const all = { limit: 0, pagination: false } as const
  // Staff only (the dashboard's loader requires staff, whose reach is the whole programme): no rule narrows these reads.
  const [found, rows, people, told] = await Promise.all([
    payload.db.find<EventRow>({
      collection: 'events', where: { and: eventWhere(query, '') }, ...all,
      select: { status: true, date: true, type: true, region: true, numberOfStudents: true, studentsAttended: true, attendanceRecordedAt: true },
    }),
    payload.db.find<InvitationRow>({
      collection: 'event-role-models', where: { and: [{ invitedAt: { exists: true } }, ...eventWhere(query, 'event.')] }, ...all,
      select: { event: true, status: true, invitedAt: true, respondedAt: true, withdrawnAt: true, attended: true },
    }),
    payload.db.find<Pick<RoleModel, 'id' | 'region'>>({
      collection: 'role-models', where: { and: [visibleToTeachersWhere(now), { canDoInPersonEvent: { equals: true } }, ...region] }, select: { region: true }, ...all,
    }),
    payload.db.find<Pick<RegionShortfall, 'id' | 'region'>>({
      collection: 'region-shortfalls', where: { and: [{ createdAt: { greater_than_equal: fromInstant } }, { createdAt: { less_than: untilInstant } }, ...region] }, select: { region: true }, ...all,
    }),
  ])
  const accepted = new Map<string, number>()
  const came = new Map<string, number>()
  const byStatus: Partial<Record<number, number>> = {}
  const answeredMs: number[] = []
  let withdrawn = 0
  const add = (counts: Map<string, number>, event: string) => counts.set(event, (counts.get(event) ?? 0) + 1)
  for (const row of rows.docs) {
    const event = idKey(relationId(row.event))
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
      region: regionOf(doc.region),
      students: confirmed ? doc.studentsAttended! : doc.numberOfStudents ?? null,
      visits: (confirmed ? came : accepted).get(idKey(doc.id)) ?? 0,
      confirmed,
    }
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
    shortfalls: tally(told.docs).map(([region, times]) => ({ region, times })),
  }
}

const regionOf = (value: unknown): number | null => {
  const id = relationId(value)
  return id == null ? null : asTypedId(id)
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

/** Every school by name, for the dashboard's school filter (2,000 of them: their names only, through the adapter). */
export async function schoolOptions(payload: Payload): Promise<SchoolOption[]> {
  // Staff only (the dashboard's loader requires staff): every school's name.
  const { docs } = await payload.db.find<Pick<School, 'id' | 'name'>>({ collection: 'schools', select: { name: true }, sort: ['name', 'id'], limit: 0, pagination: false })
  return docs.map((doc) => ({ id: asTypedId(doc.id), title: doc.name }))
}
