import type { Event } from '../../../cms/payload-types'
import { attendanceOpen } from '../attendance/attendance'
import { eventDisplayState } from './rules'
import type { EventDisplayState } from './rules'

/**
 * The next thing a teacher has to do for one of their events, shown on My events (the teacher's home). One rule per
 * state, in the order the event moves: finish the details, choose role models, send the invitations, wait for
 * answers (or choose more when too few can come), record attendance after the day.
 */
export type NextStepKind = 'finishDetails' | 'chooseRoleModels' | 'sendInvitations' | 'waitingForAnswers' | 'chooseMore' | 'ready' | 'recordAttendance'
export type NextStep = { kind: NextStepKind; href: string }

export type NextStepInput = {
  id: number | string
  status: Event['status']
  date?: string | null
  /** Whether the event's details are complete enough to invite (missingEventDetails is empty). */
  detailsComplete: boolean
  /** Role models chosen but not invited yet, invited and waiting, and attending. */
  selected: number
  waiting: number
  accepted: number
  minRoleModels: number
  attendanceRecorded: boolean
}

export function nextStep(event: NextStepInput, now: Date): NextStep | null {
  const page = `/events/${event.id}`
  const state: EventDisplayState = eventDisplayState({ status: event.status, date: event.date ?? null }, now)
  if (state === 'cancelled') return null
  if (state === 'draft') {
    if (!event.detailsComplete) return { kind: 'finishDetails', href: `${page}/plan` }
    if (!event.selected) return { kind: 'chooseRoleModels', href: `${page}/role-models` }
    return { kind: 'sendInvitations', href: `${page}/review` }
  }
  if (state === 'completed') {
    return attendanceOpen(event, now) && !event.attendanceRecorded ? { kind: 'recordAttendance', href: `${page}#attendance` } : null
  }
  // Upcoming or today: too few attending or on their way to attending means more must be chosen.
  if (event.accepted + event.waiting + event.selected < event.minRoleModels) return { kind: 'chooseMore', href: `${page}/role-models` }
  if (event.waiting) return { kind: 'waitingForAnswers', href: page }
  if (event.selected) return { kind: 'sendInvitations', href: page }
  return { kind: 'ready', href: page }
}
