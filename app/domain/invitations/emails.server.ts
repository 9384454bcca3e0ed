import type { Payload, PayloadRequest } from 'payload'
import { catalogueT } from '../translations/catalogue.server'
import { formatDisplayDate } from '../shared/dates'
import { sendEmail, siteUrl } from '../notifications/email.server'
import { storedToEventDate } from '../shared/dates'
import { answerRecipients } from './rules'
import type { NotificationEvent } from './rules'

// The catalogue's translator (not the Remix request's): this module also runs inside Payload's hooks, under Next.
function emailT(payload: Payload) {
  return catalogueT(payload, 'en', 'invitations')
}

type Id = number | string

/**
 * Tells the event's subscribed teachers (or its creator and primary contact) that a role model accepted or
 * declined. The decline reason is never included: the school does not see it.
 */
export async function notifyTeachersOfAnswer({ payload, req, eventId, roleModelId, answer }: {
  payload: Payload
  req?: PayloadRequest
  eventId: Id
  roleModelId: Id
  answer: 'accepted' | 'declined'
}): Promise<number> {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 1, overrideAccess: true, req, disableErrors: true })
  if (!event) return 0
  const recipients = answerRecipients(event as NotificationEvent)
  if (!recipients.length) return 0
  const [roleModel, teachers] = await Promise.all([
    payload.findByID({ collection: 'role-models', id: roleModelId, depth: 0, overrideAccess: true, req, disableErrors: true }),
    payload.find({ collection: 'teachers', where: { id: { in: recipients } }, depth: 0, limit: recipients.length, pagination: false, overrideAccess: true, req }),
  ])
  const t = await emailT(payload)
  const school = event.school && typeof event.school === 'object' ? String((event.school as { name?: string }).name ?? '') : ''
  const title = String(event.title ?? '').trim() || t('event.untitled', { type: t(`event.types.${event.type}`), school })
  const date = storedToEventDate(event.date as string | null)
  const name = String((roleModel as { name?: string } | null)?.name ?? '').trim() || t('emails.someone')
  const values = { name, event: title, date: date ? formatDisplayDate(date) : t('emails.dateToBeConfirmed'), link: siteUrl(`/events/${event.id}`) }
  for (const teacher of teachers.docs) {
    if (!teacher.email) continue
    await sendEmail(payload, {
      to: teacher.email,
      subject: t(`emails.${answer}.subject`, values),
      text: t(`emails.${answer}.text`, { ...values, teacher: teacher.firstName || teacher.name || teacher.email }),
    })
  }
  return teachers.docs.length
}
