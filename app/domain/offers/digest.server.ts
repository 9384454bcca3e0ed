import type { Payload } from 'payload'
import type { Event, Offer, Region, RoleModel } from '../../../cms/payload-types'
import type { SignedInUser } from '../accounts/users'
import { getEnv } from '../../lib/env.server'
import { schoolNames } from '../invitations/school-names.server'
import { mailCopy, sendEmail, siteUrl } from '../notifications/email.server'
import { idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { storedToEventDate } from '../shared/dates'
import { relationId } from '../shared/relations'
import { visibleToTeachersWhere } from '../vetting/visibility'
import { readDigestUnsubscribe, signDigestUnsubscribe } from './digest-token.server'
import { openRequestsFrom } from './opportunities.server'
import { digestWindow, isoWeekNz, orderOpportunities, requestStarted, weekStartNz, withinReach } from './opportunities'

/** The emailed unsubscribe link's page, once its token has left the address (routes/opportunities.unsubscribe.*). */
export const DIGEST_UNSUBSCRIBE_PATH = '/opportunities/unsubscribe'

/** At most this many requests are listed in one digest; the link shows them all. */
const DIGEST_MAX_ITEMS = 10

type DigestRequest = Pick<Event, 'id' | 'title' | 'type' | 'region' | 'date' | 'startTime' | 'school' | 'offersIndustries' | 'offersOpenedAt'>
type Recipient = Pick<RoleModel, 'id' | 'email' | 'firstName' | 'language' | 'region' | 'industry' | 'canDoInPersonEvent' | 'canDoOnlineEvent' | 'opportunityDigestWeek'>

/**
 * The weekly digest (a scheduled job): every role model who may take part, has the digest on and was not sent it this
 * ISO week (New Zealand time) gets one email listing the open requests they could do that opened since their last
 * digest (digestWindow), their industry first, then soonest; none when there is none. Each role model's week is
 * claimed before their email is queued, with one conditional write on `opportunityDigestWeek`, so two runs (two
 * processes, or a run again after a failure) send it once. Reads as the system, through the database adapter: the
 * open requests, the regions' neighbours and the role models once each, with only the fields used. Returns how many
 * were sent.
 */
export async function sendOpportunityDigests(payload: Payload, now: Date): Promise<number> {
  const week = isoWeekNz(now)
  const weekStart = weekStartNz(now)
  const requests = (await payload.db.find<DigestRequest>({
    collection: 'events',
    where: { and: [openRequestsFrom(now), { offersOpenedAt: { less_than: weekStart.toISOString() } }] },
    select: { title: true, type: true, region: true, date: true, startTime: true, school: true, offersIndustries: true, offersOpenedAt: true },
    limit: 0, pagination: false,
  })).docs.filter((request) => request.offersOpenedAt && !requestStarted(request, now))
  if (!requests.length) return 0
  const earliest = requests.reduce((min, request) => (request.offersOpenedAt! < min ? request.offersOpenedAt! : min), requests[0].offersOpenedAt!)
  const [regions, recipients, offers, schools] = await Promise.all([
    payload.db.find<Pick<Region, 'id' | 'neighbours'>>({ collection: 'regions', where: {}, select: { neighbours: true }, limit: 0, pagination: false }),
    payload.db.find<Recipient>({
      collection: 'role-models',
      where: {
        and: [
          visibleToTeachersWhere(now),
          { opportunityDigest: { equals: true } },
          { or: [{ opportunityDigestWeek: { exists: false } }, { opportunityDigestWeek: { not_equals: week } }] },
          { or: [{ canDoInPersonEvent: { equals: true } }, { canDoOnlineEvent: { equals: true } }] },
        ],
      },
      select: { email: true, firstName: true, language: true, region: true, industry: true, canDoInPersonEvent: true, canDoOnlineEvent: true, opportunityDigestWeek: true },
      limit: 0, pagination: false,
    }),
    payload.db.find<Pick<Offer, 'id' | 'event' | 'roleModel'>>({ collection: 'offers', where: { event: { in: requests.map((request) => request.id) } }, select: { event: true, roleModel: true }, limit: 0, pagination: false }),
    schoolNames(payload, requests.map((request) => relationId(request.school))),
  ])
  const neighbours = new Map(regions.docs.map((region) => [idKey(region.id), (region.neighbours ?? []).map((value) => relationId(value)!)]))
  const offered = new Set(offers.docs.map((offer) => `${idKey(relationId(offer.roleModel))}:${idKey(relationId(offer.event))}`))
  const ordered = requests.map((request) => ({ ...request, industries: (request.offersIndustries ?? []).map((value) => relationId(value)!) }))
  const secret = getEnv().PAYLOAD_SECRET
  let sent = 0
  for (const recipient of recipients.docs) {
    const { from, to } = digestWindow(recipient.opportunityDigestWeek, now)
    if (to.toISOString() <= earliest) continue
    const region = relationId(recipient.region)
    const reach = {
      inPerson: recipient.canDoInPersonEvent === true && region != null,
      online: recipient.canDoOnlineEvent === true,
      regions: region != null ? [region, ...(neighbours.get(idKey(region)) ?? [])] : [],
    }
    const fresh = ordered.filter((request) => {
      const opened = request.offersOpenedAt!
      return opened >= from.toISOString() && opened < to.toISOString() && withinReach(request, reach, relationId) && !offered.has(`${idKey(recipient.id)}:${idKey(request.id)}`)
    })
    if (!fresh.length) continue
    // The week is claimed first: of two runs, only the one whose write changed it sends.
    const claimed = await payload.db.updateOne({
      collection: 'role-models',
      where: { and: [{ id: { equals: recipient.id } }, { or: [{ opportunityDigestWeek: { exists: false } }, { opportunityDigestWeek: { not_equals: week } }] }] },
      data: { opportunityDigestWeek: week },
      options: { atomic: true },
    })
    if (!claimed) continue
    await sendDigest(payload, recipient, orderOpportunities(fresh, relationId(recipient.industry)), schools, secret)
    sent += 1
  }
  return sent
}

async function sendDigest(payload: Payload, recipient: Recipient, requests: (DigestRequest & { id: DocId })[], schools: Map<string, string>, secret: string) {
  // In the role model's own language, the dates too (decision 0042).
  const copy = await mailCopy(payload, recipient.language, 'invitations')
  const { t } = copy
  const lines = requests.slice(0, DIGEST_MAX_ITEMS).map((request) => {
    const school = schools.get(idKey(relationId(request.school))) ?? ''
    const event = request.title || t('event.untitled', { type: t(`event.types.${request.type}`), school })
    const day = storedToEventDate(request.date)
    return `- ${t('opportunities.digest.item', { event, school, date: day ? copy.date(day) : '' })}`
  })
  const unsubscribe = siteUrl(`${DIGEST_UNSUBSCRIBE_PATH}/${signDigestUnsubscribe(recipient.id, secret)}?lng=${copy.lang}`)
  const values = { name: recipient.firstName ?? '', link: siteUrl('/role-model/opportunities') }
  const keys = ['opportunities.digest.subject', 'opportunities.digest.intro', 'opportunities.digest.outro', 'opportunities.digest.unsubscribe']
  await sendEmail(payload, {
    to: recipient.email,
    lang: copy.lang,
    subject: t('opportunities.digest.subject'),
    text: [t('opportunities.digest.intro', values), lines.join('\n'), t('opportunities.digest.outro', values), t('opportunities.digest.unsubscribe', { link: unsubscribe })].join('\n\n'),
    textLang: copy.textLang(keys, values),
  })
}

/** The digest's one-press unsubscribe, by its signed link (no sign-in): turns the role model's digest off. */
export async function stopDigestByLink({ payload, token }: { payload: Payload; token: unknown }): Promise<boolean> {
  const roleModelId = readDigestUnsubscribe(token, getEnv().PAYLOAD_SECRET)
  if (!roleModelId) return false
  // By the system: the signed link is the permission, for this one field.
  const changed = await payload.db.updateOne({ collection: 'role-models', where: { id: { equals: roleModelId } }, data: { opportunityDigest: false } })
  return Boolean(changed)
}

/** Whether a token names a role model (the unsubscribe page shows its button, or says the link is not valid). */
export const digestLinkValid = (token: unknown) => readDigestUnsubscribe(token, getEnv().PAYLOAD_SECRET) != null

/** The role model's digest setting (account settings). */
export async function digestSetting(payload: Payload, user: SignedInUser): Promise<boolean> {
  const doc = await payload.db.findOne<Pick<RoleModel, 'id' | 'opportunityDigest'>>({ collection: 'role-models', where: { id: { equals: user.id } }, select: { opportunityDigest: true } })
  return doc?.opportunityDigest !== false
}

/** Turns the weekly digest on or off, as the role model under the collection's access. */
export async function setDigestSetting({ payload, user, on }: { payload: Payload; user: SignedInUser; on: boolean }): Promise<void> {
  if (user.collection !== 'role-models') throw new Error('Only role models have the opportunities digest')
  await payload.update({ collection: 'role-models', id: user.id, data: { opportunityDigest: on }, depth: 0, overrideAccess: false, user, context: { skipEmail: true } })
}
