import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import { emailOnlySchema } from '~/domain/accounts/email-only.schema'
import { invalid } from '~/utils/conform.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { isBotSubmission } from '~/utils/honeypot'

/** What the account's email-only request did: sent (or nothing to send), refused with a message, or its own answer. */
export type EmailRequestResult = { ok: true } | { ok: false; message: string } | Response

/**
 * The action of the account pages that ask only for an email (forgot password, resend verification): the SecurityID,
 * the schema, the honeypot (a bot gets the answer a real request gets, and nothing is sent), then `send`; the page
 * that says it was sent whether or not the address has an account.
 */
export async function emailOnlyFormAction(request: Request, { sent, send }: { sent: string; send: (email: string) => Promise<EmailRequestResult> }) {
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: emailOnlySchema })
  if (submission.status !== 'success') return invalid(submission)
  if (isBotSubmission(formData)) return redirect(sent)
  const result = await send(submission.value.Email)
  if (result instanceof Response) return result
  if (!result.ok) return invalid(submission, { formErrors: [result.message] })
  return redirect(sent)
}
