import type { Where } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'

/**
 * The one statement of who teachers may see: a role model whose criminal record check is approved and not yet
 * expired, whose profile is complete, and who is not scheduled for deletion. The Payload query (collection access and
 * the domain's reads), the search index's conditions (browse on SQLite, by field) and the in-memory check (landing page)
 * are all derived from this list; an integration test runs the query and the check against the same documents.
 */
type Condition =
  | { field: 'checkStatus'; is: 'approved' }
  | { field: 'checkExpiresAt'; after: 'now' }
  | { field: 'profileComplete'; is: true }
  | { field: 'deleteAt'; absent: true }

/** The part about the check alone: approved and not yet expired (the landing page's check panel, reminders). */
const CHECK_CURRENT: readonly Condition[] = [
  { field: 'checkStatus', is: 'approved' },
  { field: 'checkExpiresAt', after: 'now' },
]

export const VISIBLE_TO_TEACHERS: readonly Condition[] = [
  ...CHECK_CURRENT,
  { field: 'profileComplete', is: true },
  { field: 'deleteAt', absent: true },
]

function toWhere(conditions: readonly Condition[], now: Date, path = ''): Where {
  return {
    and: conditions.map((condition): Where => {
      const field = `${path}${condition.field}`
      if ('is' in condition) return { [field]: { equals: condition.is } }
      if ('after' in condition) return { [field]: { greater_than: now.toISOString() } }
      return { [field]: { exists: false } }
    }),
  }
}

/**
 * As a Payload where clause (collection read access for teachers, counts, Mongo's browse); `path` puts it on a
 * relationship to role models (`'ownerRoleModel.'`: a photo whose owner teachers may see).
 */
export function visibleToTeachersWhere(now = new Date(), path = ''): Where {
  return toWhere(VISIBLE_TO_TEACHERS, now, path)
}

/** Role models whose check is approved and unexpired, as a Payload where clause (renewal reminders). */
export function checkCurrentWhere(now = new Date()): Where {
  return toWhere(CHECK_CURRENT, now)
}

type VisibilityFields = Partial<Pick<RoleModel, 'checkStatus' | 'checkExpiresAt' | 'profileComplete' | 'deleteAt'>>

function holds(conditions: readonly Condition[], doc: VisibilityFields, now: Date): boolean {
  return conditions.every((condition) => {
    const value = doc[condition.field]
    if ('is' in condition) return value === condition.is
    if ('after' in condition) return typeof value === 'string' && new Date(value).getTime() > now.getTime()
    return value == null
  })
}

/** For one document already in memory (the role model's own landing page). */
export function isVisibleToTeachers(doc: VisibilityFields, now = new Date()): boolean {
  return holds(VISIBLE_TO_TEACHERS, doc, now)
}

/**
 * Whether a role model may take part in events (be added, invited, accept, see an event's meeting details, be shown to
 * the school with their phone number, get its reminders): the same rule as being visible to teachers, read from the
 * role model's stored document at the moment of the step (docs/decisions/0027).
 */
export const mayTakePart = (doc: VisibilityFields, now = new Date()): boolean => isVisibleToTeachers(doc, now)

/** Whether one document's check is approved and unexpired, whatever its profile (an expired one shows as such). */
export function isCheckCurrent(doc: VisibilityFields, now = new Date()): boolean {
  return holds(CHECK_CURRENT, doc, now)
}
