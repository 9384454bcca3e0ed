import { z } from 'zod'
import { email, password } from './fields'

export const updateEmailSchema = z
  .object({
    Email: email('emailRequired', 'emailEnterAn'),
    ConfirmEmail: email('emailRequired', 'emailEnterAn'),
    Password: password('passwordRequired'),
  })
  .superRefine((data, ctx) => {
    if (data.Email && data.ConfirmEmail && data.Email.trim().toLowerCase() !== data.ConfirmEmail.trim().toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['ConfirmEmail'], message: 'emailsDoNotMatch' })
    }
  })
