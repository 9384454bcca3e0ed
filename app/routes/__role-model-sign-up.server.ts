import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { accountContent, siteSettings } from '~/domain/accounts/content.server'
import { passesHumanCheck } from '~/domain/accounts/human-verification.server'
import { signUpSchema } from '~/domain/accounts/sign-up.schema'
import { signUpRoleModel } from '~/domain/accounts/sign-up.server'
import { siteOrHttpsUrl } from '~/domain/shared/redirect'
import { getPayloadClient } from '~/lib/payload.server'
import { queueAnalyticsEvent } from '~/routes/__analytics-events.server'
import { ROLE_MODEL_SIGN_UP_EVENT } from '~/utils/analytics'
import { getCurrentUser } from '~/utils/auth.server'
import { invalid } from '~/utils/conform.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { isBotSubmission } from '~/utils/honeypot'
import { i18nServer } from '~/utils/i18n.server'
import { commitSession, getSession } from '~/utils/session.server'

// The role model sign-up page's loader and action (routes/account.sign-up.role-model._index.tsx), in a module of their
// own: the page's JavaScript then imports one server module, not ten, each an empty chunk of its first visit
// (decision 0111).

/** The role model's sign-up form (spec: sign up): signed-in people go home; the terms' address and the footer's note. */
export async function roleModelSignUpLoader({ request }: LoaderFunctionArgs) {
  if (await getCurrentUser(request)) throw redirect('/')
  const payload = await getPayloadClient()
  const lang = await i18nServer.getLocale(request)
  const [settings, content] = await Promise.all([siteSettings(payload, lang), accountContent(payload, lang)])
  return json({ termsUrl: siteOrHttpsUrl(settings.termsPageUrl, '/terms'), footerNote: content.html('signUpFooterNote') })
}

/** Signs a role model up: the spec's validation, the honeypot and human check, then the account and its email. */
export async function roleModelSignUpAction({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const submission = parseWithZod(formData, { schema: signUpSchema })
  const hide = ['Password', 'ConfirmPassword']
  if (submission.status !== 'success') return invalid(submission, { hide })
  const successPath = `/account/sign-up/role-model/${encodeURIComponent(submission.value.Email.trim().toLowerCase())}`
  // A bot filled the hidden field: answer as if it worked, create nothing.
  if (isBotSubmission(formData)) return redirect(successPath)
  if (!(await passesHumanCheck(formData))) return invalid(submission, { formErrors: ['validation:somethingWentWrong'], hide })
  const { FirstName, Surname, Email, Password } = submission.value
  const result = await signUpRoleModel(await getPayloadClient(), { firstName: FirstName, surname: Surname, email: Email, password: Password }, await i18nServer.getLocale(request))
  if (!result.ok) return invalid(submission, { fieldErrors: { [result.field ?? '']: [result.message] }, hide })
  // Spec section 7: a sign-up success pushes the analytics event (sent by the success page, when analytics is on).
  const session = await getSession(request)
  if (await queueAnalyticsEvent(session, ROLE_MODEL_SIGN_UP_EVENT)) return redirect(successPath, { headers: { 'Set-Cookie': await commitSession(session) } })
  return redirect(successPath)
}
