import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { submissionErrors, translator } from '~/utils/legacy.server'
import { loginSchema } from '~/domain/accounts/login.schema'
import { logInRoleModel } from '~/domain/accounts/login.server'
import { signInRoleModel } from '~/utils/session.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { safeRedirectPath } from '~/utils/redirect'
import { getPayloadClient } from '~/utils/payload.server'

/**
 * The default login form path (spec section 7): Email, Password, Remember, AuthenticationMethod, SecurityID.
 * Answers success and redirect, or deleteDate, or a message (plain text, messageCast 'text').
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const translate = await translator(request)
  const submission = parseWithZod(formData, { schema: loginSchema })
  if (submission.status !== 'success') {
    const [first] = submissionErrors(submission, translate)
    return json({ success: false, message: first?.message ?? translate('account:errors.somethingWentWrong'), messageCast: 'text' }, { status: 400 })
  }
  const result = await logInRoleModel(await getPayloadClient(), { email: submission.value.Email, password: submission.value.Password })
  if ('deleteDate' in result) {
    return json({ success: false, deleteDate: result.deleteDate, redirect: `/account/will-be-deleted/${result.deleteDate}`, message: translate(result.message), messageCast: 'text' })
  }
  if (!result.ok) return json({ success: false, message: translate(result.message), messageCast: 'text' }, { status: 400 })
  const redirect = safeRedirectPath(formData.get('BackURL') ?? formData.get('returnTo'), '/role-model')
  return json({ success: true, redirect }, { headers: { 'Set-Cookie': await signInRoleModel(request, result.user, submission.value.Remember) } })
}

export function loader() {
  throw new Response('Method not allowed', { status: 405 })
}
