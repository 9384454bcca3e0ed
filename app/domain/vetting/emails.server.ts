import type { Payload } from 'payload'
import { programmeName } from '../accounts/content.server'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'

type CheckDoc = {
  email?: string | null
  firstName?: string | null
  checkStatus?: string | null
  checkApprovedAt?: string | null
  checkExpiresAt?: string | null
  profileComplete?: boolean | null
  language?: string | null
}

/** Which vetting email a status change calls for (spec section 4: pending sends an email; approval too). */
export function vettingEmailFor(previousStatus: string | null | undefined, nextStatus: string | null | undefined): 'received' | 'approved' | null {
  if (!nextStatus || nextStatus === previousStatus) return null
  if (nextStatus === 'pending') return 'received'
  if (nextStatus === 'approved') return 'approved'
  return null
}

/** Tells the role model their check was received (pending) or approved. */
export async function sendVettingEmail(payload: Payload, kind: 'received' | 'approved', doc: CheckDoc) {
  if (!doc.email) return
  const name = doc.firstName?.trim() || ''
  const url = siteUrl('/role-model')
  // In the role model's own language (decision 0042), with the programme's name from site settings.
  const { t, lang, textLang, date } = await mailCopy(payload, doc.language, 'profile')
  const programme = await programmeName(payload, lang)
  if (kind === 'received') {
    const values = { name, url, programme }
    await sendEmail(payload, {
      to: doc.email,
      lang,
      subject: t('emails.checkReceivedSubject', values),
      text: t('emails.checkReceivedText', values),
      textLang: textLang(['emails.checkReceivedSubject', 'emails.checkReceivedText'], values),
    })
    return
  }
  const visibility = doc.profileComplete ? 'emails.checkApprovedVisible' : 'emails.checkApprovedIncomplete'
  const values = {
    name,
    url,
    programme,
    date: doc.checkApprovedAt ? date(doc.checkApprovedAt) : '',
    expires: doc.checkExpiresAt ? date(doc.checkExpiresAt) : '',
    visibility: t(visibility),
  }
  await sendEmail(payload, {
    to: doc.email,
    lang,
    subject: t('emails.checkApprovedSubject', values),
    text: t('emails.checkApprovedText', values),
    textLang: textLang(['emails.checkApprovedSubject', 'emails.checkApprovedText', visibility], values),
  })
}
