import type { RoleModel } from '../../../cms/payload-types'

export type SignInBlock =
  | { reason: 'will-be-deleted'; deleteAt: string }
  | { reason: 'email-change-pending'; until: string }
  | null

/**
 * Why a role model, whose password is right, may not be signed in (at login, and on every request after it): an
 * account scheduled for deletion, or one waiting for its new email address to be confirmed. The one home of this
 * rule; Payload itself refuses unverified and locked accounts.
 */
export function signInBlock(account: Pick<RoleModel, 'deleteAt' | 'emailChangeBlockedUntil'>, now: number): SignInBlock {
  if (account.deleteAt) return { reason: 'will-be-deleted', deleteAt: account.deleteAt }
  const until = account.emailChangeBlockedUntil
  if (until && new Date(until).getTime() > now) return { reason: 'email-change-pending', until }
  return null
}
