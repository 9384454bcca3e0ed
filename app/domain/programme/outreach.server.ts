import { and, count, desc, eq, gte, isNotNull, lt, notExists, sql } from 'drizzle-orm'
import type { Payload, Where } from 'payload'
import type { EventRoleModel, RoleModel, Staff } from '../../../cms/payload-types'
import { schemaOf, typed, visibleToTeachers } from './schema.server'
import { readDatabase } from '~/lib/read-thread.server'
import { roleModelName } from '../shared/names'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import { relationId } from '../shared/relations'
import { visibleToTeachersWhere } from '../vetting/visibility'
import { parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { asTypedId, idKey } from '../shared/ids'

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

type OutreachDoc = Pick<RoleModel, 'name' | 'firstName' | 'surname' | 'email'> & { id: DocId; region?: unknown; industry?: unknown }

const typedId = (value: unknown) => {
  const id = relationId(value)
  return id == null ? null : asTypedId(id)
}
const outreachPerson = (doc: OutreachDoc, since: string | null): OutreachPerson => ({
  id: asTypedId(doc.id), name: roleModelName(doc), email: doc.email, region: typedId(doc.region), industry: typedId(doc.industry), since,
})
/** Ids in the order the database sorts them: numbers by value, text ids by their characters. */
const byId = (a: DocId, b: DocId) => (typeof a === 'number' && typeof b === 'number' ? a - b : idKey(a) < idKey(b) ? -1 : idKey(a) > idKey(b) ? 1 : 0)

/** The three lists: counted in the database on SQLite (below), else through the adapter's portable reads. */
export async function outreachLists({ payload, query, now = new Date() }: { payload: Payload; query: OutreachQuery; now?: Date }): Promise<OutreachLists> {
  return (await outreachListsThroughSql(payload, query, now)) ?? outreachListsThroughPayload(payload, query, now)
}

/**
 * One of the product's few SQL reads (measured in docs/performance/log.md: the portable read takes every invitation
 * ever sent, 100,000 on the bench, 1,800 ms of CPU): three statements on Payload's generated schema that read each
 * role model's invitations through the (role model, invited at) index and return at most a list's 100. Null unless on
 * SQLite; its portable twin below is what MongoDB runs, held equal by tests/integration/fast-paths.test.ts.
 */
export async function outreachListsThroughSql(payload: Payload, query: OutreachQuery, now = new Date()): Promise<OutreachLists | null> {
  const adapter = schemaOf(payload)
  if (!adapter) return null
  // In the read thread (decision 0108): each statement reads every role model's invitations, off the request thread.
  const db = readDatabase(adapter)
  const { tables } = adapter
  const { role_models: rm, event_role_models: r } = tables
  const idleSince = new Date(now.getTime() - query.idleDays * DAY_MS).toISOString()
  const openSince = new Date(now.getTime() - query.openDays * DAY_MS).toISOString()
  const narrow = [query.region != null ? eq(rm.region, query.region) : undefined, query.industry != null ? eq(rm.industry, query.industry) : undefined]
  const person = {
    id: typed<DocId>(rm.id), name: typed<string | null>(rm.name), firstName: typed<string | null>(rm.firstName), surname: typed<string | null>(rm.surname),
    email: typed<string>(rm.email), region: typed<DocId | null>(rm.region), industry: typed<DocId | null>(rm.industry),
  }
  const sent = and(eq(r.roleModel, rm.id), isNotNull(r.invitedAt))
  const since = sql<string | null>`(${db.select({ at: sql`max(${r.invitedAt})` }).from(r).where(sent)})`.as('since')
  // Each role model's last two invitations, newest first from the (role model, invited at) index.
  const lastTwo = db.select({ status: r.status }).from(r).where(sent).orderBy(desc(r.invitedAt), desc(r.id)).limit(2).as('last_two')
  const [notInvited, notAnswering, expiring] = await Promise.all([
    db.select({ ...person, since }).from(rm)
      .where(and(...visibleToTeachers(rm, now), ...narrow, notExists(db.select({ one: sql`1` }).from(r).where(and(eq(r.roleModel, rm.id), gte(r.invitedAt, idleSince))))))
      .orderBy(sql`since IS NOT NULL`, sql`since`, rm.id).limit(OUTREACH_LIMIT),
    db.select({ ...person, since: typed<string>(r.invitedAt) }).from(r).innerJoin(rm, eq(rm.id, r.roleModel))
      .where(and(eq(r.status, ROLE_MODEL_STATUS.invited), lt(r.invitedAt, openSince), ...narrow)).orderBy(r.invitedAt, r.id).limit(OUTREACH_LIMIT),
    db.select({ ...person, since }).from(rm)
      .where(and(sql`(${db.select({ n: count() }).from(lastTwo).where(eq(lastTwo.status, ROLE_MODEL_STATUS.expired))}) = 2`, ...narrow))
      .orderBy(sql`since`, rm.id).limit(OUTREACH_LIMIT),
  ])
  const people = (rows: (OutreachDoc & { since: string | null })[]) => rows.map((row) => outreachPerson(row, row.since))
  return { notInvited: people(notInvited), notAnswering: people(notAnswering), expiringInARow: people(expiring) }
}

/**
 * The same through the database adapter's portable reads (MongoDB, `FAST_PATHS=off`): the invitations sent read once
 * (who, status, when) and the visible role models narrowed by the filters (the Local API's hooks over 100,000
 * invitations were most of the time); grouped here.
 */
export async function outreachListsThroughPayload(payload: Payload, query: OutreachQuery, now = new Date()): Promise<OutreachLists> {
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
  const byPerson = new Map<number, { status: number; at: number; iso: string; id: DocId }[]>()
  for (const row of rows.docs) {
    const person = asTypedId(relationId(row.roleModel)!)
    if (!byPerson.has(person)) byPerson.set(person, [])
    byPerson.get(person)!.push({ status: row.status, at: Date.parse(row.invitedAt!), iso: new Date(row.invitedAt!).toISOString(), id: row.id })
  }
  for (const list of byPerson.values()) list.sort((a, b) => b.at - a.at || byId(b.id, a.id))
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
    return doc ? [outreachPerson(doc, since)] : []
  }
  const bySince = (a: OutreachPerson, b: OutreachPerson) => (a.since ?? '').localeCompare(b.since ?? '') || byId(a.id, b.id)
  const notInvited = visible.docs
    .map((doc) => ({ doc, last: byPerson.get(asTypedId(doc.id))?.[0] }))
    .filter(({ last }) => !last || last.at < idleSince)
    .flatMap(({ doc, last }) => person(asTypedId(doc.id), last?.iso ?? null))
    .sort((a, b) => (a.since == null ? 0 : 1) - (b.since == null ? 0 : 1) || bySince(a, b))
  return {
    notInvited: notInvited.slice(0, OUTREACH_LIMIT),
    notAnswering: open
      .sort((a, b) => Date.parse(a.invitedAt!) - Date.parse(b.invitedAt!) || byId(a.id, b.id))
      .flatMap((row) => person(asTypedId(relationId(row.roleModel)!), new Date(row.invitedAt!).toISOString()))
      .slice(0, OUTREACH_LIMIT),
    expiringInARow: expiring.flatMap(([personId, list]) => person(personId, list[0].iso)).sort(bySince).slice(0, OUTREACH_LIMIT),
  }
}

/** The staff member signed in to the admin (`requireStaff`), as Payload's access rules receive them. */
export type SignedInStaff = Staff & { collection: 'staff' }

export type NudgeResult = { ok: true } | { ok: false; error: 'not-found' | 'too-soon' }

/**
 * Queues a nudge email to a role model (sent by the `send-nudges` job), at most one per role model in 30 days: the
 * collection refuses a second (its hook, so the admin's API cannot either), and this says so. As the signed-in staff
 * member, under the collections' access (staff read role models and queue nudges).
 */
export async function queueNudge({ payload, staff, roleModelId, now = new Date() }: { payload: Payload; staff: SignedInStaff; roleModelId: number; now?: Date }): Promise<NudgeResult> {
  const exists = await payload.count({ collection: 'role-models', where: { and: [{ id: { equals: roleModelId } }, { deleteAt: { exists: false } }] }, user: staff, overrideAccess: false })
  if (!exists.totalDocs) return { ok: false, error: 'not-found' }
  try {
    await payload.create({ collection: 'nudges', data: { roleModel: roleModelId, staff: staff.id }, user: staff, overrideAccess: false, depth: 0, context: { now } })
    return { ok: true }
  } catch (error) {
    if (error instanceof Error && /nudged/i.test(error.message)) return { ok: false, error: 'too-soon' }
    throw error
  }
}
