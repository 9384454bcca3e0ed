import type { Payload } from 'payload'
import { mailCopy, sendEmail, siteUrl } from '~/domain/notifications/email.server'
import { programmeName } from './content.server'

type AccountEmail = 'verify' | 'resetPassword' | 'confirmEmailChange'

/**
 * Sends one of the account emails; its wording lives in locales/<lang>/account.json under `emails`. `lang` is the
 * language of the page the visitor asked from (these emails answer a form: sign-up, reset, email change).
 */
export async function sendAccountEmail(
  payload: Payload,
  kind: AccountEmail,
  { to, name, path, lang = 'en', params = {} }: { to: string; name?: string | null; path: string; lang?: string; params?: Record<string, unknown> },
) {
  const copy = await mailCopy(payload, lang, 'account')
  const programme = await programmeName(payload, copy.lang)
  const link = siteUrl(path)
  const values = { name: name || to, link, programme, ...params }
  await sendEmail(payload, {
    to,
    lang: copy.lang,
    subject: copy.t(`emails.${kind}.subject`, values),
    text: copy.t(`emails.${kind}.text`, values),
    textLang: copy.textLang(`emails.${kind}.text`, values),
  })
}
