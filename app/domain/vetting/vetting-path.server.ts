import { ValidationError } from 'payload'
import type { Payload } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import type { SignedInRoleModel } from '../accounts/users'
import type { VettingDetails } from './vetting-path.schema'
import { storedDateOfBirth, vettingTimeline } from './vetting-path'
import type { VettingFields } from './vetting-path'

export const VETTING_SELECT = {
  checkStatus: true, checkReceivedAt: true, checkApprovedAt: true, checkExpiresAt: true, checkRequestedAt: true, checkResultAt: true,
  vettingConsentAt: true, legalName: true, dateOfBirth: true,
} as const

/**
 * A role model's own vetting: where it stands and whether their details are on file. Read as the system: these fields
 * are staff's alone over any API (decision 0084), and the caller is the signed-in role model reading their own
 * document by their own id. The date of birth never leaves this function (only whether it was given).
 */
export async function ownVetting({ payload, user, now = new Date() }: { payload: Payload; user: SignedInRoleModel; now?: Date }) {
  const doc = await payload.db.findOne<Pick<RoleModel, 'id' | keyof typeof VETTING_SELECT>>({ collection: 'role-models', where: { id: { equals: user.id } }, select: VETTING_SELECT })
  if (!doc) throw new Error(`The signed-in role model ${user.id} has no document`)
  return vettingOf(doc, now)
}

/** The same from their document read with `VETTING_SELECT`'s fields among others (the landing's one read of it). */
export function vettingOf(doc: Pick<RoleModel, keyof typeof VETTING_SELECT>, now: Date) {
  return { timeline: vettingTimeline(doc as VettingFields, now), legalName: doc.legalName ?? '' }
}

export type SaveVettingResult = { ok: true } | { ok: false; error: 'requested' }

/**
 * Saves the role model's legal name, date of birth (kept when left empty and already given) and consent, as the role
 * model (the collection's field access and hooks hold: consent dated now, nothing changed while the team's request is
 * out, the date of birth checked again).
 */
export async function saveVettingDetails({ payload, user, details }: { payload: Payload; user: SignedInRoleModel; details: VettingDetails }): Promise<SaveVettingResult> {
  try {
    await payload.update({
      collection: 'role-models', id: user.id, depth: 0, user, overrideAccess: false,
      data: { legalName: details.LegalName, ...(details.DateOfBirth ? { dateOfBirth: storedDateOfBirth(details.DateOfBirth) } : {}), vettingConsentAt: new Date().toISOString() },
    })
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'vettingConsentAt')) return { ok: false, error: 'requested' }
    throw error
  }
  return { ok: true }
}
