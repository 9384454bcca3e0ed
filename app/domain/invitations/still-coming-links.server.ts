import type { Payload, Where } from 'payload'
import type { EventRoleModel } from '../../../cms/payload-types'
import { getEnv } from '../../lib/env.server'
import { eventBeginsAt } from '../calendar/event-times'
import type { CalendarEventFields } from '../calendar/event-times'
import { siteUrl } from '../notifications/email.server'
import { ROLE_MODEL_STATUS } from './status'
import { newNonce, signStillComing } from './still-coming-token.server'

type Id = number | string

/** The page the emailed links lead to, once their token has left the address (routes/still-coming.$token.tsx). */
export const STILL_COMING_PATH = '/still-coming'

/** The address of a still-coming link (the email's). */
export const stillComingPath = (token: string) => `${STILL_COMING_PATH}/${token}`

/**
 * The reminder's "Still coming?" link for a role model attending an event, or null when none is asked (not attending,
 * already confirmed, the event's start unknown or passed). The row's nonce is made once (a compare-and-set), so every
 * reminder before the answer carries a link that works, and the first use ends them all. Expires when the event begins.
 * `lang`: the reminder's language, which the page opens in.
 */
export async function stillComingLink({ payload, event, roleModelId, lang, now = new Date() }: { payload: Payload; event: CalendarEventFields & { id: Id }; roleModelId: Id; lang: string; now?: Date }): Promise<string | null> {
  const begins = eventBeginsAt(event)
  if (!begins || now >= begins) return null
  const where: { and: Where[] } = { and: [{ event: { equals: event.id } }, { roleModel: { equals: roleModelId } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }, { confirmedAt: { exists: false } }] }
  // By the reminder job (no user), on the attending row the link is for; read back through the database adapter.
  await payload.update({
    collection: 'event-role-models', where: { and: [...where.and, { stillComingNonce: { exists: false } }] },
    data: { stillComingNonce: newNonce() }, depth: 0, overrideAccess: true, context: { skipEmail: true },
  })
  const row = await payload.db.findOne<Pick<EventRoleModel, 'id' | 'stillComingNonce'>>({ collection: 'event-role-models', where, select: { stillComingNonce: true } })
  if (!row?.stillComingNonce) return null
  const token = signStillComing({ row: String(row.id), roleModel: String(roleModelId), nonce: row.stillComingNonce, expires: begins.getTime() }, getEnv().PAYLOAD_SECRET)
  // The email's language goes with the link, so the page opens in it (still-coming.$token.tsx sets it).
  return siteUrl(`${stillComingPath(token)}?lng=${encodeURIComponent(lang)}`)
}
