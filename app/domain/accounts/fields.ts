import { z } from 'zod'
import { checkPassword, DELETE_REASON_MAX_LENGTH, isValidEmail } from './rules'

/**
 * Zod building blocks for the account forms. Messages are i18n keys (namespace `validation` unless
 * prefixed) holding the spec's exact English text; see app/components/field.tsx translateError.
 */
export const requiredText = (requiredKey: string) => z.string({ required_error: requiredKey }).refine((value) => value.trim() !== '', requiredKey)

export const email = (requiredKey = 'emailRequired', invalidKey = 'emailInvalid') =>
  requiredText(requiredKey).refine((value) => isValidEmail(value.trim()), invalidKey)

/** Any non-blank password (sign-in, current password). */
export const password = (requiredKey = 'passwordEnter') => z.string({ required_error: requiredKey }).min(1, requiredKey)

/** A new password: required, then the requirement checklist (10+ characters, 3 of 4 classes). */
export const newPassword = (requiredKey = 'passwordEnter') =>
  z.string({ required_error: requiredKey }).superRefine((value, ctx) => {
    const check = checkPassword(value)
    if (!check.length) ctx.addIssue({ code: 'custom', message: 'passwordTooShort' })
    if (check.classes < 3) ctx.addIssue({ code: 'custom', message: 'passwordClasses' })
  })

export const deleteReason = () =>
  requiredText('deleteReasonRequired').refine((value) => value.length <= DELETE_REASON_MAX_LENGTH, `tooLong|{"max":${DELETE_REASON_MAX_LENGTH}}`)

/** Adds 'Your passwords do not match' to `path` when the two differ (only once both are present). */
export function passwordsMatch<T extends Record<string, unknown>>(first: keyof T & string, second: keyof T & string, message = 'passwordsDoNotMatch') {
  return (data: T, ctx: z.RefinementCtx) => {
    if (typeof data[first] === 'string' && typeof data[second] === 'string' && data[first] !== data[second]) {
      ctx.addIssue({ code: 'custom', path: [second], message })
    }
  }
}

/** A checkbox ticked with any value. */
export const ticked = (message: string) => z.string({ required_error: message }).min(1, message)
