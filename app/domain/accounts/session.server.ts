import { json } from '@remix-run/node'
import type { Submission } from '@conform-to/react'
import type { FlashAlert } from '~/components/account-modal'
import { commitSession, destroySession, getSession } from '~/utils/session.server'

/** Starts a role model's session; persistent (30 days) only when 'Keep me signed in' was ticked. */
export async function signInRoleModel(request: Request, userId: number | string, remember: boolean): Promise<string> {
  const session = await getSession(request)
  session.set('userId', userId)
  session.set('collection', 'role-models')
  session.set('remember', remember)
  return commitSession(session)
}

export async function signOut(request: Request): Promise<string> {
  return destroySession(await getSession(request))
}

/** Hands an alert to the next page (shown once). */
export async function flashAlert(request: Request, alert: NonNullable<FlashAlert>): Promise<string> {
  const session = await getSession(request)
  session.flash('alert', alert)
  return commitSession(session)
}

/** The one-off alert for this page, if any (the root loader clears it). */
export async function readFlashAlert(request: Request): Promise<FlashAlert> {
  const session = await getSession(request)
  return session.get('alert') ?? null
}

/** A failed submission: field errors and form errors go back; passwords are never sent back. */
export function invalid(submission: Submission<unknown>, { formErrors, fieldErrors, hide = [] }: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hide?: string[] } = {}) {
  return json({ result: submission.reply({ formErrors, fieldErrors, hideFields: hide }) }, { status: 400 })
}
