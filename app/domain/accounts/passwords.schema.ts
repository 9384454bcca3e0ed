import { z } from 'zod'
import { newPassword, password, passwordsMatch } from './fields'

/** Reset password (from the emailed link). Field names follow the legacy ChangePasswordForm. */
export const resetPasswordSchema = z
  .object({
    token: z.string().default(''),
    NewPassword1: newPassword('newPasswordRequired'),
    NewPassword2: password('confirmNewPasswordRequired'),
  })
  .superRefine(passwordsMatch('NewPassword1', 'NewPassword2'))

/** Change password in account settings. */
export const changePasswordSchema = z
  .object({
    CurrentPassword: password('oldPasswordRequired'),
    NewPassword1: newPassword('newPasswordRequired'),
    NewPassword2: password('confirmPasswordRequired'),
  })
  .superRefine(passwordsMatch('NewPassword1', 'NewPassword2'))
