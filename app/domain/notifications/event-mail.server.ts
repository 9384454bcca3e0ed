import type { Payload, PayloadRequest } from 'payload'
import type { Event, RoleModel, Teacher } from '../../../cms/payload-types'
import type { TFunction } from 'i18next'
import type { Language } from '../../i18n/config'
import { formatDisplayDate, storedToEventDate } from '../shared/dates'
import { mailCopy } from './email.server'
import { roleModelName as shownName } from '../shared/names'

/**
 * The `calendar` namespace's wording of event emails in the recipient's language (their stored `language`; decision
 * 0042), from the catalogue (editors' overrides included; these emails are also sent from jobs and Payload hooks,
 * which may run under Next). The translator carries its language, for the dates it writes, and `textLang`.
 */
export async function calendarT(payload: Payload, language?: unknown): Promise<CalendarT> {
  const copy = await mailCopy(payload, language, 'calendar')
  return Object.assign(copy.t, { lang: copy.lang, textLang: copy.textLang })
}
export type CalendarT = TFunction & { lang: Language; textLang: (keys: string | readonly string[], options?: Record<string, unknown>) => 'en' | undefined }

type Relation<T> = number | string | T | null | undefined
const objectOf = <T extends object>(value: Relation<T>): T | null => (value && typeof value === 'object' ? value : null)

/**
 * An event with its school, creator, primary contact, region and district read (depth 1), as the system: the event
 * emails' one read. Every sender is the system telling an event's people of something already decided under its own
 * rules (a teacher's change, a role model's answer, a release, a job), and the people's addresses are no reader's.
 */
export async function loadEmailEvent(payload: Payload, id: number | string, req?: PayloadRequest): Promise<Event | null> {
  // No reader: see above.
  return (await payload.findByID({ collection: 'events', id, depth: 1, overrideAccess: true, req, disableErrors: true })) ?? null
}

export const personName = (person: Pick<Teacher, 'name' | 'firstName' | 'lastName' | 'email'> | null) =>
  (person?.name?.trim() || [person?.firstName, person?.lastName].filter(Boolean).join(' ') || person?.email) ?? ''

export const roleModelName = (roleModel: Pick<RoleModel, 'name' | 'firstName' | 'surname' | 'email'>) => shownName(roleModel) || roleModel.email

/** Who organises the event for the school: its primary contact, or its creator when it has none. */
export function eventContact(event: Event): Teacher | null {
  const contact = objectOf(event.primaryContact) ?? objectOf(event.createdBy)
  return contact?.email ? contact : null
}

/** An event with its school read (depth 1), or only the school's name beside it. */
type WithSchool = { school?: Relation<{ name?: string | null }> }

export const schoolNameOf = (event: WithSchool) => objectOf(event.school)?.name ?? ''

/** The event's title, or 'In-person event at {school}' when the teacher gave none. */
export function eventTitle(t: CalendarT, event: Pick<Event, 'title' | 'type'> & WithSchool): string {
  return event.title?.trim() || t('untitled', { type: t(`types.${event.type}`), school: schoolNameOf(event) })
}

/** The event's day as people read it ('5 March 2024'). */
export function eventDay(t: CalendarT, event: Pick<Event, 'date'>): string {
  const date = storedToEventDate(event.date)
  return date ? formatDisplayDate(date, t.lang) : t('dateToBeConfirmed')
}

/** Where an in-person event is: address, district, region. */
export function placeOf(event: Event): string {
  if (event.type !== 'in-person') return ''
  return [event.address, objectOf(event.district)?.title, objectOf(event.region)?.title].filter(Boolean).join(', ')
}
