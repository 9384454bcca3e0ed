import type { Payload } from 'payload'
import { catalogueT } from '~/domain/translations/catalogue.server'
import { programmeName } from '../accounts/content.server'
import { sendEmail, siteUrl } from '../notifications/email.server'
import { formatDisplayDate } from '../shared/dates'

type CheckDoc = {
  email?: string | null
  firstName?: string | null
  checkStatus?: string | null
  checkApprovedAt?: string | null
  checkExpiresAt?: string | null
  profileComplete?: boolean | null
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
  // Role models choose no language of their own yet: their emails are in English, with the programme's name from site settings.
  const [t, programme] = await Promise.all([catalogueT(payload, 'en', 'profile'), programmeName(payload, 'en')])
  if (kind === 'received') {
    await sendEmail(payload, {
      to: doc.email,
      subject: t('emails.checkReceivedSubject', { programme }),
      text: t('emails.checkReceivedText', { name, url, programme }),
    })
    return
  }
  await sendEmail(payload, {
    to: doc.email,
    subject: t('emails.checkApprovedSubject', { programme }),
    text: t('emails.checkApprovedText', {
      name,
      url,
      programme,
      date: doc.checkApprovedAt ? formatDisplayDate(doc.checkApprovedAt) : '',
      expires: doc.checkExpiresAt ? formatDisplayDate(doc.checkExpiresAt) : '',
      visibility: doc.profileComplete ? t('emails.checkApprovedVisible') : t('emails.checkApprovedIncomplete'),
    }),
  })
}
