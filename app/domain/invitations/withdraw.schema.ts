import { z } from 'zod'
import { requiredText } from '../accounts/fields'
import { DECLINE_REASON_MAX_LENGTH } from './rules'

/** The withdraw form's one field (`reason`, as the withdraw call sends it); at most 2048 characters, like declining. */
export const withdrawSchema = z.object({
  reason: requiredText('invitations:validation.reasonRequired', DECLINE_REASON_MAX_LENGTH),
})
export type WithdrawInput = z.infer<typeof withdrawSchema>
