import type { Payload } from 'payload'
import type { Event } from '../../../cms/payload-types'
import { programmeName } from '../accounts/content.server'
import { registeredClassesWhere } from '../access/rules'
import { buildIcs } from '../calendar/ics'
import { eventBeginsAt, eventEndsAt } from '../calendar/event-times'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import type { CalendarAttachment } from '../notifications/email.server'
import { storedToEventDate } from '../shared/dates'
import { relationId } from '../shared/relations'

type Id = number | string
type Teacher = { id: Id; email?: string | null; name?: string | null; firstName?: string | null; language?: string | null }

export const teacherSessionLink = (sessionId: Id) => siteUrl(`/sessions/${sessionId}`)

/** A registered class's calendar entry for a session (its own uid per teacher, so a later update replaces it). */
export function sessionCalendar(session: Event, teacher: Teacher, programme: string, method: CalendarAttachment['method'] = 'REQUEST'): string | null {
  const start = eventBeginsAt(session)
  const end = eventEndsAt(session)
  if (!start || !end || !teacher.email) return null
  const link = teacherSessionLink(session.id)
  return buildIcs({
    method, uid: `session-${session.id}-teacher-${teacher.id}@${new URL(siteUrl('/')).hostname}`, sequence: session.calendarSequence ?? 0,
    summary: session.title ?? programme, start, end, location: session.meeting?.inviteLink ?? '',
    description: [session.description ?? '', session.meeting?.inviteLink ?? '', session.meeting?.password ? `Password: ${session.meeting.password}` : '', link].filter(Boolean).join('\n'),
    url: link, organiser: null, attendee: { name: teacher.name ?? teacher.email, email: teacher.email }, calendarName: programme,
  })
}

async function emailTeacher(payload: Payload, session: Event, teacher: Teacher, kind: 'registered' | 'reminder') {
  if (!teacher.email) return
  // In the teacher's own language (decision 0042).
  const copy = await mailCopy(payload, teacher.language, 'sessions')
  const programme = await programmeName(payload, copy.lang)
  const day = storedToEventDate(session.date)
  const values = {
    name: teacher.firstName?.trim() || teacher.name || '', title: session.title ?? '', when: `${day ? copy.date(day) : ''} ${session.startTime ?? ''}`.trim(),
    platform: session.meeting?.platform ? copy.t(`events:platforms.${session.meeting.platform}`) : '', link: session.meeting?.inviteLink ?? '',
    password: session.meeting?.password ? copy.t('emails.passwordLine', { password: session.meeting.password }) : '', url: teacherSessionLink(session.id), programme,
  }
  const ics = sessionCalendar(session, teacher, programme)
  await sendEmail(payload, {
    to: teacher.email, lang: copy.lang, textLang: copy.textLang([`emails.${kind}Subject`, `emails.${kind}Text`]),
    subject: copy.t(`emails.${kind}Subject`, values), text: copy.t(`emails.${kind}Text`, values), ...(ics ? { calendar: { method: 'REQUEST' as const, content: ics } } : {}),
  })
}

async function teacherOf(payload: Payload, teacherId: Id): Promise<Teacher | null> {
  return payload.db.findOne<Teacher>({ collection: 'teachers', where: { id: { equals: teacherId } }, select: { email: true, name: true, firstName: true, language: true } })
}

/** The registered teacher's confirmation: the joining details and the calendar entry, queued. */
export async function emailRegistration(payload: Payload, sessionId: Id, teacherId: Id): Promise<void> {
  // The confirmation is the system's, sent after the registration was made under the teacher's rules: no reader here.
  const session = await payload.findByID({ collection: 'events', id: sessionId, depth: 0, overrideAccess: true, disableErrors: true })
  const teacher = await teacherOf(payload, teacherId)
  if (session && teacher) await emailTeacher(payload, session, teacher, 'registered')
}

/** The session's reminders to every registered class's teacher (the events' reminder job, once per reminder). */
export async function remindRegisteredClasses(payload: Payload, session: Event): Promise<number> {
  if (session.kind !== 'programme') return 0
  const rows = await payload.db.find<{ id: Id; teacher: Id }>({ collection: 'session-registrations', where: registeredClassesWhere(session.id), select: { teacher: true }, limit: 0, pagination: false })
  let sent = 0
  for (const row of rows.docs) {
    const teacher = await teacherOf(payload, relationId(row.teacher)!)
    if (!teacher?.email) continue
    try {
      await emailTeacher(payload, session, teacher, 'reminder')
      sent += 1
    } catch (error) {
      payload.logger.error({ err: error, msg: 'A session reminder could not be queued' })
    }
  }
  return sent
}
