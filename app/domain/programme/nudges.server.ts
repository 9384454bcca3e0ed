import type { Payload } from 'payload'
import type { Nudge, RoleModel } from '../../../cms/payload-types'
import { programmeName } from '../accounts/content.server'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { relationId } from '../shared/relations'

/**
 * Sends the nudges staff queued (the `send-nudges` job). Each is claimed before its email goes (sentAt set only where
 * it is still empty), so a second run, or a second instance, never sends it again; a role model deleted meanwhile is
 * skipped. Returns how many were sent.
 */
export async function sendNudges(payload: Payload, now: Date): Promise<number> {
  // The scheduled job acts as the system (no user to check): the queue, its claims and the recipients, through the
  // database adapter.
  const { docs } = await payload.db.find<Pick<Nudge, 'id' | 'roleModel'>>({ collection: 'nudges', where: { sentAt: { exists: false } }, select: { roleModel: true }, sort: 'createdAt', limit: 50, pagination: false })
  if (!docs.length) return 0
  let sent = 0
  for (const nudge of docs) {
    // The job's claim, a conditional write (nobody writes sentAt through the API): of two runs, one sends.
    const claimed = await payload.db.updateOne({
      collection: 'nudges', where: { and: [{ id: { equals: nudge.id } }, { sentAt: { exists: false } }] }, data: { sentAt: now.toISOString() }, options: { atomic: true }, select: { sentAt: true },
    })
    if (!claimed) continue
    const roleModel = await payload.db.findOne<Pick<RoleModel, 'id' | 'email' | 'language' | 'firstName' | 'deleteAt'>>({
      collection: 'role-models', where: { id: { equals: relationId(nudge.roleModel)! } }, select: { email: true, language: true, firstName: true, deleteAt: true },
    })
    if (!roleModel || roleModel.deleteAt) continue
    // In the role model's own language (decision 0042).
    const copy = await mailCopy(payload, roleModel.language, 'messages')
    const values = { name: roleModel.firstName?.trim() || '', programme: await programmeName(payload, copy.lang), url: siteUrl('/role-model') }
    await sendEmail(payload, {
      to: roleModel.email, lang: copy.lang, subject: copy.t('emails.nudgeSubject', values), text: copy.t('emails.nudgeText', values), textLang: copy.textLang('emails.nudgeText', values),
    })
    sent += 1
  }
  return sent
}
