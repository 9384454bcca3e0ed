import type { Payload, PayloadRequest } from 'payload'
import type { Event } from '../../../cms/payload-types'
import { programmeName } from '../accounts/content.server'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { stillComingLink } from '../invitations/still-coming-links.server'
import { calendarT, eventDay, eventTitle, loadEmailEvent, roleModelName, schoolNameOf } from '../notifications/event-mail.server'
import type { CalendarT } from '../notifications/event-mail.server'
import { attendees, calendarFor, raiseSequence, roleModelEventLink, summary, trySend } from './calendar.server'
import { calendarChanged, movedFields } from './ics'
import type { MovedField } from './ics'

type Before = Pick<Event, 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'address' | 'type'>

/**
 * After an active event changes, by anyone (the teacher's pages, the admin, its REST API: the events collection's
 * hook calls this): when anything its calendar entries show changed, every attending role model gets the updated entry
 * (same UID, higher sequence). When the event moved (its day, times, address or meeting: issue 50 item 2), the email
 * says what changed, each attending role model is asked "Still coming?" again for the new time (their confirmation is
 * cleared, a new single-use link goes with the email, the reminders go again), and every role model still invited is
 * told too. Each email in the person's language, through the email queue. Returns how many were emailed; a failure is
 * logged, never thrown: the change itself is saved.
 */
export async function sendCalendarUpdates({ payload, before, after, req }: { payload: Payload; before: Event; after: Event; req?: PayloadRequest }): Promise<number> {
  if (before.status !== 'active' || after.status !== 'active' || !calendarChanged(before, after)) return 0
  try {
    return await sendChanges(payload, before, after, movedFields(before, after), req)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not send the change notices of event ${after.id}` })
    return 0
  }
}

async function sendChanges(payload: Payload, before: Before, after: Event, moved: MovedField[], req?: PayloadRequest): Promise<number> {
  const event = await loadEmailEvent(payload, after.id, req)
  if (!event) return 0
  const [people, invited] = await Promise.all([
    attendees(payload, event.id, req),
    moved.length ? attendees(payload, event.id, req, undefined, ROLE_MODEL_STATUS.invited) : [],
  ])
  let sent = 0
  if (people.length) {
    const newDay = moved.some((field) => field !== 'address' && field !== 'meeting' && field !== 'type')
    const sequence = await raiseSequence(payload, event, req, newDay ? { threeDayReminderSentAt: null, oneDayReminderSentAt: null } : {})
    // Asked again: the attending rows' confirmations (and any unused link) are cleared, as the system (the change was
    // checked by whoever made it).
    if (moved.length) {
      await payload.update({
        collection: 'event-role-models',
        where: { and: [{ event: { equals: event.id } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] },
        // The system's fields: the change itself was checked under its maker's rules.
        data: { confirmedAt: null, stillComingNonce: null }, overrideAccess: true, depth: 0, req, context: { skipEmail: true },
      })
    }
    for (const attendee of people) {
      const t = await calendarT(payload, attendee.language)
      const values = { event: eventTitle(t, event), school: schoolNameOf(event), date: eventDay(t, event), programme: await programmeName(payload, t.lang, req) }
      const name = attendee.firstName?.trim() || roleModelName(attendee)
      const link = roleModelEventLink(event.id)
      const calendar = calendarFor(t, event, attendee, 'REQUEST', sequence, values.programme)
      if (!moved.length) {
        const ok = await trySend(payload, {
          to: attendee.email, lang: t.lang, textLang: t.textLang(['updated.subject', 'updated.text']), calendar,
          subject: t('updated.subject', values),
          text: t('updated.text', { ...values, name, summary: summary(t, event).join('\n'), link }),
        })
        if (ok) sent += 1
        continue
      }
      const stillComing = await stillComingLink({ payload, event, roleModelId: attendee.id, lang: t.lang })
      const ok = await trySend(payload, {
        to: attendee.email, lang: t.lang, calendar,
        textLang: t.textLang(['moved.subject', 'moved.attending', ...changeKeys(moved, true), ...(stillComing ? ['reminder.roleModel.stillComing'] : [])]),
        subject: t('moved.subject', values),
        text: t('moved.attending', {
          ...values, name, link, changes: changes(t, before, event, moved, true).join('\n'), summary: summary(t, event).join('\n'),
          stillComing: stillComing ? t('reminder.roleModel.stillComing', { link: stillComing }) : '',
        }),
      })
      if (ok) sent += 1
    }
  }
  for (const person of invited) {
    const t = await calendarT(payload, person.language)
    const values = { event: eventTitle(t, event), school: schoolNameOf(event), date: eventDay(t, event), programme: await programmeName(payload, t.lang, req) }
    const ok = await trySend(payload, {
      to: person.email, lang: t.lang,
      textLang: t.textLang(['moved.subject', 'moved.invited', ...changeKeys(moved, false)]),
      subject: t('moved.subject', values),
      text: t('moved.invited', { ...values, name: person.firstName?.trim() || roleModelName(person), link: roleModelEventLink(event.id), changes: changes(t, before, event, moved, false).join('\n') }),
    })
    if (ok) sent += 1
  }
  return sent
}

const timesOf = (event: Before) => [event.startTime || event.arrivalTime, event.endTime].filter(Boolean).join('–')

/** One line for each thing that moved, what it is now and what it was; the meeting's details only to who attends. */
function changes(t: CalendarT, before: Before, after: Event, moved: MovedField[], attending: boolean): string[] {
  const lines: string[] = []
  if (moved.includes('type') && after.type === 'online') lines.push(t('moved.change.online', { was: before.address ?? '' }))
  if (moved.includes('date')) lines.push(t('moved.change.date', { now: eventDay(t, after), was: eventDay(t, before) }))
  if (moved.some((field) => field === 'arrivalTime' || field === 'startTime' || field === 'endTime')) {
    lines.push(t('moved.change.times', { now: timesOf(after), was: timesOf(before) }))
  }
  if (moved.includes('address') && after.address) lines.push(t('moved.change.address', { now: after.address ?? '', was: before.address ?? '' }))
  if (moved.includes('meeting')) lines.push(t(attending ? 'moved.change.meeting' : 'moved.change.meetingInvited'))
  return lines
}

function changeKeys(moved: MovedField[], attending: boolean): string[] {
  const keys = ['moved.change.online', 'moved.change.date', 'moved.change.times', 'moved.change.address']
  if (moved.includes('meeting')) keys.push(attending ? 'moved.change.meeting' : 'moved.change.meetingInvited')
  return keys
}

