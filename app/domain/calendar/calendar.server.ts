import type { Payload, PayloadRequest } from 'payload'
import type { Event, EventRoleModel, RoleModel } from '../../../cms/payload-types'
import { programmeName } from '../accounts/content.server'
import type { SignedInUser } from '../accounts/users'
import { eventDateToStored } from '../shared/dates'
import { parseDocId } from '../shared/ids'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { sendEmail, siteUrl } from '../notifications/email.server'
import type { CalendarAttachment } from '../notifications/email.server'
import {
  calendarT, eventContact, eventDay, eventTitle, loadEmailEvent, personName, placeOf, roleModelName, schoolNameOf,
} from '../notifications/event-mail.server'
import type { CalendarT } from '../notifications/event-mail.server'
import { eventBeginsAt, eventEndsAt } from './event-times'
import { buildIcs, calendarUid } from './ics'
import { daysUntil, dueReminder, reminderDateRange } from './reminders'
import type { Reminder } from './reminders'
import { mayTakePart } from '../vetting/visibility'
import { stillComingLink } from '../invitations/still-coming-links.server'
import { remindRegisteredClasses } from '../sessions/emails.server'

type Id = number | string
type Attendee = Pick<RoleModel, 'id' | 'email' | 'firstName' | 'surname' | 'name' | 'language'>

export const roleModelEventLink = (eventId: Id) => siteUrl(`/role-model/events/${eventId}`)
const teacherEventLink = (eventId: Id) => siteUrl(`/events/${eventId}`)

/** The role models attending the event (status accepted), optionally only some of them (then `status` may differ). */
export async function attendees(payload: Payload, eventId: Id, req?: PayloadRequest, only?: Id[], status: number = ROLE_MODEL_STATUS.accepted): Promise<Attendee[]> {
  // Read by the system through the database adapter: the caller is the job or a change it already checked, and the
  // addresses are for the emails only.
  const rows = await payload.db.find<Pick<EventRoleModel, 'id' | 'roleModel'>>({
    collection: 'event-role-models',
    where: { and: [{ event: { equals: eventId } }, { status: { equals: status } }, ...(only ? [{ roleModel: { in: only } }] : [])] },
    select: { roleModel: true }, limit: 0, pagination: false, req,
  })
  const ids = rows.docs.map((row) => (typeof row.roleModel === 'object' ? row.roleModel.id : row.roleModel))
  if (!ids.length) return []
  const people = await payload.db.find<Attendee & Pick<RoleModel, 'checkStatus' | 'checkExpiresAt' | 'profileComplete' | 'deleteAt'>>({
    collection: 'role-models', where: { id: { in: ids } },
    select: { email: true, firstName: true, surname: true, name: true, language: true, checkStatus: true, checkExpiresAt: true, profileComplete: true, deleteAt: true },
    limit: 0, pagination: false, req,
  })
  // Attending role models who may no longer take part get no reminder, calendar entry or update (their places are
  // being released); cancellations go to whoever held the place.
  const now = new Date()
  return status === ROLE_MODEL_STATUS.accepted ? people.docs.filter((person) => mayTakePart(person, now)) : people.docs
}

/** What an attending role model needs to know: when, where (or the meeting and its password), and who organises it. */
export function summary(t: CalendarT, event: Event): string[] {
  const lines = [t('summary.date', { value: eventDay(t, event) })]
  if (event.type === 'in-person' && event.arrivalTime) lines.push(t('summary.arrivalTime', { value: event.arrivalTime }))
  if (event.startTime) lines.push(t('summary.startTime', { value: event.startTime }))
  if (event.endTime) lines.push(t('summary.endTime', { value: event.endTime }))
  if (event.type === 'in-person') {
    const place = placeOf(event)
    if (place) lines.push(t('summary.place', { value: place }))
  } else {
    const meeting = event.meeting ?? {}
    if (meeting.platform) lines.push(t('summary.platform', { value: t(`platforms.${meeting.platform}`) }))
    if (meeting.inviteLink) lines.push(t('summary.meeting', { value: meeting.inviteLink }))
    if (meeting.password) lines.push(t('summary.password', { value: meeting.password }))
  }
  const contact = eventContact(event)
  if (contact) lines.push(t('summary.organiser', { name: personName(contact), email: contact.email }))
  return lines
}

/** The calendar invitation (REQUEST) or cancellation (CANCEL) of one role model's entry for the event. */
export function calendarFor(t: CalendarT, event: Event, attendee: Attendee, method: CalendarAttachment['method'], sequence: number, programme: string): CalendarAttachment | undefined {
  const start = eventBeginsAt(event)
  const end = eventEndsAt(event)
  if (!start || !end) return undefined
  const link = roleModelEventLink(event.id)
  const details = [
    event.arrivalDetails ? t('summary.arrivalDetails', { value: event.arrivalDetails }) : '',
    event.howWillTheEventStart ? t('summary.howWillTheEventStart', { value: event.howWillTheEventStart }) : '',
  ].filter(Boolean)
  const contact = eventContact(event)
  const content = buildIcs({
    method,
    uid: calendarUid(event.id, attendee.id, new URL(siteUrl('/')).hostname),
    sequence,
    summary: eventTitle(t, event),
    start,
    end,
    location: event.type === 'in-person' ? placeOf(event) : (event.meeting?.inviteLink ?? ''),
    description: [...summary(t, event), ...details, t('summary.link', { value: link })].join('\n'),
    url: link,
    organiser: contact ? { name: personName(contact), email: contact.email } : null,
    attendee: { name: roleModelName(attendee), email: attendee.email },
    calendarName: programme,
  })
  return { method, content }
}

/**
 * Raises the event's calendar sequence (every update or cancellation of its entries needs a higher one) and returns it;
 * `also`: other system fields to write with it (a moved event's reminders, sent again for the new day).
 */
export async function raiseSequence(payload: Payload, event: Event, req?: PayloadRequest, also: Partial<Pick<Event, 'threeDayReminderSentAt' | 'oneDayReminderSentAt'>> = {}): Promise<number> {
  const sequence = (event.calendarSequence ?? 0) + 1
  // The caller already checked the change (a teacher's own event, the admin, or the job); these are the system's fields.
  await payload.update({ collection: 'events', id: event.id, data: { ...also, calendarSequence: sequence }, overrideAccess: true, depth: 0, req, context: { skipEmail: true } })
  return sequence
}

/** Sends one email; a failing address is logged and does not stop the others (what caused it has already happened). */
export async function trySend(payload: Payload, message: Parameters<typeof sendEmail>[1]): Promise<boolean> {
  try {
    await sendEmail(payload, message)
    return true
  } catch (error) {
    payload.logger.error({ err: error, to: message.to }, 'Event email could not be sent')
    return false
  }
}

/** 'You're attending {event}' to a role model who accepted, with the event's calendar invitation. */
export async function sendAttendingEmail({ payload, req, eventId, roleModelId }: { payload: Payload; req?: PayloadRequest; eventId: Id; roleModelId: Id }): Promise<boolean> {
  const event = await loadEmailEvent(payload, eventId, req)
  const [attendee] = event ? await attendees(payload, event.id, req, [roleModelId]) : []
  if (!event || !attendee) return false
  const t = await calendarT(payload, attendee.language)
  const values = { event: eventTitle(t, event), school: schoolNameOf(event), date: eventDay(t, event), programme: await programmeName(payload, t.lang, req) }
  return trySend(payload, {
    to: attendee.email,
    lang: t.lang,
    subject: t('attending.subject', values),
    text: t('attending.text', { ...values, name: attendee.firstName?.trim() || roleModelName(attendee), summary: summary(t, event).join('\n'), link: roleModelEventLink(event.id) }),
    textLang: t.textLang(['attending.subject', 'attending.text']),
    calendar: calendarFor(t, event, attendee, 'REQUEST', event.calendarSequence ?? 0, values.programme),
  })
}

/**
 * The calendar entry the acceptance email attached, for the signed-in role model's "Add to calendar" link: the same
 * file (their language, the same UID and the event's current sequence, so a calendar that has the entry keeps one).
 * Null unless the place is theirs and accepted (the rule of `acceptedWhere`, read as the email reads it: `attendees`,
 * which leaves out whoever may no longer take part) on an event still taking place.
 */
export async function attendingCalendar({ payload, roleModel, eventId }: { payload: Payload; roleModel: SignedInUser; eventId: unknown }): Promise<string | null> {
  const id = parseDocId(eventId)
  if (roleModel.collection !== 'role-models' || id == null) return null
  const [attendee] = await attendees(payload, id, undefined, [roleModel.id])
  if (!attendee) return null
  const event = await loadEmailEvent(payload, id)
  if (event?.status !== 'active') return null
  const t = await calendarT(payload, attendee.language)
  return calendarFor(t, event, attendee, 'REQUEST', event.calendarSequence ?? 0, await programmeName(payload, t.lang))?.content ?? null
}

/**
 * The cancellations (METHOD:CANCEL, higher sequence) of the attending role models' calendar entries of a cancelled
 * event, by role model id, to attach to the cancellation email; with `uninvited`, only the entry of that role model,
 * who was attending until a teacher uninvited them (or, with `status` declined, until they withdrew).
 */
export async function cancelledCalendars(payload: Payload, eventId: Id, uninvited?: Id, status: number = ROLE_MODEL_STATUS.uninvited): Promise<Map<string, CalendarAttachment>> {
  try {
    return await cancellations(payload, eventId, uninvited, status)
  } catch (error) {
    // The cancellation emails still go, without the calendar files.
    payload.logger.error({ err: error, msg: `Could not make the calendar cancellations of event ${eventId}` })
    return new Map()
  }
}

async function cancellations(payload: Payload, eventId: Id, uninvited: Id | undefined, status: number): Promise<Map<string, CalendarAttachment>> {
  const event = await loadEmailEvent(payload, eventId)
  const people = !event ? [] : uninvited === undefined ? await attendees(payload, event.id) : await attendees(payload, event.id, undefined, [uninvited], status)
  if (!event || !people.length) return new Map()
  const sequence = await raiseSequence(payload, event)
  const found = new Map<string, CalendarAttachment>()
  for (const attendee of people) {
    const t = await calendarT(payload, attendee.language)
    const programme = await programmeName(payload, t.lang)
    const calendar = calendarFor(t, event, attendee, 'CANCEL', sequence, programme)
    if (calendar) found.set(String(attendee.id), calendar)
  }
  return found
}

function when(t: CalendarT, days: number) {
  if (days <= 0) return t('reminder.when.today')
  if (days === 1) return t('reminder.when.tomorrow')
  return t('reminder.when.inDays', { count: days })
}

async function remind(payload: Payload, event: Event, now: Date): Promise<number> {
  const people = await attendees(payload, event.id)
  // Each in the recipient's own language (decision 0042).
  const valuesIn = async (t: CalendarT) => ({
    event: eventTitle(t, event), school: schoolNameOf(event), date: eventDay(t, event), programme: await programmeName(payload, t.lang),
    when: when(t, daysUntil(event.date, now) ?? 0), link: roleModelEventLink(event.id),
  })
  let sent = 0
  for (const attendee of people) {
    const t = await calendarT(payload, attendee.language)
    const values = await valuesIn(t)
    // "Still coming?": a single-use link to confirm or withdraw, until they have confirmed (docs/decisions/0030).
    const stillComing = await stillComingLink({ payload, event, roleModelId: attendee.id, lang: t.lang, now })
    const ok = await trySend(payload, {
      to: attendee.email,
      lang: t.lang,
      textLang: t.textLang(['reminder.roleModel.subject', 'reminder.roleModel.text', stillComing ? 'reminder.roleModel.stillComing' : 'reminder.roleModel.confirmed']),
      subject: t('reminder.roleModel.subject', values),
      text: t('reminder.roleModel.text', {
        ...values, name: attendee.firstName?.trim() || roleModelName(attendee), summary: summary(t, event).join('\n'),
        stillComing: stillComing ? t('reminder.roleModel.stillComing', { link: stillComing }) : t('reminder.roleModel.confirmed'),
      }),
    })
    if (ok) sent += 1
  }
  const contact = eventContact(event)
  if (contact) {
    const t = await calendarT(payload, contact.language)
    const values = await valuesIn(t)
    const ok = await trySend(payload, {
      to: contact.email,
      lang: t.lang,
      textLang: t.textLang(['reminder.contact.subject', 'reminder.contact.text'], { count: people.length }),
      subject: t('reminder.contact.subject', values),
      text: t('reminder.contact.text', {
        ...values, name: contact.firstName?.trim() || personName(contact), link: teacherEventLink(event.id), count: people.length,
        roleModels: people.map((person) => `- ${roleModelName(person)}`).join('\n'),
      }),
    })
    if (ok) sent += 1
  }
  return sent
}

const SENT_FIELD: Record<Reminder, 'threeDayReminderSentAt' | 'oneDayReminderSentAt'> = { 'three-days': 'threeDayReminderSentAt', 'one-day': 'oneDayReminderSentAt' }

/**
 * The scheduled reminders: three days and one day before an active event, its attending role models and its primary
 * contact (or creator) are reminded. Each reminder is recorded on the event before it is sent, with a compare-and-set,
 * so it goes once even when runs overlap (a failed send is logged, not retried). Returns how many emails were sent.
 */
export async function sendEventReminders(payload: Payload, now: Date): Promise<number> {
  const { from, to } = reminderDateRange(now)
  // The daily job acts as the system; the events at depth 1 (their places and contacts) feed the emails.
  const events = await payload.find({
    collection: 'events',
    where: {
      and: [
        { status: { equals: 'active' } },
        { date: { greater_than_equal: eventDateToStored(from) } },
        { date: { less_than_equal: eventDateToStored(to) } },
        { or: [{ threeDayReminderSentAt: { exists: false } }, { oneDayReminderSentAt: { exists: false } }] },
      ],
    },
    // No user to check: the job reads as the system.
    depth: 1, limit: 0, pagination: false, overrideAccess: true,
  })
  let sent = 0
  for (const event of events.docs) {
    const due = dueReminder(event, { threeDays: Boolean(event.threeDayReminderSentAt), oneDay: Boolean(event.oneDayReminderSentAt) }, now)
    if (!due) continue
    const field = SENT_FIELD[due]
    // The daily job acts as the system: it claims the reminder before sending it, a conditional write through the
    // database adapter (of two runs, one sends).
    const claimed = await payload.db.updateOne({
      collection: 'events', where: { and: [{ id: { equals: event.id } }, { [field]: { exists: false } }] },
      data: { [field]: now.toISOString() }, options: { atomic: true }, select: { [field]: true },
    })
    // A programme session's registered classes are reminded with its presenters (issue 53, decision 0088).
    if (claimed) sent += (await remind(payload, event, now)) + (await remindRegisteredClasses(payload, event))
  }
  return sent
}
