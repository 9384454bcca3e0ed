import type { Payload } from 'payload'
import { sendEmail, siteUrl } from '~/domain/notifications/email.server'
import { i18nServer } from '~/i18n/i18n.server'
import { programmeName } from './content.server'

type AccountEmail = 'verify' | 'resetPassword' | 'confirmEmailChange'

/** Sends one of the account emails; its wording lives in locales/<lang>/account.json under `emails`. */
export async function sendAccountEmail(
  payload: Payload,
  kind: AccountEmail,
  { to, name, path, lang = 'en', params = {} }: { to: string; name?: string | null; path: string; lang?: string; params?: Record<string, unknown> },
) {
  const [t, programme] = await Promise.all([i18nServer.getFixedT(lang, 'account'), programmeName(payload, lang)])
  const link = siteUrl(path)
  const values = { name: name || to, link, programme, ...params }
  await sendEmail(payload, {
    to,
    subject: t(`emails.${kind}.subject`, values),
    text: t(`emails.${kind}.text`, values),
  })
}
