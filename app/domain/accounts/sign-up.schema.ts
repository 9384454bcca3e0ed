import { z } from 'zod'
import { email, newPassword, passwordsMatch, requiredText, ticked } from './fields'

export const signUpSchema = z
  .object({
    FirstName: requiredText('firstNameRequired').refine((v) => v.length <= 255, 'tooLong|{"max":255}'),
    Surname: requiredText('lastNameRequired').refine((v) => v.length <= 255, 'tooLong|{"max":255}'),
    Email: email(),
    Password: newPassword('passwordEnter'),
    ConfirmPassword: z.string({ required_error: 'confirmPasswordRequired' }),
    AcceptTerms: ticked('termsRequired'),
  })
  .superRefine(passwordsMatch('Password', 'ConfirmPassword'))
export type SignUpInput = z.infer<typeof signUpSchema>
