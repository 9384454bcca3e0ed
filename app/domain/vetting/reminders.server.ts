import type { Payload } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { REMINDER_MONTHS_BEFORE_EXPIRY } from './vetting'
import { checkCurrentWhere } from './visibility'

/**
 * Emails every role model whose approved check ends within 3 months and who has not been reminded for this
 * approval yet, then records the reminder so it goes once. Idempotent.
 */
export async function sendVettingReminders(payload: Payload, now: Date): Promise<number> {
  const horizon = new Date(now)
  horizon.setUTCMonth(horizon.getUTCMonth() + REMINDER_MONTHS_BEFORE_EXPIRY)
  // The daily job acts as the system: read through the database adapter, only what the email needs.
  const due = await payload.db.find<Pick<RoleModel, 'id' | 'email' | 'firstName' | 'language' | 'checkExpiresAt'>>({
    collection: 'role-models',
    where: {
      and: [
        checkCurrentWhere(now),
        { checkExpiresAt: { less_than_equal: horizon.toISOString() } },
        { checkReminderSentAt: { exists: false } },
        { deleteAt: { exists: false } },
      ],
    },
    select: { email: true, firstName: true, language: true, checkExpiresAt: true },
    limit: 0,
    pagination: false,
  })
  for (const roleModel of due.docs) {
    // In the role model's own language, the date too (decision 0042).
    const copy = await mailCopy(payload, roleModel.language, 'messages')
    const values = { name: roleModel.firstName ?? '', date: copy.date(roleModel.checkExpiresAt!), url: siteUrl('/role-model/profile/vetting') }
    await sendEmail(payload, {
      to: roleModel.email,
      lang: copy.lang,
      subject: copy.t('emails.checkRenewalSubject'),
      text: copy.t('emails.checkRenewalText', values),
      textLang: copy.textLang(['emails.checkRenewalSubject', 'emails.checkRenewalText'], values),
    })
    // The job's own record of the reminder, as the system.
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { checkReminderSentAt: now.toISOString() }, overrideAccess: true, context: { skipEmail: true } })
  }
  return due.docs.length
}
