import type { Payload } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import { sendEmail, siteUrl } from '../notifications/email.server'
import { programmeName } from '../accounts/content.server'
import { calendarT, eventContact, eventDay, eventTitle, loadEmailEvent, personName, roleModelName } from '../notifications/event-mail.server'

type Id = number | string
type ExpiredRow = { event: Id | { id: Id }; roleModel: Id | { id: Id } }

const idOf = (value: Id | { id: Id }) => (typeof value === 'object' ? value.id : value)

/**
 * Tells each active event's primary contact (or its creator when it has none) which role models' invitations have just
 * expired: one email per event for the rows one run expired. A failing address is logged; the rows stay expired.
 */
export async function notifyExpiredInvitations(payload: Payload, rows: ExpiredRow[]): Promise<number> {
  const byEvent = new Map<string, Id[]>()
  for (const row of rows) {
    const key = String(idOf(row.event))
    byEvent.set(key, [...(byEvent.get(key) ?? []), idOf(row.roleModel)])
  }
  let sent = 0
  for (const [eventId, roleModelIds] of byEvent) {
    const event = await loadEmailEvent(payload, eventId)
    const contact = event ? eventContact(event) : null
    // Cancelled, draft or finished events: nobody is waiting for these answers any more.
    if (!event || event.status !== 'active' || !contact) continue
    // By the expiry job (no user): the names of the role models whose invitations it expired.
    const people = await payload.db.find<Pick<RoleModel, 'id' | 'email' | 'firstName' | 'surname' | 'name'>>({
      collection: 'role-models', where: { id: { in: roleModelIds } }, select: { email: true, firstName: true, surname: true, name: true }, limit: 0, pagination: false,
    })
    // In the contact's own language (decision 0042).
    const t = await calendarT(payload, contact.language)
    const values = { event: eventTitle(t, event), date: eventDay(t, event), programme: await programmeName(payload, t.lang), link: siteUrl(`/events/${event.id}`) }
    try {
      await sendEmail(payload, {
        to: contact.email,
        lang: t.lang,
        textLang: t.textLang(['expired.subject', 'expired.text'], { count: roleModelIds.length }),
        subject: t('expired.subject', values),
        text: t('expired.text', {
          ...values, name: contact.firstName?.trim() || personName(contact),
          roleModels: people.docs.map((person) => `- ${roleModelName(person)}`).join('\n'),
        }),
      })
      sent += 1
    } catch (error) {
      payload.logger.error({ err: error, to: contact.email }, 'Expired invitations email could not be sent')
    }
  }
  return sent
}
