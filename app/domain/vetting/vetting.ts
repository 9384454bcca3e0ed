/** Criminal record check rules: approval lasts 3 years; a reminder goes 3 months before it ends. */
export const CHECK_STATUSES = ['not-received', 'pending', 'approved', 'declined'] as const
export type CheckStatus = (typeof CHECK_STATUSES)[number]

export const CHECK_VALID_YEARS = 3
export const REMINDER_MONTHS_BEFORE_EXPIRY = 3

function addMonths(date: Date, months: number): Date {
  const result = new Date(date)
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

export function checkExpiry(approvedAt: Date): Date {
  return addMonths(approvedAt, CHECK_VALID_YEARS * 12)
}

export function reminderDue(expiresAt: Date): Date {
  return addMonths(expiresAt, -REMINDER_MONTHS_BEFORE_EXPIRY)
}

/** The dates to store when a check's status changes (staff decide the status; dates follow from it). */
export function vettingDates(
  previous: { checkStatus?: string | null; checkApprovedAt?: string | null; checkReceivedAt?: string | null } | undefined,
  next: { checkStatus?: string | null; checkApprovedAt?: string | null; checkReceivedAt?: string | null },
  now: Date,
) {
  const status = next.checkStatus ?? 'not-received'
  const changed = status !== (previous?.checkStatus ?? 'not-received')
  let receivedAt = next.checkReceivedAt ?? previous?.checkReceivedAt ?? null
  let approvedAt = next.checkApprovedAt ?? previous?.checkApprovedAt ?? null
  if (changed && status === 'pending') receivedAt = receivedAt ?? now.toISOString()
  if (changed && status === 'approved') {
    approvedAt = next.checkApprovedAt && next.checkApprovedAt !== previous?.checkApprovedAt ? next.checkApprovedAt : now.toISOString()
    receivedAt = receivedAt ?? approvedAt
  }
  const expiresAt = status === 'approved' && approvedAt ? checkExpiry(new Date(approvedAt)).toISOString() : null
  return {
    checkStatus: status,
    checkReceivedAt: receivedAt,
    checkApprovedAt: approvedAt,
    checkExpiresAt: expiresAt,
    // A new approval (a renewal's included: a new approval date) starts a new period: its reminder has not been sent.
    resetReminder: status === 'approved' && (changed || approvedAt !== (previous?.checkApprovedAt ?? null)),
  }
}
