import type { Payload, PayloadRequest, Where } from 'payload'
import type { EventRoleModel, RoleModel, Teacher } from '../../../cms/payload-types'
import { cancelledCalendars } from '../calendar/calendar.server'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { answerRecipients } from '../invitations/rules'
import type { NotificationEvent } from '../invitations/rules'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import type { MailCopy } from '../notifications/email.server'
import { loadEmailEvent } from '../notifications/event-mail.server'
import { storedToEventDate } from '../shared/dates'
import { relationId } from '../shared/relations'
import { mayTakePart } from './visibility'

/**
 * When a role model may no longer take part (their check expired, staff declined it or set it back, the profile
 * became incomplete, the account is to be deleted), their places on events still to come are released
 * (docs/decisions/0027): every selected, invited or accepted row on a draft or active event becomes uninvited, with
 * `releasedAt` set so staff see in the admin what was withdrawn and why. The event's organisers are told the role
 * model can no longer attend (no reason: the check is the role model's own business), and a role model who had
 * accepted gets the calendar entry's cancellation.
 */

type Id = number | string

/** The statuses that hold or may become a place. */
const OPEN_STATUSES = [ROLE_MODEL_STATUS.selected, ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted]
/** Events still to come: drafts and active events (done and cancelled ones are history). */
const UPCOMING_EVENT_STATUSES = ['draft', 'active']

type VisibilityDoc = Pick<RoleModel, 'id'> & Partial<Pick<RoleModel, 'checkStatus' | 'checkExpiresAt' | 'profileComplete' | 'deleteAt'>>
const PARTICIPATION_SELECT = { checkStatus: true, checkExpiresAt: true, profileComplete: true, deleteAt: true } as const

/** The role models among `ids` who may not take part now (read fresh: never trust a session's copy). */
export async function unableToTakePart(payload: Payload, ids: Id[], now = new Date(), req?: PayloadRequest): Promise<Set<string>> {
  if (!ids.length) return new Set()
  // Through the database adapter: the participation fields only, for the caller's own rule.
  const found = await payload.db.find<VisibilityDoc>({ collection: 'role-models', where: { id: { in: ids } }, select: PARTICIPATION_SELECT, limit: 0, pagination: false, req })
  const able = new Set(found.docs.filter((doc) => mayTakePart(doc, now)).map((doc) => String(doc.id)))
  return new Set(ids.map(String).filter((id) => !able.has(id)))
}

type OpenRow = { id: Id; status: number; event: Id; roleModel: Id }

async function openRows(payload: Payload, where: Where[], req?: PayloadRequest): Promise<OpenRow[]> {
  // Read by the system through the database adapter: the places are released whoever's change set it off.
  const rows = await payload.db.find<Pick<EventRoleModel, 'id' | 'status' | 'event' | 'roleModel'>>({
    collection: 'event-role-models',
    where: { and: [{ status: { in: OPEN_STATUSES } }, { 'event.status': { in: UPCOMING_EVENT_STATUSES } }, ...where] },
    select: { status: true, event: true, roleModel: true }, limit: 0, pagination: false, req,
  })
  return rows.docs.map((row) => ({ id: row.id, status: Number(row.status), event: relationId(row.event)!, roleModel: relationId(row.roleModel)! }))
}

/** Releases the rows (as the system: the collection's status rules let it) and sends the emails. Returns how many. */
async function release(payload: Payload, rows: OpenRow[], now: Date, req?: PayloadRequest): Promise<number> {
  let released = 0
  for (const row of rows) {
    // Compare-and-set on the status: a row answered or released meanwhile is left alone. Written by the system (no
    // `req`): the change may come from the role model's own save (a deletion they scheduled), whom the rows' status
    // rules would rightly refuse.
    const updated = await payload.update({
      collection: 'event-role-models', where: { and: [{ id: { equals: row.id } }, { status: { equals: row.status } }] },
      data: { status: ROLE_MODEL_STATUS.uninvited, releasedAt: now.toISOString() }, depth: 0, overrideAccess: true,
      context: { skipEmail: true },
    })
    if (updated.docs.length !== 1) continue
    released += 1
    if (row.status === ROLE_MODEL_STATUS.selected) continue
    try {
      await emailRelease(payload, row, req)
    } catch (error) {
      // The release stands; a mail outage must not give the place back.
      payload.logger.error({ err: error, msg: `Could not email about role model ${row.roleModel} released from event ${row.event}` })
    }
  }
  return released
}

/** Releases every place of one role model on events still to come, when they may no longer take part. */
export async function releasePlacesOf({ payload, roleModelId, now = new Date(), req }: { payload: Payload; roleModelId: Id; now?: Date; req?: PayloadRequest }): Promise<number> {
  if (!(await unableToTakePart(payload, [roleModelId], now, req)).size) return 0
  return release(payload, await openRows(payload, [{ roleModel: { equals: roleModelId } }], req), now, req)
}

/** Releases the selected role models of one event who may no longer take part (before its invitations go out). */
export async function releaseUnableOnEvent({ payload, eventId, now = new Date(), req }: { payload: Payload; eventId: Id; now?: Date; req?: PayloadRequest }): Promise<number> {
  const rows = await openRows(payload, [{ event: { equals: eventId } }, { status: { equals: ROLE_MODEL_STATUS.selected } }], req)
  const unable = await unableToTakePart(payload, [...new Set(rows.map((row) => row.roleModel))], now, req)
  return release(payload, rows.filter((row) => unable.has(String(row.roleModel))), now, req)
}

/**
 * The scheduled job's part: every open place on an event still to come whose role model may no longer take part (a
 * check that expired since the last run; anything a hook missed). Idempotent.
 */
export async function releaseLapsedPlaces(payload: Payload, now: Date): Promise<number> {
  const rows = await openRows(payload, [])
  const unable = await unableToTakePart(payload, [...new Set(rows.map((row) => row.roleModel))], now)
  return release(payload, rows.filter((row) => unable.has(String(row.roleModel))), now)
}


async function emailRelease(payload: Payload, row: OpenRow, req?: PayloadRequest) {
  // The system tells those concerned of a release it made: the event with its school and people (the event emails'
  // read, as the system), the role model's name and address through the database adapter.
  const [event, roleModel] = await Promise.all([
    loadEmailEvent(payload, row.event, req),
    payload.db.findOne<Pick<RoleModel, 'id' | 'name' | 'firstName' | 'email' | 'language'>>({
      collection: 'role-models', where: { id: { equals: row.roleModel } }, select: { name: true, firstName: true, email: true, language: true }, req,
    }),
  ])
  if (!event || !roleModel) return
  const school = event.school && typeof event.school === 'object' ? String(event.school.name ?? '') : ''
  const date = storedToEventDate(event.date as string | null)
  // Each recipient reads it in their own language (decision 0042): the event's default name and its date too.
  const valuesIn = ({ t, date: day }: MailCopy) => ({
    name: String(roleModel.name ?? '').trim() || t('emails.someone'),
    event: String(event.title ?? '').trim() || t('event.untitled', { type: t(`event.types.${event.type}`), school }),
    school,
    date: date ? day(date) : t('emails.dateToBeConfirmed'),
  })

  const teacherIds = answerRecipients(event as NotificationEvent)
  if (teacherIds.length) {
    const teachers = await payload.db.find<Pick<Teacher, 'id' | 'email' | 'language' | 'firstName' | 'name'>>({
      collection: 'teachers', where: { id: { in: teacherIds } }, select: { email: true, language: true, firstName: true, name: true }, limit: 0, pagination: false, req,
    })
    for (const teacher of teachers.docs) {
      if (!teacher.email) continue
      const copy = await mailCopy(payload, teacher.language, 'invitations')
      const values = { ...valuesIn(copy), teacher: teacher.firstName || teacher.name || teacher.email, link: siteUrl(`/events/${event.id}`) }
      await sendEmail(payload, {
        to: teacher.email,
        lang: copy.lang,
        subject: copy.t('emails.released.subject', values),
        text: copy.t('emails.released.text', values),
        textLang: copy.textLang(['emails.released.subject', 'emails.released.text'], values),
      })
    }
  }
  if (row.status !== ROLE_MODEL_STATUS.accepted || !roleModel.email) return
  const calendar = (await cancelledCalendars(payload, event.id, roleModel.id)).get(String(roleModel.id))
  const copy = await mailCopy(payload, roleModel.language, 'invitations')
  const values = { ...valuesIn(copy), firstName: roleModel.firstName?.trim() || roleModel.email, link: siteUrl('/role-model') }
  await sendEmail(payload, {
    to: roleModel.email,
    lang: copy.lang,
    subject: copy.t('emails.placeReleased.subject', values),
    text: copy.t('emails.placeReleased.text', values),
    textLang: copy.textLang(['emails.placeReleased.subject', 'emails.placeReleased.text'], values),
    calendar,
  })
}
