import { z } from 'zod'
import { OPEN_REQUEST_HOPE_MAX } from './offers'

const key = (name: string, params?: Record<string, unknown>) => `events:offers.validation.${name}${params ? `|${JSON.stringify(params)}` : ''}`

/**
 * The teacher's "Open to offers" form (issue 51 item 1): what they hope for in a sentence (required, up to 300
 * characters) and, optionally, the industries and sectors wanted (ids of the reference lists).
 */
export const openRequestSchema = z.object({
  Hope: z.string().trim().max(OPEN_REQUEST_HOPE_MAX, key('hopeTooLong', { max: OPEN_REQUEST_HOPE_MAX })).optional()
    .refine((value) => Boolean(value), key('hopeRequired')),
  Industries: z.array(z.string().trim()).optional(),
  Sectors: z.array(z.string().trim()).optional(),
}).transform((values) => ({
  Hope: values.Hope ?? '',
  Industries: [...new Set((values.Industries ?? []).filter(Boolean))],
  Sectors: [...new Set((values.Sectors ?? []).filter(Boolean))],
}))
export type OpenRequestInput = z.infer<typeof openRequestSchema>
