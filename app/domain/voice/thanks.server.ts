import type { Payload } from 'payload'
import type { EventRoleModel, RoleModel } from '../../../cms/payload-types'
import { programmeName } from '../accounts/content.server'
import { cameToEvent } from '../feedback/feedback'
import { addDays } from '../feedback/feedback'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { mailCopy, sendEmail } from '../notifications/email.server'
import { calendarT, eventDay, eventTitle, schoolNameOf } from '../notifications/event-mail.server'
import { eventDateToStored, nzDate } from '../shared/dates'
import { roleModelName } from '../shared/names'
import { relationId } from '../shared/relations'
import { VOICE_OPEN_DAYS, voiceCountsShown, voiceState } from './voice'
import { voiceCounts } from './voice.server'

/** How many days after a survey closes the job still sends its thank-you (a missed run catches up). */
const CATCH_UP_DAYS = 7

/**
 * The scheduled thank-you (cms/jobs, daily): once an event's survey has closed, each role model who came gets the
 * class's counts, in their language, through the email queue; once per role model and event, claimed first with one
 * conditional write on their place (`voiceThanksSentAt`), so two runs or two processes send it once. Surveys with
 * fewer answers than the minimum shown send nothing (their counts would single students out).
 */
export async function sendVoiceThanks(payload: Payload, now: Date): Promise<number> {
  const today = nzDate(now)
  const from = addDays(today, -(VOICE_OPEN_DAYS + CATCH_UP_DAYS))
  const to = addDays(today, -VOICE_OPEN_DAYS)
  // The job's own work, for no user: events whose survey closed in the last days and was given out, and programme
  // sessions (each class's own survey: the presenters are thanked with every class's counts together).
  const { docs: events } = await payload.find({
    collection: 'events',
    where: { and: [{ status: { in: ['active', 'done'] } }, { or: [{ voiceToken: { exists: true } }, { kind: { equals: 'programme' } }] }, { date: { greater_than_equal: eventDateToStored(from) } }, { date: { less_than_equal: eventDateToStored(to) } }] },
    depth: 1, limit: 0, pagination: false, overrideAccess: true,
  })
  let sent = 0
  for (const event of events) {
    if (voiceState(event, now) !== 'closed') continue
    const counts = await voiceCounts(payload, event.id)
    if (!voiceCountsShown(counts.answers)) continue
    const rows = await payload.db.find<EventRoleModel>({
      collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }, { voiceThanksSentAt: { exists: false } }] },
      select: { roleModel: true, status: true, attended: true }, limit: 0, pagination: false,
    })
    for (const row of rows.docs.filter(cameToEvent)) {
      const claimed = await payload.db.updateOne({
        collection: 'event-role-models', where: { and: [{ id: { equals: row.id } }, { voiceThanksSentAt: { exists: false } }] },
        data: { voiceThanksSentAt: now.toISOString() }, options: { atomic: true },
      })
      if (!claimed) continue
      const person = await payload.db.findOne<RoleModel>({
        collection: 'role-models', where: { id: { equals: relationId(row.roleModel) } }, select: { email: true, language: true, name: true, firstName: true, surname: true },
      })
      if (!person?.email) continue
      try {
        const [copy, ct] = await Promise.all([mailCopy(payload, person.language, 'voice'), calendarT(payload, person.language)])
        const useful = Object.entries(counts.useful).reduce((sum, [value, count]) => sum + Number(value) * count, 0) / counts.answers
        const values = {
          name: person.firstName?.trim() || roleModelName(person) || person.email, event: eventTitle(ct, event), date: eventDay(ct, event), school: schoolNameOf(event),
          programme: await programmeName(payload, copy.lang), answers: counts.answers, heardYes: counts.heard.yes,
          considerYes: counts.consider.yes, considerMaybe: counts.consider.maybe, useful: useful.toFixed(1),
        }
        const keys = ['emails.thanks.subject', 'emails.thanks.text']
        await sendEmail(payload, { to: person.email, lang: copy.lang, subject: copy.t(keys[0], values), text: copy.t(keys[1], values), textLang: copy.textLang(keys, values) })
        sent += 1
      } catch (error) {
        payload.logger.error({ err: error }, "Students' voice thank-you could not be sent")
      }
    }
  }
  return sent
}
