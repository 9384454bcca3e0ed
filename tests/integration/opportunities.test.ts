import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'
import { parsedMailsTo } from './support/outbox'
import { digestSetting, sendOpportunityDigests, setDigestSetting, stopDigestByLink } from '../../app/domain/offers/digest.server'
import { isoWeekNz } from '../../app/domain/offers/opportunities'
import { asUser, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'
import { expressInterest, firstOpportunities, listOpportunities, takeBackInterest } from '../../app/domain/offers/opportunities.server'
import type { Opportunity } from '../../app/domain/offers/opportunities.server'
import { regionNeighbourIds } from '../../app/domain/reference/neighbours.server'

let payload: Payload
let outbox: string
let regions: (number | string)[]
let industries: (number | string)[]

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  regions = (await payload.find({ collection: 'regions', sort: 'id', limit: 0, overrideAccess: true, depth: 0 })).docs.map((doc) => doc.id)
  industries = (await payload.find({ collection: 'industries', sort: 'id', limit: 0, overrideAccess: true, depth: 0 })).docs.map((doc) => doc.id)
})

const DAY = 24 * 3600 * 1000
const eventDate = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`
const asRoleModel = (doc: { id: number }) => asUser(doc, 'role-models') as never
const asTeacher = (doc: { id: number; collection?: string }) => doc as never

let regionIndex = 0
/** A region with neighbours (and one that is neither), a school and its teacher, a role model of the region. */
async function scene(roleModelData: Record<string, unknown> = {}) {
  let region: number | string
  let neighbours: (number | string)[] = []
  do {
    region = regions[(regionIndex += 1) % regions.length]
    neighbours = await regionNeighbourIds(payload, region)
  } while (!neighbours.length)
  const far = regions.find((id) => id !== region && !neighbours.some((n) => String(n) === String(id)))!
  const districtOf = async (id: number | string) => (await payload.find({ collection: 'districts', where: { region: { equals: id } }, limit: 1, overrideAccess: true })).docs[0].id as number
  const district = await districtOf(region)
  const place = { region: region as number, district }
  const farPlace = { region: far as number, district: await districtOf(far) }
  const school = await createSchool(payload, { name: `Kura ${regionIndex}` })
  const teacher = await createTeacher(payload, school.id)
  const roleModel = await createApprovedRoleModel(payload, { ...place, canDoInPersonEvent: true, canDoOnlineEvent: true, industry: industries[1] as number, ...roleModelData })
  // The event is made, then its open-request fields are set in the database (the state a teacher's opening and the
  // system's closing leave), so a test can hold any state the refusals name.
  const event = async (data: Record<string, unknown> = {}) => {
    const offers = { offersOpen: true, offersHope: 'Someone who builds things', offersOpenedAt: new Date().toISOString() } as Record<string, unknown>
    const rest: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(data)) (key.startsWith('offers') && key !== 'offersIndustries' ? offers : rest)[key] = value
    const made = await payload.create({
      collection: 'events', overrideAccess: true, context: { skipEmail: true },
      data: {
        title: 'Careers day', type: 'in-person', status: 'active', school: school.id, createdBy: teacher.id, date: eventDate(10), arrivalTime: '08:30', startTime: '09:00', endTime: '10:00',
        region, studentsAge: '14-15', numberOfStudents: 30, minRoleModels: 1, maxRoleModels: 3, ...rest,
      } as never,
    })
    await payload.db.updateOne({ collection: 'events', id: made.id, data: offers })
    return made
  }
  return { region, place, farPlace, neighbours, far, school, teacher, roleModel, user: asRoleModel(roleModel), event }
}

const idsOf = (items: Opportunity[], among: { id: number }[]) => items.map((item) => item.id).filter((id) => among.some((event) => event.id === id))

async function allOpportunities(user: never) {
  return listOpportunities({ payload, roleModel: user, perPage: 500 })
}

describe('who sees which opportunities', () => {
  it('lists open requests in their region, its neighbours and online, matching industry first, then soonest', async () => {
    const { user, region, neighbours, far, event } = await scene()
    const later = await event({ date: eventDate(12) })
    const sooner = await event({ date: eventDate(5), region: neighbours[0] })
    const matching = await event({ date: eventDate(30), type: 'online', region: null, offersIndustries: [industries[1]] })
    const farAway = await event({ region: far })
    const notOpen = await event({ offersOpen: false })
    const cancelled = await event({ status: 'cancelled' })
    const past = await event({ date: eventDate(-2) })
    const done = await event({ status: 'done' })
    const list = await allOpportunities(user)
    expect(list.reason).toBeNull()
    expect(idsOf(list.items, [later, sooner, matching, farAway, notOpen, cancelled, past, done])).toEqual([matching.id, sooner.id, later.id])
    const shown = list.items.find((item) => item.id === sooner.id)!
    expect(shown).toMatchObject({ title: 'Careers day', type: 'in-person', studentsAge: '14-15', numberOfStudents: 30, hope: 'Someone who builds things', offer: null, matchesIndustry: false })
    expect(shown.schoolName).toMatch(/^Kura/)
    expect(JSON.stringify(list)).not.toMatch(/@|teacher/i)
    expect(list.items.find((item) => item.id === matching.id)!.matchesIndustry).toBe(true)
    expect(region).toBeDefined()
  })

  it('pages the list', async () => {
    const { user, event } = await scene({ canDoOnlineEvent: false })
    for (let days = 40; days < 45; days += 1) await event({ date: eventDate(days) })
    const first = await listOpportunities({ payload, roleModel: user, perPage: 2 })
    const second = await listOpportunities({ payload, roleModel: user, page: 2, perPage: 2 })
    expect(first.totalPages).toBe(second.totalPages)
    expect(first.total).toBeGreaterThanOrEqual(5)
    expect(first.items).toHaveLength(2)
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0].id)
    expect((first.items[1].date ?? '') <= (second.items[0].date ?? '')).toBe(true)
  })

  it('pages across the requests hoping for their industry and the others alike, leaving out events they are on; the landing gets the first three', async () => {
    const { user, roleModel, event } = await scene({ canDoOnlineEvent: false })
    const hoping = []
    for (let days = 50; days < 53; days += 1) hoping.push(await event({ date: eventDate(days), offersIndustries: [industries[1]] }))
    const others = []
    for (let days = 50; days < 54; days += 1) others.push(await event({ date: eventDate(days) }))
    const onHoping = await event({ date: eventDate(49), offersIndustries: [industries[1]] })
    const onOther = await event({ date: eventDate(49) })
    for (const [on, status] of [[onHoping, 4], [onOther, 1]] as const) {
      await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: on.id, roleModel: roleModel.id, status } as never })
    }
    const all = (await allOpportunities(user)).items
    const ids = all.map((item) => item.id)
    expect(ids).not.toContain(onHoping.id)
    expect(ids).not.toContain(onOther.id)
    expect(idsOf(all, [...hoping, ...others])).toEqual([...hoping, ...others].map((made) => made.id))
    const firstOther = all.findIndex((item) => !item.matchesIndustry)
    expect(all.slice(firstOther).every((item) => !item.matchesIndustry)).toBe(true)
    for (const perPage of [2, 3]) {
      const paged: unknown[] = []
      let page = 1
      let totalPages = 1
      do {
        const listed = await listOpportunities({ payload, roleModel: user, page, perPage })
        expect(listed.total).toBe(all.length)
        totalPages = listed.totalPages
        paged.push(...listed.items.map((item) => item.id))
        page += 1
      } while (page <= totalPages)
      expect(paged).toEqual(ids)
    }
    const past = await listOpportunities({ payload, roleModel: user, page: 99, perPage: 2 })
    expect(past.page).toBe(Math.ceil(all.length / 2))
    expect(past.items.map((item) => item.id)).toEqual(ids.slice((past.page - 1) * 2))
    const landing = await firstOpportunities({ payload, roleModel: user })
    expect(landing).toEqual({ reason: null, items: all.slice(0, 3).map(({ id, title, type, date, schoolName }) => ({ id, title, type, date, schoolName })) })
  })

  it('shows in-person requests only to role models who come in person, online ones only to those who do online events', async () => {
    const { event, place } = await scene()
    const inPerson = await event()
    const online = await event({ type: 'online', region: null })
    const onlineOnly = asRoleModel(await createApprovedRoleModel(payload, { ...place, canDoInPersonEvent: false, canDoOnlineEvent: true }))
    const inPersonOnly = asRoleModel(await createApprovedRoleModel(payload, { ...place, canDoInPersonEvent: true, canDoOnlineEvent: false }))
    expect(idsOf((await allOpportunities(onlineOnly)).items, [inPerson, online])).toEqual([online.id])
    expect(idsOf((await allOpportunities(inPersonOnly)).items, [inPerson, online])).toEqual([inPerson.id])
  })

  it('tells a role model who may not take part why, and lists nothing', async () => {
    const { event, place } = await scene()
    await event()
    const pending = asRoleModel(await createApprovedRoleModel(payload, { ...place, checkStatus: 'pending' }))
    const lapsedDoc = await createApprovedRoleModel(payload, place)
    await payload.db.updateOne({ collection: 'role-models', id: lapsedDoc.id, data: { checkExpiresAt: new Date(Date.now() - DAY).toISOString() } })
    const lapsed = asRoleModel(lapsedDoc)
    const leaving = asRoleModel(await createApprovedRoleModel(payload, { ...place, deleteAt: new Date(Date.now() + 20 * DAY).toISOString() }))
    expect(await allOpportunities(pending)).toMatchObject({ reason: 'check-not-approved', items: [] })
    expect(await allOpportunities(lapsed)).toMatchObject({ reason: 'check-expired', items: [] })
    expect(await allOpportunities(leaving)).toMatchObject({ reason: 'deletion-scheduled', items: [] })
  })
})

async function offerOf(eventId: number, roleModelId: number) {
  return (await payload.find({ collection: 'offers', where: { and: [{ event: { equals: eventId } }, { roleModel: { equals: roleModelId } }] }, overrideAccess: true, depth: 0 })).docs[0]
}

describe("I'm interested", () => {
  it('stores an offer with a note, shows it, takes it back and re-opens it', async () => {
    const { user, roleModel, event } = await scene()
    const request = await event()
    expect(await expressInterest({ payload, roleModel: user, eventId: request.id, note: '  I run a robotics club  ' })).toEqual({ ok: true })
    expect(await offerOf(request.id, roleModel.id)).toMatchObject({ status: 'open', note: 'I run a robotics club' })
    expect((await allOpportunities(user)).items.find((item) => item.id === request.id)!.offer).toEqual({ status: 'open', note: 'I run a robotics club' })
    expect(await expressInterest({ payload, roleModel: user, eventId: request.id })).toEqual({ ok: false, refusal: 'already' })
    expect(await takeBackInterest({ payload, roleModel: user, eventId: request.id })).toEqual({ ok: true })
    const withdrawn = await offerOf(request.id, roleModel.id)
    expect(withdrawn.status).toBe('withdrawn')
    expect(withdrawn.decidedAt).toBeTruthy()
    expect(await expressInterest({ payload, roleModel: user, eventId: request.id, note: 'Again' })).toEqual({ ok: true })
    expect(await offerOf(request.id, roleModel.id)).toMatchObject({ status: 'open', note: 'Again', decidedAt: null })
  })

  it('refuses a full, closed, cancelled or started request, one they were uninvited from, and a note too long', async () => {
    const { user, roleModel, event, place } = await scene()
    const full = await event({ maxRoleModels: 1 })
    const other = await createApprovedRoleModel(payload, place)
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: full.id, roleModel: other.id, status: 1 } as never })
    // The system closes a full request; one still marked open (a race, a change of the maximum) is refused as full.
    await payload.db.updateOne({ collection: 'events', id: full.id, data: { offersOpen: true } })
    const uninvited = await event()
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: uninvited.id, roleModel: roleModel.id, status: 4 } as never })
    const cases: [Promise<{ id: number }>, string][] = [
      [Promise.resolve(full), 'full'],
      [event({ offersOpen: false }), 'closed'],
      [event({ status: 'draft', offersOpen: false }), 'closed'],
      [event({ status: 'cancelled' }), 'cancelled'],
      [event({ date: eventDate(-1) }), 'started'],
      [Promise.resolve(uninvited), 'uninvited'],
    ]
    for (const [made, refusal] of cases) {
      const request = await made
      expect(await expressInterest({ payload, roleModel: user, eventId: request.id }), refusal).toEqual({ ok: false, refusal })
      expect(await offerOf(request.id, roleModel.id), refusal).toBeUndefined()
    }
    const open = await event()
    expect(await expressInterest({ payload, roleModel: user, eventId: open.id, note: 'x'.repeat(501) })).toEqual({ ok: false, refusal: 'note-too-long' })
    expect(await offerOf(open.id, roleModel.id)).toBeUndefined()
    expect(await expressInterest({ payload, roleModel: user, eventId: open.id, note: 'x'.repeat(500) })).toEqual({ ok: true })
  })

  it('refuses a role model who may not take part, one it is not for, and a teacher', async () => {
    const { event, place, farPlace, teacher } = await scene()
    const request = await event()
    const pending = await createRoleModel(payload, { ...place, checkStatus: 'pending' })
    expect(await expressInterest({ payload, roleModel: asRoleModel(pending), eventId: request.id })).toEqual({ ok: false, refusal: 'cannot-take-part' })
    const farAway = await createApprovedRoleModel(payload, { ...farPlace, canDoOnlineEvent: false })
    expect(await expressInterest({ payload, roleModel: asRoleModel(farAway), eventId: request.id })).toEqual({ ok: false, refusal: 'not-for-you' })
    const teacherUser = asUser(teacher, 'teachers') as never
    expect(await expressInterest({ payload, roleModel: teacherUser, eventId: request.id })).toEqual({ ok: false, refusal: 'not-role-model' })
    await expect(payload.create({ collection: 'offers', data: { event: request.id, roleModel: pending.id, status: 'open' }, overrideAccess: false, user: teacherUser })).rejects.toThrow(/not allowed/i)
    // A role model cannot offer another role model.
    const mine = await createApprovedRoleModel(payload, place)
    await expect(payload.create({ collection: 'offers', data: { event: request.id, roleModel: farAway.id, status: 'open' }, overrideAccess: false, user: asRoleModel(mine) })).rejects.toThrow(/refused\.not-yours/)
    expect(await payload.count({ collection: 'offers', where: { event: { equals: request.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('stores both of two role models pressing at once for the last place (interest takes no place); one press twice at once is stored once', async () => {
    const { user, roleModel, event, place } = await scene()
    const last = await event({ maxRoleModels: 2 })
    const placed = await createApprovedRoleModel(payload, place)
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: last.id, roleModel: placed.id, status: 2 } as never })
    const other = await createApprovedRoleModel(payload, place)
    const results = await Promise.all([
      expressInterest({ payload, roleModel: user, eventId: last.id, note: 'Me' }),
      expressInterest({ payload, roleModel: asRoleModel(other), eventId: last.id, note: 'Me too' }),
    ])
    expect(results).toEqual([{ ok: true }, { ok: true }])
    expect((await offerOf(last.id, roleModel.id)).note).toBe('Me')
    expect((await offerOf(last.id, other.id)).note).toBe('Me too')
    const twice = await event()
    const pressed = await Promise.all([expressInterest({ payload, roleModel: user, eventId: twice.id }), expressInterest({ payload, roleModel: user, eventId: twice.id })])
    expect(pressed).toContainEqual({ ok: true })
    expect(pressed).toContainEqual({ ok: false, refusal: 'already' })
    expect(await payload.count({ collection: 'offers', where: { event: { equals: twice.id } }, overrideAccess: true })).toEqual({ totalDocs: 1 })
  })

  it("holds the transition table: the school's teacher declines or invites from an open offer; a declined one cannot be pressed again; an invited one cannot be taken back", async () => {
    const { user, roleModel, event, teacher, school } = await scene()
    const teacherUser = { ...teacher, school: school.id, collection: 'teachers' as const }
    const declined = await event()
    await expressInterest({ payload, roleModel: user, eventId: declined.id })
    const offer = await offerOf(declined.id, roleModel.id)
    // The role model cannot decide for the school; the teacher cannot rewrite the note or re-open.
    await expect(payload.update({ collection: 'offers', id: offer.id, data: { status: 'invited' }, overrideAccess: false, user })).rejects.toThrow(/refused\.not-allowed/)
    await expect(payload.update({ collection: 'offers', id: offer.id, data: { note: 'Changed' }, overrideAccess: false, user: asTeacher(teacherUser) })).rejects.toThrow(/refused\.not-allowed/)
    await payload.update({ collection: 'offers', id: offer.id, data: { status: 'declined' }, overrideAccess: false, user: asTeacher(teacherUser) })
    expect((await offerOf(declined.id, roleModel.id)).decidedAt).toBeTruthy()
    await expect(payload.update({ collection: 'offers', id: offer.id, data: { status: 'open' }, overrideAccess: false, user: asTeacher(teacherUser) })).rejects.toThrow(/refused\.not-allowed/)
    expect(await expressInterest({ payload, roleModel: user, eventId: declined.id })).toEqual({ ok: false, refusal: 'declined' })
    expect(await takeBackInterest({ payload, roleModel: user, eventId: declined.id })).toEqual({ ok: false, refusal: 'declined' })

    const invited = await event()
    await expressInterest({ payload, roleModel: user, eventId: invited.id })
    await payload.update({ collection: 'offers', id: (await offerOf(invited.id, roleModel.id)).id, data: { status: 'invited' }, overrideAccess: false, user: asTeacher(teacherUser) })
    expect(await takeBackInterest({ payload, roleModel: user, eventId: invited.id })).toEqual({ ok: false, refusal: 'invited' })
    expect((await offerOf(invited.id, roleModel.id)).status).toBe('invited')

    // Another school's teacher and another role model do not reach the offer.
    const stranger = await createTeacher(payload, (await createSchool(payload)).id)
    const other = asRoleModel(await createApprovedRoleModel(payload))
    for (const someone of [asTeacher({ ...stranger, collection: 'teachers' }), other]) {
      await expect(payload.update({ collection: 'offers', id: offer.id, data: { status: 'withdrawn' }, overrideAccess: false, user: someone })).rejects.toThrow(/not found|not allowed/i)
    }
  })
})

describe('the weekly digest', () => {
  // Tuesday 8 December 2026, 09:00 in New Zealand (UTC+13): its ISO week began on Monday 7 December. Or as many whole
  // weeks later as keeps every week these tests look at after today: the open requests the other tests of this file
  // open today would otherwise be new in the digest's window (they were, from Monday 30 November in New Zealand).
  const week = 7 * DAY
  const shift = Math.max(0, Math.ceil((Date.now() + 3 * week - Date.parse('2026-12-07T20:00:00Z')) / week)) * week
  const at = (iso: string) => new Date(Date.parse(iso) + shift).toISOString()
  const now = new Date(at('2026-12-07T20:00:00Z'))
  const lastWeek = at('2026-12-03T01:00:00.000Z')
  const thisWeek = at('2026-12-08T01:00:00.000Z')
  const future = at('2027-02-10T00:00:00.000Z')
  const futureText = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(future))

  it('sends each role model with new matching requests one email a week, claimed once across two runs at once; none without new ones', async () => {
    const { roleModel, place, event, school } = await scene({ firstName: 'Mere' })
    const opened = await event({ title: 'Engineering morning', date: future, offersOpenedAt: lastWeek })
    await event({ title: 'Opened this week', date: future, offersOpenedAt: thisWeek })
    const off = await createApprovedRoleModel(payload, { ...place, opportunityDigest: false })
    const pending = await createRoleModel(payload, { ...place, checkStatus: 'pending' })
    const offeredAlready = await createApprovedRoleModel(payload, { ...place, canDoOnlineEvent: false })
    await payload.create({ collection: 'offers', overrideAccess: true, data: { event: opened.id, roleModel: offeredAlready.id, status: 'open' } })
    const maori = await createApprovedRoleModel(payload, { ...place, language: 'mi' })

    const [first, second] = await Promise.all([sendOpportunityDigests(payload, now), sendOpportunityDigests(payload, now)])
    expect(first + second).toBeGreaterThanOrEqual(2)
    const mails = await parsedMailsTo(outbox, roleModel.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('New opportunities for you this week')
    expect(mails[0].text).toContain('Kia ora Mere')
    expect(mails[0].text).toContain(`Engineering morning · ${school.name} · ${futureText}`)
    expect(mails[0].text).not.toContain('Opened this week')
    expect(mails[0].text).toContain('/role-model/opportunities')
    expect(mails[0].text).toMatch(/\/opportunities\/unsubscribe\/[\w-]+\.[\w-]+\?lng=en/)
    expect(mails[0].text).not.toMatch(/teacher\.\d+/)
    expect((await payload.findByID({ collection: 'role-models', id: roleModel.id, overrideAccess: true, depth: 0 })).opportunityDigestWeek).toBe(isoWeekNz(now))
    for (const nobody of [off, pending, offeredAlready]) expect(await parsedMailsTo(outbox, nobody.email)).toHaveLength(0)
    const inMaori = await parsedMailsTo(outbox, maori.email)
    expect(inMaori).toHaveLength(1)
    expect(inMaori[0].headers.get('content-language')).toBe('mi')

    // Later in the same week: nothing more. The next week: the request opened this week, once.
    await sendOpportunityDigests(payload, new Date(now.getTime() + 2 * DAY))
    expect(await parsedMailsTo(outbox, roleModel.email)).toHaveLength(1)
    await sendOpportunityDigests(payload, new Date(now.getTime() + week))
    const next = await parsedMailsTo(outbox, roleModel.email)
    expect(next).toHaveLength(2)
    expect(next[1].text).toContain('Opened this week')
    expect(next[1].text).not.toContain('Engineering morning')
    // The week after, nothing new opened: no email.
    await sendOpportunityDigests(payload, new Date(now.getTime() + 2 * week))
    expect(await parsedMailsTo(outbox, roleModel.email)).toHaveLength(2)
  })

  it('stops with the emailed one-press link (no sign-in); a forged link does nothing; the account setting turns it back on', async () => {
    const { roleModel, user, event } = await scene({ firstName: 'Hemi' })
    await event({ title: 'Science week', date: future, offersOpenedAt: at('2026-12-17T01:00:00.000Z') })
    const later = new Date(now.getTime() + 2 * week)
    await sendOpportunityDigests(payload, later)
    const [mail] = await parsedMailsTo(outbox, roleModel.email)
    const token = /\/opportunities\/unsubscribe\/([\w-]+\.[\w-]+)/.exec(mail.text ?? '')![1]
    expect(await stopDigestByLink({ payload, token: `${token.split('.')[0]}.forged` })).toBe(false)
    expect(await digestSetting(payload, user)).toBe(true)
    expect(await stopDigestByLink({ payload, token })).toBe(true)
    expect(await digestSetting(payload, user)).toBe(false)
    await event({ title: 'Maths week', date: future, offersOpenedAt: at('2026-12-24T01:00:00.000Z') })
    await sendOpportunityDigests(payload, new Date(later.getTime() + week))
    expect(await parsedMailsTo(outbox, roleModel.email)).toHaveLength(1)
    await setDigestSetting({ payload, user, on: true })
    expect(await digestSetting(payload, user)).toBe(true)
    await payload.db.updateOne({ collection: 'role-models', id: roleModel.id, data: { opportunityDigestWeek: isoWeekNz(later) } })
    await sendOpportunityDigests(payload, new Date(later.getTime() + week))
    const mails = await parsedMailsTo(outbox, roleModel.email)
    expect(mails).toHaveLength(2)
    expect(mails[1].text).toContain('Maths week')
  })
})
