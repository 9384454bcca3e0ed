import { z } from 'zod'
import { email } from './fields'

/** Forgot password and resend verification: one email field. */
export const emailOnlySchema = z.object({ Email: email() })
