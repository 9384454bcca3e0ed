import { json } from '@remix-run/node'
import type { Submission } from '@conform-to/react'

/** A failed submission as the form's answer: field and form errors go back, and so does everything typed except `hide`. */
export function invalid(submission: Submission<unknown>, { formErrors, fieldErrors, hide = [] }: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hide?: string[] } = {}) {
  return json({ result: submission.reply({ formErrors, fieldErrors, hideFields: hide }) }, { status: 400 })
}
