import type { Payload } from 'payload'
import { siteSettings } from './content.server'
import { deletionDate, startOfNzDay } from './deletion-dates'
import type { DeleteAccountInput } from './delete-account.schema'
import { message } from './messages'
import { passwordMatches } from './passwords.server'
import { normaliseEmail, SCHEDULE_DELETION_CONTEXT } from './rules'

export type DeletionError = { fieldName?: 'reason' | 'email' | 'password'; message: string }

/** The signed-in role model, as Payload's access rules receive them. */
type Account = { id: number | string; email: string; collection: 'role-models' }

/** The checks before the confirmation modal: the email is the signed-in account's and the password is right. */
export async function validateDeletion(payload: Payload, account: Account | null, input: DeleteAccountInput): Promise<DeletionError[]> {
  if (!account) return [{ message: message('account:errors.mustBeLoggedIn') }]
  const errors: DeletionError[] = []
  if (normaliseEmail(input.email) !== normaliseEmail(account.email)) errors.push({ fieldName: 'email', message: message('account:errors.userNotFound') })
  else if (!(await passwordMatches(payload, account.id, input.password))) errors.push({ fieldName: 'password', message: message('account:errors.currentPasswordIncorrect') })
  return errors
}

/**
 * Schedules the account for deletion after the site's delay (30 days by default): the profile disappears
 * and sign-in stops at once; the purge job removes the account and its personal data on that date.
 */
export async function scheduleDeletion(
  payload: Payload,
  account: Account | null,
  input: DeleteAccountInput,
  now = new Date(),
): Promise<{ ok: true; deleteDate: string } | { ok: false; errors: DeletionError[] }> {
  const errors = await validateDeletion(payload, account, input)
  if (errors.length || !account) return { ok: false, errors }
  return { ok: true, deleteDate: await scheduleValidatedDeletion(payload, account, input.reason, now) }
}

/** The site's deletion delay in days, and the New Zealand date (yyyy-MM-dd) a deletion confirmed `now` takes effect. */
export async function deletionNotice(payload: Payload, now = new Date()): Promise<{ days: number; deleteDate: string }> {
  const days = (await siteSettings(payload)).accountDeletionDelayDays ?? 30
  return { days, deleteDate: deletionDate(now, days) }
}

/** Schedules a deletion already validated (the settings page's confirmation step). */
export async function scheduleValidatedDeletion(payload: Payload, account: Account, reason: string, now = new Date()): Promise<string> {
  const { deleteDate } = await deletionNotice(payload, now)
  // The signed-in role model confirmed it on their own settings page: written as them under the collection's access,
  // through the deletion's flag (the date is not theirs to choose elsewhere).
  await payload.update({
    collection: 'role-models',
    id: account.id,
    data: { deleteAt: startOfNzDay(deleteDate).toISOString(), deleteReason: reason.trim() },
    user: account,
    overrideAccess: false,
    context: { [SCHEDULE_DELETION_CONTEXT]: true },
  })
  return deleteDate
}

/** How long a validated deletion request waits in the session for its confirmation. */
const CONFIRM_WINDOW_MS = 10 * 60 * 1000
export type PendingDeletion = { userId: number | string; reason: string; at: number }

/** A validated deletion request, kept (in the session) so the confirmation, which carries no password, can finish it. */
export function newPendingDeletion(userId: number | string, reason: string, now = Date.now()): PendingDeletion {
  return { userId, reason, at: now }
}

/** This account's validated deletion request, if it was made within the confirmation window; otherwise null. */
export function currentPendingDeletion(pending: PendingDeletion | null | undefined, userId: number | string, now = Date.now()): PendingDeletion | null {
  return pending && pending.userId === userId && now - pending.at < CONFIRM_WINDOW_MS ? pending : null
}
