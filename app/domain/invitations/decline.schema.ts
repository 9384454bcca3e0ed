import { z } from 'zod'
import { requiredText } from '../accounts/fields'
import { DECLINE_REASON_MAX_LENGTH } from './rules'

/** The decline modal's one field, named as the spec's decline call sends it (`reason`); shared by browser and server. */
export const declineSchema = z.object({
  reason: requiredText('invitations:validation.reasonRequired', DECLINE_REASON_MAX_LENGTH),
})
export type DeclineInput = z.infer<typeof declineSchema>
