import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { findPage, findPageThroughPayload, toCard } from '~/domain/browse/browse.server'
import { parseBrowseQuery } from '~/domain/browse/query'
import { hasList } from '~/domain/browse/search.server'
import { addFavourite, favouriteRoleModelIds } from '~/domain/favourites/favourites.server'
import { roleModelRecord } from '~/domain/accounts/signed-in.server'
import { SIGNED_IN_ROLE_MODEL_FIELDS } from '~/domain/accounts/users'
import { answersThroughPayload, answersThroughSql, giveRoleModelFeedback, giveTeacherFeedback, roleModelsWhoCameThroughPayload, roleModelsWhoCameThroughSql } from '~/domain/feedback/feedback.server'
import { feedbackKey } from '~/domain/feedback/feedback'
import { sqliteAdapterOf } from '~/lib/sqlite.server'
import type { SqlClient } from '~/lib/sqlite.server'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'

/**
 * Each SQLite fast path against its portable counterpart through Payload (what MongoDB runs), named after the fast
 * path (decision 0029), the feedback forms' reads among them; roleModelRecord (the signed-in role model) is held to Payload's read of the same selection. The others are held equal where their area is tested (as xThroughSql against xThroughPayload): tabCounts, roleModelTally and eventRoleModelRecords in
 * events.test.ts, listedRows in role-model-events.test.ts, teacherRecord in teachers.test.ts.
 */
let payload: Payload
let client: SqlClient

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  client = sqliteAdapterOf(payload)!.client
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

describe('roleModelsWhoCame and answers (the feedback forms)', () => {
  it('read the same people who came, in order, and the same answers by teacher and by key', async () => {
    const school = await createSchool(payload)
    const teacher = asUser(await createTeacher(payload, school.id), 'teachers')
    const event = (date: string) => payload.create({
      collection: 'events', overrideAccess: true, context: { skipEmail: true },
      data: { title: 'Careers day', type: 'in-person', status: 'active', school: school.id, createdBy: teacher.id, date: `${date}T00:00:00.000Z`, arrivalTime: '09:30', startTime: '10:00', endTime: '11:00', numberOfStudents: 20 } as never,
    })
    const [first, second, empty] = [await event('2027-09-01'), await event('2027-09-11'), await event('2027-09-21')]
    // Accepted (attendance not recorded), accepted and there, accepted and absent, declined; one on the second event.
    const people = []
    for (const [index, attended] of [null, true, false, null].entries()) {
      const person = asUser(await createApprovedRoleModel(payload, { firstName: ['Ari', 'Bo', 'Cam', 'Dee'][index] }), 'role-models')
      await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: first.id, roleModel: person.id, status: index < 3 ? 2 : 3, attended } as never })
      people.push(person)
    }
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: second.id, roleModel: people[3].id, status: 2 } as never })

    const ids = [first.id, second.id, empty.id, 999_999]
    const throughSql = await roleModelsWhoCameThroughSql(client, ids)
    expect(throughSql).toEqual(await roleModelsWhoCameThroughPayload(payload, ids))
    expect(throughSql.get(String(first.id))?.map((person) => person.roleModelId)).toEqual([people[0].id, people[1].id])
    expect(throughSql.get(String(second.id))?.map((person) => person.roleModelId)).toEqual([people[3].id])
    expect(throughSql.has(String(empty.id))).toBe(false)

    const now = new Date('2027-09-02T09:00:00+12:00')
    const roleModels = [{ id: String(people[0].id), rating: '5', comment: 'Kind', thankYou: 'Ngā mihi' }, { id: String(people[1].id), rating: '4' }]
    expect(await giveTeacherFeedback({ payload, teacher, eventId: first.id, input: { rating: '3', comment: 'Busy', roleModels }, now })).toEqual({ ok: true })
    expect(await giveRoleModelFeedback({ payload, roleModel: people[0], eventId: first.id, input: { rating: '2' }, now })).toEqual({ ok: true })
    const queries = [
      { event: first.id, teacher: teacher.id }, { event: second.id, teacher: teacher.id },
      { answerKey: feedbackKey({ event: first.id, kind: 'school', author: people[0].id }) }, { answerKey: 'nothing' },
    ]
    for (const query of queries) expect(await answersThroughSql(client, query)).toEqual(await answersThroughPayload(payload, query))
    expect(await answersThroughSql(client, queries[0])).toEqual([
      { kind: 'event', roleModel: null, rating: 3, comment: 'Busy', thankYou: null },
      { kind: 'role-model', roleModel: people[0].id, rating: 5, comment: 'Kind', thankYou: 'Ngā mihi' },
      { kind: 'role-model', roleModel: people[1].id, rating: 4, comment: null, thankYou: null },
    ])
    expect(await answersThroughSql(client, queries[2])).toEqual([{ kind: 'school', roleModel: people[0].id, rating: 2, comment: null, thankYou: null }])
  })
})
