import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'
import type { Offer, RoleModel, Teacher } from '../../../cms/payload-types'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { calendarT, eventContact, eventDay, eventTitle, loadEmailEvent, roleModelName } from '../notifications/event-mail.server'
import { answerRecipients } from '../invitations/rules'
import type { NotificationEvent } from '../invitations/rules'
import { relationId } from '../shared/relations'

type Id = number | string

/** Where the teacher acts on an offer: the choose page, interested role models first. */
export const interestedPath = (eventId: Id) => `/events/${eventId}/role-models#interested`

/**
 * A role model said "I'm interested" (issue 51 item 3): the event's organiser (primary contact, or creator) and its
 * subscribed teachers are told, each in their own language (decision 0042), with the role model's name and note and the
 * choose page; never the role model's email or phone. Claimed on the offer (`notifiedAt`, one conditional write) before
 * anything is sent, so it goes once however often it is asked. The emails go through the job queue (sendEmail,
 * decision 0058). Returns how many were queued.
 */
export async function notifyTeachersOfOffer({ payload, offerId, req, now = new Date() }: { payload: Payload; offerId: Id; req?: PayloadRequest; now?: Date }): Promise<number> {
  // By the system: the offer was made under the role model's rules; its school's people are told.
  const won = await payload.db.updateOne({
    collection: 'offers',
    where: { and: [{ id: { equals: offerId } }, { notifiedAt: { exists: false } }] },
    data: { notifiedAt: now.toISOString() }, options: { atomic: true }, select: { notifiedAt: true }, req,
  })
  // The claimed offer's fields, read typed (the adapter's write answers an untyped document; on MongoDB a write
  // that returns nothing cannot tell a claim won from one lost).
  const claimed = won && await payload.db.findOne<Pick<Offer, 'id' | 'status' | 'event' | 'roleModel' | 'note'>>({
    collection: 'offers', where: { id: { equals: offerId } }, select: { status: true, event: true, roleModel: true, note: true }, req,
  })
  if (!claimed || claimed.status !== 'open') return 0
  const event = await loadEmailEvent(payload, relationId(claimed.event)!, req)
  if (!event) return 0
  const organiser = eventContact(event)
  const recipients = [...new Set([...answerRecipients(event as NotificationEvent), ...(organiser ? [organiser.id] : [])].map(String))]
  const [roleModel, teachers] = await Promise.all([
    payload.db.findOne<Pick<RoleModel, 'id' | 'name' | 'firstName' | 'surname' | 'email'>>({
      collection: 'role-models', where: { id: { equals: relationId(claimed.roleModel)! } }, select: { name: true, firstName: true, surname: true }, req,
    }),
    recipients.length
      ? payload.db.find<Pick<Teacher, 'id' | 'email' | 'language' | 'firstName' | 'name'>>({
        collection: 'teachers', where: { id: { in: recipients } }, select: { email: true, language: true, firstName: true, name: true }, limit: 0, pagination: false, req,
      })
      : Promise.resolve({ docs: [] as Pick<Teacher, 'id' | 'email' | 'language' | 'firstName' | 'name'>[] }),
  ])
  if (!roleModel) return 0
  const note = claimed.note?.trim() ?? ''
  let sent = 0
  for (const teacher of teachers.docs) {
    if (!teacher.email) continue
    const [copy, calendar] = await Promise.all([mailCopy(payload, teacher.language, 'events'), calendarT(payload, teacher.language)])
    const { t } = copy
    const values = {
      name: roleModelName({ ...roleModel, email: '' }) || t('offers.emails.someone'),
      event: eventTitle(calendar, event),
      date: eventDay(calendar, event),
      teacher: teacher.firstName || teacher.name || teacher.email,
      link: siteUrl(interestedPath(event.id)),
    }
    const noteKey = note ? 'offers.emails.interested.note' : 'offers.emails.interested.noNote'
    const keys = ['offers.emails.interested.subject', 'offers.emails.interested.text', noteKey]
    try {
      await sendEmail(payload, {
        to: teacher.email,
        lang: copy.lang,
        subject: t(keys[0], values),
        text: t(keys[1], { ...values, note: t(noteKey, { note }) }),
        textLang: copy.textLang(keys),
      })
      sent += 1
    } catch (error) {
      payload.logger.error({ err: error, msg: `Could not queue the offer email of offer ${offerId}` })
    }
  }
  return sent
}

/**
 * The Offers collection's afterChange hook (one line there): a new offer tells the school. A mail failure is logged;
 * the offer stands. Seeds and tests that ask for no email pass context.skipEmail.
 */
export const emailOfferToTeachers: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context.skipEmail || req.context.seeding || doc.status !== 'open') return doc
  try {
    await notifyTeachersOfOffer({ payload: req.payload, offerId: doc.id, req })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Could not tell the school of offer ${doc.id}` })
  }
  return doc
}
