import type { SignedInUser } from '~/domain/accounts/users'
import type { Payload } from 'payload'
import type { Event, Teacher } from '../../../cms/payload-types'
import { relationId } from '../shared/relations'
import { teacherName } from '../shared/names'
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

/** How a teacher is listed in the settings: their name, else their email. */
const teacherDisplayName = (teacher: Pick<Teacher, 'name' | 'firstName' | 'lastName' | 'email'>) => teacherName(teacher) || teacher.email

export type SchoolTeacher = { id: Id; name: string }

/**
 * Every teacher of the signed-in teacher's school (the collection holds those who signed in: single sign-on creates
 * them), by name, then by id (namesakes keep one order on every read). Read on every load of a teacher's event page:
 * one read of four columns through the database adapter.
 */
export async function schoolTeachers(payload: Payload, teacher: SignedInUser): Promise<SchoolTeacher[]> {
  const school = teacher.collection === 'teachers' ? relationId(teacher.school) : null
  if (school == null) return []
  // The teachers' read rule lets a teacher read their own school's teachers (collections/Teachers.ts): the where is that rule.
  const { docs } = await payload.db.find<Pick<Teacher, 'id' | 'name' | 'firstName' | 'lastName' | 'email'>>({
    collection: 'teachers', where: { school: { equals: school } }, select: { name: true, firstName: true, lastName: true, email: true }, limit: 0, pagination: false,
  })
  return docs
    .map((doc) => ({ id: doc.id, name: teacherDisplayName(doc) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-NZ') || String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))
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
  // The primary contact is the organiser in attending role models' calendar entries (0017): a new one updates them,
  // through the events' hook (collections/Events/hooks.ts).
  return { ok: true, settings: settingsOfEvent(updated, teachers), canChange: canChangeNotificationSettings({ teacher, event: updated }) }
}
