import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { parsedMailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'
import { completeProfile, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { addRoleModelToEvent } from '../../app/domain/choosing/event-role-models.server'
import { declineOffer, interestedRoleModels, inviteFromOffer } from '../../app/domain/choosing/interested.server'
import { cancelEvent } from '../../app/domain/events/transitions.server'
import { closeEventToOffers, openEventToOffers, openOfferRoleModels, openRequestPanel } from '../../app/domain/offers/open-request.server'
import { closeStartedOpenRequests } from '../../app/domain/offers/open-request-closing.server'
import { notifyTeachersOfOffer } from '../../app/domain/offers/offer-notice.server'

let payload: Payload
let outbox: string
let regionId: number
let districtId: number

const DAY = 86_400_000
const HOPE = 'Someone who builds things, to show our Year 10s where maths leads.'

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  await payload.updateGlobal({ slug: 'site-settings', data: { minRoleModelsPerEvent: 1, maxRoleModelsPerEvent: 8, invitationExpiryDays: 14 }, overrideAccess: true })
  const profile = await completeProfile(payload)
  regionId = profile.region as number
  districtId = profile.district as number
})

function futureDay(days = 30) {
  return `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`
}

/** A school with its organiser (English) and a subscribed colleague (te reo Māori), and a ready in-person event. */
async function scene(status: 'draft' | 'active' = 'active', data: Record<string, unknown> = {}) {
  const school = await createSchool(payload, { name: 'Aorere College' })
  const teacher = await createTeacher(payload, school.id)
  const colleague = await createTeacher(payload, school.id)
  await payload.update({ collection: 'teachers', id: colleague.id, data: { language: 'mi' } as never, overrideAccess: true })
  const event = await payload.create({
    collection: 'events', overrideAccess: true,
    data: {
      title: 'Careers morning', type: 'in-person', status, school: school.id, createdBy: teacher.id, primaryContact: teacher.id, date: futureDay(), arrivalTime: '09:00', startTime: '09:15', endTime: '11:00',
      address: '1 School Road', region: regionId, district: districtId, numberOfStudents: 30, studentsAge: 'Year 10', minRoleModels: 1, maxRoleModels: 8,
      notificationSubscribers: [{ teacher: teacher.id, subscribed: true }, { teacher: colleague.id, subscribed: true }],
      ...data,
    } as never,
  })
  return { school, teacher, colleague, event }
}

const eventOf = (id: number) => payload.findByID({ collection: 'events', id, overrideAccess: true, depth: 0 })
const input = { Hope: HOPE, Industries: [], Sectors: [] }

/** An offer as the role model makes it (the role model's own create; the collection's rules decide). */
async function offer(eventId: number, roleModel: { id: number }, note = 'I run a building firm in Manukau and love talking to students.') {
  return payload.create({ collection: 'offers', data: { event: eventId, roleModel: roleModel.id, note, status: 'open' } as never, overrideAccess: true, depth: 0 })
}

describe('opening and closing an event to offers (through the Events collection)', () => {
  it('opens a live event with the sentence, records when, and closes it by the teacher', async () => {
    const { teacher, event } = await scene()
    expect(await openEventToOffers({ payload, teacher, eventId: event.id, input })).toEqual({ ok: true })
    const opened = await eventOf(event.id)
    expect(opened).toMatchObject({ offersOpen: true, offersHope: HOPE, offersClosedAt: null, offersCloseReason: null })
    expect(opened.offersOpenedAt).toBeTruthy()
    const panel = await openRequestPanel({ payload, event: opened, statuses: [], openOffers: await openOfferRoleModels(payload, event.id), locale: 'en' })
    expect(panel).toMatchObject({ state: 'open', hope: HOPE, interested: 0 })

    expect(await closeEventToOffers({ payload, teacher, eventId: event.id })).toEqual({ ok: true })
    const closed = await eventOf(event.id)
    expect(closed).toMatchObject({ offersOpen: false, offersCloseReason: 'teacher' })
    expect(closed.offersClosedAt).toBeTruthy()
    // Closed, the form offers every industry; open, the panel carries only the ones wanted (to name them).
    const { docs: industries } = await payload.find({ collection: 'industries', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    expect(industries.length).toBeGreaterThan(1)
    const closedPanel = await openRequestPanel({ payload, event: closed, statuses: [], openOffers: [], locale: 'en' })
    expect(closedPanel).toMatchObject({ state: 'closed', problem: null })
    expect(closedPanel.state !== 'hidden' && closedPanel.options.industries.length).toBe(industries.length)
    expect(await openEventToOffers({ payload, teacher, eventId: event.id, input: { ...input, Industries: [String(industries[1].id)] } })).toEqual({ ok: true })
    const openPanel = await openRequestPanel({ payload, event: await eventOf(event.id), statuses: [], openOffers: [], locale: 'en' })
    expect(openPanel).toMatchObject({ state: 'open', industries: [String(industries[1].id)], options: { industries: [{ id: industries[1].id, title: industries[1].title }], sectors: [] } })
    expect(await closeEventToOffers({ payload, teacher, eventId: event.id })).toEqual({ ok: true })

    // Opened again: the last closing is cleared.
    expect(await openEventToOffers({ payload, teacher, eventId: event.id, input })).toEqual({ ok: true })
    expect(await eventOf(event.id)).toMatchObject({ offersOpen: true, offersClosedAt: null, offersCloseReason: null })
  })

  it('opens a draft only when it is ready to invite', async () => {
    const ready = await scene('draft')
    expect(await openEventToOffers({ payload, teacher: ready.teacher, eventId: ready.event.id, input })).toEqual({ ok: true })
    const unready = await scene('draft', { address: null })
    expect(await openEventToOffers({ payload, teacher: unready.teacher, eventId: unready.event.id, input })).toMatchObject({ ok: false, message: 'events:offers.problems.notReady' })
    expect((await eventOf(unready.event.id)).offersOpen).toBe(false)
  })

  it('refuses a started or full event, a missing sentence, and a teacher writing the system fields', async () => {
    const started = await scene('active', { date: futureDay(0), arrivalTime: '00:00', startTime: '00:05' })
    expect(await openEventToOffers({ payload, teacher: started.teacher, eventId: started.event.id, input })).toMatchObject({ ok: false, message: 'events:offers.problems.started' })

    const full = await scene('active', { maxRoleModels: 1 })
    await payload.create({ collection: 'event-role-models', data: { event: full.event.id, roleModel: (await createApprovedRoleModel(payload)).id, status: ROLE_MODEL_STATUS.invited } as never, overrideAccess: true, context: { skipEmail: true } })
    expect(await openEventToOffers({ payload, teacher: full.teacher, eventId: full.event.id, input })).toMatchObject({ ok: false, message: 'events:offers.problems.full' })

    const { teacher, event } = await scene()
    await expect(payload.update({ collection: 'events', id: event.id, data: { offersOpen: true, offersHope: '  ' }, user: teacher, overrideAccess: false })).rejects.toThrow('events:offers.validation.hopeRequired')
    await payload.update({
      collection: 'events', id: event.id, user: teacher, overrideAccess: false,
      data: { offersOpen: true, offersHope: HOPE, offersOpenedAt: '2020-01-01T00:00:00.000Z', offersCloseReason: 'full' } as never,
    })
    const stored = await eventOf(event.id)
    expect(stored.offersCloseReason).toBeNull()
    expect(stored.offersOpenedAt).not.toBe('2020-01-01T00:00:00.000Z')
  })

  it('closes by itself when the event reaches its maximum, is cancelled, or starts', async () => {
    const full = await scene('active', { maxRoleModels: 2 })
    await openEventToOffers({ payload, teacher: full.teacher, eventId: full.event.id, input })
    expect(await addRoleModelToEvent({ payload, teacher: full.teacher, eventId: full.event.id, roleModelId: (await createApprovedRoleModel(payload)).id })).toEqual({ ok: true })
    expect((await eventOf(full.event.id)).offersOpen).toBe(true)
    expect(await addRoleModelToEvent({ payload, teacher: full.teacher, eventId: full.event.id, roleModelId: (await createApprovedRoleModel(payload)).id })).toEqual({ ok: true })
    expect(await eventOf(full.event.id)).toMatchObject({ offersOpen: false, offersCloseReason: 'full' })

    const cancelled = await scene()
    await openEventToOffers({ payload, teacher: cancelled.teacher, eventId: cancelled.event.id, input })
    expect(await cancelEvent({ payload, teacher: cancelled.teacher, id: cancelled.event.id, reason: 'The school is closed' })).toMatchObject({ ok: true })
    expect(await eventOf(cancelled.event.id)).toMatchObject({ status: 'cancelled', offersOpen: false, offersCloseReason: 'cancelled' })

    const soon = await scene('active', { date: futureDay(3) })
    expect(await openEventToOffers({ payload, teacher: soon.teacher, eventId: soon.event.id, input })).toEqual({ ok: true })
    expect(await closeStartedOpenRequests(payload, new Date())).toBe(0)
    const later = new Date(Date.now() + 5 * DAY)
    expect(await closeStartedOpenRequests(payload, later)).toBeGreaterThanOrEqual(1)
    expect(await eventOf(soon.event.id)).toMatchObject({ offersOpen: false, offersCloseReason: 'started' })
    expect(await closeStartedOpenRequests(payload, later)).toBe(0)
  })
})

describe('interest, the teacher side', () => {
  it('tells the organiser and subscribed teachers once, each in their language, without the role model\'s email or phone', async () => {
    const { teacher, colleague, event } = await scene()
    await openEventToOffers({ payload, teacher, eventId: event.id, input })
    const roleModel = await createApprovedRoleModel(payload, { firstName: 'Tama', surname: 'Offerer' })
    const made = await offer(event.id, roleModel)
    const [english] = await parsedMailsTo(outbox, teacher.email!)
    expect(english.subject).toContain('Tama Offerer is interested in Careers morning')
    expect(english.text).toContain('I run a building firm in Manukau')
    expect(english.text).toContain(`/events/${event.id}/role-models#interested`)
    expect(english.text).not.toContain(roleModel.email)
    expect(english.text).not.toContain('021 555 0199')
    expect(english.headers.get('content-language')).toBe('en')
    const [maori] = await parsedMailsTo(outbox, colleague.email!)
    expect(maori.headers.get('content-language')).toBe('mi')
    expect(maori.html).toContain('<html lang="mi">')

    // Claimed on the offer: asked again, nobody is told twice.
    expect(await notifyTeachersOfOffer({ payload, offerId: made.id })).toBe(0)
    expect(await parsedMailsTo(outbox, teacher.email!)).toHaveLength(1)
    expect(await parsedMailsTo(outbox, colleague.email!)).toHaveLength(1)
  })

  it('lists open offers first with the note, invites from one on a live event, and declines another', async () => {
    const { teacher, event } = await scene()
    await openEventToOffers({ payload, teacher, eventId: event.id, input })
    const [first, second] = [await createApprovedRoleModel(payload, { firstName: 'Ana' }), await createApprovedRoleModel(payload, { firstName: 'Ben' })]
    const offerA = await offer(event.id, first)
    const offerB = await offer(event.id, second, '')
    const listed = await interestedRoleModels({ payload, teacher, event: await eventOf(event.id), locale: 'en' })
    expect(listed.map((row) => [row.roleModelId, row.note, row.status])).toEqual([[first.id, 'I run a building firm in Manukau and love talking to students.', null], [second.id, '', null]])
    expect(JSON.stringify(listed)).not.toContain(first.email)
    // The event page's panel counts the offers waiting on the school, and its threads list has one for each.
    expect((await openOfferRoleModels(payload, event.id)).map(String).sort()).toEqual([first.id, second.id].map(String).sort())

    expect(await inviteFromOffer({ payload, teacher, eventId: event.id, offerId: offerA.id })).toMatchObject({ ok: true, invited: true })
    const row = (await payload.find({ collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { roleModel: { equals: first.id } }] }, overrideAccess: true, depth: 0 })).docs[0]
    expect(row.status).toBe(ROLE_MODEL_STATUS.invited)
    expect(row.expiresAt).toBeTruthy()
    const decided = await payload.findByID({ collection: 'offers', id: offerA.id, overrideAccess: true, depth: 0 })
    expect(decided.status).toBe('invited')
    expect(decided.decidedAt).toBeTruthy()
    expect((await parsedMailsTo(outbox, first.email)).some((mail) => mail.subject?.includes('invit'))).toBe(true)

    expect(await declineOffer({ payload, teacher, eventId: event.id, offerId: offerB.id })).toMatchObject({ ok: true })
    expect((await payload.findByID({ collection: 'offers', id: offerB.id, overrideAccess: true, depth: 0 })).status).toBe('declined')
    expect(await interestedRoleModels({ payload, teacher, event: await eventOf(event.id), locale: 'en' })).toEqual([])
    expect(await openOfferRoleModels(payload, event.id)).toEqual([])
    // Acted on already: refused.
    expect(await inviteFromOffer({ payload, teacher, eventId: event.id, offerId: offerB.id })).toMatchObject({ ok: false, message: 'events:offers.errors.gone' })
  })

  it('adds to a draft as chosen, honours the maximum, and is refused for another school', async () => {
    const draft = await scene('draft', { maxRoleModels: 1 })
    await openEventToOffers({ payload, teacher: draft.teacher, eventId: draft.event.id, input })
    const [a, b] = [await createApprovedRoleModel(payload), await createApprovedRoleModel(payload)]
    const offerA = await offer(draft.event.id, a)
    const offerB = await offer(draft.event.id, b)
    const stranger = await createTeacher(payload, (await createSchool(payload)).id)
    expect(await inviteFromOffer({ payload, teacher: stranger, eventId: draft.event.id, offerId: offerA.id })).toMatchObject({ ok: false, error: 'not-found' })

    expect(await inviteFromOffer({ payload, teacher: draft.teacher, eventId: draft.event.id, offerId: offerA.id })).toMatchObject({ ok: true, invited: false })
    const rows = (await payload.find({ collection: 'event-role-models', where: { event: { equals: draft.event.id } }, overrideAccess: true, depth: 0 })).docs
    expect(rows.map((row) => row.status)).toEqual([ROLE_MODEL_STATUS.selected])
    // Full now: the request closed, and the next invitation from an offer is refused by the maximum.
    expect((await eventOf(draft.event.id)).offersCloseReason).toBe('full')
    expect(await inviteFromOffer({ payload, teacher: draft.teacher, eventId: draft.event.id, offerId: offerB.id })).toMatchObject({ ok: false, message: 'events:validation.maxRoleModels|{"maxRoleModels":1}' })
    expect((await payload.findByID({ collection: 'offers', id: offerB.id, overrideAccess: true, depth: 0 })).status).toBe('open')
  })
})
