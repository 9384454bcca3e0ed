import { eventBeginsAt } from '../calendar/event-times'
import type { CalendarEventFields } from '../calendar/event-times'
import { ROLE_MODEL_STATUS } from './status'

/**
 * Withdrawing: a role model who accepted tells the school they can't come after all (docs/decisions/0030). The row
 * keeps the spec's status number for "declined" (3), so clients that know only 0-5 read it as a role model who is not
 * coming; `withdrawnAt` and the reason, which the organiser sees, tell it apart from an invitation declined.
 */

/** Payload request context flag of the withdraw operation; like the answers', Payload's REST API cannot set it. */
export const WITHDRAW_CONTEXT = 'invitationWithdrawal'

/** The withdrawal notice's job, in the notices' queue (app/domain/notifications/queue.ts). */
export const WITHDRAWAL_NOTICE_TASK = 'notify-withdrawal'

/** How many other role models the organiser's email suggests. */
export const SIMILAR_ROLE_MODELS = 3

export type WithdrawRow = { status: number; withdrawnAt?: string | null }
export type WithdrawEvent = CalendarEventFields & { status?: string | null }
export type WithdrawProblem = 'not-attending' | 'event-not-active' | 'event-started'

/**
 * Why the role model cannot withdraw now, or null when they can: they must be attending (accepted, not withdrawn
 * already), on a live event that has not begun (a cancelled, draft or finished event has nothing to withdraw from).
 */
export function withdrawProblem(row: WithdrawRow, event: WithdrawEvent, now: Date): WithdrawProblem | null {
  if (row.status !== ROLE_MODEL_STATUS.accepted || row.withdrawnAt) return 'not-attending'
  if (event.status !== 'active') return 'event-not-active'
  const begins = eventBeginsAt(event)
  if (!begins || now >= begins) return 'event-started'
  return null
}

/** Whether a stored row is a withdrawal (declined after accepting) rather than a declined invitation. */
export function isWithdrawn(row: WithdrawRow): boolean {
  return row.status === ROLE_MODEL_STATUS.declined && Boolean(row.withdrawnAt)
}

/** Whether the event has fewer role models attending than its minimum (the organiser is warned). */
export function belowMinimum(attending: number, min: number | null | undefined): boolean {
  return attending < Math.max(1, min ?? 1)
}

type Grouped = { roleModelId: number | string }
export type WithdrawnFacts = { roleModelId: number | string; reason: string; withdrawnAt: string }

/**
 * The teacher's groups with the role models who withdrew taken out of "Can't make it / Expired" into a group of their
 * own, each with the reason and when; the other groups as they were.
 */
export function withWithdrawnGroup<G extends { cantMakeIt: Grouped[] }>(groups: G, withdrawals: readonly WithdrawnFacts[]): G & { withdrawn: (G['cantMakeIt'][number] & { reason: string; withdrawnAt: string })[] } {
  const byId = new Map(withdrawals.map((facts) => [String(facts.roleModelId), facts]))
  const withdrawn = groups.cantMakeIt.flatMap((row) => {
    const facts = byId.get(String(row.roleModelId))
    return facts ? [{ ...row, reason: facts.reason, withdrawnAt: facts.withdrawnAt }] : []
  })
  return { ...groups, cantMakeIt: groups.cantMakeIt.filter((row) => !byId.has(String(row.roleModelId))), withdrawn }
}

/**
 * The attending role models of an active event marked confirmed or not yet confirmed ("Still coming?"), from their
 * confirmation dates by role model id; `null` (other events) leaves the rows unmarked.
 */
export function withConfirmations<G extends { attending: Grouped[] }>(groups: G, confirmations: ReadonlyMap<string, string> | null): G & { attending: (G['attending'][number] & { confirmed?: boolean })[] } {
  if (!confirmations) return groups
  return { ...groups, attending: groups.attending.map((row) => ({ ...row, confirmed: confirmations.has(String(row.roleModelId)) })) }
}
