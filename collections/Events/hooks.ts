import { APIError } from 'payload'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, FieldHook } from 'payload'
import type { Event } from '../../cms/payload-types'
import { sendCalendarUpdates } from '../../app/domain/calendar/changes.server'
import { sendSessionMoveNotices } from '../../app/domain/sessions/changes.server'
import { sessionStatusProblem } from '../../app/domain/sessions/session-rules'
import { eventDateToStored } from '../../app/domain/shared/dates'
import { mayChangeNotificationSettings, notificationSettingsProblems } from '../../app/domain/notification-settings/notification-settings'
import { isStaffUser, relationId, teacherSchoolId, userOf } from '../access'
import { EVENT_TRANSITION } from '../../app/domain/events/rules'
import { ATTENDANCE_EVENT_FIELDS, attendanceOpen, RECORD_ATTENDANCE_CONTEXT } from '../../app/domain/attendance/attendance'
import { COUNTED_STATUSES } from '../../app/domain/events/rules'
import { draftReady, OPEN_REQUEST_PROBLEM_MESSAGES, openRequestProblem } from '../../app/domain/offers/open-request'
import { OPEN_REQUEST_SYSTEM_CONTEXT } from '../../app/domain/offers/offers'
import type { EventFields } from '../../app/domain/events/event-form'

/** Changed only by a transition (activate, cancel, set done). */
const TRANSITION_FIELDS = ['status', 'activatedAt', 'cancelReason', 'cancelledAt'] as const
/** Fixed when the event is created. */
const CREATION_FIELDS = ['school', 'createdBy', 'minRoleModels', 'maxRoleModels', 'kind'] as const

const refuse = (field: string) => new APIError(`The event's ${field} cannot be changed this way.`, 403, null, true)

function same(a: unknown, b: unknown): boolean {
  const left = relationId(a)
  const right = relationId(b)
  if (left == null || left === '' || right == null || right === '') return (left == null || left === '') && (right == null || right === '')
  if (typeof left === 'string' && typeof right === 'string' && !Number.isNaN(Date.parse(left)) && !Number.isNaN(Date.parse(right)) && /^\d{4}-/.test(left)) {
    return Date.parse(left) === Date.parse(right)
  }
  return String(left) === String(right)
}

async function roleModelLimits(req: Parameters<CollectionBeforeChangeHook>[0]['req']) {
  const settings = (await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })) as {
    minRoleModelsPerEvent?: number | null
    maxRoleModelsPerEvent?: number | null
  }
  return { min: settings.minRoleModelsPerEvent ?? 1, max: settings.maxRoleModelsPerEvent ?? 8 }
}

/**
 * Holds the rules the screens cannot: a teacher's event belongs to the teacher's school and was created by them,
 * starts as a draft with the programme's min/max role models, and changes status only through the domain's
 * transitions (which set EVENT_TRANSITION in context). Staff (the admin) and system calls without a user pass. The
 * attendance save (RECORD_ATTENDANCE_CONTEXT) changes the attendance fields alone, and only from the day after.
 */
export const holdServerFields: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  const user = userOf(req)
  const trusted = !user || isStaffUser(req)
  if (operation === 'create') {
    if (trusted) {
      if (data.minRoleModels != null && data.maxRoleModels != null) return data
      const limits = await roleModelLimits(req)
      return { ...data, minRoleModels: data.minRoleModels ?? limits.min, maxRoleModels: data.maxRoleModels ?? limits.max }
    }
    if (data.status != null && data.status !== 'draft') throw refuse('status')
    const limits = await roleModelLimits(req)
    return {
      ...data, kind: 'school', status: 'draft', activatedAt: null, cancelReason: null, cancelledAt: null,
      school: teacherSchoolId(req), createdBy: user.id, minRoleModels: limits.min, maxRoleModels: limits.max,
    }
  }
  if (trusted) return data
  if (context?.[RECORD_ATTENDANCE_CONTEXT] === true) {
    const now = context.now instanceof Date ? context.now : new Date()
    if (!originalDoc || !attendanceOpen(originalDoc, now)) throw new APIError('Attendance can be recorded from the day after the event.', 409, null, true)
    const attendance: readonly string[] = ATTENDANCE_EVENT_FIELDS
    return Object.fromEntries(Object.keys(data).map((key) => [key, attendance.includes(key) ? data[key] : originalDoc[key]]))
  }
  for (const field of CREATION_FIELDS) {
    if (field in data && !same(data[field], originalDoc?.[field])) throw refuse(field)
  }
  if (context?.[EVENT_TRANSITION] !== true) {
    for (const field of TRANSITION_FIELDS) {
      if (field in data && !same(data[field], originalDoc?.[field])) throw refuse(field)
    }
  }
  return data
}

/** The fields of an open request its school's teachers write (the system fields are the hook's). */
const OPEN_REQUEST_FIELDS = ['offersOpen', 'offersHope', 'offersIndustries', 'offersSectors'] as const

/**
 * The open-request rules (issue 51 item 1, app/domain/offers/open-request.ts), for every writer: opening sets
 * `offersOpenedAt` and clears the last closing, only for a live event or a draft ready to invite, not started, not
 * full, with the teacher's sentence; closing (by a teacher or staff) records when and 'teacher'. A cancellation closes
 * it ('cancelled'), as does the nightly completion ('started'). The system's own closings (full, started) pass
 * OPEN_REQUEST_SYSTEM_CONTEXT and are kept as they are.
 */
export const holdOpenRequest: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  if (context?.[OPEN_REQUEST_SYSTEM_CONTEXT] === true) return data
  const wasOpen = operation === 'update' && originalDoc?.offersOpen === true
  const status = (data.status ?? originalDoc?.status) as string | undefined
  const now = new Date()
  // An event cancelled or finished closes its request in the same write (whatever the write says of it: a bulk update
  // carries the stored fields along).
  if (wasOpen && (status === 'cancelled' || status === 'done')) {
    return { ...data, offersOpen: false, offersClosedAt: now.toISOString(), offersCloseReason: status === 'cancelled' ? 'cancelled' : 'started' }
  }
  if (!OPEN_REQUEST_FIELDS.some((field) => field in data)) return data
  const opens = 'offersOpen' in data ? data.offersOpen === true : wasOpen
  if (!opens) {
    return wasOpen ? { ...data, offersOpen: false, offersClosedAt: now.toISOString(), offersCloseReason: 'teacher' } : data
  }
  const hope = typeof (data.offersHope ?? originalDoc?.offersHope) === 'string' ? String(data.offersHope ?? originalDoc?.offersHope).trim() : ''
  if (!hope) throw new APIError('events:offers.validation.hopeRequired', 400, null, true)
  if (wasOpen) return data
  const event = { ...(originalDoc ?? {}), ...data } as EventFields & { id?: unknown; maxRoleModels?: number | null }
  const counted = operation === 'update' && originalDoc?.id != null
    ? (await req.payload.db.count({ collection: 'event-role-models', where: { and: [{ event: { equals: originalDoc.id } }, { status: { in: [...COUNTED_STATUSES] } }] }, req })).totalDocs
    : 0
  const problem = openRequestProblem(event, { counted, max: event.maxRoleModels ?? 8, now, ready: event.status !== 'draft' || draftReady(event) })
  if (problem) throw new APIError(OPEN_REQUEST_PROBLEM_MESSAGES[problem], 409, null, true)
  return { ...data, offersOpen: true, offersOpenedAt: now.toISOString(), offersClosedAt: null, offersCloseReason: null }
}

type SubscriberRow = { teacher?: unknown; subscribed?: boolean | null }

/** Primary contact and subscriptions as plain ids; a row without `subscribed` takes the field's default (true). */
function notificationState(primaryContact: unknown, rows: unknown) {
  const list = Array.isArray(rows) ? (rows as SubscriberRow[]) : []
  return {
    primaryContactId: relationId(primaryContact),
    teachers: list.map((row) => ({ id: relationId(row.teacher) ?? '', subscribed: row.subscribed !== false })),
  }
}

const notificationError = (message: string, status = 400) => new APIError(`Notification settings: ${message}`, status, null, true)

/**
 * Holds the notification settings rules (spec sections 5 and 6, app/domain/notification-settings/notification-settings.ts)
 * for every writer, the admin and its REST API included: a teacher changes them only on an event they created or
 * whose primary contact they are (as stored before the change; 403 otherwise), staff and system calls without a user
 * on any; the primary contact and subscribers are teachers of the event's school, each listed once; once
 * subscriptions are saved, at least one person is subscribed and a primary contact, when there is one, is one of
 * them. Checked only when they change, so an event whose teacher left the school, or an edit of its details by
 * another teacher of the school, still saves.
 */
export const holdNotificationSettings: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (!('primaryContact' in data) && !('notificationSubscribers' in data)) return data
  const next = notificationState(
    'primaryContact' in data ? data.primaryContact : originalDoc?.primaryContact,
    'notificationSubscribers' in data ? data.notificationSubscribers : originalDoc?.notificationSubscribers,
  )
  const before = notificationState(originalDoc?.primaryContact, originalDoc?.notificationSubscribers)
  if (JSON.stringify(next) === JSON.stringify(before)) return data
  const user = userOf(req)
  // On create holdServerFields has made the teacher the creator; on update the stored event says who may.
  const event = operation === 'create' ? data : originalDoc
  if (user && !isStaffUser(req) && !(user.collection === 'teachers' && mayChangeNotificationSettings(event ?? {}, user.id))) {
    throw notificationError('only the event\'s creator or its primary contact can change them.', 403)
  }
  const school = relationId(data.school ?? originalDoc?.school)
  const ids = [...new Set([...next.teachers.map((row) => row.id), next.primaryContactId].filter((id) => id != null && id !== ''))]
  const found = ids.length && school != null
    ? await req.payload.find({
      collection: 'teachers', where: { and: [{ id: { in: ids } }, { school: { equals: school } }] },
      select: { school: true }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req,
    })
    : { docs: [] }
  const schoolTeacherIds = found.docs.map((teacher) => teacher.id)
  if (next.primaryContactId != null && !schoolTeacherIds.some((id) => String(id) === String(next.primaryContactId))) {
    throw notificationError('the primary contact must be a teacher of the event\'s school.')
  }
  // Never saved: no rows, the creator and the primary contact are told (answerRecipients).
  if (!next.teachers.length) return data
  const problems = notificationSettingsProblems(next, schoolTeacherIds)
  if (problems.includes('unknown-teacher')) throw notificationError('every subscriber must be a teacher of the event\'s school.')
  if (problems.includes('duplicate-teacher')) throw notificationError('a teacher is listed more than once.')
  if (problems.includes('none-subscribed')) throw notificationError('at least one person must be subscribed.')
  // No primary contact stored (older rows, seeds): the creator is the organiser; the panel always saves one.
  if (problems.includes('primary-not-subscribed') && next.primaryContactId != null) throw notificationError('the primary contact must be subscribed.')
  return data
}

/** A deleted (discarded) event takes its role-model rows with it; delete access has already been checked. */
export const deleteRowsWithEvent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'event-role-models', where: { event: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'feedback', where: { event: { equals: id } }, overrideAccess: true, req })
}

/**
 * Keeps an event date in the one stored form, the UTC midnight of its New Zealand calendar date, whoever writes it:
 * the forms send that already; the admin's day picker sends the chosen day at UTC noon.
 */
export const storeCalendarDay: FieldHook = ({ value }) => {
  if (value == null || value === '') return value
  const text = value instanceof Date ? value.toISOString() : String(value)
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? eventDateToStored(text.slice(0, 10)) : value
}

/**
 * A live event changed, by whoever changed it (the teacher's pages, the admin, its REST API): its role models hear of
 * it (app/domain/calendar/changes.server.ts: updated calendar entries; a move tells the invited too and asks the
 * attending "Still coming?" again). The system's own writes (sequence, reminders, transitions' emails) say skipEmail.
 */
export const noticeChanges: CollectionAfterChangeHook<Event> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || context?.skipEmail) return doc
  await sendCalendarUpdates({ payload: req.payload, before: previousDoc, after: doc, req })
  // A programme session's registered classes get their updated entries too (after the presenters': a higher sequence).
  await sendSessionMoveNotices({ payload: req.payload, before: previousDoc, after: doc, req })
  return doc
}

/**
 * A programme session's status rules, for every writer (staff's pages, the admin, the REST API, the jobs): draft to
 * live, live to cancelled (with a reason; its time recorded) or done, and a cancelled or done session stays so
 * (app/domain/sessions/session-rules.ts). School events keep the rules above.
 */
export const holdSessionStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const kind = operation === 'create' ? data.kind : originalDoc?.kind
  if (kind !== 'programme') return data
  const from = operation === 'create' ? null : String(originalDoc?.status ?? 'draft')
  const to = String(data.status ?? from ?? 'draft')
  const reason = 'cancelReason' in data ? data.cancelReason : originalDoc?.cancelReason
  const problem = sessionStatusProblem(from, to, reason)
  if (problem === 'cancel-reason') throw new APIError('A session is cancelled with a reason.', 400, null, true)
  if (problem) throw new APIError(`A session cannot go from ${from ?? 'new'} to ${to}.`, 409, null, true)
  if (to === 'cancelled' && from !== 'cancelled' && !data.cancelledAt) return { ...data, cancelledAt: new Date().toISOString() }
  return data
}
