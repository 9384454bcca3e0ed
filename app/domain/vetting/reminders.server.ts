import type { Payload } from 'payload'
import { catalogueT } from '~/domain/translations/catalogue.server'
import { sendEmail, siteUrl } from '../notifications/email.server'
import { formatDisplayDate } from '../shared/dates'
import { REMINDER_MONTHS_BEFORE_EXPIRY } from './vetting'
import { checkCurrentWhere } from './visibility'

/**
 * Emails every role model whose approved check ends within 3 months and who has not been reminded for this
 * approval yet, then records the reminder so it goes once. Idempotent.
 */
export async function sendVettingReminders(payload: Payload, now: Date): Promise<number> {
  const horizon = new Date(now)
  horizon.setUTCMonth(horizon.getUTCMonth() + REMINDER_MONTHS_BEFORE_EXPIRY)
  const due = await payload.find({
    collection: 'role-models',
    where: {
      and: [
        checkCurrentWhere(now),
        { checkExpiresAt: { less_than_equal: horizon.toISOString() } },
        { checkReminderSentAt: { exists: false } },
        { deleteAt: { exists: false } },
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  // Role models choose no language of their own yet: English, from the catalogue (editors' changes included).
  const t = due.docs.length ? await catalogueT(payload, 'en', 'messages') : null
  for (const roleModel of due.docs) {
    await sendEmail(payload, {
      to: roleModel.email,
      subject: t!('emails.checkRenewalSubject'),
      text: t!('emails.checkRenewalText', { name: roleModel.firstName ?? '', date: formatDisplayDate(roleModel.checkExpiresAt!), url: siteUrl('/role-model') }),
    })
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { checkReminderSentAt: now.toISOString() }, overrideAccess: true, context: { skipEmail: true } })
  }
  return due.docs.length
}
