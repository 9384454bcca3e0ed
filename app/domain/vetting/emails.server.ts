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

export type VettingEmail = 'consent' | 'requested' | 'received' | 'approved' | 'declined'

type Change = { checkStatus?: string | null; checkApprovedAt?: string | null; checkRequestedAt?: string | null; vettingConsentAt?: string | null }

/**
 * Which email a save calls for along the vetting path (decision 0084): the role model's consent received, the team's
 * request to NZ Police, the result (approved, a renewal's new approval included, or declined). A check set pending
 * without a request (the admin, as before the vetting path) is 'received'. `saved` is what the save wrote (the saved
 * document a role model gets back lacks the fields only staff read).
 */
export function vettingEmailForChange(previous: Change | undefined, doc: Change, saved: Change): VettingEmail | null {
  const before = previous?.checkStatus ?? 'not-received'
  const status = doc.checkStatus ?? 'not-received'
  const set = (name: keyof Change) => Boolean(saved[name]) && saved[name] !== (previous?.[name] ?? null)
  if (status !== before && status === 'declined') return 'declined'
  if (status === 'approved' && (status !== before || set('checkApprovedAt'))) return 'approved'
  if (set('checkRequestedAt')) return 'requested'
  if (status !== before && status === 'pending') return 'received'
  if (set('vettingConsentAt')) return 'consent'
  return null
}

/** One email of the vetting path, in the role model's own language. */
export async function sendVettingEmail(payload: Payload, kind: VettingEmail, doc: CheckDoc) {
  if (!doc.email) return
  const name = doc.firstName?.trim() || ''
  const url = siteUrl('/role-model')
  // In the role model's own language (decision 0042), with the programme's name from site settings.
  const { t, lang, textLang, date } = await mailCopy(payload, doc.language, 'profile')
  const programme = await programmeName(payload, lang)
  if (kind !== 'approved') {
    const keys = {
      received: ['emails.checkReceivedSubject', 'emails.checkReceivedText'],
      consent: ['vetting.emails.consentSubject', 'vetting.emails.consentText'],
      requested: ['vetting.emails.requestedSubject', 'vetting.emails.requestedText'],
      declined: ['vetting.emails.declinedSubject', 'vetting.emails.declinedText'],
    }[kind]
    const values = { name, url, programme, contact: siteUrl('/contact') }
    await sendEmail(payload, {
      to: doc.email,
      lang,
      subject: t(keys[0], values),
      text: t(keys[1], values),
      textLang: textLang(keys, values),
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
