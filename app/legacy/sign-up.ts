import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { errorList, renameFields, requireLegacyForm, submissionErrors, translator } from '~/legacy/legacy.server'
import { signUpSchema } from '~/domain/accounts/sign-up.schema'
import { isBotSubmission } from '~/utils/honeypot'
import { signUpRoleModel } from '~/domain/accounts/sign-up.server'
import { passesHumanCheck } from '~/domain/accounts/human-verification.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'
import { httpError } from '~/utils/http-errors.server'

const LEGACY_NAMES = { 'Password[_Password]': 'Password', 'Password[_ConfirmPassword]': 'ConfirmPassword' }
const BACK = { Password: 'Password[_Password]', ConfirmPassword: 'Password[_ConfirmPassword]' }

/** POST /home/signUpForm (spec section 7): success and message, or a list whose first item has the message. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = renameFields(await requireLegacyForm(request), LEGACY_NAMES)
  const translate = await translator(request)
  const submission = parseWithZod(formData, { schema: signUpSchema })
  if (submission.status !== 'success') return errorList(submissionErrors(submission, translate, BACK))
  const message = translate('account:signUp.successTitle')
  if (isBotSubmission(formData)) return json({ success: true, message })
  if (!(await passesHumanCheck(formData))) return errorList([{ message: translate('validation:somethingWentWrong') }])
  const { FirstName, Surname, Email, Password } = submission.value
  const result = await signUpRoleModel(await getPayloadClient(), { firstName: FirstName, surname: Surname, email: Email, password: Password }, await i18nServer.getLocale(request))
  if (!result.ok) return errorList([{ fieldName: 'Email', message: translate(result.message) }])
  return json({ success: true, message })
}

export async function loader({ request }: LoaderFunctionArgs) {
  throw await httpError(request, 405)
}
