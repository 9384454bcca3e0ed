import { z } from 'zod'
import { isValidEmail } from '../accounts/rules'

export const INTEREST_OPTIONS = ['role-model', 'school', 'partner', 'other'] as const

/** The public contact form (spec: Name, Email, Interest). Messages are keys of the `common` namespace. */
export const contactSchema = z.object({
  Name: z.string({ required_error: 'contact.nameRequired' }).trim().min(1, 'contact.nameRequired').max(255, 'validation:tooLong|{"max":255}'),
  Email: z
    .string({ required_error: 'contact.emailRequired' })
    .trim()
    .min(1, 'contact.emailRequired')
    .refine(isValidEmail, 'contact.emailInvalid'),
  Interest: z.enum(INTEREST_OPTIONS, { required_error: 'contact.interestRequired', invalid_type_error: 'contact.interestRequired' }),
  Message: z.string().trim().max(1000, 'validation:tooLong|{"max":1000}').optional(),
})

export type ContactInput = z.infer<typeof contactSchema>
