import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { messageCast, requireLegacyForm, submissionErrors, translator } from '~/legacy/legacy.server'
import { loginSchema } from '~/domain/accounts/login.schema'
import { logInRoleModel } from '~/domain/accounts/login.server'
import { signInRoleModel } from '~/utils/session.server'
import { safeRedirectPath } from '~/domain/shared/redirect'
import { getPayloadClient } from '~/lib/payload.server'
import { httpError } from '~/utils/http-errors.server'

/**
 * The default login form path (spec section 7): Email, Password, Remember, AuthenticationMethod, SecurityID.
 * Answers success and redirect, or deleteDate, or a message (messageCast 'html' when it carries markup); expected
 * failures answer 200, as the spec's client reads them. Failed sign-ins share the page's per-account limit
 * (`logInRoleModel`, decision 0080).
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireLegacyForm(request)
  const translate = await translator(request)
  const submission = parseWithZod(formData, { schema: loginSchema })
  if (submission.status !== 'success') {
    const message = submissionErrors(submission, translate)[0]?.message ?? translate('account:errors.somethingWentWrong')
    return json({ success: false, message, messageCast: messageCast(message) })
  }
  const result = await logInRoleModel(await getPayloadClient(), { email: submission.value.Email, password: submission.value.Password })
  if ('deleteDate' in result) {
    const message = translate(result.message)
    return json({ success: false, deleteDate: result.deleteDate, redirect: `/account/will-be-deleted/${result.deleteDate}`, message, messageCast: messageCast(message) })
  }
  if (!result.ok) {
    // The per-account limit's 'Too many attempts' (decision 0080) answers 200 too: the spec's client reads a rate
    // limit's message only from a 200 (legacy.server.ts errorList).
    const message = translate(result.message)
    return json({ success: false, message, messageCast: messageCast(message) })
  }
  const redirect = safeRedirectPath(formData.get('BackURL') ?? formData.get('returnTo'), '/role-model')
  return json({ success: true, redirect }, { headers: { 'Set-Cookie': await signInRoleModel(request, result.user, submission.value.Remember) } })
}

export async function loader({ request }: LoaderFunctionArgs) {
  throw await httpError(request, 405)
}
