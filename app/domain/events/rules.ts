import { ROLE_MODEL_STATUS } from '../invitations/status'
import { nzDate, storedToEventDate } from '../shared/dates'
import type { EventFields } from './event-form'

const key = (name: string, params?: Record<string, unknown>) => `events:validation.${name}${params ? `|${JSON.stringify(params)}` : ''}`
const label = (name: string) => `events:labels.${name}`

/**
 * The role-model-number suggestion beside the number of students (spec sections 5 and 9): 9 students or fewer
 * suggests 1; otherwise the smaller of 8 and the students divided by 5, rounded down. The max note shows when that
 * division reaches 8.
 */
export function suggestRoleModels(students: number): { suggested: number; showMaxNote: boolean } {
  const count = Number.isFinite(students) ? Math.floor(students) : 0
  if (count <= 9) return { suggested: 1, showMaxNote: false }
  const perFive = Math.floor(count / 5)
  return { suggested: Math.min(8, perFive), showMaxNote: perFive >= 8 }
}

const filled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== ''

/**
 * What an event still lacks before it can be activated, as `events:labels.*` keys (empty when complete).
 * In person: the plan's required fields (Start time is optional). Online: step one (and the pre-event block when it
 * is on) and step two's required fields.
 */
export function missingEventDetails(event: EventFields): string[] {
  const missing: string[] = []
  const need = (value: unknown, name: string) => {
    if (!filled(value)) missing.push(label(name))
  }
  if (event.type === 'in-person') {
    need(event.address, 'address')
    need(event.region, 'region')
    need(event.district, 'district')
    need(event.date, 'date')
    need(event.arrivalTime, 'arrivalTime')
    need(event.endTime, 'endTime')
    need(event.numberOfStudents, 'numberOfStudents')
    need(event.studentsAge, 'studentsAge')
    return missing
  }
  need(event.date, 'eventDate')
  need(event.startTime, 'startTime')
  need(event.endTime, 'endTime')
  need(event.meeting?.platform, 'platform')
  need(event.meeting?.inviteLink, 'inviteLink')
  if (event.preEventMeeting?.enabled) {
    need(event.preEventMeeting.date, 'preEventDate')
    need(event.preEventMeeting.startTime, 'preEventStartTime')
    need(event.preEventMeeting.endTime, 'preEventEndTime')
    need(event.preEventMeeting.platform, 'preEventPlatform')
    need(event.preEventMeeting.inviteLink, 'preEventInviteLink')
  }
  need(event.studentsAge, 'onlineStudentsAge')
  need(event.numberOfStudents, 'onlineNumberOfStudents')
  need(event.howWillStudentsAttend, 'howWillStudentsAttend')
  return missing
}

/** Whether an event's New Zealand date is already behind it (a draft planned for a day that has gone). */
export function hasEventDatePassed(event: Pick<EventFields, 'date'>, now: Date): boolean {
  const date = storedToEventDate(event.date)
  return date !== null && date < nzDate(now)
}

/**
 * The role-model count rule (spec section 5: at least {min} and at most {max}); null when the count is allowed.
 * `total` counts selected, invited and accepted role models.
 */
export function roleModelCountProblem({ total, min, max }: { total: number; min: number; max: number }): string | null {
  if (total < min) return key('tooFewRoleModels', { min, total })
  if (total > max) return key('tooManyRoleModels', { max, total })
  return null
}

/** Selected, invited and accepted role models count toward an event's min and max (spec sections 4 and 5). */
export const COUNTED_STATUSES: readonly number[] = [ROLE_MODEL_STATUS.selected, ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted]

export function countedRoleModels(statuses: readonly number[]): number {
  return statuses.filter((status) => COUNTED_STATUSES.includes(status)).length
}

/**
 * Whether role models can still be added, removed and invited: on a draft, or on a live event whose day has not
 * passed (spec section 4: role models can still be added and invited after the event is live).
 */
export function choosingOpen(event: Pick<EventFields, 'status' | 'date'>, now: Date): boolean {
  if (event.status === 'draft') return true
  return event.status === 'active' && !hasEventDatePassed(event, now)
}

/** Adding one more role model: refused once the counted total has reached the event's maximum. */
export function addRoleModelProblem({ counted, max }: { counted: number; max: number }): string | null {
  return counted >= max ? key('maxRoleModels', { maxRoleModels: max }) : null
}

/**
 * The invite button (spec section 4): enabled only when at least one role model is selected and the count of
 * selected, invited and accepted is within min and max. Null when inviting is allowed.
 */
export function inviteProblem({ statuses, min, max }: { statuses: readonly number[]; min: number; max: number }): string | null {
  if (!statuses.includes(ROLE_MODEL_STATUS.selected)) return key('noneSelected')
  return roleModelCountProblem({ total: countedRoleModels(statuses), min, max })
}

export type EventDisplayState = 'draft' | 'upcoming' | 'today' | 'completed' | 'cancelled'
export const EVENT_LIST_TABS = ['upcoming', 'completed', 'cancelled', 'drafts'] as const
export type EventListTab = (typeof EVENT_LIST_TABS)[number]

export function isEventListTab(value: unknown): value is EventListTab {
  return EVENT_LIST_TABS.includes(value as EventListTab)
}

/**
 * How an event shows (spec section 4): upcoming, today and completed come from the event's New Zealand date, never
 * from storage; an active event whose day has passed shows completed even before the nightly job marks it done.
 */
export function eventDisplayState(event: Pick<EventFields, 'status' | 'date'>, now: Date): EventDisplayState {
  const status: string = event.status
  if (status === 'draft') return 'draft'
  if (status === 'cancelled') return 'cancelled'
  if (status !== 'active') return 'completed'
  const date = storedToEventDate(event.date)
  const today = nzDate(now)
  if (date === null || date > today) return 'upcoming'
  return date === today ? 'today' : 'completed'
}

/** The My events tab an event is listed under. */
export function eventListTab(state: EventDisplayState): EventListTab {
  switch (state) {
    case 'draft':
      return 'drafts'
    case 'cancelled':
      return 'cancelled'
    case 'completed':
      return 'completed'
    default:
      return 'upcoming'
  }
}

export type RoleModelGroups<Row> = { notYetInvited: Row[]; attending: Row[]; notYetResponded: Row[]; cantMakeIt: Row[] }

/**
 * The teacher event page's your-role-models groups (spec section 2): Not yet invited (selected), Attending
 * (accepted), Not yet responded (invited), Can't make it / Expired (declined and expired together). Uninvited role
 * models are in none. A draft shows only Not yet invited.
 */
export function roleModelGroups<Row extends { status: number }>(rows: readonly Row[], eventStatus: string): RoleModelGroups<Row> {
  const groups: RoleModelGroups<Row> = { notYetInvited: [], attending: [], notYetResponded: [], cantMakeIt: [] }
  for (const row of rows) {
    if (row.status === ROLE_MODEL_STATUS.selected) groups.notYetInvited.push(row)
    else if (eventStatus === 'draft') continue
    else if (row.status === ROLE_MODEL_STATUS.accepted) groups.attending.push(row)
    else if (row.status === ROLE_MODEL_STATUS.invited) groups.notYetResponded.push(row)
    else if (row.status === ROLE_MODEL_STATUS.declined || row.status === ROLE_MODEL_STATUS.expired) groups.cantMakeIt.push(row)
  }
  return groups
}

/**
 * Whether changing an in-person event's region must be confirmed first (WarnOnRegionChange): the event already has
 * chosen role models and the region differs from the one they were chosen for. The server decides from its own
 * counts, not from the hidden fields.
 */
export function regionChangeNeedsWarning({ regionId, chosenRegionId, totalChosenRoleModels }: { regionId: string | number | null | undefined; chosenRegionId: string | number | null | undefined; totalChosenRoleModels: number }): boolean {
  if (totalChosenRoleModels <= 0 || !filled(regionId) || !filled(chosenRegionId)) return false
  return String(regionId) !== String(chosenRegionId)
}

/** Set in `context` by the domain's transitions (app/domain/events) and the jobs: only they change an event's status. */
export const EVENT_TRANSITION = 'eventTransition'
