import { z } from 'zod'
import { email, password } from './fields'

export const loginSchema = z.object({
  Email: email(),
  Password: password(),
  Remember: z.string().optional().transform((value) => value === '1' || value === 'on' || value === 'true'),
})
export type LoginInput = z.infer<typeof loginSchema>
