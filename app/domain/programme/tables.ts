import type { OfferTally, ProgrammeFigures } from './figures'
import { EVENT_STATUS_NAMES } from './figures'

export const DASHBOARD_TABLES = ['status', 'months', 'regions', 'invitations', 'supply', 'offers', 'offerRegions', 'reach', 'reachRegions', 'voice'] as const
export type DashboardTableName = (typeof DASHBOARD_TABLES)[number]
export const isDashboardTable = (value: unknown): value is DashboardTableName => DASHBOARD_TABLES.includes(value as DashboardTableName)

/** A table's title key in the staff catalogue: students reached by kind (issue 53) are the sessions' keys. */
export const tableTitleKey = (name: DashboardTableName) => (name === 'reach' || name === 'reachRegions' || name === 'voice' ? `sessions.tables.${name}` : `dashboard.tables.${name}`)

export type DashboardTable = { name: DashboardTableName; header: string[]; rows: (string | number)[][] }

const OUTCOMES = ['sent', 'open', 'accepted', 'declined', 'expired', 'uninvited', 'withdrawn'] as const
const VOICE_COLUMNS = ['answers', 'heardYes', 'useful', 'considerYes', 'considerMaybe'] as const
const OFFER_COLUMNS = ['openRequests', 'offers', 'offersInvited', 'offersCame'] as const
const offerCells = (row: OfferTally) => [row.openRequests, row.offers, row.invited, row.came]

/**
 * Every table of the dashboard, the same for the page and its CSV downloads: `label` translates a key of the staff
 * catalogue, `regionName` names a region id (null: no region).
 */
export function dashboardTables(figures: ProgrammeFigures, label: (key: string) => string, regionName: (id: number | null) => string): Record<DashboardTableName, DashboardTable> {
  const column = (key: string) => label(`dashboard.columns.${key}`)
  const byName = (a: { region: number | null }, b: { region: number | null }) => regionName(a.region).localeCompare(regionName(b.region), 'en-NZ')
  return {
    status: {
      name: 'status', header: [column('status'), column('events')],
      rows: EVENT_STATUS_NAMES.map((status) => [label(`dashboard.statuses.${status}`), figures.eventsByStatus[status]]),
    },
    months: {
      name: 'months', header: [column('month'), column('events'), column('students'), column('visits'), column('shortfalls')],
      rows: figures.byMonth.map((row) => [row.month, row.events, row.students, row.visits, row.shortfalls]),
    },
    regions: {
      name: 'regions', header: [column('region'), column('events'), column('students'), column('visits')],
      rows: [...figures.byRegion].sort(byName).map((row) => [regionName(row.region), row.events, row.students, row.visits]),
    },
    invitations: {
      name: 'invitations', header: [column('outcome'), column('count')],
      rows: OUTCOMES.map((outcome) => [label(`dashboard.outcomes.${outcome}`), figures.invitations[outcome]]),
    },
    supply: {
      name: 'supply', header: [column('region'), column('roleModels'), column('eventsPlanned'), column('shortfalls')],
      rows: [...figures.supplyDemand].sort(byName).map((row) => [regionName(row.region), row.roleModels, row.eventsPlanned, row.shortfalls]),
    },
    offers: {
      name: 'offers', header: [column('month'), ...OFFER_COLUMNS.map(column)],
      rows: figures.offersByMonth.map((row) => [row.month, ...offerCells(row)]),
    },
    offerRegions: {
      name: 'offerRegions', header: [column('region'), ...OFFER_COLUMNS.map(column)],
      rows: [...figures.offersByRegion].sort(byName).map((row) => [regionName(row.region), ...offerCells(row)]),
    },
    // Students reached, by kind: school events beside programme sessions (issue 53).
    reach: {
      name: 'reach', header: [column('month'), label('sessions.columns.schoolEvents'), label('sessions.columns.sessions')],
      rows: figures.reachByMonth.map((row) => [row.month, row.schoolEvents, row.sessions]),
    },
    reachRegions: {
      name: 'reachRegions', header: [column('region'), label('sessions.columns.schoolEvents'), label('sessions.columns.sessions')],
      rows: [...figures.reachByRegion].sort(byName).map((row) => [regionName(row.region), row.schoolEvents, row.sessions]),
    },
    // The students' voice by month and kind (issue 53 item 5): what fewer than 3 students answered shows as a count alone.
    voice: {
      name: 'voice', header: [column('month'), label('sessions.voice.kind'), ...VOICE_COLUMNS.map((key) => label(`sessions.voice.${key}`))],
      rows: figures.voiceByMonth.map((row) => [
        row.month, label(`sessions.voice.kinds.${row.kind}`), row.answers, ...[row.heardYes, row.useful, row.considerYes, row.considerMaybe].map((value) => value ?? label('sessions.voice.hidden')),
      ]),
    },
  }
}
