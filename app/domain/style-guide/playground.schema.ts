import { z } from 'zod'
import { isValidEmail } from '../accounts/rules'
import { isFutureDate, parseDateInput } from '../shared/dates'

/** The style guide's playground form: one of each shared field, checked the same way in the browser and on the server. */
/** The counter's maximum (spec section 9), which the playground's message is held to. */
const MESSAGE_MAX = 1000

export function playgroundSchema(now: Date) {
  return z.object({
    Email: z.string({ required_error: 'validation:emailRequired' }).trim().min(1, 'validation:emailRequired').refine(isValidEmail, 'validation:emailInvalid'),
    Password: z.string({ required_error: 'validation:passwordEnter' }).min(1, 'validation:passwordEnter'),
    Message: z.string().trim().max(MESSAGE_MAX, `validation:tooLong|{"max":${MESSAGE_MAX}}`).optional(),
    Languages: z.array(z.string(), { required_error: 'styleguide:playground.languagesRequired' }).min(1, 'styleguide:playground.languagesRequired'),
    // The picker offers no past dates; a typed date is held to the same rule.
    Date: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || parseDateInput(value) != null, 'styleguide:playground.dateInvalid')
      .refine((value) => {
        const date = parseDateInput(value)
        return !date || isFutureDate(date, now)
      }, 'styleguide:playground.datePast'),
  })
}
