import type { Payload, PayloadRequest } from 'payload'
import type { RoleModel, Teacher } from '../../../cms/payload-types'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { loadEmailEvent } from '../notifications/event-mail.server'
import { storedToEventDate } from '../shared/dates'
import { answerRecipients } from './rules'
import type { NotificationEvent } from './rules'

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
  // By the system after the role model's answer was written under their rules: the school's people are told.
  const event = await loadEmailEvent(payload, eventId, req)
  if (!event) return 0
  const recipients = answerRecipients(event as NotificationEvent)
  if (!recipients.length) return 0
  // The role model's name and the teachers' addresses, through the database adapter.
  const [roleModel, teachers] = await Promise.all([
    payload.db.findOne<Pick<RoleModel, 'id' | 'name'>>({ collection: 'role-models', where: { id: { equals: roleModelId } }, select: { name: true }, req }),
    payload.db.find<Pick<Teacher, 'id' | 'email' | 'language' | 'firstName' | 'name'>>({
      collection: 'teachers', where: { id: { in: recipients } }, select: { email: true, language: true, firstName: true, name: true }, limit: 0, pagination: false, req,
    }),
  ])
  const school = event.school && typeof event.school === 'object' ? String((event.school as { name?: string }).name ?? '') : ''
  const date = storedToEventDate(event.date as string | null)
  for (const teacher of teachers.docs) {
    if (!teacher.email) continue
    // The catalogue's wording (not the Remix request's: this also runs in Payload's hooks), in the teacher's language.
    const { t, lang, textLang, date: day } = await mailCopy(payload, teacher.language, 'invitations')
    const values = {
      name: String((roleModel as { name?: string } | null)?.name ?? '').trim() || t('emails.someone'),
      event: String(event.title ?? '').trim() || t('event.untitled', { type: t(`event.types.${event.type}`), school }),
      date: date ? day(date) : t('emails.dateToBeConfirmed'),
      link: siteUrl(`/events/${event.id}`),
      teacher: teacher.firstName || teacher.name || teacher.email,
    }
    const keys = [`emails.${answer}.subject`, `emails.${answer}.text`]
    await sendEmail(payload, { to: teacher.email, lang, subject: t(keys[0], values), text: t(keys[1], values), textLang: textLang(keys, values) })
  }
  return teachers.docs.length
}
