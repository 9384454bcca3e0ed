import type { Payload } from 'payload'
import { siteSettings } from './content.server'
import { deletionDate, startOfNzDay } from './deletion-dates'
import type { DeleteAccountInput } from './delete-account.schema'
import { message } from './messages'
import { passwordMatches } from './passwords.server'
import { normaliseEmail } from './rules'

export type DeletionError = { fieldName?: 'reason' | 'email' | 'password'; message: string }

type Account = { id: number | string; email: string }

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

/** Schedules a deletion already validated (the settings page's confirmation step). */
export async function scheduleValidatedDeletion(payload: Payload, account: Account, reason: string, now = new Date()): Promise<string> {
  const settings = await siteSettings(payload)
  const deleteDate = deletionDate(now, settings.accountDeletionDelayDays ?? 30)
  await payload.update({
    collection: 'role-models',
    id: account.id,
    data: { deleteAt: startOfNzDay(deleteDate).toISOString(), deleteReason: reason.trim() } as never,
    overrideAccess: true,
  })
  return deleteDate
}
