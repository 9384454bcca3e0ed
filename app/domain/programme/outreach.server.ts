import type { Payload, Where } from 'payload'
import type { EventRoleModel, RoleModel } from '../../../cms/payload-types'
import { roleModelName } from '../shared/names'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { relationId } from '../shared/relations'
import { visibleToTeachersWhere } from '../vetting/visibility'
import { parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { asTypedId } from '../shared/ids'

/** Each list shows at most this many, the longest waiting first. */
export const OUTREACH_LIMIT = 100
const DAY_MS = 86_400_000

export type OutreachQuery = { idleDays: number; openDays: number; region: DocId | null; industry: DocId | null }
export type OutreachPerson = { id: number; name: string; email: string; region: number | null; industry: number | null; since: string | null }
export type OutreachLists = {
  /** Role models teachers may see who had no invitation in `idleDays` (never invited: `since` null). */
  notInvited: OutreachPerson[]
  /** Invitations still waiting for an answer after `openDays`; `since` is when it was sent. */
  notAnswering: OutreachPerson[]
  /** Role models whose last two invitations or more all expired unanswered; `since` is the last one's sending. */
  expiringInARow: OutreachPerson[]
}

const int = (value: string | null, fallback: number, max: number) => {
  const parsed = value && /^\d{1,4}$/.test(value) ? Number(value) : NaN
  return Number.isFinite(parsed) && parsed >= 1 && parsed <= max ? parsed : fallback
}
const id = (value: string | null) => parseDocId(value)

/** The outreach lists' settings from the address; anything unreadable falls back to the defaults (180 and 7 days). */
export function parseOutreachQuery(params: URLSearchParams): OutreachQuery {
  return { idleDays: int(params.get('idle'), 180, 3660), openDays: int(params.get('open'), 7, 365), region: id(params.get('region')), industry: id(params.get('industry')) }
}

type OutreachDoc = Pick<RoleModel, 'id' | 'name' | 'firstName' | 'surname' | 'email' | 'region' | 'industry'>

/**
 * The three lists: the invitations sent read once (who, status, when) and the visible role models narrowed by the
 * filters, through the database adapter (the Local API's hooks over 100,000 invitations were most of the time);
 * grouped here.
 */
export async function outreachLists({ payload, query, now = new Date() }: { payload: Payload; query: OutreachQuery; now?: Date }): Promise<OutreachLists> {
  const idleSince = now.getTime() - query.idleDays * DAY_MS
  const openSince = now.getTime() - query.openDays * DAY_MS
  const narrow: Where[] = []
  if (query.region != null) narrow.push({ region: { equals: query.region } })
  if (query.industry != null) narrow.push({ industry: { equals: query.industry } })
  const system = { limit: 0, pagination: false } as const
  const select = { name: true, firstName: true, surname: true, email: true, region: true, industry: true } as const
  // Staff only (the outreach loader requires staff, whose reach is the whole programme): no rule narrows these reads.
  const [rows, visible] = await Promise.all([
    payload.db.find<Pick<EventRoleModel, 'id' | 'roleModel' | 'status' | 'invitedAt'>>({ collection: 'event-role-models', where: { invitedAt: { exists: true } }, select: { roleModel: true, status: true, invitedAt: true }, ...system }),
    payload.db.find<OutreachDoc>({ collection: 'role-models', where: { and: [visibleToTeachersWhere(now), ...narrow] }, select, ...system }),
  ])
  const byPerson = new Map<number, { status: number; at: number; iso: string; id: number }[]>()
  for (const row of rows.docs) {
    const person = asTypedId(relationId(row.roleModel)!)
    if (!byPerson.has(person)) byPerson.set(person, [])
    byPerson.get(person)!.push({ status: row.status, at: Date.parse(row.invitedAt!), iso: new Date(row.invitedAt!).toISOString(), id: asTypedId(row.id) })
  }
  for (const list of byPerson.values()) list.sort((a, b) => b.at - a.at || b.id - a.id)
  const others = new Set<number>()
  const open = rows.docs.filter((row) => row.status === ROLE_MODEL_STATUS.invited && Date.parse(row.invitedAt!) < openSince)
  const expiring = [...byPerson].filter(([, list]) => list.length >= 2 && list[0].status === ROLE_MODEL_STATUS.expired && list[1].status === ROLE_MODEL_STATUS.expired)
  for (const row of open) others.add(asTypedId(relationId(row.roleModel)!))
  for (const [person] of expiring) others.add(person)
  const known = new Map(visible.docs.map((doc) => [asTypedId(doc.id), doc]))
  const missing = [...others].filter((person) => !known.has(person))
  if (missing.length) {
    const more = await payload.db.find<OutreachDoc>({ collection: 'role-models', where: { and: [{ id: { in: missing } }, ...narrow] }, select, ...system })
    for (const doc of more.docs) known.set(asTypedId(doc.id), doc)
  }
  const person = (personId: number, since: string | null): OutreachPerson[] => {
    const doc = known.get(personId)
    if (!doc) return []
    return [{ id: personId, name: roleModelName(doc), email: doc.email, region: relationId(doc.region ?? null) == null ? null : asTypedId(relationId(doc.region ?? null)!), industry: relationId(doc.industry ?? null) == null ? null : asTypedId(relationId(doc.industry ?? null)!), since }]
  }
  const bySince = (a: OutreachPerson, b: OutreachPerson) => (a.since ?? '').localeCompare(b.since ?? '') || a.id - b.id
  const notInvited = visible.docs
    .map((doc) => ({ doc, last: byPerson.get(asTypedId(doc.id))?.[0] }))
    .filter(({ last }) => !last || last.at < idleSince)
    .flatMap(({ doc, last }) => person(asTypedId(doc.id), last?.iso ?? null))
    .sort((a, b) => (a.since == null ? 0 : 1) - (b.since == null ? 0 : 1) || bySince(a, b))
  return {
    notInvited: notInvited.slice(0, OUTREACH_LIMIT),
    notAnswering: open
      .sort((a, b) => Date.parse(a.invitedAt!) - Date.parse(b.invitedAt!) || String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))
      .flatMap((row) => person(asTypedId(relationId(row.roleModel)!), new Date(row.invitedAt!).toISOString()))
      .slice(0, OUTREACH_LIMIT),
    expiringInARow: expiring.flatMap(([personId, list]) => person(personId, list[0].iso)).sort(bySince).slice(0, OUTREACH_LIMIT),
  }
}

export type NudgeResult = { ok: true } | { ok: false; error: 'not-found' | 'too-soon' }

/**
 * Queues a nudge email to a role model (sent by the `send-nudges` job), at most one per role model in 30 days: the
 * collection refuses a second (its hook, so the admin's API cannot either), and this says so.
 */
export async function queueNudge({ payload, staffId, roleModelId, now = new Date() }: { payload: Payload; staffId: number; roleModelId: number; now?: Date }): Promise<NudgeResult> {
  const exists = await payload.count({ collection: 'role-models', where: { and: [{ id: { equals: roleModelId } }, { deleteAt: { exists: false } }] }, overrideAccess: true })
  if (!exists.totalDocs) return { ok: false, error: 'not-found' }
  try {
    await payload.create({ collection: 'nudges', data: { roleModel: roleModelId, staff: staffId }, overrideAccess: true, depth: 0, context: { now } })
    return { ok: true }
  } catch (error) {
    if (error instanceof Error && /nudged/i.test(error.message)) return { ok: false, error: 'too-soon' }
    throw error
  }
}
