import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { accountContent } from '~/domain/accounts/content.server'
import { emailOnlySchema } from '~/domain/accounts/email-only.schema'
import { requireLegacyForm, submissionErrors, translator } from '~/legacy/legacy.server'
import { requestPasswordReset } from '~/domain/accounts/passwords.server'
import { i18nServer } from '~/utils/i18n.server'
import { isBotSubmission } from '~/utils/honeypot'
import { getPayloadClient } from '~/lib/payload.server'
import { httpError } from '~/utils/http-errors.server'

/** POST /Security/lostpassword/lostPasswordForm: success and message; the same answer whether or not the email exists. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireLegacyForm(request)
  const translate = await translator(request)
  const submission = parseWithZod(formData, { schema: emailOnlySchema })
  if (submission.status !== 'success') return json({ success: false, message: submissionErrors(submission, translate)[0]?.message })
  const lang = await i18nServer.getLocale(request)
  const payload = await getPayloadClient()
  // A bot: the answer a real request gets, nothing sent.
  const result = isBotSubmission(formData) ? { ok: true as const } : await requestPasswordReset(payload, submission.value.Email, lang)
  if (!result.ok) return json({ success: false, message: translate(result.message) })
  const content = await accountContent(payload, lang)
  return json({ success: true, message: content.plain('forgotPasswordSentText') })
}

export async function loader({ request }: LoaderFunctionArgs) {
  throw await httpError(request, 405)
}
