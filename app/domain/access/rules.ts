import type { Where } from 'payload'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { idKey } from '../shared/ids'
import { relationId } from '../shared/relations'

export { visibleToTeachersWhere } from '../vetting/visibility'

type Id = number | string

/**
 * Who may see or change what, each rule once, as a Payload `Where` (decision 0060). The collections' access functions
 * return these, and the domain's reads that skip access (the system's, overriding it) put the same predicate in their own
 * query, so the two cannot drift. Role models teachers may see: `visibleToTeachersWhere` (vetting/visibility.ts).
 */

/** A school's events: its teachers read and change them (drafts and active ones), staff all. */
export const schoolEventsWhere = (school: Id): Where => ({ school: { equals: school } })

/**
 * The events whose attendance a school's teachers record (decision 0031): its live and finished ones (the day rule is
 * the collection's hook's). Finished events are otherwise history, closed to teachers' changes.
 */
export const attendanceEventsWhere = (school: Id): Where => ({ and: [schoolEventsWhere(school), { status: { in: ['active', 'done'] } }] })

/** The same rule for an event already read: whether it is the school's (by id key, as numbers or text ids alike). */
export const isSchoolEvent = (event: { school?: unknown }, school: Id | null | undefined): boolean =>
  school != null && idKey(relationId(event.school)) === idKey(school)

/** The role-model rows (invitations and selections) of a school's events. */
export const schoolEventRowsWhere = (school: Id): Where => ({ 'event.school': { equals: school } })

/** Statuses of a role model who was asked to an event (everything but selected and uninvited). */
export const INVITED_ONCE = [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted, ROLE_MODEL_STATUS.declined, ROLE_MODEL_STATUS.expired] as const

/** A role model's own invitations: every row of theirs but a selection not yet sent. */
export const ownInvitationsWhere = (roleModel: Id): Where => ({
  and: [{ roleModel: { equals: roleModel } }, { status: { not_equals: ROLE_MODEL_STATUS.selected } }],
})

/** The rows whose events a role model may read: those they were asked to. */
export const askedToWhere = (roleModel: Id): Where => ({
  and: [{ roleModel: { equals: roleModel } }, { status: { in: [...INVITED_ONCE] } }],
})

/**
 * A role model's accepted rows: the events whose meeting details they read (meeting after acceptance), and, joined
 * with a school, the role models whose contact details that school's teachers read (contact after acceptance).
 */
export const acceptedWhere = (roleModel: Id | Id[]): Where => ({
  and: [{ roleModel: Array.isArray(roleModel) ? { in: roleModel } : { equals: roleModel } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }],
})

/** The same rule for rows already read under a role model's own rule: whether the row is an accepted place. */
export const isAccepted = (row: { status?: number | null }): boolean => row.status === ROLE_MODEL_STATUS.accepted

/** Accepted rows of role models on a school's events (the contact rule's first half, decision 0040). */
export const acceptedBySchoolWhere = (roleModels: Id[], school: Id): Where => ({
  and: [acceptedWhere(roleModels), schoolEventRowsWhere(school)],
})

/** A teacher's own favourites: they read and remove only theirs, staff all. */
/** A teacher's own session registrations (issue 53). */
export const ownRegistrationsWhere = (teacher: Id): Where => ({ teacher: { equals: teacher } })

/** A session's classes still registered. */
export const registeredClassesWhere = (session: Id | Id[]): Where => ({ and: [{ session: Array.isArray(session) ? { in: session } : { equals: session } }, { status: { equals: 'registered' } }] })

/** Programme sessions (decision 0088); a school's events are every other. */
export const programmeSessionsWhere: Where = { kind: { equals: 'programme' } }

/** Recordings every presenting role model still consents to: what teachers of active schools see and play (decision 0089). */
export const visibleRecordingsWhere: Where = { consented: { equals: true } }

/** A session's presenters who accepted (and so presented): the rows whose consent a recording needs. */
export const presentingRowsWhere = (session: Id): Where => ({ and: [{ event: { equals: session } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] })

export const ownFavouritesWhere = (teacher: Id): Where => ({ teacher: { equals: teacher } })

/** A role model's own feedback: their rating of a school and the notes written about them (fields hide the rest). */
export const ownFeedbackWhere = (roleModel: Id): Where => ({ roleModel: { equals: roleModel } })

/** A school's feedback: its ratings of its events and of the role models who came, never a role model's of it. */
export const schoolFeedbackWhere = (school: Id): Where => ({ and: [{ school: { equals: school } }, { kind: { in: ['event', 'role-model'] } }] })

/** A teacher's own feedback answers (decision 0036): their ratings of events and of role models who came. */
export const teacherAnswersWhere = (teacher: Id): Where => ({ and: [{ teacher: { equals: teacher } }, { kind: { in: ['event', 'role-model'] } }] })

/** A role model's own feedback answers: their ratings of schools' organisation. */
export const roleModelAnswersWhere = (roleModel: Id): Where => ({ and: [{ roleModel: { equals: roleModel } }, { kind: { equals: 'school' } }] })

/**
 * The same rules for an answer about to be written: whether `author` gives it themself (a teacher an answer of kind
 * event or role-model as its teacher, a role model one of kind school as its role model). Which event, school and role
 * model it may be about is the collection's hook's (the window, the school, who came).
 */
export const isOwnAnswer = (answer: { kind?: unknown; teacher?: unknown; roleModel?: unknown }, author: { collection: string; id: Id }): boolean => {
  if (author.collection === 'teachers') return (answer.kind === 'event' || answer.kind === 'role-model') && idKey(relationId(answer.teacher)) === idKey(author.id)
  if (author.collection === 'role-models') return answer.kind === 'school' && idKey(relationId(answer.roleModel)) === idKey(author.id)
  return false
}

/**
 * Events open to offers (issue 51): marked open by their school, a draft or live, on or after `fromDay` (the New Zealand
 * calendar day, stored as its UTC midnight like the events' date). An event that is full, cancelled or started is
 * closed by the system (its `offersOpen` set false); the day bound keeps one that started out even before that.
 */
export const openRequestsWhere = (fromDay: Date): Where => ({
  and: [{ offersOpen: { equals: true } }, { status: { in: ['draft', 'active'] } }, { date: { greater_than_equal: fromDay.toISOString() } }],
})

/**
 * Every row of a role model's, whatever its status, as the system reads them for the landing: the rows it lists are
 * those it may read (waiting or accepted, among `askedToWhere`'s), and the rest only leave their events out of the
 * open requests offered to them (as `ownRowsOnOpenRequestsWhere` does), never shown.
 */
export const ownRowsWhere = (roleModel: Id): Where => ({ roleModel: { equals: roleModel } })

/**
 * A role model's rows (asked, attending, declined, uninvited: any status) on events marked open to offers: the open
 * requests not offered to them again (every open request is among those events; one join, not one per condition).
 */
export const ownRowsOnOpenRequestsWhere = (roleModel: Id): Where => ({
  and: [ownRowsWhere(roleModel), { 'event.offersOpen': { equals: true } }],
})

/** A role model's own offers (their interest in open requests): they read them and take them back. */
export const ownOffersWhere = (roleModel: Id): Where => ({ roleModel: { equals: roleModel } })

/** The offers made to a school's events: its teachers read them and act on them. */
export const schoolOffersWhere = (school: Id): Where => ({ 'event.school': { equals: school } })

/**
 * Message threads and their messages (issue 52): a role model reads their own (both collections carry `roleModel`);
 * the school's side reads those of the events where they are the organiser or subscribed (isThreadTeacher, messages.ts;
 * the events' ids read first); staff only threads in which a message was reported.
 */
export const ownThreadsWhere = (roleModel: Id): Where => ({ roleModel: { equals: roleModel } })

/**
 * One id as `equals`, several as `in`: the adapter writes a one-id list as `IN (?, ?)` (the id twice), which SQLite
 * cannot use as an equality on an index, so a thread's page of messages sorted every message of the role model instead
 * of reading the thread's index in order (0.24 against 0.09 ms on the bench's thread), and an event's threads scanned
 * every thread by date.
 */
const oneOrAny = (ids: Id[]) => (ids.length === 1 ? { equals: ids[0] } : { in: ids })

/** The threads (or messages) of events a teacher reads threads of (their ids, read under isThreadTeacher). */
export const eventThreadsWhere = (events: Id[]): Where => ({ event: oneOrAny(events) })

/** Threads in which a message was reported: the only ones staff read. */
export const reportedThreadsWhere: Where = { reportedAt: { exists: true } }

/** Messages of the given threads (staff: the reported ones'). */
export const threadMessagesWhere = (threads: Id[]): Where => ({ thread: oneOrAny(threads) })

/** A reader's own read markers ('teachers:12'). */
export const ownThreadReadsWhere = (reader: string): Where => ({ reader: { equals: reader } })
