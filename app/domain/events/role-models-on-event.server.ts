import type { Payload } from 'payload'
import type { SignedInTeacher, SignedInUser } from '~/domain/accounts/users'
import type { EventRoleModel, RoleModel } from '../../../cms/payload-types'
import { isSchoolEvent } from '../access/rules'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { contactVisible } from '../profiles/contact-access.server'
import { profilePhotoUrl } from '../profiles/profile-view'
import { asTypedId, idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { roleModelName } from '../shared/names'
import { relationId } from '../shared/relations'
import { mayTakePart } from '../vetting/visibility'
import { isTeacher } from './event-result'
import type { EventDoc } from './event-result'

/**
 * A role model on an event; the phone number and hosting needs only once they accepted (spec section 6, the contact
 * rule of docs/decisions/0040), never before.
 */
export type EventRoleModelRow = {
  id: number; roleModelId: number; name: string; status: number; photo: string | null; phone: string | null
  accessNeeds: string | null; supportPersonNeeds: string | null
}

/**
 * One role model on an event, as the event's page needs it: the row with what happened to it (released by the system,
 * confirmed still coming, withdrawn with a reason), and the role model's name, photo and phone.
 */
export type EventRoleModelRecord = {
  id: number
  roleModelId: number
  status: number
  /** Uninvited by the system (vetting or an expired check: `releasedAt`, whose date only staff read). */
  released: boolean
  confirmedAt: string | null
  withdrawnAt: string | null
  withdrawReason: string | null
  /** `mayTakePart`: whether the role model may still take part now (docs/decisions/0027): if not, no phone number. */
  person: {
    name: string | null; firstName: string | null; surname: string | null; photo: number | null; phone: string | null
    accessNeeds: string | null; supportPersonNeeds: string | null; mayTakePart: boolean
  } | null
}

/** An event as its page read it under the school's rule (getTeacherEvent): its id and school are all the rows need. */
type ReadEvent = Pick<EventDoc, 'id' | 'school'>

/** The role models on an event of the teacher's school (another school's event has none). */
export async function getEventRoleModels({ payload, teacher, event }: { payload: Payload; teacher: SignedInUser; event: ReadEvent }): Promise<EventRoleModelRow[]> {
  if (!isTeacher(teacher)) return []
  return (await eventRoleModelRecords(payload, teacher, event)).map(eventRoleModelRow)
}

/** A role model who withdrew from an event, with their reason (the teacher's event page). */
export type Withdrawal = { roleModelId: DocId; name: string; reason: string; withdrawnAt: string }

/**
 * The event page's role models and what happened to them, from the one read of the event's rows: the rows it lists,
 * the names of those the system released (without the reason), those who withdrew (with their reasons, in the order
 * they did), and when each attending role model confirmed they are still coming. Reading each of these apart cost a
 * Payload read apiece, ~1 ms of CPU each on every view of the page (decision 0066).
 */
export async function eventRoleModelsOverview({ payload, teacher, event }: { payload: Payload; teacher: SignedInUser; event: ReadEvent }) {
  const records = isTeacher(teacher) ? await eventRoleModelRecords(payload, teacher, event) : []
  const withdrawn = records.filter((record) => record.status === ROLE_MODEL_STATUS.declined && record.withdrawnAt)
  return {
    rows: records.map(eventRoleModelRow),
    released: records
      .filter((record) => record.status === ROLE_MODEL_STATUS.uninvited && record.released)
      .map((record) => record.person?.name?.trim() ?? '').filter(Boolean).sort((a, b) => a.localeCompare(b)),
    withdrawals: withdrawn
      .sort((a, b) => String(a.withdrawnAt).localeCompare(String(b.withdrawnAt)))
      .map((record): Withdrawal => ({ roleModelId: record.roleModelId, name: roleModelName(record.person), reason: record.withdrawReason ?? '', withdrawnAt: record.withdrawnAt ?? '' })),
    confirmations: new Map(records
      .filter((record) => record.status === ROLE_MODEL_STATUS.accepted && record.confirmedAt)
      .map((record) => [idKey(record.roleModelId), record.confirmedAt ?? ''])),
  }
}

function eventRoleModelRow(record: EventRoleModelRecord): EventRoleModelRow {
  const { id, roleModelId, status, person } = record
  // The contact rule: attending (accepted, of this school's event) and still able to take part.
  const contact = contactVisible({ acceptedBySchool: status === ROLE_MODEL_STATUS.accepted, mayTakePart: Boolean(person?.mayTakePart) })
  const shown = (value: string | null | undefined) => (contact ? value?.trim() || null : null)
  return {
    id,
    roleModelId,
    name: roleModelName(person),
    status,
    photo: person?.photo == null ? null : profilePhotoUrl(person.photo, 'md'),
    phone: shown(person?.phone),
    accessNeeds: shown(person?.accessNeeds),
    supportPersonNeeds: shown(person?.supportPersonNeeds),
  }
}

const ROW_FIELDS = { roleModel: true, status: true, releasedAt: true, confirmedAt: true, withdrawnAt: true, withdrawReason: true } as const
const PERSON_FIELDS = {
  name: true, firstName: true, surname: true, profilePicture: true, contactPhoneNumber: true, accessNeeds: true, supportPersonNeeds: true,
  checkStatus: true, checkExpiresAt: true, profileComplete: true, deleteAt: true,
} as const

/**
 * The event's rows in the order they were made, each with its role model, through the database adapter: the rows of
 * an event of the teacher's school, `releasedAt` (which only staff read) turned into whether it is set; then the
 * names, photos and contact fields of the role models on those rows, which the contact rule above filters: a teacher
 * keeps seeing who is on their event after a check expires.
 */
export async function eventRoleModelRecords(payload: Payload, teacher: SignedInTeacher, event: ReadEvent, now = new Date()): Promise<EventRoleModelRecord[]> {
  // The rows' rule for a teacher (rows of their school's events), asked of the event the page already read under the
  // events' rule: asking the database again cost a query on every view (issue 48).
  if (!isSchoolEvent(event, relationId(teacher.school))) return []
  const rows = await payload.db.find<EventRoleModel>({ collection: 'event-role-models', where: { event: { equals: event.id } }, select: ROW_FIELDS, sort: ['createdAt', 'id'], limit: 0, pagination: false })
  if (!rows.docs.length) return []
  const people = await payload.db.find<RoleModel>({
    collection: 'role-models', where: { id: { in: rows.docs.map((row) => relationId(row.roleModel)) } }, select: PERSON_FIELDS, limit: 0, pagination: false,
  })
  const byId = new Map(people.docs.map((doc) => [idKey(doc.id), doc]))
  return rows.docs.map((row) => {
    const roleModelId = asTypedId(relationId(row.roleModel)!)
    const person = byId.get(idKey(roleModelId))
    const photo = relationId(person?.profilePicture)
    return {
      id: row.id,
      roleModelId,
      status: row.status,
      released: row.status === ROLE_MODEL_STATUS.uninvited && row.releasedAt != null,
      confirmedAt: row.confirmedAt ?? null,
      withdrawnAt: row.withdrawnAt ?? null,
      withdrawReason: row.withdrawReason ?? null,
      person: person
        ? {
          name: person.name ?? null, firstName: person.firstName ?? null, surname: person.surname ?? null, photo: photo == null ? null : asTypedId(photo),
          phone: person.contactPhoneNumber ?? null, accessNeeds: person.accessNeeds ?? null, supportPersonNeeds: person.supportPersonNeeds ?? null,
          mayTakePart: mayTakePart(person, now),
        }
        : null,
    }
  })
}
