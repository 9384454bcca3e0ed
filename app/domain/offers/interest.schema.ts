import { z } from 'zod'
import { OFFER_NOTE_MAX } from './offers'

/** "I'm interested": the open request (its event) and an optional note to the school, at most 500 characters. */
export const interestSchema = z.object({
  event: z.string({ required_error: 'invitations:opportunities.refused.not-found' }).trim().min(1, 'invitations:opportunities.refused.not-found'),
  note: z.string().trim().max(OFFER_NOTE_MAX, 'invitations:opportunities.noteTooLong').optional(),
})
export type InterestInput = z.infer<typeof interestSchema>
