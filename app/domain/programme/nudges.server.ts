import type { Payload } from 'payload'
import { programmeName } from '../accounts/content.server'
import { sendEmail, siteUrl } from '../notifications/email.server'
import { relationId } from '../shared/relations'
import { catalogueT } from '../translations/catalogue.server'

/**
 * Sends the nudges staff queued (the `send-nudges` job). Each is claimed before its email goes (sentAt set only where
 * it is still empty), so a second run, or a second instance, never sends it again; a role model deleted meanwhile is
 * skipped. Returns how many were sent.
 */
export async function sendNudges(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.find({ collection: 'nudges', where: { sentAt: { exists: false } }, sort: 'createdAt', limit: 50, depth: 0, overrideAccess: true })
  if (!docs.length) return 0
  const [t, programme] = await Promise.all([catalogueT(payload, 'en', 'messages'), programmeName(payload, 'en')])
  let sent = 0
  for (const nudge of docs) {
    const claimed = await payload.update({
      collection: 'nudges', where: { and: [{ id: { equals: nudge.id } }, { sentAt: { exists: false } }] }, data: { sentAt: now.toISOString() }, depth: 0, overrideAccess: true,
    })
    if (!claimed.docs.length) continue
    const roleModel = await payload.findByID({ collection: 'role-models', id: relationId(nudge.roleModel)!, depth: 0, overrideAccess: true, disableErrors: true })
    if (!roleModel || roleModel.deleteAt) continue
    const values = { name: roleModel.firstName?.trim() || '', programme, url: siteUrl('/role-model') }
    await sendEmail(payload, { to: roleModel.email, subject: t('emails.nudgeSubject', values), text: t('emails.nudgeText', values) })
    sent += 1
  }
  return sent
}
