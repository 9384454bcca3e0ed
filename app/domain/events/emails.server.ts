import type { Payload } from 'payload'
import { mailCopy, sendEmail, siteUrl } from '~/domain/notifications/email.server'
import type { CalendarAttachment, MailCopy } from '~/domain/notifications/email.server'
import { programmeName } from '../accounts/content.server'
import { storedToEventDate } from '../shared/dates'

/** What an event email says about the event (never its cancel reason or meeting link). */
export type EventEmailSubject = {
  id: number
  type: 'in-person' | 'online'
  /** The event's name, which leads the subject when the teacher gave one. */
  title?: string | null
  date?: string | null
  arrivalTime?: string | null
  startTime?: string | null
  endTime?: string | null
  address?: string | null
  numberOfStudents?: number | null
  studentsAge?: string | null
}

/**
 * `calendar`: an attending role model's calendar entry to send with the email (its cancellation, on cancel).
 * `language`: the recipient's stored language, which the email is written in (decision 0042).
 */
export type EventEmailRecipient = { email: string; firstName?: string | null; expiresAt?: string | null; calendar?: CalendarAttachment; language?: string | null }

type Context = { event: EventEmailSubject; schoolName: string; place?: string | null }

/** The role model's page of the event: the invitation, its details, and Accept or Decline. */
export const roleModelEventPath = (eventId: number | string) => `/role-model/events/${eventId}`

/** The event's New Zealand calendar date, shown like '5 March 2024' in the recipient's language. */
function eventDate(copy: MailCopy, stored: string | null | undefined) {
  const date = storedToEventDate(stored)
  return date ? copy.date(date) : ''
}

function summary({ t }: MailCopy, { event, place }: Context, date: string) {
  const lines = [t('emails.summary.date', { value: date })]
  if (event.type === 'in-person' && event.arrivalTime) lines.push(t('emails.summary.arrivalTime', { value: event.arrivalTime }))
  if (event.startTime) lines.push(t('emails.summary.startTime', { value: event.startTime }))
  if (event.endTime) lines.push(t('emails.summary.endTime', { value: event.endTime }))
  if (event.type === 'online') lines.push(t('emails.summary.online'))
  else if (place) lines.push(t('emails.summary.place', { value: place }))
  if (event.numberOfStudents) lines.push(t('emails.summary.students', { number: event.numberOfStudents, age: event.studentsAge ?? '' }))
  return lines.join('\n')
}

type Built = { subject: string; text: string; keys: string[] }

/**
 * Sends each email on its own, in its recipient's language (with the programme's name in it); one failing address is
 * logged and does not stop the others (the transition has already happened and cannot be undone by a mail server).
 */
async function sendEach(payload: Payload, recipients: EventEmailRecipient[], build: (recipient: EventEmailRecipient, copy: MailCopy, programme: string) => Built) {
  let sent = 0
  for (const recipient of recipients) {
    if (!recipient.email) continue
    try {
      const copy = await mailCopy(payload, recipient.language, 'events')
      const { subject, text, keys } = build(recipient, copy, await programmeName(payload, copy.lang))
      await sendEmail(payload, { to: recipient.email, lang: copy.lang, subject, text, textLang: copy.textLang(keys), calendar: recipient.calendar })
      sent += 1
    } catch (error) {
      payload.logger.error({ err: error, to: recipient.email }, 'Event email could not be sent')
    }
  }
  return sent
}

/** The event's name leads the subject ('Careers day, Year 10: You're invited to …'); an event without one keeps the plain subject. */
function namedSubject(t: (key: string, options?: Record<string, unknown>) => string, event: { title?: string | null }, subject: string): string {
  const name = event.title?.trim()
  return name ? t('emails.namedSubject', { event: name, subject, interpolation: { escapeValue: false } }) : subject
}

/** The invitation sent to each role model when a teacher activates the event. */
export async function sendInvitationEmails(payload: Payload, context: Context, recipients: EventEmailRecipient[]) {
  return sendEach(payload, recipients, (recipient, copy, programme) => {
    const { t } = copy
    const date = eventDate(copy, context.event.date)
    const values = {
      school: context.schoolName,
      programme,
      eventType: t(`emails.eventType.${context.event.type}`),
      date,
      summary: summary(copy, context, date),
      link: siteUrl(roleModelEventPath(context.event.id)),
      name: recipient.firstName?.trim() || recipient.email,
      expires: recipient.expiresAt ? copy.date(recipient.expiresAt) : '',
    }
    return { subject: namedSubject(t, context.event, t('emails.invitation.subject', values)), text: t('emails.invitation.text', values), keys: ['emails.namedSubject', 'emails.invitation.subject', 'emails.invitation.text', `emails.eventType.${context.event.type}`] }
  })
}

/** The teacher's page of the event: its role models' answers, Manage role models, Cancel event. */
export const teacherEventPath = (eventId: number | string) => `/events/${eventId}`

/**
 * Tells the teacher who activated the event what happens next (spec section 8: "event live and invitations sent
 * (with next-steps email)"): how many role models were invited and until when they can answer, where the answers
 * arrive, and the event page. In the teacher's stored language, as every email (decision 0042).
 */
export async function sendNextStepsEmail(payload: Payload, context: Context, teacher: EventEmailRecipient, invited: { count: number; expiresAt: string }) {
  return sendEach(payload, [teacher], (recipient, copy, programme) => {
    const { t } = copy
    const date = eventDate(copy, context.event.date)
    const values = {
      programme,
      eventType: t(`emails.eventType.${context.event.type}`),
      date,
      invited: t('emails.nextSteps.invited', { count: invited.count }),
      expires: copy.date(invited.expiresAt),
      summary: summary(copy, context, date),
      link: siteUrl(teacherEventPath(context.event.id)),
      name: recipient.firstName?.trim() || recipient.email,
    }
    return { subject: namedSubject(t, context.event, t('emails.nextSteps.subject', values)), text: t('emails.nextSteps.text', values), keys: ['emails.namedSubject', 'emails.nextSteps.subject', 'emails.nextSteps.text', `emails.eventType.${context.event.type}`] }
  })
}

/** Tells each invited or attending role model that the event was cancelled; the teacher's reason stays out. */
export async function sendCancellationEmails(payload: Payload, context: Context, recipients: EventEmailRecipient[]) {
  return sendEach(payload, recipients, (recipient, copy, programme) => {
    const { t } = copy
    const values = {
      school: context.schoolName,
      programme,
      eventType: t(`emails.eventType.${context.event.type}`),
      date: eventDate(copy, context.event.date),
      link: siteUrl(roleModelEventPath(context.event.id)),
      name: recipient.firstName?.trim() || recipient.email,
    }
    return { subject: namedSubject(t, context.event, t('emails.cancellation.subject', values)), text: t('emails.cancellation.text', values), keys: ['emails.namedSubject', 'emails.cancellation.subject', 'emails.cancellation.text', `emails.eventType.${context.event.type}`] }
  })
}

/** Tells a role model whose invitation the school withdrew that they are no longer expected. */
export async function sendUninvitedEmails(payload: Payload, context: Context, recipients: EventEmailRecipient[]) {
  return sendEach(payload, recipients, (recipient, copy, programme) => {
    const { t } = copy
    const values = {
      school: context.schoolName,
      programme,
      eventType: t(`emails.eventType.${context.event.type}`),
      date: eventDate(copy, context.event.date),
      name: recipient.firstName?.trim() || recipient.email,
    }
    return { subject: namedSubject(t, context.event, t('emails.uninvited.subject', values)), text: t('emails.uninvited.text', values), keys: ['emails.namedSubject', 'emails.uninvited.subject', 'emails.uninvited.text', `emails.eventType.${context.event.type}`] }
  })
}
