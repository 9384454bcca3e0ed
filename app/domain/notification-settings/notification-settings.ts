import { answerRecipients } from '../invitations/rules'
import type { NotificationEvent } from '../invitations/rules'
import { parseDocId } from '../shared/ids'
import type { NotificationSettingsInput } from './notification-settings.schema'

/**
 * An event's notification settings (spec sections 3, 4 and 5): which teachers of the school are emailed when a
 * role model answers, and who the primary contact is. Pure rules shared by the panel, the server and the
 * events collection's hook.
 */
type Id = number | string
export type NotificationTeacher = { id: Id; name: string; subscribed: boolean }
export type NotificationSettings = { createdById: Id | null; primaryContactId: Id | null; teachers: NotificationTeacher[] }

export const sameId = (a: Id | null | undefined, b: Id | null | undefined) => a != null && b != null && String(a) === String(b)
const idOf = (value: NotificationEvent['createdBy']): Id | null => (value == null ? null : typeof value === 'object' ? value.id : value)

/** Spec section 9: the panel saves after a 1 second pause and says 'Changes saved.' for 2 seconds. */
export const NOTIFICATION_SAVE_DEBOUNCE_MS = 1000
export const NOTIFICATION_SAVED_MESSAGE_MS = 2000

/**
 * Who changes an event's notification settings (spec section 6: 'event creator/organiser manages notification
 * settings'): the teacher who created the event and its primary contact, the organiser (0017), as stored before the
 * change; with no primary contact stored the creator is the organiser. Other teachers of the school see the settings
 * read-only. Staff are not teachers: the events collection lets them (the admin) through.
 */
export function mayChangeNotificationSettings(event: Pick<NotificationEvent, 'createdBy' | 'primaryContact'>, teacherId: Id | null | undefined): boolean {
  return sameId(teacherId, idOf(event.createdBy)) || sameId(teacherId, idOf(event.primaryContact))
}

/** The panel shows only when the school has more than one teacher (spec section 4). */
export const showsNotificationPanel = (settings: NotificationSettings) => settings.teachers.length > 1

/** Primary contact among subscribed people only: an unsubscribed one is replaced by the first subscribed person. */
export function withValidPrimaryContact(settings: NotificationSettings): NotificationSettings {
  const subscribed = settings.teachers.filter((teacher) => teacher.subscribed)
  if (subscribed.some((teacher) => sameId(teacher.id, settings.primaryContactId))) return settings
  return { ...settings, primaryContactId: subscribed[0]?.id ?? null }
}

/**
 * The settings as stored on the event, for the listed teachers of the school. Never saved: the creator and the
 * primary contact are subscribed (the people answerRecipients tells), and the creator is the primary contact
 * unless one is stored.
 */
export function settingsOfEvent(event: NotificationEvent, teachers: { id: Id; name: string }[]): NotificationSettings {
  const recipients = answerRecipients(event)
  const createdById = idOf(event.createdBy)
  let listed = teachers.map((teacher) => ({ id: teacher.id, name: teacher.name, subscribed: recipients.some((id) => sameId(id, teacher.id)) }))
  // Everyone subscribed has left the school: as when the last box is unticked, the creator is subscribed instead.
  if (!listed.some((teacher) => teacher.subscribed)) listed = listed.map((teacher) => (sameId(teacher.id, createdById) ? { ...teacher, subscribed: true } : teacher))
  return withValidPrimaryContact({ createdById, primaryContactId: idOf(event.primaryContact) ?? createdById, teachers: listed })
}

/**
 * Ticking or unticking a teacher (spec section 4): flips their subscription; if nobody would remain subscribed,
 * the event's creator is subscribed instead (or, when the creator is not listed, the change is undone); then the
 * primary contact rule applies.
 */
export function toggleSubscription(settings: NotificationSettings, teacherId: Id): NotificationSettings {
  if (!settings.teachers.some((teacher) => sameId(teacher.id, teacherId))) return settings
  let teachers = settings.teachers.map((teacher) => (sameId(teacher.id, teacherId) ? { ...teacher, subscribed: !teacher.subscribed } : teacher))
  if (!teachers.some((teacher) => teacher.subscribed)) {
    const fallback = teachers.some((teacher) => sameId(teacher.id, settings.createdById)) ? settings.createdById : teacherId
    teachers = teachers.map((teacher) => (sameId(teacher.id, fallback) ? { ...teacher, subscribed: true } : teacher))
  }
  return withValidPrimaryContact({ ...settings, teachers })
}

/** The primary contact is chosen only among subscribed people; anyone else leaves the settings as they are. */
export function choosePrimaryContact(settings: NotificationSettings, teacherId: Id): NotificationSettings {
  const teacher = settings.teachers.find((candidate) => sameId(candidate.id, teacherId))
  return teacher?.subscribed ? { ...settings, primaryContactId: teacher.id } : settings
}

/**
 * The panel's plain form (JavaScript off) as the API's body: one hidden `teacher` per listed teacher, a
 * `subscribed` checkbox per subscribed one, the `primaryContactId` radio.
 */
export function formToSettingsInput(formData: FormData): NotificationSettingsInput {
  const values = (name: string) => formData.getAll(name).map(String).filter(Boolean)
  const subscribed = new Set(values('subscribed'))
  const ids = [...new Set([...values('teacher'), ...subscribed])]
  const primary = String(formData.get('primaryContactId') ?? '')
  return { teachers: ids.map((id) => ({ id: asId(id), subscribed: subscribed.has(id) })), primaryContactId: primary ? asId(primary) : null }
}

const asId = (value: string): Id => parseDocId(value) ?? value

export type NotificationSettingsProblem = 'unknown-teacher' | 'duplicate-teacher' | 'none-subscribed' | 'primary-not-subscribed'

/**
 * Spec section 5: at least one person selected; the primary contact must be subscribed. Every listed teacher
 * must be one of `schoolTeacherIds` (the event's school), each once. Returns the problems, none when valid.
 */
export function notificationSettingsProblems(input: NotificationSettingsInput, schoolTeacherIds: Id[]): NotificationSettingsProblem[] {
  const problems: NotificationSettingsProblem[] = []
  const ids = input.teachers.map((teacher) => String(teacher.id))
  const known = new Set(schoolTeacherIds.map(String))
  if (ids.some((id) => !known.has(id))) problems.push('unknown-teacher')
  if (new Set(ids).size !== ids.length) problems.push('duplicate-teacher')
  const subscribed = input.teachers.filter((teacher) => teacher.subscribed)
  if (!subscribed.length) problems.push('none-subscribed')
  else if (!subscribed.some((teacher) => sameId(teacher.id, input.primaryContactId))) problems.push('primary-not-subscribed')
  return problems
}

/** The i18n key (events namespace) of each problem a person can make in the form; the rest are forged requests. */
export const PROBLEM_MESSAGES: Record<NotificationSettingsProblem, string> = {
  'none-subscribed': 'events:notificationSettings.validation.noneSubscribed',
  'primary-not-subscribed': 'events:notificationSettings.validation.primaryNotSubscribed',
  'unknown-teacher': 'events:notificationSettings.errors.change',
  'duplicate-teacher': 'events:notificationSettings.errors.change',
}
