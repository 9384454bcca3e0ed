import type { Payload } from 'payload'
import { z } from 'zod'
import type { RoleModel, Staff } from '../../../cms/payload-types'
import { nzDate } from '../shared/dates'
import { parseDocId } from '../shared/ids'

/** Checks expiring within this many months are listed for renewal. */
export const EXPIRING_WITHIN_MONTHS = 3
export const CHECK_DECLINE_REASON_MAX = 2048
const DAY_MS = 86_400_000
/** The queue pages by this many (the oldest first): a backlog longer than that is a programme problem, said on the page. */
export const QUEUE_PAGE_SIZE = 100

export type QueuedRoleModel = { id: number; name: string; email: string; receivedAt: string | null; daysWaiting: number | null }
export type ExpiringCheck = { id: number; name: string; email: string; expiresAt: string }

type QueueDoc = Pick<RoleModel, 'id' | 'name' | 'firstName' | 'surname' | 'email' | 'checkReceivedAt' | 'checkExpiresAt'>

const nameOf = (doc: { name?: string | null; firstName?: string | null; surname?: string | null }) =>
  doc.name?.trim() || [doc.firstName, doc.surname].filter(Boolean).join(' ')

function monthsLater(now: Date, months: number): Date {
  const later = new Date(now)
  later.setUTCMonth(later.getUTCMonth() + months)
  return later
}

/**
 * Staff's vetting queue: role models whose check waits for a decision, the longest waiting first, with how many days
 * they have waited; and approved checks that expire within three months (renewals to chase).
 */
export async function vettingQueue({ payload, now = new Date() }: { payload: Payload; now?: Date }) {
  // The staff route required staff; read through the database adapter, only the queue's fields.
  const system = { select: { name: true, firstName: true, surname: true, email: true, checkReceivedAt: true, checkExpiresAt: true } } as const
  const [pending, expiring] = await Promise.all([
    payload.db.find<QueueDoc>({ collection: 'role-models', where: { and: [{ checkStatus: { equals: 'pending' } }, { deleteAt: { exists: false } }] }, sort: ['checkReceivedAt', 'id'], limit: QUEUE_PAGE_SIZE, ...system }),
    payload.db.find<QueueDoc>({
      collection: 'role-models',
      where: { and: [{ checkStatus: { equals: 'approved' } }, { checkExpiresAt: { greater_than: now.toISOString() } }, { checkExpiresAt: { less_than_equal: monthsLater(now, EXPIRING_WITHIN_MONTHS).toISOString() } }, { deleteAt: { exists: false } }] },
      sort: ['checkExpiresAt', 'id'], limit: QUEUE_PAGE_SIZE, ...system,
    }),
  ])
  const today = Date.parse(nzDate(now))
  return {
    pending: pending.docs.map((doc): QueuedRoleModel => ({
      id: doc.id, name: nameOf(doc), email: doc.email, receivedAt: doc.checkReceivedAt ?? null,
      daysWaiting: doc.checkReceivedAt ? Math.max(0, Math.round((today - Date.parse(nzDate(new Date(doc.checkReceivedAt)))) / DAY_MS)) : null,
    })),
    pendingTotal: pending.totalDocs,
    expiring: expiring.docs.map((doc): ExpiringCheck => ({ id: doc.id, name: nameOf(doc), email: doc.email, expiresAt: doc.checkExpiresAt! })),
    expiringTotal: expiring.totalDocs,
  }
}

/** A role model's id as the database has it (decision 0035). */
const docIdField = z.unknown().transform((value, ctx) => parseDocId(value) ?? (ctx.addIssue({ code: z.ZodIssueCode.custom }), z.NEVER))

/** The decision form: approve, or decline with a reason staff keep (the role model is not shown it). */
export const checkDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), roleModelId: docIdField }),
  z.object({
    decision: z.literal('decline'),
    roleModelId: docIdField,
    reason: z.string({ required_error: 'staff:vetting.reasonRequired' }).trim().min(1, 'staff:vetting.reasonRequired').max(CHECK_DECLINE_REASON_MAX, `tooLong|{"max":${CHECK_DECLINE_REASON_MAX}}`),
  }),
])
export type CheckDecision = z.infer<typeof checkDecisionSchema>

export type CheckDecisionResult = { ok: true; name: string } | { ok: false; error: 'not-found' | 'not-pending' }

/**
 * Approves or declines a check that is waiting, as the staff member (the collection's rules and hooks run: approval
 * dates, the approval email, places released on decline). A declined check's reason is added to the staff notes with
 * the day and who decided. Anything but a waiting check is refused and nothing changes.
 */
export async function decideCheck({ payload, staff, decision, now = new Date() }: { payload: Payload; staff: Staff; decision: CheckDecision; now?: Date }): Promise<CheckDecisionResult> {
  const user = { ...staff, collection: 'staff' as const }
  const doc = await payload.findByID({ collection: 'role-models', id: decision.roleModelId, depth: 0, user, overrideAccess: false, disableErrors: true })
  if (!doc || doc.deleteAt) return { ok: false, error: 'not-found' }
  if (doc.checkStatus !== 'pending') return { ok: false, error: 'not-pending' }
  const data = decision.decision === 'approve'
    ? { checkStatus: 'approved' as const }
    : { checkStatus: 'declined' as const, checkNotes: [doc.checkNotes?.trim(), `${nzDate(now)} declined by ${staff.email}: ${decision.reason}`].filter(Boolean).join('\n\n') }
  await payload.update({ collection: 'role-models', id: doc.id, data, depth: 0, user, overrideAccess: false })
  return { ok: true, name: nameOf(doc) }
}
