import { z } from 'zod'
import { checkPassword, DELETE_REASON_MAX_LENGTH, isValidEmail } from './rules'

/**
 * Zod building blocks for the account forms. Messages are i18n keys (namespace `validation` unless
 * prefixed) holding the spec's exact English text; see app/i18n/messages.ts translateError.
 * A missing value becomes '' and fails a refinement rather than the type check, so the form-level rules
 * (passwords match) still run when another field is empty.
 */
const text = () => z.string().default('')

export const requiredText = (requiredKey: string, max?: number) =>
  text().superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: requiredKey })
    else if (max && value.length > max) ctx.addIssue({ code: 'custom', message: `tooLong|{"max":${max}}` })
  })

export const email = (requiredKey = 'emailRequired', invalidKey = 'emailInvalid') =>
  text().superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: requiredKey })
    else if (!isValidEmail(value.trim())) ctx.addIssue({ code: 'custom', message: invalidKey })
  })

/** Any non-blank password (sign-in, current password). */
export const password = (requiredKey = 'passwordEnter') => text().refine((value) => value !== '', requiredKey)

/** A new password: required, then the requirement checklist (10+ characters, 3 of 4 classes). */
export const newPassword = (requiredKey = 'passwordEnter') =>
  text().superRefine((value, ctx) => {
    if (value === '') return void ctx.addIssue({ code: 'custom', message: requiredKey })
    const check = checkPassword(value)
    if (!check.length) ctx.addIssue({ code: 'custom', message: 'passwordTooShort' })
    if (check.classes < 3) ctx.addIssue({ code: 'custom', message: 'passwordClasses' })
  })

export const deleteReason = () => requiredText('deleteReasonRequired', DELETE_REASON_MAX_LENGTH)

/** Adds 'Your passwords do not match' to `second` when both are present and differ. */
export function passwordsMatch<T extends Record<string, unknown>>(first: keyof T & string, second: keyof T & string, message = 'passwordsDoNotMatch') {
  return (data: T, ctx: z.RefinementCtx) => {
    if (data[first] && data[second] && data[first] !== data[second]) ctx.addIssue({ code: 'custom', path: [second], message })
  }
}

/** A checkbox ticked with any value. */
export const ticked = (message: string) => text().refine((value) => value !== '', message)
