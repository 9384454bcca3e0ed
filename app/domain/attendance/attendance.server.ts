import type { Payload } from 'payload'
import type { Event, EventRoleModel, RoleModel } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { programmeName } from '../accounts/content.server'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { calendarT, eventContact, eventDay, eventTitle, personName, roleModelName } from '../notifications/event-mail.server'
import { eventDateToStored } from '../shared/dates'
import { relationId } from '../shared/relations'
import { attendanceOpen, attendanceReminderDue, attendanceReminderRange, parseStudentsAttended, RECORD_ATTENDANCE_CONTEXT } from './attendance'

type Id = number | string

export type AttendanceRoleModel = { roleModelId: Id; name: string; came: boolean }
export type AttendanceView = {
  /** Whether it can be recorded now (the day after the event, a live or finished event). */
  open: boolean
  recordedAt: string | null
  /** Stored, or the planned number until recorded. */
  students: number | null
  roleModels: AttendanceRoleModel[]
}

/** The role models who attended (accepted) an event, with whether they came (stored, or "came" until recorded). */
async function attendingRows(payload: Payload, eventId: Id) {
  // Through the database adapter: read by the system, and the collection has no read hooks (decision 0049).
  const rows = await payload.db.find<EventRoleModel>({
    collection: 'event-role-models', where: { and: [{ event: { equals: eventId } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] },
    select: { roleModel: true, attended: true }, sort: 'createdAt', limit: 0, pagination: false,
  })
  return rows.docs.map((row) => ({ id: row.id, roleModelId: relationId(row.roleModel)!, attended: row.attended ?? null }))
}

/** The attendance section of the teacher's event page, or null for an event the teacher's school does not hold. */
export async function attendanceOf({ payload, teacher, event, now = new Date() }: { payload: Payload; teacher: SignedInUser; event: Event; now?: Date }): Promise<AttendanceView | null> {
  if (teacher.collection !== 'teachers' || String(relationId(event.school)) !== String(relationId(teacher.school))) return null
  const open = attendanceOpen(event, now)
  if (!open) return { open, recordedAt: null, students: null, roleModels: [] }
  const rows = await attendingRows(payload, event.id)
  const people = rows.length
    // Names only, read through the database adapter: the collection has no read hooks, and Payload's walk over every
    // field of its large profile cost more than the read (decision 0049).
    ? await payload.db.find<RoleModel>({ collection: 'role-models', where: { id: { in: rows.map((row) => row.roleModelId) } }, select: { name: true, firstName: true, surname: true, email: true }, limit: 0, pagination: false })
    : { docs: [] }
  const names = new Map(people.docs.map((doc) => [String(doc.id), roleModelName(doc)]))
  const recordedAt = event.attendanceRecordedAt ?? null
  return {
    open,
    recordedAt,
    students: recordedAt ? event.studentsAttended ?? null : event.numberOfStudents ?? null,
    roleModels: rows.map((row) => ({ roleModelId: row.roleModelId, name: names.get(String(row.roleModelId)) ?? '', came: row.attended ?? true })),
  }
}

export type RecordResult = { ok: true } | { ok: false; error: 'not-found' | 'invalid-state' | 'invalid' | 'changed'; message: string }

/**
 * Records (or corrects) an event's attendance, as a teacher of its school, from the day after it: how many students
 * took part and, for each attending role model, whether they came (ticked: came). Ids of role models not attending
 * are ignored. Before the event, on a cancelled event, another school's event or with a bad number: refused, nothing
 * changes. Written as the teacher under the collections' access, through this save only (its context flag): the
 * school's live or finished events and their rows, the attendance fields alone.
 *
 * `recordedAt` is the record the form was filled in from (when it was saved, or nothing when it never was): the save
 * goes ahead only while it is still the event's, one conditional write in the database that stamps the new record
 * first, so of two teachers saving at once (in one process or several) one saves and the other is told, and their
 * form shows what was saved (decision 0051). Nobody's ticks are overwritten unseen.
 */
export async function recordAttendance({ payload, teacher, eventId, students, came, recordedAt, now = new Date() }: { payload: Payload; teacher: SignedInUser; eventId: Id; students: unknown; came: unknown[]; recordedAt?: unknown; now?: Date }): Promise<RecordResult> {
  if (teacher.collection !== 'teachers') return { ok: false, error: 'not-found', message: 'events:attendance.error' }
  const found = await payload.find({ collection: 'events', where: { id: { equals: eventId } }, depth: 0, limit: 1, pagination: false, overrideAccess: false, user: teacher })
  const event = found.docs[0]
  if (!event) return { ok: false, error: 'not-found', message: 'events:attendance.error' }
  if (!attendanceOpen(event, now)) return { ok: false, error: 'invalid-state', message: 'events:attendance.notYet' }
  const parsed = parseStudentsAttended(students)
  if (!parsed.ok) return { ok: false, error: 'invalid', message: 'events:attendance.error' }
  const shown = typeof recordedAt === 'string' && recordedAt.trim() ? recordedAt.trim() : null
  const stamp = now.toISOString()
  const claimed = await payload.db.updateOne({
    collection: 'events',
    where: { and: [{ id: { equals: event.id } }, shown ? { attendanceRecordedAt: { equals: shown } } : { attendanceRecordedAt: { exists: false } }] },
    data: { attendanceRecordedAt: stamp }, options: { atomic: true },
  })
  if (!claimed) return { ok: false, error: 'changed', message: 'events:attendance.changed' }
  const ticked = new Set(came.map(String))
  const asTeacher = { depth: 0, user: teacher, overrideAccess: false, context: { skipEmail: true, [RECORD_ATTENDANCE_CONTEXT]: true, now } } as const
  for (const row of await attendingRows(payload, event.id)) {
    const attended = ticked.has(String(row.roleModelId))
    if (row.attended === attended) continue
    await payload.update({ collection: 'event-role-models', id: row.id, data: { attended }, ...asTeacher })
  }
  await payload.update({ collection: 'events', id: event.id, data: { studentsAttended: parsed.value, attendanceRecordedAt: stamp }, ...asTeacher })
  return { ok: true }
}

/**
 * The scheduled job: the day after an event with role models attending, its primary contact (or creator) is asked once
 * to record who came, until someone has. Claimed on the event before it is sent (a compare-and-set), so overlapping
 * runs send it once. Returns how many emails were sent.
 */
export async function sendAttendanceReminders(payload: Payload, now: Date): Promise<number> {
  const { from, to } = attendanceReminderRange(now)
  const events = await payload.find({
    collection: 'events',
    where: {
      and: [
        { status: { in: ['active', 'done'] } },
        { date: { greater_than_equal: eventDateToStored(from) } },
        { date: { less_than_equal: eventDateToStored(to) } },
        { attendanceRecordedAt: { exists: false } },
        { attendanceReminderSentAt: { exists: false } },
      ],
    },
    // The daily job acts as the system; the events at depth 1 (their contacts) feed the emails.
    depth: 1, limit: 0, pagination: false, overrideAccess: true,
  })
  let sent = 0
  for (const event of events.docs) {
    if (!attendanceReminderDue(event, now)) continue
    const attending = await payload.db.count({ collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] } })
    const contact = eventContact(event)
    if (!attending.totalDocs || !contact) continue
    // The daily job acts as the system: it claims the reminder before sending it, a conditional write through the
    // database adapter (of two runs, one sends).
    const claimed = await payload.db.updateOne({
      collection: 'events', where: { and: [{ id: { equals: event.id } }, { attendanceReminderSentAt: { exists: false } }, { attendanceRecordedAt: { exists: false } }] },
      data: { attendanceReminderSentAt: now.toISOString() }, options: { atomic: true }, select: { attendanceReminderSentAt: true },
    })
    if (!claimed) continue
    // In the contact's own language (decision 0042).
    const [copy, ct] = await Promise.all([mailCopy(payload, contact.language, 'events'), calendarT(payload, contact.language)])
    const values = {
      event: eventTitle(ct, event), date: eventDay(ct, event), programme: await programmeName(payload, copy.lang), link: siteUrl(`/events/${event.id}#attendance`),
      name: contact.firstName?.trim() || personName(contact), count: attending.totalDocs,
    }
    try {
      await sendEmail(payload, {
        to: contact.email,
        lang: copy.lang,
        subject: copy.t('emails.attendance.subject', values),
        text: copy.t('emails.attendance.text', values),
        textLang: copy.textLang(['emails.attendance.subject', 'emails.attendance.text'], values),
      })
      sent += 1
    } catch (error) {
      payload.logger.error({ err: error, to: contact.email }, 'Attendance reminder could not be sent')
    }
  }
  return sent
}
