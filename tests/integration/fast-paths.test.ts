import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { findPageThroughPayload, findPageThroughSql, toCard } from '~/domain/browse/browse.server'
import { parseBrowseQuery } from '~/domain/browse/query'
import { buildBrowseSql } from '~/domain/browse/sql'
import { addFavourite, favouriteRoleModelIdsThroughPayload, favouriteRoleModelIdsThroughSql } from '~/domain/favourites/favourites.server'
import { overridesStampThroughPayload, overridesStampThroughSql } from '~/domain/translations/catalogue.server'
import { roleModelRecordThroughPayload, roleModelRecordThroughSql } from '~/domain/accounts/signed-in.server'
import { sqliteAdapterOf } from '~/lib/sqlite.server'
import type { SqlClient } from '~/lib/sqlite.server'
import { startTestPayload } from './support/payload'
import { createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'

/**
 * Each SQLite fast path against its portable counterpart through Payload (what MongoDB runs), named after the fast
 * path (decision 0029), roleModelRecord (the signed-in role model) among them. The others are held equal where their area is tested (as xThroughSql against xThroughPayload): tabCounts, roleModelTally and eventRoleModelRecords in
 * events.test.ts, listedRows in role-model-events.test.ts, teacherRecord in teachers.test.ts.
 */
let payload: Payload
let client: SqlClient

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  client = sqliteAdapterOf(payload)!.client
})

describe('favouriteRoleModelIds', () => {
  it('reads the same ids, newest first, for a teacher with favourites and for one without', async () => {
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const other = await createTeacher(payload, school.id)
    const people = [await createApprovedRoleModel(payload), await createApprovedRoleModel(payload), await createApprovedRoleModel(payload)]
    for (const person of people) expect(await addFavourite({ payload, teacher, roleModelId: person.id })).toBe(true)
    expect(await addFavourite({ payload, teacher: other, roleModelId: people[0].id })).toBe(true)

    const throughSql = await favouriteRoleModelIdsThroughSql(client, teacher)
    expect(throughSql).toHaveLength(3)
    expect(throughSql).toEqual(await favouriteRoleModelIdsThroughPayload({ payload, teacher }))
    expect(await favouriteRoleModelIdsThroughSql(client, other)).toEqual(await favouriteRoleModelIdsThroughPayload({ payload, teacher: other }))
    const nobody = await createTeacher(payload, school.id)
    expect(await favouriteRoleModelIdsThroughSql(client, nobody)).toEqual([])
    expect(await favouriteRoleModelIdsThroughPayload({ payload, teacher: nobody })).toEqual([])
  })
})

describe('overridesStamp', () => {
  it('gives the same stamp before and after an override is saved', async () => {
    expect(await overridesStampThroughSql(client)).toEqual(await overridesStampThroughPayload(payload))
    await payload.create({ collection: 'translations', data: { key: 'common:nav.contact', mi: 'Whakapā mai', status: 'draft' }, overrideAccess: true })
    const stamp = await overridesStampThroughSql(client)
    expect(stamp).toMatch(/^[1-9]\d*:\d{4}-/)
    expect(stamp).toEqual(await overridesStampThroughPayload(payload))
  })
})

describe('findPage (browse)', () => {
  it('finds the same page of cards and total for filters, favourites, search words and pages, visible role models only', async () => {
    const word = `Fp${Date.now()}`
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const languages = (await payload.find({ collection: 'languages', limit: 2, overrideAccess: true, depth: 0 })).docs
    const regions = (await payload.find({ collection: 'regions', limit: 2, overrideAccess: true, depth: 0 })).docs
    const ethnicities = (await payload.find({ collection: 'ethnicities', limit: 3, overrideAccess: true, depth: 0 })).docs
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
    const favourites = await favouriteRoleModelIdsThroughPayload({ payload, teacher })

    const searches = [
      '', `q=${word}`, `q=${word}&page=2`, `q=pilot+${word}`, `q=air+${word}`, `q=${word}&eventType=online`, `q=${word}&eventType=in-person`,
      `q=${word}&languages[]=${languages[1].id}`, `q=${word}&regions[]=${regions[0].id}&regions[]=${regions[1].id}`, `q=ch+${word}`,
      // Two lists and the search word, intersected in one condition; then with a short word as well.
      `q=${word}&languages[]=${languages[1].id}&ethnicities[]=${ethnicities[1].id}`, `q=ch+${word}&languages[]=${languages[0].id}&ethnicities[]=${ethnicities[0].id}&ethnicities[]=${ethnicities[1].id}`,
      'onlyMyFavourites=true', `onlyMyFavourites=true&q=${word}&eventType=online`, `q=nothing${word}`, `q=${word}&page=9`,
    ]
    for (const search of searches) {
      const query = parseBrowseQuery(new URLSearchParams(search))
      // As the cards show them (Payload's documents also name their collection).
      const cards = async ({ docs, total }: Awaited<ReturnType<typeof findPageThroughSql>>) => ({ search, total, cards: docs.map((doc) => toCard(doc, new Set(favourites))) })
      expect(await cards(await findPageThroughSql(client, query, favourites))).toEqual(await cards(await findPageThroughPayload(payload, teacher, query, favourites)))
      // Lists page by name or from their matches depending on how many match (listPageFor): both read the same page.
      const statements = buildBrowseSql(query, favourites, new Date())
      if ('byName' in statements) {
        const ids = async (statement: typeof statements.byName) => (await client.execute(statement)).rows.map((row) => row.id)
        expect(await ids(statements.byName), search).toEqual(await ids(statements.byHits))
      }
    }
    const all = await findPageThroughSql(client, parseBrowseQuery(new URLSearchParams(`q=${word}`)), favourites)
    // Two of the twelve (3 and 9) can do neither kind of event: an incomplete profile, hidden from teachers.
    expect(all.total).toBe(10)
    // The intersected lists find someone: 1 and 7 (the second language, the second ethnicity); Chen 6 and 10.
    const total = async (search: string) => (await findPageThroughSql(client, parseBrowseQuery(new URLSearchParams(search)), favourites)).total
    expect(await total(`q=${word}&languages[]=${languages[1].id}&ethnicities[]=${ethnicities[1].id}`)).toBe(2)
    expect(await total(`q=ch+${word}&languages[]=${languages[0].id}&ethnicities[]=${ethnicities[0].id}&ethnicities[]=${ethnicities[1].id}`)).toBe(2)
  })
})

describe('roleModelRecord', () => {
  it('reads the signed-in role model as Payload reads the same selection: set and unset fields, and nobody', async () => {
    const full = await createApprovedRoleModel(payload, { firstName: 'Mere', surname: 'Full', language: 'mi', name: 'Mere Full' })
    await payload.update({ collection: 'role-models', id: full.id, data: { deleteAt: '2027-01-01T00:00:00.000Z', emailChangeBlockedUntil: '2026-12-01T00:00:00.000Z' } as never, overrideAccess: true, context: { skipEmail: true } })
    const bare = await createRoleModel(payload, {})
    for (const person of [full, bare]) {
      const throughSql = await roleModelRecordThroughSql(client, person.id)
      expect(throughSql).toMatchObject({ id: person.id, email: person.email })
      expect(throughSql).toEqual(await roleModelRecordThroughPayload(payload, person.id))
    }
    expect(await roleModelRecordThroughSql(client, full.id)).toMatchObject({ sessionVersion: expect.any(Number), language: 'mi', deleteAt: '2027-01-01T00:00:00.000Z', checkStatus: 'approved', profileComplete: true })
    expect(await roleModelRecordThroughSql(client, 999_999)).toBeNull()
    expect(await roleModelRecordThroughPayload(payload, 999_999)).toBeNull()
  })
})
