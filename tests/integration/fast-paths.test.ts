import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { findPage, findPageThroughPayload, toCard } from '~/domain/browse/browse.server'
import { PAGE_SIZE, parseBrowseQuery } from '~/domain/browse/query'
import type { BrowseQuery } from '~/domain/browse/query'
import { DEEP_PAGE_OFFSET, hasList, pageThroughSql } from '~/domain/browse/search.server'
import { addFavourite, favouriteRoleModelIds } from '~/domain/favourites/favourites.server'
import { roleModelRecord } from '~/domain/accounts/signed-in.server'
import { SIGNED_IN_ROLE_MODEL_FIELDS } from '~/domain/accounts/users'
import { parseDashboardQuery } from '~/domain/programme/dashboard-query'
import type { DashboardQuery } from '~/domain/programme/dashboard-query'
import { programmeRowsThroughPayload, programmeRowsThroughSql, recordRegionShortfall } from '~/domain/programme/dashboard.server'
import type { ProgrammeRows } from '~/domain/programme/figures'
import { OUTREACH_LIMIT, outreachListsThroughPayload, outreachListsThroughSql, parseOutreachQuery } from '~/domain/programme/outreach.server'
import type { OutreachLists, OutreachQuery } from '~/domain/programme/outreach.server'
import { ROLE_MODEL_STATUS } from '~/domain/invitations/status'
import { idKey } from '~/domain/shared/ids'
import { nzDate } from '~/domain/shared/dates'
import { fastPathClient, sqliteAdapterOf } from '~/lib/sqlite.server'
import { readsAnsweredInThread, readThreadReady, stopReadThread } from '~/lib/read-thread.server'
import type { Event } from '../../cms/payload-types'
import { startTestPayload } from './support/payload'
import { completeProfile, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'

/**
 * The product's SQL reads, each against its portable twin (what MongoDB runs, and SQLite with `FAST_PATHS=off`), in one
 * table: every case's result must be the same, on data each entry makes. Where the SQL step does not apply (MongoDB,
 * fast paths off, browse without a list) only the portable read runs, and the cases' own facts are asserted of it.
 */
let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

type Case<Input, Result> = { label: string; input: Input; then?: (result: Result) => void }
type FastPath<Input, Result> = {
  name: string
  /** Makes the entry's data; the cases to run on it. */
  cases: () => Promise<Case<Input, Result>[]>
  /** The SQL step's result, or null where it does not apply. */
  sql: (input: Input) => Promise<Result | null>
  portable: (input: Input) => Promise<Result>
  /** How many of the cases the SQL step answers on SQLite (all unless said). */
  sqlCases?: number
  /** The result as compared: only what the read promises (an order it does not promise is sorted away). */
  compared?: (result: Result) => unknown
}

const fastPath = <Input, Result>(entry: FastPath<Input, Result>) => ({
  name: entry.name,
  run: async () => {
    const cases = await entry.cases()
    const compared = entry.compared ?? ((result: Result) => result)
    let bySql = 0
    for (const { label, input, then } of cases) {
      const fast = await entry.sql(input)
      const portable = await entry.portable(input)
      if (fast !== null) {
        bySql += 1
        expect(compared(fast), label).toEqual(compared(portable))
      }
      then?.(portable)
    }
    expect(bySql).toBe(fastPathClient(payload) ? entry.sqlCases ?? cases.length : 0)
  },
})

const HOUR = 3_600_000
/** One moment for both sides of a case. */
const NOW = new Date()
const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * HOUR).toISOString()
const byKey = <T>(key: (each: T) => unknown) => (a: T, b: T) => idKey(String(key(a) ?? '')).localeCompare(idKey(String(key(b) ?? '')))

async function event(school: number, region: number, data: Partial<Event> & Pick<Event, 'status' | 'date'>) {
  return payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true }, depth: 0,
    data: { type: 'in-person', region, startTime: '09:00', endTime: '11:00', school, ...data },
  })
}

/** An invitation sent to a new visible role model; stored fields the product's steps would set are written directly. */
async function invitation(eventId: number, status: number, invitedAt: string, stored: { respondedAfterHours?: number; withdrawnAt?: string; attended?: boolean; roleModel?: number } = {}) {
  const roleModel = stored.roleModel ?? (await createApprovedRoleModel(payload)).id
  const row = await payload.create({
    collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, depth: 0,
    data: { event: eventId, roleModel, status, invitedAt, respondedAt: stored.respondedAfterHours == null ? null : at(invitedAt, stored.respondedAfterHours) },
  })
  if (stored.withdrawnAt || stored.attended != null) {
    await payload.db.updateOne({ collection: 'event-role-models', id: row.id, data: { withdrawnAt: stored.withdrawnAt ?? null, attended: stored.attended ?? null } })
  }
  return roleModel
}

/** The first page whose ids the name index gives (a query without a list). */
const DEEP = `page=${DEEP_PAGE_OFFSET / PAGE_SIZE + 1}`

const browse = fastPath<{ search: string; query: BrowseQuery; favourites: number[] }, { total: number; cards: ReturnType<typeof toCard>[] }>({
  name: 'findPage (browse): the page of cards and the total for filters, favourites, search words and pages, visible role models only',
  sqlCases: 25,
  cases: async () => {
    // The SQL steps run in the read thread once it is ready (decision 0108): these cases are its reads.
    const adapter = sqliteAdapterOf(payload)
    if (adapter && fastPathClient(payload)) expect(await readThreadReady(adapter)).toBe(true)
    const word = `Fp${Date.now()}`
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const languages = (await payload.find({ collection: 'languages', limit: 2, overrideAccess: true, depth: 0 })).docs
    const regions = (await payload.find({ collection: 'regions', limit: 2, overrideAccess: true, depth: 0 })).docs
    const ethnicities = (await payload.find({ collection: 'ethnicities', limit: 3, overrideAccess: true, depth: 0 })).docs
    const industries = (await payload.find({ collection: 'industries', limit: 1, overrideAccess: true, depth: 0 })).docs
    const made = []
    for (let index = 0; index < 12; index++) {
      made.push(await createApprovedRoleModel(payload, {
        firstName: ['Aroha', 'Ben', 'Chen', 'Dana'][index % 4], surname: `Surname${index}`,
        whatDoYouDo: `${index % 2 ? 'Pilot' : 'Baker'} ${word}`, whoDoYouWorkFor: index % 3 ? 'Air New Zealand' : null,
        canDoOnlineEvent: index % 2 === 0, canDoInPersonEvent: index % 3 !== 0,
        languagesSpoken: [languages[index % 2].id], ethnicities: [ethnicities[index % 3].id],
      }))
    }
    // Not visible to teachers: neither path may list them.
    await createRoleModel(payload, { whatDoYouDo: `Pending ${word}` })
    await createApprovedRoleModel(payload, { whatDoYouDo: `Expired ${word}`, checkApprovedAt: '2020-01-01T00:00:00.000Z' })
    for (const person of made.slice(0, 4)) await addFavourite({ payload, teacher, roleModelId: person.id })
    // Enough visible role models for deep pages (from DEEP_PAGE_OFFSET), written straight to the database.
    const visible = { checkStatus: 'approved', checkApprovedAt: NOW.toISOString(), checkExpiresAt: at(NOW.toISOString(), 24 * 365), profileComplete: true, canDoOnlineEvent: true }
    for (let index = 0; index < DEEP_PAGE_OFFSET + 2 * PAGE_SIZE; index++) {
      await payload.db.create({
        collection: 'role-models',
        data: { ...visible, email: `deep${index}.${word}@example.nz`, firstName: 'Deep', surname: `${word} ${String(index).padStart(3, '0')}`, canDoInPersonEvent: index % 2 === 0, region: regions[index % 2].id, industry: industries[0].id },
      })
    }
    const favourites = await favouriteRoleModelIds({ payload, teacher })
    const total = (expected: number) => (result: { total: number }) => expect(result.total).toBe(expected)
    const searches: [string, ((result: { total: number }) => void)?][] = [
      [''], [`q=${word}`, total(10)], [`q=${word}&page=2`], [`q=pilot+${word}`], [`q=air+${word}`], [`q=${word}&eventType=online`], [`q=${word}&eventType=in-person`],
      [`q=${word}&languages[]=${languages[1].id}`], [`q=${word}&regions[]=${regions[0].id}&regions[]=${regions[1].id}`], [`q=ch+${word}`],
      // Two lists and the search word, intersected in one condition; then with a short word as well. They find
      // someone: 1 and 7 (the second language, the second ethnicity); Chen 6 and 10.
      [`q=${word}&languages[]=${languages[1].id}&ethnicities[]=${ethnicities[1].id}`, total(2)],
      [`q=ch+${word}&languages[]=${languages[0].id}&ethnicities[]=${ethnicities[0].id}&ethnicities[]=${ethnicities[1].id}`, total(2)],
      ['onlyMyFavourites=true'], [`onlyMyFavourites=true&q=${word}&eventType=online`], [`q=nothing${word}`, total(0)], [`q=${word}&page=9`],
      // No list: counted on SQLite in the visible role models' index, the page read by Payload.
      ['page=2'], ['eventType=online'], [`regions[]=${regions[0].id}&regions[]=${regions[1].id}&eventType=in-person`], [`industries[]=${industries[0].id}`], ['page=900'],
      // Deep pages: their ids from the name index, but an industry's (the index does not hold it).
      [DEEP], [`${DEEP}&eventType=online`], [`${DEEP}&regions[]=${regions[0].id}`], [`page=2&regions[]=${regions[0].id}&eventType=in-person`], [`${DEEP}&industries[]=${industries[0].id}`],
    ]
    // Two of the twelve (3 and 9) can do neither kind of event: an incomplete profile, hidden from teachers (10 above).
    expect(searches.filter(([search]) => hasList(parseBrowseQuery(new URLSearchParams(search))))).toHaveLength(14)
    return searches.map(([search, then]) => ({ label: search, input: { search, query: parseBrowseQuery(new URLSearchParams(search)), favourites }, then }))
  },
  // On SQLite a query with a list finds its page through the search index (search.server.ts), then reads the cards; one
  // without is counted in the visible role models' index, then Payload reads its page.
  sql: async ({ search, query, favourites }) => {
    const listed = await pageThroughSql(payload, query, favourites, NOW)
    // A deep page without a list takes its ids from the name index (a full page of them).
    if (listed && search === DEEP) expect(listed.ids).toHaveLength(PAGE_SIZE)
    return listed ? cards(await findPage(payload, query, favourites, NOW), favourites) : null
  },
  portable: async ({ query, favourites }) => cards(await findPageThroughPayload(payload, query, favourites, NOW), favourites),
})
const cards = ({ docs, total }: Awaited<ReturnType<typeof findPage>>, favourites: number[]) => ({ total, cards: docs.map((doc) => toCard(doc, new Set(favourites))) })

const dashboard = fastPath<DashboardQuery, ProgrammeRows>({
  name: 'programmeRows (staff dashboard): events with their visits, invitations by status and answer times, supply and shortfalls by region',
  cases: async () => {
    const regions = (await payload.find({ collection: 'regions', limit: 2, sort: 'id', overrideAccess: true, depth: 0 })).docs.map((region) => region.id)
    const [regionA, regionB] = regions
    const school = await createSchool(payload, { name: 'Fast Paths College' })
    const other = await createSchool(payload, { name: 'Fast Paths Elsewhere' })
    const invited = '2023-02-01T00:00:00.000Z'
    const held = await event(school.id, regionA, { status: 'done', date: '2023-03-10T00:00:00.000Z', numberOfStudents: 60 })
    await invitation(held.id, ROLE_MODEL_STATUS.accepted, invited, { respondedAfterHours: 10, attended: true })
    await invitation(held.id, ROLE_MODEL_STATUS.accepted, invited, { respondedAfterHours: 24, attended: false })
    await invitation(held.id, ROLE_MODEL_STATUS.declined, invited, { respondedAfterHours: 48 })
    // Attendance recorded: the students who took part and the role models who came count, not the planned ones.
    await payload.db.updateOne({ collection: 'events', id: held.id, data: { studentsAttended: 55, attendanceRecordedAt: '2023-03-11T00:00:00.000Z' } })
    const online = await event(school.id, regionA, { status: 'active', type: 'online', region: null, date: '2023-06-14T00:00:00.000Z', numberOfStudents: 25 })
    await invitation(online.id, ROLE_MODEL_STATUS.expired, '2023-05-01T00:00:00.000Z')
    await invitation(online.id, ROLE_MODEL_STATUS.accepted, '2023-05-01T00:00:00.000Z', { respondedAfterHours: 2 })
    // Accepted, then withdrew (a decline with its date): counted as withdrawn, and its answer time not at all.
    await invitation(online.id, ROLE_MODEL_STATUS.declined, '2023-05-01T00:00:00.000Z', { respondedAfterHours: 6, withdrawnAt: '2023-06-01T00:00:00.000Z' })
    await invitation(online.id, ROLE_MODEL_STATUS.invited, '2023-05-02T00:00:00.000Z')
    await event(school.id, regionA, { status: 'draft', date: '2023-09-01T00:00:00.000Z' })
    await event(school.id, regionA, { status: 'cancelled', date: '2023-10-01T00:00:00.000Z', numberOfStudents: 30 })
    const elsewhere = await event(other.id, regionB, { status: 'done', date: '2023-03-11T00:00:00.000Z', numberOfStudents: 99 })
    await invitation(elsewhere.id, ROLE_MODEL_STATUS.accepted, invited, { respondedAfterHours: 1 })
    await event(school.id, regionA, { status: 'done', date: '2022-12-31T00:00:00.000Z', numberOfStudents: 99 })
    const inRegionB = { region: regionB, district: (await payload.find({ collection: 'districts', where: { region: { equals: regionB } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0].id }
    await createApprovedRoleModel(payload, { ...inRegionB, canDoInPersonEvent: true })
    await createApprovedRoleModel(payload, { ...inRegionB, canDoInPersonEvent: false, canDoOnlineEvent: true })
    await createRoleModel(payload, { ...(await completeProfile(payload)), ...inRegionB, checkStatus: 'pending' })
    await recordRegionShortfall({ payload, region: regionB, school: school.id })
    await recordRegionShortfall({ payload, region: regionA, school: other.id })
    const query = (search: string) => parseDashboardQuery(new URLSearchParams(search)).query
    const thisYear = parseDashboardQuery(new URLSearchParams('')).query
    return [
      {
        label: 'a year', input: query('from=2023-01-01&to=2023-12-31'),
        then: (rows) => {
          expect(rows.events).toHaveLength(5)
          expect(rows.invitations).toMatchObject({ byStatus: { 1: 1, 2: 4, 3: 1, 5: 1 }, withdrawn: 1 })
          expect([...rows.invitations.answeredMs].sort((a, b) => a - b)).toEqual([1, 2, 10, 24, 48].map((hours) => hours * HOUR))
          expect(rows.events.find((each) => each.id === held.id)).toMatchObject({ students: 55, visits: 1, confirmed: true })
          expect(rows.events.find((each) => each.id === online.id)).toMatchObject({ students: 25, visits: 1, confirmed: false, region: null, type: 'online' })
        },
      },
      { label: 'a region', input: query(`from=2023-01-01&to=2023-12-31&region=${regionB}`), then: (rows) => expect(rows.events.map((each) => each.id)).toEqual([elsewhere.id]) },
      { label: 'a type', input: query('from=2023-01-01&to=2023-12-31&type=online'), then: (rows) => expect(rows.invitations.withdrawn).toBe(1) },
      { label: 'a school over two years', input: query(`from=2022-01-01&to=2023-12-31&school=${school.id}`), then: (rows) => expect(rows.events).toHaveLength(5) },
      { label: 'this year, a region (its shortfall and supply)', input: { ...thisYear, region: regionB }, then: (rows) => expect(rows.shortfalls).toEqual([{ region: regionB, month: nzDate(new Date()).slice(0, 7), times: 1 }]) },
      { label: 'an empty range', input: query('from=2019-01-01&to=2019-01-31'), then: (rows) => expect(rows).toMatchObject({ events: [], invitations: { byStatus: {}, withdrawn: 0, answeredMs: [] }, shortfalls: [] }) },
    ]
  },
  sql: (query) => programmeRowsThroughSql(payload, query, NOW),
  portable: (query) => programmeRowsThroughPayload(payload, query, NOW),
  // The rows' order is not the read's promise (the figures count them).
  compared: (rows) => ({
    events: [...rows.events].sort(byKey((each) => each.id)),
    invitations: { ...rows.invitations, answeredMs: [...rows.invitations.answeredMs].sort((a, b) => a - b) },
    supply: [...rows.supply].sort(byKey((each) => each.region)),
    shortfalls: [...rows.shortfalls].sort(byKey((each) => `${each.region}|${each.month}`)),
  }),
})

const outreach = fastPath<OutreachQuery, OutreachLists>({
  name: 'outreachLists (staff outreach): role models not invited lately, invitations not answered, invitations expiring in a row',
  cases: async () => {
    // An industry of this case's own: the last by id is another test's too once ids are text (random order).
    const industry = (await payload.create({ collection: 'industries', data: { title: `Outreach industry ${Date.now()}` }, overrideAccess: true, depth: 0 })).id
    const region = (await payload.find({ collection: 'regions', limit: 1, sort: 'id', overrideAccess: true, depth: 0 })).docs[0].id
    const school = await createSchool(payload)
    const events = [await event(school.id, region, { status: 'done', date: '2022-08-01T00:00:00.000Z' }), await event(school.id, region, { status: 'done', date: '2022-09-01T00:00:00.000Z' }), await event(school.id, region, { status: 'done', date: '2022-10-01T00:00:00.000Z' })]
    const days = (n: number) => new Date(Date.now() - n * 24 * HOUR).toISOString()
    const person = async (firstName: string) => (await createApprovedRoleModel(payload, { firstName, surname: `Outreach${Date.now()}`, industry })).id
    const sent = async (roleModel: number, ...steps: [number, number][]) => {
      for (const [index, [status, daysAgo]] of steps.entries()) await invitation(events[index].id, status, days(daysAgo), { roleModel })
    }
    const never = await person('Never')
    await sent(await person('Lately'), [ROLE_MODEL_STATUS.accepted, 10])
    const longAgo = await person('LongAgo')
    await sent(longAgo, [ROLE_MODEL_STATUS.accepted, 400])
    const waiting = await person('Waiting')
    await sent(waiting, [ROLE_MODEL_STATUS.invited, 12])
    const expiring = await person('Expiring')
    await sent(expiring, [ROLE_MODEL_STATUS.expired, 100], [ROLE_MODEL_STATUS.expired, 50])
    await sent(await person('ExpiringAfterYes'), [ROLE_MODEL_STATUS.accepted, 200], [ROLE_MODEL_STATUS.expired, 90], [ROLE_MODEL_STATUS.expired, 80])
    const answeredLast = await person('AnsweredLast')
    await sent(answeredLast, [ROLE_MODEL_STATUS.expired, 90], [ROLE_MODEL_STATUS.expired, 80], [ROLE_MODEL_STATUS.declined, 20])
    // Hidden from teachers: not in the not-invited list, still in the other two (they are about invitations sent).
    const hidden = await person('Hidden')
    await sent(hidden, [ROLE_MODEL_STATUS.expired, 70], [ROLE_MODEL_STATUS.invited, 30])
    await payload.db.updateOne({ collection: 'role-models', id: hidden, data: { deleteAt: days(-7) } })
    const ids = (people: { id: number }[]) => people.map((each) => each.id)
    const query = (search: string) => parseOutreachQuery(new URLSearchParams(search))
    return [
      {
        label: 'an industry', input: query(`idle=180&open=7&industry=${industry}`),
        then: (lists) => {
          expect(ids(lists.notInvited)).toEqual(expect.arrayContaining([never, longAgo]))
          expect(ids(lists.notInvited)).not.toContain(hidden)
          expect(lists.notInvited.find((each) => each.id === never)?.since).toBeNull()
          expect(ids(lists.notAnswering)).toEqual(expect.arrayContaining([waiting, hidden]))
          expect(ids(lists.expiringInARow)).toEqual(expect.arrayContaining([expiring]))
          expect(ids(lists.expiringInARow)).not.toContain(answeredLast)
        },
      },
      { label: 'the defaults', input: query(''), then: (lists) => expect(lists.notInvited.length).toBeLessThanOrEqual(OUTREACH_LIMIT) },
      { label: 'a region, short waits', input: query(`idle=30&open=2&region=${region}`) },
      { label: 'an industry, long waits', input: query(`idle=3000&open=300&industry=${industry}`), then: (lists) => expect(lists.notAnswering).toEqual([]) },
    ]
  },
  sql: (query) => outreachListsThroughSql(payload, query, NOW),
  portable: (query) => outreachListsThroughPayload(payload, query, NOW),
})

const FAST_PATHS = [browse, dashboard, outreach]

describe('SQL reads against their portable twins', () => {
  for (const { name, run } of FAST_PATHS) it(name, run, 60_000)
})

describe('the read thread (decision 0108)', () => {
  /** The thread ready, and a role model only the word finds (on SQLite with fast paths; null elsewhere). */
  async function readyWithOneFound(job: string) {
    const adapter = sqliteAdapterOf(payload)
    if (!adapter || !fastPathClient(payload)) return null
    expect(await readThreadReady(adapter)).toBe(true)
    const word = `Rt${Date.now()}`
    await createApprovedRoleModel(payload, { whatDoYouDo: `${job} ${word}` })
    return { adapter, query: parseBrowseQuery(new URLSearchParams(`q=${word}`)) }
  }

  it('answers browse\'s SQL reads as the request thread\'s connection does, and sees a write committed just before', async () => {
    const ready = await readyWithOneFound('Nurse')
    if (!ready) return
    const { adapter, query } = ready
    const deep = parseBrowseQuery(new URLSearchParams('page=2'))
    const before = readsAnsweredInThread(adapter)
    // Written by the request thread's connection, then read at once by the thread's own.
    const found = await pageThroughSql(payload, query, [], NOW)
    const counted = await pageThroughSql(payload, deep, [], NOW)
    expect(readsAnsweredInThread(adapter) - before).toBe(2)
    expect(found?.total).toBe(1)
    process.env.READ_THREAD = 'off'
    try {
      expect(await pageThroughSql(payload, query, [], NOW)).toEqual(found)
      expect(await pageThroughSql(payload, deep, [], NOW)).toEqual(counted)
      expect(readsAnsweredInThread(adapter) - before).toBe(2)
    } finally {
      delete process.env.READ_THREAD
    }
  })

  it('answers a read in flight when the thread stops on the request thread\'s connection, then starts again', async () => {
    const ready = await readyWithOneFound('Pilot')
    if (!ready) return
    const { adapter, query } = ready
    const expected = await pageThroughSql(payload, query, [], NOW)
    expect(expected?.total).toBe(1)
    // The read is sent, then the thread ends before it answers: the read runs again on the adapter's own connection.
    const reading = pageThroughSql(payload, query, [], NOW)
    await stopReadThread(adapter)
    expect(await reading).toEqual(expected)
    // A new thread takes reads again a second later.
    expect(await readThreadReady(adapter)).toBe(true)
    const before = readsAnsweredInThread(adapter)
    expect(await pageThroughSql(payload, query, [], NOW)).toEqual(expected)
    expect(readsAnsweredInThread(adapter) - before).toBe(1)
  })
})

describe('favouriteRoleModelIds', () => {
  it('reads a teacher\'s own favourites, newest first, and none for a teacher without', async () => {
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const other = await createTeacher(payload, school.id)
    const people = [await createApprovedRoleModel(payload), await createApprovedRoleModel(payload), await createApprovedRoleModel(payload)]
    for (const person of people) expect(await addFavourite({ payload, teacher, roleModelId: person.id })).toBe(true)
    expect(await addFavourite({ payload, teacher: other, roleModelId: people[0].id })).toBe(true)

    expect(await favouriteRoleModelIds({ payload, teacher })).toEqual(people.map((person) => person.id).reverse())
    expect(await favouriteRoleModelIds({ payload, teacher: other })).toEqual([people[0].id])
    expect(await favouriteRoleModelIds({ payload, teacher: await createTeacher(payload, school.id) })).toEqual([])
  })
})

describe('roleModelRecord', () => {
  it('reads the signed-in role model as Payload reads the same selection: set and unset fields, and nobody', async () => {
    const full = await createApprovedRoleModel(payload, { firstName: 'Mere', surname: 'Full', language: 'mi', name: 'Mere Full' })
    await payload.update({ collection: 'role-models', id: full.id, data: { deleteAt: '2027-01-01T00:00:00.000Z', emailChangeBlockedUntil: '2026-12-01T00:00:00.000Z' } as never, overrideAccess: true, context: { skipEmail: true } })
    const bare = await createRoleModel(payload, {})
    for (const person of [full, bare]) {
      const record = await roleModelRecord(payload, person.id)
      expect(record).toMatchObject({ id: person.id, email: person.email })
      expect({ ...record, collection: 'role-models' }).toEqual(await payload.findByID({ collection: 'role-models', id: person.id, depth: 0, overrideAccess: true, select: SIGNED_IN_ROLE_MODEL_FIELDS }))
    }
    expect(await roleModelRecord(payload, full.id)).toMatchObject({ sessionVersion: expect.any(Number), language: 'mi', deleteAt: '2027-01-01T00:00:00.000Z', checkStatus: 'approved', profileComplete: true })
    expect(await roleModelRecord(payload, 999_999)).toBeNull()
    expect(await roleModelRecord(payload, 'not-an-id')).toBeNull()
  })
})
