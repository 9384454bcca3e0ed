import type { Payload, Where } from 'payload'
import { z } from 'zod'
import type { RoleModel, Staff } from '../../../cms/payload-types'
import { nzDate } from '../shared/dates'
import { parseDocId } from '../shared/ids'
import { dateOfBirthDay, isRequestInFlight } from './vetting-path'
import { isCheckCurrent } from './visibility'

/** Checks expiring within this many months are listed for renewal. */
export const EXPIRING_WITHIN_MONTHS = 3
export const CHECK_DECLINE_REASON_MAX = 2048
const DAY_MS = 86_400_000
/** The queue pages by this many (the oldest first): a backlog longer than that is a programme problem, said on the page. */
export const QUEUE_PAGE_SIZE = 100

export type QueuedRoleModel = { id: number; name: string; email: string; receivedAt: string | null; daysWaiting: number | null }
export type ExpiringCheck = { id: number; name: string; email: string; expiresAt: string }
/** A consent waiting for the team to ask NZ Police: what the request needs (staff alone read it). */
export type WaitingConsent = { id: number; name: string; email: string; legalName: string; dateOfBirth: string | null; consentAt: string; renewal: boolean }

type QueueDoc = Pick<RoleModel, 'id' | 'name' | 'firstName' | 'surname' | 'email' | 'checkReceivedAt' | 'checkExpiresAt'>
type ConsentDoc = Pick<RoleModel, 'id' | 'name' | 'firstName' | 'surname' | 'email' | 'legalName' | 'dateOfBirth' | 'vettingConsentAt' | 'checkStatus' | 'checkExpiresAt'>

const nameOf = (doc: { name?: string | null; firstName?: string | null; surname?: string | null }) =>
  doc.name?.trim() || [doc.firstName, doc.surname].filter(Boolean).join(' ')

function monthsLater(now: Date, months: number): Date {
  const later = new Date(now)
  later.setUTCMonth(later.getUTCMonth() + months)
  return later
}

/** Consents given and not yet acted on: the team is to ask NZ Police (decision 0084). */
const consentWaitingWhere: Where = { and: [{ vettingConsentAt: { exists: true } }, { checkRequestedAt: { exists: false } }, { deleteAt: { exists: false } }] }
/** Checks waiting for their result: set pending (asked, or received before the vetting path), or a renewal asked for. */
const resultWaitingWhere: Where = {
  and: [
    { or: [{ checkStatus: { equals: 'pending' } }, { and: [{ checkRequestedAt: { exists: true } }, { checkResultAt: { exists: false } }] }] },
    { deleteAt: { exists: false } },
  ],
}

/**
 * Staff's vetting queue: consents waiting for the team to ask NZ Police (the oldest first, with the legal name and date
 * of birth the request needs); role models whose check waits for a result, the longest waiting first, with how many
 * days they have waited; and approved checks that expire within three months (renewals to chase).
 */
export async function vettingQueue({ payload, now = new Date() }: { payload: Payload; now?: Date }) {
  // The staff route required staff; read through the database adapter, only the queue's fields.
  const system = { select: { name: true, firstName: true, surname: true, email: true, checkReceivedAt: true, checkExpiresAt: true } } as const
  const consentSelect = { name: true, firstName: true, surname: true, email: true, legalName: true, dateOfBirth: true, vettingConsentAt: true, checkStatus: true, checkExpiresAt: true } as const
  const [consents, pending, expiring] = await Promise.all([
    payload.db.find<ConsentDoc>({ collection: 'role-models', where: consentWaitingWhere, sort: ['vettingConsentAt', 'id'], limit: QUEUE_PAGE_SIZE, select: consentSelect }),
    payload.db.find<QueueDoc>({ collection: 'role-models', where: resultWaitingWhere, sort: ['checkReceivedAt', 'id'], limit: QUEUE_PAGE_SIZE, ...system }),
    payload.db.find<QueueDoc>({
      collection: 'role-models',
      where: { and: [{ checkStatus: { equals: 'approved' } }, { checkExpiresAt: { greater_than: now.toISOString() } }, { checkExpiresAt: { less_than_equal: monthsLater(now, EXPIRING_WITHIN_MONTHS).toISOString() } }, { deleteAt: { exists: false } }] },
      sort: ['checkExpiresAt', 'id'], limit: QUEUE_PAGE_SIZE, ...system,
    }),
  ])
  const today = Date.parse(nzDate(now))
  return {
    consents: consents.docs.map((doc): WaitingConsent => ({
      id: doc.id, name: nameOf(doc), email: doc.email, legalName: doc.legalName ?? '', dateOfBirth: dateOfBirthDay(doc.dateOfBirth),
      consentAt: doc.vettingConsentAt!, renewal: isCheckCurrent(doc, now),
    })),
    consentsTotal: consents.totalDocs,
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
  // The team has asked NZ Police with the role model's details (the first press of the vetting path's two).
  z.object({ decision: z.literal('requested'), roleModelId: docIdField }),
  z.object({ decision: z.literal('approve'), roleModelId: docIdField }),
  z.object({
    decision: z.literal('decline'),
    roleModelId: docIdField,
    reason: z.string({ required_error: 'staff:vetting.reasonRequired' }).trim().min(1, 'staff:vetting.reasonRequired').max(CHECK_DECLINE_REASON_MAX, `tooLong|{"max":${CHECK_DECLINE_REASON_MAX}}`),
  }),
])
export type CheckDecision = z.infer<typeof checkDecisionSchema>

export type CheckDecisionResult = { ok: true; name: string } | { ok: false; error: 'not-found' | 'not-pending' | 'not-waiting' }

/**
 * Records a step of a check as the staff member (the collection's rules and hooks run: dates, the emails, the date of
 * birth erased on a result, places released on decline):
 * - requested: a consent waiting; the check becomes pending, unless an approval still holds (a renewal: the role model
 *   stays visible until the result or the approval's end);
 * - approve or decline: a check waiting for its result (pending, or a renewal asked for). A declined check's reason is
 *   added to the staff notes with the day and who decided.
 * Anything else is refused and nothing changes.
 */
export async function decideCheck({ payload, staff, decision, now = new Date() }: { payload: Payload; staff: Staff; decision: CheckDecision; now?: Date }): Promise<CheckDecisionResult> {
  const user = { ...staff, collection: 'staff' as const }
  const doc = await payload.findByID({ collection: 'role-models', id: decision.roleModelId, depth: 0, user, overrideAccess: false, disableErrors: true })
  if (!doc || doc.deleteAt) return { ok: false, error: 'not-found' }
  let data: Partial<RoleModel>
  if (decision.decision === 'requested') {
    if (!doc.vettingConsentAt || doc.checkRequestedAt) return { ok: false, error: 'not-waiting' }
    data = { checkRequestedAt: now.toISOString(), ...(isCheckCurrent(doc, now) ? {} : { checkStatus: 'pending' as const, checkReceivedAt: now.toISOString() }) }
  } else {
    const renewal = doc.checkStatus === 'approved' && isRequestInFlight(doc)
    if (doc.checkStatus !== 'pending' && !renewal) return { ok: false, error: 'not-pending' }
    data = decision.decision === 'approve'
      ? { checkStatus: 'approved' as const, ...(renewal ? { checkApprovedAt: now.toISOString() } : {}) }
      : { checkStatus: 'declined' as const, checkNotes: [doc.checkNotes?.trim(), `${nzDate(now)} declined by ${staff.email}: ${decision.reason}`].filter(Boolean).join('\n\n') }
  }
  await payload.update({ collection: 'role-models', id: doc.id, data, depth: 0, user, overrideAccess: false })
  return { ok: true, name: nameOf(doc) }
}
