import { z } from 'zod'
import { deleteReason, email, password } from './fields'

/** Field names are those of the spec's delete-account payload (reason, email, password). */
export const deleteAccountSchema = z.object({
  reason: deleteReason(),
  email: email(),
  password: password('passwordRequired'),
})
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>
