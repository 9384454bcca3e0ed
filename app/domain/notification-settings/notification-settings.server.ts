import type { SignedInUser } from '~/domain/accounts/users'
import type { Payload } from 'payload'
import type { Event, Teacher } from '../../../cms/payload-types'
import { relationId } from '../shared/relations'
import { fastPathClient, sqlText } from '~/lib/sqlite.server'
import type { SqlClient } from '~/lib/sqlite.server'
import { sendCalendarUpdates } from '../calendar/calendar.server'
import { getTeacherEvent } from '../events/school-event.server'
import { mayChangeNotificationSettings, notificationSettingsProblems, sameId, settingsOfEvent } from './notification-settings'
import { notificationSettingsInputSchema } from './notification-settings.schema'
import type { NotificationSettings, NotificationSettingsProblem } from './notification-settings'

type Id = number | string

/** `canChange`: whether the teacher may still change the settings (after a save that handed the primary contact on, not). */
export type SaveNotificationSettingsResult =
  | { ok: true; settings: NotificationSettings; canChange: boolean }
  /**
   * Refused: `settings` are the stored ones (absent when the event cannot be read at all). `forbidden`: the teacher
   * is neither the event's creator nor its primary contact.
   */
  | { ok: false; error: 'not-found' | 'invalid-state' | 'forbidden' | 'invalid'; problems: NotificationSettingsProblem[]; settings?: NotificationSettings; canChange?: boolean }

/** Settings can change while invitations may still be answered: drafts and active events (0014: teachers update only those). */
const EDITABLE = new Set<Event['status']>(['draft', 'active'])
export const notificationSettingsEditable = (event: Pick<Event, 'status'>) => EDITABLE.has(event.status)

export const teacherDisplayName = (teacher: Pick<Teacher, 'name' | 'firstName' | 'lastName' | 'email'>) =>
  teacher.name?.trim() || [teacher.firstName, teacher.lastName].filter(Boolean).join(' ').trim() || teacher.email

/**
 * Every teacher of the signed-in teacher's school (the collection holds those who signed in: single sign-on
 * creates them), by name. Read on every load of a teacher's event page: one statement on SQLite, held equal by the
 * notification settings integration test to Payload's read as that teacher (which MongoDB keeps).
 */
export async function schoolTeachers(payload: Payload, teacher: SignedInUser): Promise<SchoolTeacher[]> {
  const school = teacher.collection === 'teachers' ? relationId(teacher.school) : null
  if (school == null) return []
  const client = fastPathClient(payload)
  return client ? schoolTeachersThroughSql(client, school) : schoolTeachersThroughPayload(payload, teacher)
}

export type SchoolTeacher = { id: Id; name: string }
/** By name, then by id (namesakes keep one order on every read). */
const byName = (teachers: SchoolTeacher[]) =>
  teachers.sort((a, b) => a.name.localeCompare(b.name, 'en-NZ') || String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))

/** The teachers of the school, as the teachers' read rule lets a teacher of it read them (its own school's teachers). */
export async function schoolTeachersThroughSql(client: SqlClient, school: Id): Promise<SchoolTeacher[]> {
  const schoolId = Number(school)
  if (!Number.isSafeInteger(schoolId)) return []
  const { rows } = await client.execute({ sql: 'SELECT id, name, first_name, last_name, email FROM teachers WHERE school_id = ?', args: [schoolId] })
  return byName(rows.map((row) => ({
    id: Number(row.id),
    name: teacherDisplayName({ name: sqlText(row.name), firstName: sqlText(row.first_name), lastName: sqlText(row.last_name), email: String(row.email) }),
  })))
}

/** The same through Payload, read as the signed-in teacher. */
export async function schoolTeachersThroughPayload(payload: Payload, teacher: SignedInUser): Promise<SchoolTeacher[]> {
  const school = teacher.collection === 'teachers' ? relationId(teacher.school) : null
  if (school == null) return []
  const { docs } = await payload.find({
    collection: 'teachers', where: { school: { equals: school } }, select: { name: true, firstName: true, lastName: true, email: true },
    depth: 0, limit: 0, pagination: false, user: teacher, overrideAccess: false,
  })
  return byName(docs.map((doc) => ({ id: doc.id, name: teacherDisplayName(doc) })))
}

/** The settings of one of the school's events (the caller has read it as the teacher, e.g. requireSchoolEvent). */
export async function loadNotificationSettings({ payload, teacher, event }: { payload: Payload; teacher: SignedInUser; event: Event }): Promise<NotificationSettings> {
  return settingsOfEvent(event, await schoolTeachers(payload, teacher))
}

/**
 * Whether the signed-in teacher may change the event's settings: its creator or its primary contact (spec section 6;
 * mayChangeNotificationSettings). Every other teacher of the school sees them read-only.
 */
export const canChangeNotificationSettings = ({ teacher, event }: { teacher: SignedInUser; event: Pick<Event, 'createdBy' | 'primaryContact'> }) =>
  teacher.collection === 'teachers' && mayChangeNotificationSettings(event, teacher.id)

/**
 * Saves the settings of an event of the teacher's school (spec sections 5, 6 and 7), as that teacher: only the
 * event's creator or its primary contact may (forbidden otherwise; the events collection refuses it too). Teachers not
 * listed are not subscribed. Another school's or an unknown event is not-found; other schools' teachers, no subscribed
 * person or an unsubscribed primary contact are invalid; nothing changes then.
 */
export async function saveNotificationSettings({ payload, teacher, eventId, input }: { payload: Payload; teacher: SignedInUser; eventId: Id; input: unknown }): Promise<SaveNotificationSettingsResult> {
  const event = await getTeacherEvent({ payload, teacher, id: eventId })
  if (!event) return { ok: false, error: 'not-found', problems: [] }
  const teachers = await schoolTeachers(payload, teacher)
  const stored = settingsOfEvent(event, teachers)
  const canChange = canChangeNotificationSettings({ teacher, event })
  if (!notificationSettingsEditable(event)) return { ok: false, error: 'invalid-state', problems: [], settings: stored, canChange }
  if (!canChange) return { ok: false, error: 'forbidden', problems: [], settings: stored, canChange }
  const parsed = notificationSettingsInputSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', problems: [], settings: stored, canChange }
  const problems = notificationSettingsProblems(parsed.data, teachers.map((listed) => listed.id))
  if (problems.length) return { ok: false, error: 'invalid', problems, settings: stored, canChange }
  // Stored under the ids Payload gave the teachers, whatever their type in the request.
  const idFor = (id: Id) => teachers.find((listed) => sameId(listed.id, id))!.id as number
  const updated = await payload.update({
    collection: 'events',
    id: event.id,
    data: {
      primaryContact: idFor(parsed.data.primaryContactId!),
      notificationSubscribers: parsed.data.teachers.map((row) => ({ teacher: idFor(row.id), subscribed: row.subscribed })),
    },
    user: teacher,
    overrideAccess: false,
    depth: 0,
  })
  // The primary contact is the organiser in attending role models' calendar entries (0017): a new one updates them.
  await sendCalendarUpdates({ payload, before: event, after: updated })
  return { ok: true, settings: settingsOfEvent(updated, teachers), canChange: canChangeNotificationSettings({ teacher, event: updated }) }
}
