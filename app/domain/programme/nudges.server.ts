import type { Payload } from 'payload'
import { programmeName } from '../accounts/content.server'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { relationId } from '../shared/relations'

/**
 * Sends the nudges staff queued (the `send-nudges` job). Each is claimed before its email goes (sentAt set only where
 * it is still empty), so a second run, or a second instance, never sends it again; a role model deleted meanwhile is
 * skipped. Returns how many were sent.
 */
export async function sendNudges(payload: Payload, now: Date): Promise<number> {
  // The scheduled job acts as the system (no user): the queue, its claims and the recipients.
  const { docs } = await payload.find({ collection: 'nudges', where: { sentAt: { exists: false } }, sort: 'createdAt', limit: 50, depth: 0, overrideAccess: true })
  if (!docs.length) return 0
  let sent = 0
  for (const nudge of docs) {
    // The job's claim, as the system (nobody writes sentAt through the API).
    const claimed = await payload.update({
      collection: 'nudges', where: { and: [{ id: { equals: nudge.id } }, { sentAt: { exists: false } }] }, data: { sentAt: now.toISOString() }, depth: 0, overrideAccess: true,
    })
    if (!claimed.docs.length) continue
    // The recipient's address and language, as the system: the job is no reader.
    const roleModel = await payload.findByID({ collection: 'role-models', id: relationId(nudge.roleModel)!, depth: 0, overrideAccess: true, disableErrors: true })
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
