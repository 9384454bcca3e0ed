import type { Payload, PayloadRequest } from 'payload'
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
export function sessionCalendar(session: Event, teacher: Teacher, programme: string, method: CalendarAttachment['method'] = 'REQUEST', sequence = session.calendarSequence ?? 0): string | null {
  const start = eventBeginsAt(session)
  const end = eventEndsAt(session)
  if (!start || !end || !teacher.email) return null
  const link = teacherSessionLink(session.id)
  return buildIcs({
    method, uid: `session-${session.id}-teacher-${teacher.id}@${new URL(siteUrl('/')).hostname}`, sequence,
    summary: session.title ?? programme, start, end, location: session.meeting?.inviteLink ?? '',
    description: [session.description ?? '', session.meeting?.inviteLink ?? '', session.meeting?.password ? `Password: ${session.meeting.password}` : '', link].filter(Boolean).join('\n'),
    url: link, organiser: null, attendee: { name: teacher.name ?? teacher.email, email: teacher.email }, calendarName: programme,
  })
}

type TeacherEmail = 'registered' | 'reminder' | 'changed' | 'cancelled'

/**
 * One email to a registered class's teacher, in their own language (decision 0042), queued, with the session's calendar
 * entry: a request (joining, reminders, a move: same uid, the sequence given) or its cancellation (METHOD:CANCEL).
 */
async function emailTeacher(payload: Payload, session: Event, teacher: Teacher, kind: TeacherEmail, sequence = session.calendarSequence ?? 0, req?: PayloadRequest) {
  if (!teacher.email) return
  const copy = await mailCopy(payload, teacher.language, 'sessions')
  const programme = await programmeName(payload, copy.lang, req)
  const day = storedToEventDate(session.date)
  const cancelled = kind === 'cancelled'
  const values = {
    name: teacher.firstName?.trim() || teacher.name || '', title: session.title ?? '', when: `${day ? copy.date(day) : ''} ${session.startTime ?? ''}`.trim(),
    platform: session.meeting?.platform ? copy.t(`events:platforms.${session.meeting.platform}`) : '', link: session.meeting?.inviteLink ?? '',
    password: session.meeting?.password ? copy.t('emails.passwordLine', { password: session.meeting.password }) : '',
    url: cancelled ? siteUrl('/sessions') : teacherSessionLink(session.id), programme,
  }
  const method = cancelled ? 'CANCEL' as const : 'REQUEST' as const
  const ics = sessionCalendar(session, teacher, programme, method, sequence)
  await sendEmail(payload, {
    to: teacher.email, lang: copy.lang, textLang: copy.textLang([`emails.${kind}Subject`, `emails.${kind}Text`]),
    subject: copy.t(`emails.${kind}Subject`, values), text: copy.t(`emails.${kind}Text`, values), ...(ics ? { calendar: { method, content: ics } } : {}),
  })
}

async function teacherOf(payload: Payload, teacherId: Id, req?: PayloadRequest): Promise<Teacher | null> {
  return payload.db.findOne<Teacher>({ collection: 'teachers', where: { id: { equals: teacherId } }, select: { email: true, name: true, firstName: true, language: true }, req })
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
  return emailRegisteredClasses(payload, session, 'reminder')
}

/**
 * Emails every registered class's teacher about the session (a reminder, a move with the updated calendar entry, the
 * cancellation with the entry's cancellation), each in their language through the queue; one failing address is
 * logged and the others still go. Returns how many were queued.
 */
export async function emailRegisteredClasses(payload: Payload, session: Event, kind: Exclude<TeacherEmail, 'registered'>, sequence?: number, req?: PayloadRequest): Promise<number> {
  const rows = await payload.db.find<{ id: Id; teacher: Id }>({ collection: 'session-registrations', where: registeredClassesWhere(session.id), select: { teacher: true }, limit: 0, pagination: false, req })
  let sent = 0
  for (const row of rows.docs) {
    const teacher = await teacherOf(payload, relationId(row.teacher)!, req)
    if (!teacher?.email) continue
    try {
      await emailTeacher(payload, session, teacher, kind, sequence, req)
      sent += 1
    } catch (error) {
      payload.logger.error({ err: error, msg: `A session's ${kind} email could not be queued` })
    }
  }
  return sent
}

/** How many classes are registered for a session (whether a move or a cancellation has teachers to tell). */
export async function registeredClassCount(payload: Payload, sessionId: Id, req?: PayloadRequest): Promise<number> {
  return (await payload.db.count({ collection: 'session-registrations', where: registeredClassesWhere(sessionId), req })).totalDocs
}
