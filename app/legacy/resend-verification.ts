import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { accountContent } from '~/domain/accounts/content.server'
import { emailOnlySchema } from '~/domain/accounts/email-only.schema'
import { errorList, requireLegacyForm, submissionErrors, translator } from '~/legacy/legacy.server'
import { resendVerification } from '~/domain/accounts/sign-up.server'
import { i18nServer } from '~/utils/i18n.server'
import { isBotSubmission } from '~/utils/honeypot'
import { getPayloadClient } from '~/lib/payload.server'
import { httpError } from '~/utils/http-errors.server'

/** POST /home/resendVerificationEmailForm: success, alreadyVerified, message; or a list whose first item has the message. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireLegacyForm(request)
  const translate = await translator(request)
  const submission = parseWithZod(formData, { schema: emailOnlySchema })
  if (submission.status !== 'success') return errorList(submissionErrors(submission, translate))
  const lang = await i18nServer.getLocale(request)
  const payload = await getPayloadClient()
  // A bot: the answer a real request gets, nothing sent.
  const result = isBotSubmission(formData) ? { ok: true as const, alreadyVerified: false } : await resendVerification(payload, submission.value.Email, lang)
  if (!result.ok) return errorList([{ message: translate(result.message) }])
  if (result.alreadyVerified) return json({ success: true, alreadyVerified: true, message: translate('account:alerts.alreadyVerified') })
  const content = await accountContent(payload, lang)
  return json({ success: true, alreadyVerified: false, message: content.plain('resendVerificationSentText') })
}

export async function loader({ request }: LoaderFunctionArgs) {
  throw await httpError(request, 405)
}
