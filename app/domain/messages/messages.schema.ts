import { z } from 'zod'
import { MESSAGE_MAX, messageBodyProblem, NONCE_MAX } from './messages'

/** The i18n keys of the refusals a person can meet (events namespace); the server's own come from the service. */
export const MESSAGE_ERRORS = {
  empty: 'events:threads.errors.empty',
  'too-long': `events:threads.errors.tooLong|{"max":${MESSAGE_MAX}}`,
  paused: 'events:threads.errors.paused',
  closed: 'events:threads.errors.closed',
  'not-found': 'events:threads.errors.notFound',
  'rate-limited': 'events:threads.errors.rateLimited',
} as const

/** A message as sent: its text (1 to 2,000 characters once trimmed) and the press's nonce (a double press sends it twice). */
export const messageSchema = z.object({
  body: z.string().optional().superRefine((value, ctx) => {
    const problem = messageBodyProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: MESSAGE_ERRORS[problem] })
  }),
  nonce: z.string().max(NONCE_MAX).optional(),
})
export type MessageInput = z.infer<typeof messageSchema>
