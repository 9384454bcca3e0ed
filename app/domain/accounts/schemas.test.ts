import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { deleteAccountSchema } from './delete-account.schema'
import { emailOnlySchema } from './email-only.schema'
import { loginSchema } from './login.schema'
import { changePasswordSchema, resetPasswordSchema } from './passwords.schema'
import { signUpSchema } from './sign-up.schema'
import { updateEmailSchema } from './update-email.schema'
import type { ZodTypeAny } from 'zod'

function errors(schema: ZodTypeAny, fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.append(key, value)
  const submission = parseWithZod(formData, { schema })
  return (submission.status === 'error' ? submission.error : {}) ?? {}
}

const GOOD = 'Harakeke-Flax-2026'

describe('account form messages (spec section 5)', () => {
  it('sign-up', () => {
    expect(errors(signUpSchema, {})).toEqual({
      FirstName: ['firstNameRequired'],
      Surname: ['lastNameRequired'],
      Email: ['emailRequired'],
      Password: ['passwordEnter'],
      ConfirmPassword: ['confirmPasswordRequired'],
      AcceptTerms: ['termsRequired'],
    })
    expect(errors(signUpSchema, { FirstName: 'A', Surname: 'B', Email: 'x@y', Password: 'abc', ConfirmPassword: 'abd', AcceptTerms: '1' })).toEqual({
      Email: ['emailInvalid'],
      Password: ['passwordTooShort', 'passwordClasses'],
      ConfirmPassword: ['passwordsDoNotMatch'],
    })
    // The match rule runs even while another field is missing.
    expect(errors(signUpSchema, { Password: GOOD, ConfirmPassword: `${GOOD}x` })?.ConfirmPassword).toEqual(['passwordsDoNotMatch'])
    expect(errors(signUpSchema, { FirstName: 'A'.repeat(256), Surname: 'B', Email: 'a@b.nz', Password: GOOD, ConfirmPassword: GOOD, AcceptTerms: '1' })).toEqual({ FirstName: ['tooLong|{"max":255}'] })
    expect(errors(signUpSchema, { FirstName: ' ', Surname: 'B', Email: 'a@b.nz', Password: GOOD, ConfirmPassword: GOOD, AcceptTerms: '1' })).toEqual({ FirstName: ['firstNameRequired'] })
  })

  it('login, forgot password and resend verification', () => {
    expect(errors(loginSchema, {})).toEqual({ Email: ['emailRequired'], Password: ['passwordEnter'] })
    expect(errors(emailOnlySchema, {})).toEqual({ Email: ['emailRequired'] })
    expect(errors(emailOnlySchema, { Email: `${'a'.repeat(65)}@b.nz` })).toEqual({ Email: ['emailInvalid'] })
  })

  it('reset and change password', () => {
    expect(errors(resetPasswordSchema, { token: 't' })).toEqual({ NewPassword1: ['newPasswordRequired'], NewPassword2: ['confirmNewPasswordRequired'] })
    expect(errors(resetPasswordSchema, { token: 't', NewPassword1: GOOD, NewPassword2: 'other' })).toEqual({ NewPassword2: ['passwordsDoNotMatch'] })
    expect(errors(changePasswordSchema, {})).toEqual({ CurrentPassword: ['oldPasswordRequired'], NewPassword1: ['newPasswordRequired'], NewPassword2: ['confirmPasswordRequired'] })
  })

  it('update email', () => {
    expect(errors(updateEmailSchema, {})).toEqual({ Email: ['emailRequired'], ConfirmEmail: ['emailRequired'], Password: ['passwordRequired'] })
    expect(errors(updateEmailSchema, { Email: 'bad', ConfirmEmail: 'bad', Password: 'x' })).toEqual({ Email: ['emailEnterAn'], ConfirmEmail: ['emailEnterAn'] })
    expect(errors(updateEmailSchema, { Email: 'a@b.nz', ConfirmEmail: 'c@b.nz', Password: 'x' })).toEqual({ ConfirmEmail: ['emailsDoNotMatch'] })
    expect(errors(updateEmailSchema, { Email: 'A@b.nz', ConfirmEmail: 'a@B.nz', Password: 'x' })).toEqual({})
  })

  it('delete account', () => {
    expect(errors(deleteAccountSchema, {})).toEqual({ reason: ['deleteReasonRequired'], email: ['emailRequired'], password: ['passwordRequired'] })
    expect(errors(deleteAccountSchema, { reason: 'x'.repeat(256), email: 'a@b.nz', password: 'p' })).toEqual({ reason: ['tooLong|{"max":255}'] })
    expect(errors(deleteAccountSchema, { reason: 'x'.repeat(255), email: 'a@b.nz', password: 'p' })).toEqual({})
  })
})
