import type { Payload } from 'payload'
import en from '../../../locales/en/profile.json'
import { sendEmail, siteUrl } from '../notifications/email.server'
import { formatDisplayDate } from '../events/dates'

type CheckDoc = {
  email?: string | null
  firstName?: string | null
  checkStatus?: string | null
  checkApprovedAt?: string | null
  checkExpiresAt?: string | null
  profileComplete?: boolean | null
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

const PROGRAMME = 'Inspiring the Future Aotearoa'

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
  const messages = en.emails
  if (kind === 'received') {
    await sendEmail(payload, {
      to: doc.email,
      subject: messages.checkReceivedSubject,
      text: fill(messages.checkReceivedText, { name, url, programme: PROGRAMME }),
    })
    return
  }
  await sendEmail(payload, {
    to: doc.email,
    subject: messages.checkApprovedSubject,
    text: fill(messages.checkApprovedText, {
      name,
      url,
      programme: PROGRAMME,
      date: doc.checkApprovedAt ? formatDisplayDate(doc.checkApprovedAt) : '',
      expires: doc.checkExpiresAt ? formatDisplayDate(doc.checkExpiresAt) : '',
      visibility: doc.profileComplete ? messages.checkApprovedVisible : messages.checkApprovedIncomplete,
    }),
  })
}
