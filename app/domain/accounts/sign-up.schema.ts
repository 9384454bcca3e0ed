import { z } from 'zod'
import { email, newPassword, password, passwordsMatch, requiredText, ticked } from './fields'

export const signUpSchema = z
  .object({
    FirstName: requiredText('firstNameRequired', 255),
    Surname: requiredText('lastNameRequired', 255),
    Email: email(),
    Password: newPassword('passwordEnter'),
    ConfirmPassword: password('confirmPasswordRequired'),
    AcceptTerms: ticked('termsRequired'),
  })
  .superRefine(passwordsMatch('Password', 'ConfirmPassword'))
export type SignUpInput = z.infer<typeof signUpSchema>

/** The bot check: a field people never see; anything in it means a bot. */
