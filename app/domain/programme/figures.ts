import type { Where } from 'payload'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { voiceFigures } from './voice-figures'
import type { ProgrammeVoiceAnswer, VoiceMonthRow } from './voice-figures'

/**
 * The programme's figures from compact rows (decision 0032): the SQL fast path and Payload's reads each give the same
 * rows, and these pure functions count them, so every figure is tested once, exactly.
 */

export type EventStatusName = 'draft' | 'active' | 'done' | 'cancelled'
export const EVENT_STATUS_NAMES: readonly EventStatusName[] = ['draft', 'active', 'done', 'cancelled']

/** An event of the range: its New Zealand calendar date is inside it. */
export type ProgrammeEvent = {
  id: number
  status: EventStatusName
  date: string
  type: 'in-person' | 'online'
  region: number | null
  /** Students who took part as the school recorded it after the event, else the number it planned for. */
  students: number | null
  /** Role models who came as recorded, else those who accepted (and did not withdraw). */
  visits: number
  /** Whether the school recorded attendance (decision 0031): otherwise students and visits are the planned ones. */
  confirmed: boolean
  /** Whether its school ever opened it to offers from role models (issue 51). */
  openRequest: boolean
}

/**
 * A role model's offer on an event of the range (issue 51): its state, and for one the school invited from, the
 * invitation's status and whether the role model came as the school recorded it.
 */
export type ProgrammeOffer = { event: number; status: 'open' | 'withdrawn' | 'invited' | 'declined'; invitation: number | null; attended: boolean | null }

/** The invitations sent on those events: how many are in each stored status, and how long each answer took. */
export type ProgrammeInvitations = {
  byStatus: Partial<Record<number, number>>
  withdrawn: number
  /** Milliseconds from invitation to answer, for each accepted or declined invitation with both times. */
  answeredMs: number[]
}

export type ProgrammeRows = {
  events: ProgrammeEvent[]
  invitations: ProgrammeInvitations
  /** Role models teachers may see now who do in-person events, by region (null: no region given). */
  supply: { region: number | null; roleModels: number }[]
  /**
   * The thin-region notices teachers were shown for in-person events (once per event and region), by region and by the
   * New Zealand month they were first shown (null: recorded before months were).
   */
  shortfalls: { region: number | null; month: string | null; times: number }[]
  offers: ProgrammeOffer[]
  /** Programme sessions' watched classes of the range (issue 53): the session's day, the class's school's region, students. */
  sessionClasses?: ProgrammeSessionClass[]
  /** The students' voice answers of the range's events and sessions (issue 53 item 5). */
  voiceAnswers?: ProgrammeVoiceAnswer[]
}

/** A class that watched a programme session (its teacher's record): counted as students reached, kind 'session'. */
export type ProgrammeSessionClass = { date: string; region: number | null; students: number }
/** Students reached by kind: school events (held) and programme sessions (watched classes). */
export type ReachTally = { schoolEvents: number; sessions: number }

export type Tally = { events: number; students: number; visits: number }
export type MonthTally = Tally & { month: string; shortfalls: number }
export type RegionTally = Tally & { region: number | null }
export type SupplyDemand = { region: number | null; roleModels: number; eventsPlanned: number; shortfalls: number }
/**
 * Open requests and what came of them (issue 51), by the events' month or region: events opened to offers, offers made
 * on them, offers the school invited from, and invited role models who came (held events: as recorded, else accepted).
 */
export type OfferTally = { openRequests: number; offers: number; invited: number; came: number }

export type InvitationFigures = {
  sent: number
  open: number
  accepted: number
  declined: number
  expired: number
  uninvited: number
  withdrawn: number
  /** Answered (accepted, declined or withdrawn after accepting) out of sent; null when none were sent. */
  responseRate: number | null
  /** Median hours from invitation to answer, over the answered ones; null when none were answered. */
  medianHoursToAnswer: number | null
}

export type ProgrammeFigures = {
  eventsByStatus: Record<EventStatusName, number>
  /** Held: done, or live with a day that has passed (as the teacher's Completed tab counts it). */
  held: Tally
  /** Held events whose attendance is not recorded: their students and visits are the planned numbers. */
  unconfirmedHeld: number
  byMonth: MonthTally[]
  byRegion: RegionTally[]
  invitations: InvitationFigures
  supplyDemand: SupplyDemand[]
  offersByMonth: (OfferTally & { month: string })[]
  offersByRegion: (OfferTally & { region: number | null })[]
  reachByMonth: (ReachTally & { month: string })[]
  reachByRegion: (ReachTally & { region: number | null })[]
  /** The students' voice by month and kind (counts from 3 answers). */
  voiceByMonth: VoiceMonthRow[]
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Every month from the first day's to the last day's, as yyyy-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = []
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))]
  const last = to.slice(0, 7)
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`
    months.push(current)
    if (current >= last) return months
    ;[year, month] = month === 12 ? [year + 1, 1] : [year, month + 1]
  }
}

/** Held: done, or live with a day that has passed (`today` the New Zealand date, yyyy-MM-dd). */
export const isHeld = (event: Pick<ProgrammeEvent, 'status' | 'date'>, today: string) =>
  event.status === 'done' || (event.status === 'active' && event.date < today)

/** The same rule as a where on the events (`todayStored`: today's New Zealand date as the events store dates). */
export const heldEventsWhere = (todayStored: string): Where => ({
  or: [{ status: { equals: 'done' } }, { and: [{ status: { equals: 'active' } }, { date: { less_than: todayStored } }] }],
})

const emptyTally = (): Tally => ({ events: 0, students: 0, visits: 0 })

/** Every figure of the dashboard for one range's rows; `today` is the New Zealand date. */
export function programmeFigures(rows: ProgrammeRows, range: { from: string; to: string }, today: string): ProgrammeFigures {
  const eventsByStatus = Object.fromEntries(EVENT_STATUS_NAMES.map((name) => [name, 0])) as Record<EventStatusName, number>
  const held = emptyTally()
  const byMonth = new Map(monthsBetween(range.from, range.to).map((month) => [month, { ...emptyTally(), shortfalls: 0 }]))
  const byRegion = new Map<number | null, Tally>()
  const planned = new Map<number | null, number>()
  let unconfirmedHeld = 0
  for (const event of rows.events) {
    eventsByStatus[event.status] += 1
    if (event.type === 'in-person' && event.status !== 'cancelled') planned.set(event.region, (planned.get(event.region) ?? 0) + 1)
    if (!isHeld(event, today)) continue
    const add = (tally: Tally) => {
      tally.events += 1
      tally.students += event.students ?? 0
      tally.visits += event.visits
    }
    add(held)
    if (!event.confirmed) unconfirmedHeld += 1
    const month = byMonth.get(event.date.slice(0, 7))
    if (month) add(month)
    if (!byRegion.has(event.region)) byRegion.set(event.region, emptyTally())
    add(byRegion.get(event.region)!)
  }

  const { byStatus, withdrawn, answeredMs } = rows.invitations
  const count = (status: number) => byStatus[status] ?? 0
  const [accepted, declined] = [count(ROLE_MODEL_STATUS.accepted), count(ROLE_MODEL_STATUS.declined)]
  const sent = Object.values(byStatus).reduce((sum: number, n) => sum + (n ?? 0), 0) + withdrawn
  const middle = median(answeredMs)
  const invitations: InvitationFigures = {
    sent,
    open: count(ROLE_MODEL_STATUS.invited),
    accepted,
    declined,
    expired: count(ROLE_MODEL_STATUS.expired),
    uninvited: count(ROLE_MODEL_STATUS.uninvited),
    withdrawn,
    responseRate: sent ? (accepted + declined + withdrawn) / sent : null,
    medianHoursToAnswer: middle == null ? null : middle / 3_600_000,
  }

  for (const row of rows.shortfalls) {
    const month = row.month == null ? undefined : byMonth.get(row.month)
    if (month) month.shortfalls += row.times
  }
  const regions = new Set<number | null>([...rows.supply.map((row) => row.region), ...planned.keys(), ...rows.shortfalls.map((row) => row.region)])
  const supplyDemand = [...regions].map((region) => ({
    region,
    roleModels: rows.supply.find((row) => row.region === region)?.roleModels ?? 0,
    eventsPlanned: planned.get(region) ?? 0,
    shortfalls: rows.shortfalls.filter((row) => row.region === region).reduce((sum, row) => sum + row.times, 0),
  }))

  const { offersByMonth, offersByRegion } = offerFigures(rows, range, today)
  const { reachByMonth, reachByRegion } = reachFigures(rows.sessionClasses ?? [], byMonth, byRegion, range)
  return {
    eventsByStatus,
    held,
    unconfirmedHeld,
    byMonth: [...byMonth].map(([month, tally]) => ({ month, ...tally })),
    byRegion: [...byRegion].map(([region, tally]) => ({ region, ...tally })),
    invitations,
    supplyDemand,
    offersByMonth,
    offersByRegion,
    reachByMonth,
    reachByRegion,
    voiceByMonth: voiceFigures(rows.voiceAnswers ?? [], monthsBetween(range.from, range.to)),
  }
}

/** Students reached by month and region, a school event's (held, as counted above) beside a session's (watched classes). */
export function reachFigures(classes: ProgrammeSessionClass[], months: Map<string, Tally>, regions: Map<number | null, Tally>, range: { from: string; to: string }) {
  const byMonth = new Map(monthsBetween(range.from, range.to).map((month) => [month, { schoolEvents: months.get(month)?.students ?? 0, sessions: 0 }]))
  const byRegion = new Map<number | null, ReachTally>([...regions].map(([region, tally]) => [region, { schoolEvents: tally.students, sessions: 0 }]))
  for (const row of classes) {
    const month = byMonth.get(row.date.slice(0, 7))
    if (month) month.sessions += row.students
    if (!byRegion.has(row.region)) byRegion.set(row.region, { schoolEvents: 0, sessions: 0 })
    byRegion.get(row.region)!.sessions += row.students
  }
  return {
    reachByMonth: [...byMonth].map(([month, tally]) => ({ month, ...tally })),
    reachByRegion: [...byRegion].map(([region, tally]) => ({ region, ...tally })),
  }
}

const emptyOffers = (): OfferTally => ({ openRequests: 0, offers: 0, invited: 0, came: 0 })

/** Whether an invited offer ended in a visit: the event was held and the role model came (recorded), else accepted. */
function offerCame(offer: ProgrammeOffer, event: ProgrammeEvent, today: string): boolean {
  if (offer.status !== 'invited' || offer.invitation !== ROLE_MODEL_STATUS.accepted || !isHeld(event, today)) return false
  return event.confirmed ? offer.attended === true : true
}

/** The open requests and offers of the range's events, by the events' month and region. */
function offerFigures(rows: ProgrammeRows, range: { from: string; to: string }, today: string) {
  const byMonth = new Map(monthsBetween(range.from, range.to).map((month) => [month, emptyOffers()]))
  const byRegion = new Map<number | null, OfferTally>()
  const events = new Map(rows.events.map((event) => [event.id, event]))
  const tallies = (event: ProgrammeEvent) => {
    if (!byRegion.has(event.region)) byRegion.set(event.region, emptyOffers())
    return [byMonth.get(event.date.slice(0, 7)), byRegion.get(event.region)].filter((tally): tally is OfferTally => tally != null)
  }
  for (const event of rows.events) if (event.openRequest) for (const tally of tallies(event)) tally.openRequests += 1
  for (const offer of rows.offers) {
    const event = events.get(offer.event)
    if (!event) continue
    for (const tally of tallies(event)) {
      tally.offers += 1
      if (offer.status === 'invited') tally.invited += 1
      if (offerCame(offer, event, today)) tally.came += 1
    }
  }
  return {
    offersByMonth: [...byMonth].map(([month, tally]) => ({ month, ...tally })),
    offersByRegion: [...byRegion].map(([region, tally]) => ({ region, ...tally })),
  }
}

/** The columns an event's students are read from (the dashboard's rule: recorded attendance, else planned). */
export type StudentColumns = { numberOfStudents?: number | null; studentsAttended?: number | null; attendanceRecordedAt?: string | null }

/** Whether the school recorded attendance (decision 0031): a record with its number of students. */
export const isAttendanceRecorded = (event: StudentColumns) => Boolean(event.attendanceRecordedAt) && event.studentsAttended != null

/** The students an event reached: those recorded after it, else the number it planned for. */
export const studentsReached = (event: StudentColumns): number =>
  (isAttendanceRecorded(event) ? event.studentsAttended : event.numberOfStudents) ?? 0

/** The public figures of the home (decision 0083), from the held events' student columns and the visible role models. */
export type HomeFigures = { eventsHeld: number; studentsReached: number; roleModels: number }

export function homeFigures(heldEvents: StudentColumns[], roleModels: number): HomeFigures {
  return { eventsHeld: heldEvents.length, studentsReached: heldEvents.reduce((sum, event) => sum + studentsReached(event), 0), roleModels }
}
