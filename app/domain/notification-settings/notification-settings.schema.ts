import { z } from 'zod'

// Apart from ./notification-settings, which the event page's panel uses in the browser: only the server checks the
// API's body, so the page need not download zod for it (decision 0050).
const idSchema = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)])

/** The body of POST /api/events/{eventId}/notification-settings (spec section 7). Teachers not listed are not subscribed. */
export const notificationSettingsInputSchema = z.object({
  teachers: z.array(z.object({ id: idSchema, subscribed: z.boolean() })).max(1000),
  primaryContactId: idSchema.nullable().optional(),
})
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>
