import type { Payload, Where } from 'payload'
import type { EventRoleModel } from '../../../cms/payload-types'
import type { SignedInRoleModel, SignedInUser } from '../accounts/users'
import { schoolName } from '../events/school-name.server'
import { getEnv } from '../../lib/env.server'
import { storedToEventDate } from '../shared/dates'
import { relationId } from '../shared/relations'
import { cleanDeclineReason, DECLINE_REASON_MAX_LENGTH } from './rules'
import { ROLE_MODEL_STATUS } from './status'
import { readStillComing } from './still-coming-token.server'
import type { StillComingClaims } from './still-coming-token.server'
import { isWithdrawn, withdrawProblem } from './withdraw'
import { withdrawFromEvent } from './withdraw.server'
import { parseDocId } from '../shared/ids'

type Id = number | string

/** Why a still-coming link does nothing: forged or not this person's, expired (the event began), already used. */
export type StillComingRefusal = 'invalid' | 'expired' | 'used'

export type StillComingView = {
  /** open: the two choices; confirmed or withdrawn: what was answered (the link is used). */
  state: 'open' | 'confirmed' | 'withdrawn'
  firstName: string
  event: { id: Id; title: string; type: string; schoolName: string; date: string | null; startTime: string }
}

export type StillComingRead = { ok: true; view: StillComingView } | { ok: false; refusal: StillComingRefusal }

const asId = (value: string): Id => parseDocId(value) ?? value

type Checked = { ok: true; claims: StillComingClaims; row: EventRoleModel; roleModel: SignedInRoleModel; view: StillComingView } | { ok: false; refusal: StillComingRefusal }

/**
 * Everything a link's use checks, before anything changes: the signature (the server's secret), the expiry, the row and
 * role model it names, and whoever is signed in (a different role model or a teacher is refused: the link is one
 * person's). Then the row's state: still open while the nonce on the row is the link's and the role model is attending.
 * The link acts as the role model it names: the event is read as them, under the events' access.
 */
async function check({ payload, token, signedIn, now }: { payload: Payload; token: unknown; signedIn?: SignedInUser | null; now: Date }): Promise<Checked> {
  const read = readStillComing(token, getEnv().PAYLOAD_SECRET, now)
  if (read.status === 'invalid') return { ok: false, refusal: 'invalid' }
  const { claims } = read
  if (signedIn && (signedIn.collection !== 'role-models' || String(signedIn.id) !== claims.roleModel)) return { ok: false, refusal: 'invalid' }
  // The signed link's claims (checked above) name the row and its role model; whoever follows it may be signed out,
  // and the row's link fields (its nonce) are the system's to read.
  const row = await payload.findByID({ collection: 'event-role-models', id: asId(claims.row), depth: 0, overrideAccess: true, disableErrors: true })
  if (!row || String(relationId(row.roleModel)) !== claims.roleModel) return { ok: false, refusal: 'invalid' }
  if (read.status === 'expired') return { ok: false, refusal: 'expired' }
  // The signed link proved the role model: their record, as the system (nobody need be signed in); the link acts as them.
  const found = await payload.findByID({ collection: 'role-models', id: asId(claims.roleModel), depth: 0, overrideAccess: true, disableErrors: true })
  if (!found) return { ok: false, refusal: 'invalid' }
  const roleModel: SignedInRoleModel = { ...found, collection: 'role-models' }
  const open = row.stillComingNonce === claims.nonce && row.status === ROLE_MODEL_STATUS.accepted && !row.confirmedAt
  const state = open ? 'open' : row.confirmedAt && row.status === ROLE_MODEL_STATUS.accepted ? 'confirmed' : isWithdrawn(row) ? 'withdrawn' : null
  // Uninvited, released, or a link replaced by a newer one: nothing to show.
  if (!state) return { ok: false, refusal: 'used' }
  const event = await payload.findByID({ collection: 'events', id: relationId(row.event)!, depth: 0, user: roleModel, overrideAccess: false, disableErrors: true })
  if (!event) return { ok: false, refusal: 'invalid' }
  // A cancelled event or one that has begun: the link has had its day.
  if (state === 'open' && withdrawProblem(row, event, now)) return { ok: false, refusal: 'expired' }
  const school = await schoolName(payload, relationId(event.school))
  return {
    ok: true, claims, row, roleModel,
    view: {
      state,
      firstName: roleModel.firstName?.trim() || roleModel.name?.trim() || '',
      event: { id: event.id, title: event.title?.trim() ?? '', type: event.type, schoolName: school, date: storedToEventDate(event.date), startTime: event.startTime ?? '' },
    },
  }
}

/** What the link's page shows: the choices while the link is open, or what was answered with it. */
export async function readStillComingLink({ payload, token, signedIn, now = new Date() }: { payload: Payload; token: unknown; signedIn?: SignedInUser | null; now?: Date }): Promise<StillComingRead> {
  const checked = await check({ payload, token, signedIn, now })
  return checked.ok ? { ok: true, view: checked.view } : checked
}

/**
 * "Yes, I'll be there": records the confirmation and uses the link up, in one compare-and-set on the row's nonce (of two
 * presses, one counts). A used, expired, forged or someone else's link: refused, nothing changes.
 */
export async function confirmStillComing({ payload, token, signedIn, now = new Date() }: { payload: Payload; token: unknown; signedIn?: SignedInUser | null; now?: Date }): Promise<{ ok: true } | { ok: false; refusal: StillComingRefusal }> {
  const checked = await check({ payload, token, signedIn, now })
  if (!checked.ok) return checked
  if (checked.view.state !== 'open') return { ok: false, refusal: 'used' }
  // One compare-and-set in the database on the row's nonce: of two presses, in one process or two, one changes the row.
  const updated = await setIfStill(payload, [{ id: { equals: checked.row.id } }, { stillComingNonce: { equals: checked.claims.nonce } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }], {
    confirmedAt: now.toISOString(), stillComingNonce: null,
  }, now)
  return updated ? { ok: true } : { ok: false, refusal: 'used' }
}

/**
 * "I can't come after all" from the link: the withdrawal itself (its rules, reason and notices), as the role model the
 * link was sent to; the link is used up with it.
 */
export async function withdrawByLink({ payload, token, reason, signedIn, now = new Date() }: { payload: Payload; token: unknown; reason: unknown; signedIn?: SignedInUser | null; now?: Date }): Promise<{ ok: true } | { ok: false; refusal: StillComingRefusal | 'reason'; message?: string }> {
  const checked = await check({ payload, token, signedIn, now })
  if (!checked.ok) return checked
  if (checked.view.state !== 'open') return { ok: false, refusal: 'used' }
  if (!cleanDeclineReason(reason)) {
    const message = typeof reason === 'string' && reason.trim() ? `tooLong|{"max":${DECLINE_REASON_MAX_LENGTH}}` : 'invitations:validation.reasonRequired'
    return { ok: false, refusal: 'reason', message }
  }
  // The link is used up first (of two uses, one goes on), and given back if the withdrawal is refused after all.
  const used = await setIfStill(payload, [{ id: { equals: checked.row.id } }, { stillComingNonce: { equals: checked.claims.nonce } }], { stillComingNonce: null }, now)
  if (!used) return { ok: false, refusal: 'used' }
  // The signed link proved the role model (checked above); they withdraw as themself.
  const result = await withdrawFromEvent({ payload, roleModel: checked.roleModel, eventId: relationId(checked.row.event), reason, now })
  if (result.ok) return { ok: true }
  await setIfStill(payload, [{ id: { equals: checked.row.id } }, { stillComingNonce: { exists: false } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }], { stillComingNonce: checked.claims.nonce }, now)
  return { ok: false, refusal: 'used' }
}

/**
 * Writes `data` on the row only while `conditions` hold, in one statement (Payload's atomic update: `UPDATE … WHERE …`
 * on SQLite, `findOneAndUpdate` on MongoDB), and tells whether it did: the database, not a lock in one process, decides
 * which of two uses of a link counts (decision 0051). The fields written are the link's own (no hook of the collection
 * acts on them: no status, no place, no email).
 */
async function setIfStill(payload: Payload, conditions: Where[], data: Partial<Pick<EventRoleModel, 'confirmedAt' | 'stillComingNonce'>>, now: Date): Promise<boolean> {
  const updated = await payload.db.updateOne({
    collection: 'event-role-models', where: { and: conditions }, data: { ...data, updatedAt: now.toISOString() }, options: { atomic: true },
  })
  return updated != null
}

