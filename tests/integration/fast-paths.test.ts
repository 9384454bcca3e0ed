import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { findPage, findPageThroughPayload, toCard } from '~/domain/browse/browse.server'
import { parseBrowseQuery } from '~/domain/browse/query'
import { hasList } from '~/domain/browse/search.server'
import { addFavourite, favouriteRoleModelIds } from '~/domain/favourites/favourites.server'
import { roleModelRecord } from '~/domain/accounts/signed-in.server'
import { SIGNED_IN_ROLE_MODEL_FIELDS } from '~/domain/accounts/users'
import { startTestPayload } from './support/payload'
import { createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'

/**
 * Each SQLite fast path against its portable counterpart through Payload (what MongoDB runs), named after the fast
 * path (decision 0029); roleModelRecord (the signed-in role model) is held to Payload's read of the same selection. The others are held equal where their area is tested (as xThroughSql against xThroughPayload): tabCounts, roleModelTally and eventRoleModelRecords in
 * events.test.ts, listedRows in role-model-events.test.ts, teacherRecord in teachers.test.ts.
 */
let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
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
    const favourites = await favouriteRoleModelIds({ payload, teacher })

    const searches = [
      '', `q=${word}`, `q=${word}&page=2`, `q=pilot+${word}`, `q=air+${word}`, `q=${word}&eventType=online`, `q=${word}&eventType=in-person`,
      `q=${word}&languages[]=${languages[1].id}`, `q=${word}&regions[]=${regions[0].id}&regions[]=${regions[1].id}`, `q=ch+${word}`,
      // Two lists and the search word, intersected in one condition; then with a short word as well.
      `q=${word}&languages[]=${languages[1].id}&ethnicities[]=${ethnicities[1].id}`, `q=ch+${word}&languages[]=${languages[0].id}&ethnicities[]=${ethnicities[0].id}&ethnicities[]=${ethnicities[1].id}`,
      'onlyMyFavourites=true', `onlyMyFavourites=true&q=${word}&eventType=online`, `q=nothing${word}`, `q=${word}&page=9`,
    ]
    for (const search of searches) {
      const query = parseBrowseQuery(new URLSearchParams(search))
      const cards = async ({ docs, total }: Awaited<ReturnType<typeof findPage>>) => ({ search, total, cards: docs.map((doc) => toCard(doc, new Set(favourites))) })
      // On SQLite a query with a list finds its page through the search index (search.server.ts): the same as Payload's.
      expect(await cards(await findPage(payload, query, favourites)), search).toEqual(await cards(await findPageThroughPayload(payload, query, favourites)))
    }
    expect(searches.filter((search) => hasList(parseBrowseQuery(new URLSearchParams(search))))).toHaveLength(14)
    const all = await findPage(payload, parseBrowseQuery(new URLSearchParams(`q=${word}`)), favourites)
    // Two of the twelve (3 and 9) can do neither kind of event: an incomplete profile, hidden from teachers.
    expect(all.total).toBe(10)
    // The intersected lists find someone: 1 and 7 (the second language, the second ethnicity); Chen 6 and 10.
    const total = async (search: string) => (await findPage(payload, parseBrowseQuery(new URLSearchParams(search)), favourites)).total
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
      const record = await roleModelRecord(payload, person.id)
      expect(record).toMatchObject({ id: person.id, email: person.email })
      expect({ ...record, collection: 'role-models' }).toEqual(await payload.findByID({ collection: 'role-models', id: person.id, depth: 0, overrideAccess: true, select: SIGNED_IN_ROLE_MODEL_FIELDS }))
    }
    expect(await roleModelRecord(payload, full.id)).toMatchObject({ sessionVersion: expect.any(Number), language: 'mi', deleteAt: '2027-01-01T00:00:00.000Z', checkStatus: 'approved', profileComplete: true })
    expect(await roleModelRecord(payload, 999_999)).toBeNull()
    expect(await roleModelRecord(payload, 'not-an-id')).toBeNull()
  })
})
