import { json } from '@remix-run/node'
import type { Submission } from '@conform-to/react'

/**
 * A failed submission as the form's answer: field and form errors go back, and so does everything typed except `hide`.
 * 400, or `status` (429 for a submission refused by a rate limit).
 */
export function invalid(
  submission: Submission<unknown>,
  { formErrors, fieldErrors, hide = [], status = 400 }: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hide?: string[]; status?: number } = {},
) {
  return json({ result: submission.reply({ formErrors, fieldErrors, hideFields: hide }) }, { status })
}
