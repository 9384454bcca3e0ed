import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { requireLegacyForm, submissionErrors, translator } from '~/legacy/legacy.server'
import { changePasswordSchema, resetPasswordSchema } from '~/domain/accounts/passwords.schema'
import { changePassword, resetPassword } from '~/domain/accounts/passwords.server'
import { getCurrentUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/lib/payload.server'
import { continueSession } from '~/utils/session.server'
import { httpError } from '~/utils/http-errors.server'

/**
 * POST /Security/changepassword/ChangePasswordForm/: NewPassword1, NewPassword2, SecurityID, with either the
 * reset link's `token` (reset password) or, for a signed-in role model, CurrentPassword. Answers success, message.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireLegacyForm(request)
  const translate = await translator(request)
  const payload = await getPayloadClient()
  const fail = (message: string) => json({ success: false, message: translate(message) })
  const mismatch = (errors: { message: string }[]) => errors.find((e) => e.message === translate('passwordsDoNotMatch'))

  if (formData.get('token')) {
    const submission = parseWithZod(formData, { schema: resetPasswordSchema })
    if (submission.status !== 'success') {
      const errors = submissionErrors(submission, translate)
      return mismatch(errors) ? fail('account:errors.passwordsDidNotMatch') : json({ success: false, message: errors[0]?.message })
    }
    const result = await resetPassword(payload, { token: submission.value.token, password: submission.value.NewPassword1 })
    return result.ok ? json({ success: true, message: translate('account:alerts.passwordReset') }) : fail(result.message)
  }

  const user = await getCurrentUser(request)
  if (user?.collection !== 'role-models') return fail('account:errors.resetExpired')
  const submission = parseWithZod(formData, { schema: changePasswordSchema })
  if (submission.status !== 'success') {
    const errors = submissionErrors(submission, translate)
    return mismatch(errors) ? fail('account:errors.passwordsDidNotMatch') : json({ success: false, message: errors[0]?.message })
  }
  const result = await changePassword(payload, { user, currentPassword: submission.value.CurrentPassword, newPassword: submission.value.NewPassword1 })
  if (!result.ok) return fail(result.message)
  return json({ success: true, message: translate('account:alerts.passwordChanged') }, { headers: { 'Set-Cookie': await continueSession(request, result.sessionVersion) } })
}

export async function loader({ request }: LoaderFunctionArgs) {
  throw await httpError(request, 405)
}
