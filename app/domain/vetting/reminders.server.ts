import type { Payload } from 'payload'
import { sendEmail, siteUrl } from '../notifications/email.server'
import { formatDisplayDate } from '../events/dates'
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
  for (const roleModel of due.docs) {
    await sendEmail(payload, {
      to: roleModel.email,
      subject: 'Your criminal record check needs renewing',
      text: `Kia ora ${roleModel.firstName ?? ''},\n\nYour criminal record check expires on ${formatDisplayDate(roleModel.checkExpiresAt!)}. After that date teachers can no longer see your profile.\n\nPlease send us a new check so you can keep volunteering: ${siteUrl('/role-model')}\n\nNgā mihi`,
    })
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { checkReminderSentAt: now.toISOString() }, overrideAccess: true, context: { skipEmail: true } })
  }
  return due.docs.length
}
