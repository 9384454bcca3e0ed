import type { Payload } from 'payload'
import type { Event, EventRoleModel, Teacher } from '../../../cms/payload-types'
import type { SignedInUser } from '~/domain/accounts/users'
import { ownInvitationsWhere } from '../access/rules'
import { schoolName } from '../events/school-name.server'
import { taxonomyTerms } from '../reference/taxonomies.server'
import type { Term } from '../reference/terms'
import { idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { ROLE_MODEL_STATUS } from './status'

type Locale = 'en' | 'mi'

const ROW_FIELDS = { status: true, event: true, expiresAt: true, invitedAt: true, withdrawnAt: true, attended: true, recordingConsent: true } as const
/** The role model's own row on an event, as the invitation and its answers read it. */
export type OwnRow = Pick<EventRoleModel, 'id' | keyof typeof ROW_FIELDS>

const INVITATION_FIELDS = {
  status: true, title: true, type: true, school: true, date: true, arrivalTime: true, startTime: true, endTime: true, address: true,
  region: true, district: true, numberOfStudents: true, studentsAge: true, howWillStudentsAttend: true, studentLanguages: true,
  arrivalDetails: true, howWillTheEventStart: true, culturalExpectations: true, photosAllowed: true, whatStudentsCallTheTeacher: true,
  learningGoals: true, whatMakesTheSchoolSpecial: true, relatedTopic: true, meeting: true, preEventMeeting: true, primaryContact: true, createdBy: true, kind: true,
} as const
/** The event as an invitation shows it (the meetings only once accepted; the cancel reason never). */
export type InvitedEvent = Pick<Event, 'id' | keyof typeof INVITATION_FIELDS>

/**
 * The role model's own row on the event (sent: never a selection not yet sent), or null; an uninvited row is null too,
 * as the invitation was withdrawn and the event is no longer theirs to see.
 */
export async function findOwnRow(payload: Payload, roleModel: SignedInUser, eventId: DocId): Promise<OwnRow | null> {
  if (roleModel.collection !== 'role-models') return null
  // By the system, under the rows' rule for this role model (their own invitations) in the where.
  const found = await payload.db.find<OwnRow>({
    collection: 'event-role-models',
    where: { and: [{ event: { equals: eventId } }, ownInvitationsWhere(roleModel.id), { status: { not_equals: ROLE_MODEL_STATUS.uninvited } }] },
    select: ROW_FIELDS,
    limit: 1,
    pagination: false,
  })
  return found.docs[0] ?? null
}

/**
 * The event of a role model's own row, which (found above) proves the events' read rule: they were asked to it. Read
 * by id without asking the rule again, which loads every event of the role model's history; the meetings' links and
 * passwords, which the rule shows only once accepted, are selected only then, and the cancel reason never.
 */
export async function readInvitedEvent(payload: Payload, eventId: DocId, accepted: boolean): Promise<InvitedEvent | null> {
  const { meeting, preEventMeeting, ...unlessAccepted } = INVITATION_FIELDS
  const select = accepted ? { ...unlessAccepted, meeting, preEventMeeting } : unlessAccepted
  const found = await payload.db.find<InvitedEvent>({ collection: 'events', where: { id: { equals: eventId } }, select, limit: 1, pagination: false })
  return found.docs[0] ?? null
}

/**
 * The role model's own row on the event (sent, not withdrawn by the school) and the event as its invitation shows it:
 * the meetings only once accepted. Two reads at depth 0: the row, then the event by id.
 */
export async function ownInvitation(payload: Payload, roleModel: SignedInUser, eventId: DocId): Promise<{ row: OwnRow; event: InvitedEvent } | null> {
  const row = await findOwnRow(payload, roleModel, eventId)
  if (!row) return null
  const event = await readInvitedEvent(payload, eventId, row.status === ROLE_MODEL_STATUS.accepted)
  return event ? { row, event } : null
}

const ORGANISER_FIELDS = { name: true, firstName: true, lastName: true, email: true } as const
export type Organiser = Pick<Teacher, 'id' | keyof typeof ORGANISER_FIELDS>

/**
 * The school's name and the organisers' names and emails, by id. The role model's own row on the event (found under
 * their rule) already proves what the collections' read rules would check: an invitation names its school (schools:
 * "the schools that invited them"), and an accepted place shows its organisers (teachers: "the organisers of the
 * events they accepted"; the callers pass organisers only once accepted). Only the fields those rules let a role model
 * see are selected.
 */
export async function schoolAndOrganisers(payload: Payload, school: DocId | null, organiserIds: DocId[]): Promise<{ school: string; teachers: Map<string, Organiser> }> {
  const [name, teachers] = await Promise.all([
    schoolName(payload, school),
    organiserIds.length
      ? payload.db.find<Organiser>({ collection: 'teachers', where: { id: { in: organiserIds } }, select: ORGANISER_FIELDS, limit: 0, pagination: false })
      : null,
  ])
  return { school: name, teachers: new Map((teachers?.docs ?? []).map((teacher) => [idKey(teacher.id), teacher])) }
}

const NO_TERMS: ReadonlyMap<string, Term> = new Map()

/**
 * The names the invitation shows of the documents its event points at: the school's name and, once accepted, the
 * organisers' (schoolAndOrganisers), and the region, district and languages from the reference lists everyone reads.
 */
export async function relatedNames(payload: Payload, event: InvitedEvent, locale: Locale, accepted: boolean) {
  const organiserIds = accepted ? [...new Map([event.primaryContact, event.createdBy].map(relationId).filter((id) => id != null).map((id) => [idKey(id), id])).values()] : []
  const [{ school, teachers }, regions, districts, languages] = await Promise.all([
    schoolAndOrganisers(payload, relationId(event.school), organiserIds),
    event.region == null ? NO_TERMS : taxonomyTerms(payload, 'regions', locale),
    event.district == null ? NO_TERMS : taxonomyTerms(payload, 'districts', locale),
    event.studentLanguages?.length ? taxonomyTerms(payload, 'languages', locale) : NO_TERMS,
  ])
  const lists = { regions, districts, languages }
  // The primary contact when there is one, else the event's creator.
  const organiser = accepted ? teachers.get(idKey(relationId(event.primaryContact))) ?? teachers.get(idKey(relationId(event.createdBy))) ?? null : null
  return {
    school,
    organiser,
    /** A name from a staff-edited list, marked where it falls back to English (decision 0053); null when none. */
    term: (list: keyof typeof lists, value: unknown): Term | null => lists[list].get(idKey(relationId(value))) ?? null,
  }
}
