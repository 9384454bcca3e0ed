import type { Payload, PayloadRequest } from 'payload'
import type { SignedInTeacher } from '~/domain/accounts/users'
import type { RoleModel, Staff } from '../../../cms/payload-types'
import { siteSettings } from '../accounts/content.server'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { relationId } from '../shared/relations'
import { sendInvitationEmails, sendNextStepsEmail } from './emails.server'
import type { EventEmailRecipient } from './emails.server'
import type { EventDoc } from './event-result'
import { schoolName } from './school-name.server'

/** When invitations sent now were sent and when they expire (the lifetime in site settings). */
export async function invitationTimes(payload: Payload, now: Date) {
  const days = (await siteSettings(payload)).invitationExpiryDays ?? 14
  return { invitedAt: now.toISOString(), expiresAt: new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString() }
}

/** Every selected role model of the event becomes invited (as the caller: the collection checks the change). */
export async function inviteSelectedRows(payload: Payload, as: { req: PayloadRequest } | { user: SignedInTeacher | (Staff & { collection: 'staff' }) }, eventId: DocId, times: { invitedAt: string; expiresAt: string }): Promise<DocId[]> {
  const rows = await payload.update({
    collection: 'event-role-models', where: { and: [{ event: { equals: eventId } }, { status: { equals: ROLE_MODEL_STATUS.selected } }] },
    data: { status: ROLE_MODEL_STATUS.invited, ...times }, depth: 0, overrideAccess: false, ...as,
  })
  return rows.docs.map((row) => relationId(row.roleModel)).filter((value): value is DocId => value != null)
}

/** Emails each newly invited role model the event summary and the link to their invitation page. */
export async function emailInvitations(payload: Payload, event: EventDoc, roleModelIds: DocId[], expiresAt: string) {
  await sendInvitationEmails(
    payload,
    { event, schoolName: await schoolName(payload, event.school), place: await placeOf(payload, event) },
    await recipients(payload, roleModelIds, expiresAt),
  )
}

/** Emails the teacher who activated the event its next steps (in their stored language, decision 0042). */
export async function emailNextSteps(payload: Payload, event: EventDoc, teacher: SignedInTeacher, invited: { count: number; expiresAt: string }) {
  if (!teacher.email) return
  const context = { event, schoolName: await schoolName(payload, event.school), place: await placeOf(payload, event) }
  await sendNextStepsEmail(payload, context, { email: teacher.email, firstName: teacher.firstName || teacher.name, language: teacher.language }, invited)
}

/**
 * The addresses of role models the caller emails about an event it has already checked the teacher may change: read
 * by the system through the database adapter (a teacher never reads a role model's email address).
 */
export async function recipients(payload: Payload, roleModelIds: DocId[], expiresAt?: string, calendars?: Map<string, EventEmailRecipient['calendar']>): Promise<EventEmailRecipient[]> {
  if (!roleModelIds.length) return []
  const { docs } = await payload.db.find<Pick<RoleModel, 'id' | 'email' | 'firstName' | 'language'>>({
    collection: 'role-models', where: { id: { in: roleModelIds } }, select: { email: true, firstName: true, language: true }, limit: 0, pagination: false,
  })
  return docs.map((doc) => ({ email: doc.email, firstName: doc.firstName, language: doc.language, expiresAt, calendar: calendars?.get(idKey(doc.id)) }))
}

/** An in-person event's place for its emails: the address, its district and region (whose names are public). */
async function placeOf(payload: Payload, event: EventDoc) {
  if (event.type !== 'in-person') return null
  const title = async (collection: 'districts' | 'regions', id: DocId | null) =>
    // Public names, localized (so through the Local API), under the lists' own read access (anyone).
    id == null ? '' : (await payload.findByID({ collection, id, depth: 0, select: { title: true }, overrideAccess: false, disableErrors: true }))?.title ?? ''
  return [event.address, await title('districts', relationId(event.district)), await title('regions', relationId(event.region))].filter(Boolean).join(', ')
}
