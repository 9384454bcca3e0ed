import { eventRoleModelsOverview } from '../../app/domain/events/role-models-on-event.server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'
import { asUser, completeProfile, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'
import { sendWithdrawalNotice, similarRoleModels, withdrawFromEvent } from '../../app/domain/invitations/withdraw.server'
import { getInvitation } from '../../app/domain/invitations/invitations.server'
import { WITHDRAW_CONTEXT } from '../../app/domain/invitations/withdraw'

let payload: Payload
let outbox: string
let regions: (number | string)[]

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  // The scenes' regions leave out the one the fixtures give a role model by default (completeProfile's), where other
  // tests' role models gather: with text ids the order by id is random, and a scene there met a stranger of another test.
  const { region: fixturesRegion } = await completeProfile(payload)
  regions = (await payload.find({ collection: 'regions', sort: 'id', limit: 0, overrideAccess: true, depth: 0 })).docs.map((doc) => doc.id).filter((id) => id !== fixturesRegion)
})

const DAY = 24 * 3600 * 1000
const eventDate = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`
const signedIn = (doc: { id: number; email?: string }) => asUser(doc, 'role-models') as never
let regionIndex = 0

async function rowOf(id: number | string) {
  return payload.findByID({ collection: 'event-role-models', id, overrideAccess: true, depth: 0 })
}

/** Waits for the notice job started by the withdrawal (it runs beside the request) to finish. */
async function noticeDone(jobId: number | string | undefined) {
  expect(jobId).toBeDefined()
  for (let tries = 0; tries < 100; tries += 1) {
    const job = await payload.findByID({ collection: 'payload-jobs', id: jobId!, overrideAccess: true, depth: 0, disableErrors: true })
    // Payload deletes a job once it completed; one that failed stays, with its error.
    if (!job || job.completedAt) return
    if (job.hasError) throw new Error(`The withdrawal notice job failed: ${JSON.stringify(job.error)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`The withdrawal notice job ${jobId} did not finish`)
}

/**
 * An active in-person event (a region of its own, minimum 2) of a school with a creator and a subscribed colleague; the
 * role model attending, another attending, and role models of the region who could replace them.
 */
async function attendingScene({ event: eventData = {}, row: rowData = {} }: { event?: Record<string, unknown>; row?: Record<string, unknown> } = {}) {
  const region = regions[(regionIndex += 1) % regions.length]
  const district = (await payload.find({ collection: 'districts', where: { region: { equals: region } }, limit: 1, overrideAccess: true })).docs[0].id
  const inRegion = (firstName: string, data: Record<string, unknown> = {}) => createApprovedRoleModel(payload, { firstName, surname: `Region${region}`, region: region as number, district: district as number, ...data })
  const school = await createSchool(payload, { name: 'Aorere College' })
  const creator = await createTeacher(payload, school.id)
  const colleague = await createTeacher(payload, school.id)
  const roleModel = await inRegion('Mere')
  const other = await inRegion('Hemi')
  const event = await payload.create({
    collection: 'events',
    overrideAccess: true,
    data: {
      title: 'Careers evening', type: 'in-person', status: 'active', school: school.id, createdBy: creator.id, date: eventDate(10),
      arrivalTime: '12:30', startTime: '13:00', endTime: '14:00', address: '1 School Road', region, district, minRoleModels: 2, maxRoleModels: 5,
      notificationSubscribers: [{ teacher: creator.id, subscribed: false }, { teacher: colleague.id, subscribed: true }],
      ...eventData,
    } as never,
  })
  const row = await payload.create({
    collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true },
    data: { event: event.id, roleModel: roleModel.id, status: 2, ...rowData } as never,
  })
  await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel: other.id, status: 2 } as never })
  return { school, creator, colleague, roleModel, other, user: signedIn(roleModel), event, row, inRegion, region }
}

describe('withdrawing after accepting', () => {
  it('records the reason, tells the subscribed teachers with three others who could come, and cancels the calendar entry', async () => {
    const { user, roleModel, event, row, creator, colleague, inRegion, region } = await attendingScene()
    const [aroha, bex, ciara, dan] = await Promise.all([inRegion('Aroha'), inRegion('Bex'), inRegion('Ciara'), inRegion('Dan')])
    // Not suggested: online only, check not approved, someone else's region.
    await inRegion('Abe', { canDoInPersonEvent: false, canDoOnlineEvent: true })
    await createRoleModel(payload, { firstName: 'Aaron', region: region as number, checkStatus: 'pending' })

    const result = await withdrawFromEvent({ payload, roleModel: user, eventId: String(event.id), roleModelId: String(roleModel.id), reason: '  I have the flu  ' })
    expect(result).toMatchObject({ ok: true })
    const stored = await rowOf(row.id)
    expect(stored).toMatchObject({ status: 3, withdrawReason: 'I have the flu', declineReason: null })
    expect(stored.withdrawnAt).toBeTruthy()

    await noticeDone(result.ok ? result.jobId : undefined)
    const teacherMails = await mailsTo(outbox, colleague.email)
    expect(teacherMails).toHaveLength(1)
    const mail = teacherMails[0].replace(/=\r?\n/g, '')
    expect(mail).toMatch(new RegExp(`Subject: Mere Region${region} can no longer come\\s+to\\s+Careers evening`))
    expect(mail).toContain('I have the flu')
    expect(mail).toContain('1 role model is now attending, fewer than the minimum of 2')
    for (const person of [aroha, bex, ciara]) expect(mail).toContain(`/events/${event.id}/role-models/${person.id}`)
    expect(mail).not.toContain(`/role-models/${dan.id}`)
    expect(mail).not.toContain('Abe ')
    expect(mail).not.toContain('Aaron')
    // The creator unsubscribed, but organises the event (no other primary contact): told all the same, once.
    expect(await mailsTo(outbox, creator.email)).toHaveLength(1)
    const own = await mailsTo(outbox, roleModel.email)
    expect(own).toHaveLength(1)
    expect(own[0]).toContain('METHOD:CANCEL')

    // The job is idempotent: run again (a retry, the queue's next minute) it sends nothing.
    expect(await sendWithdrawalNotice({ payload, rowId: row.id })).toBe(0)
    expect(await mailsTo(outbox, colleague.email)).toHaveLength(1)
    expect(await mailsTo(outbox, roleModel.email)).toHaveLength(1)

    // The role model's page says so and offers nothing more; the school's page lists the reason.
    expect(await getInvitation({ payload, roleModel: user, eventId: event.id })).toMatchObject({ status: 'withdrawn', withdrawProblem: 'not-attending', meeting: null, organiser: null })
    expect((await eventRoleModelsOverview({ payload, teacher: creator, event })).withdrawals).toEqual([
      { roleModelId: roleModel.id, name: `Mere Region${region}`, reason: 'I have the flu', withdrawnAt: stored.withdrawnAt },
    ])
  })

  it('refuses withdrawing twice, and changes nothing', async () => {
    const { user, event, row, colleague } = await attendingScene()
    const first = await withdrawFromEvent({ payload, roleModel: user, eventId: event.id, reason: 'Ill' })
    await noticeDone(first.ok ? first.jobId : undefined)
    const before = await rowOf(row.id)
    expect(await withdrawFromEvent({ payload, roleModel: user, eventId: event.id, reason: 'Still ill' })).toEqual({ ok: false, error: 'invalid-state', message: 'invitations:messages.error' })
    expect(await rowOf(row.id)).toMatchObject({ status: 3, withdrawReason: 'Ill', withdrawnAt: before.withdrawnAt })
    expect(await mailsTo(outbox, colleague.email)).toHaveLength(1)
  })

  it('needs a reason of at most 2048 characters', async () => {
    const { user, event, row } = await attendingScene()
    expect(await withdrawFromEvent({ payload, roleModel: user, eventId: event.id, reason: ' ' })).toMatchObject({ ok: false, error: 'invalid', message: 'invitations:validation.reasonRequired' })
    expect(await withdrawFromEvent({ payload, roleModel: user, eventId: event.id, reason: 'x'.repeat(2049) })).toMatchObject({ ok: false, error: 'invalid', message: 'tooLong|{"max":2048}' })
    expect((await rowOf(row.id)).status).toBe(2)
  })

  it('refuses past, cancelled and finished events, invitations not accepted, and someone else’s event', async () => {
    const cases = [
      { scene: { event: { date: eventDate(-1) } }, status: 2 },
      { scene: { event: { status: 'cancelled' } }, status: 2 },
      { scene: { event: { status: 'done', date: eventDate(-3) } }, status: 2 },
      { scene: { row: { status: 1 } }, status: 1 },
      { scene: { row: { status: 3, declineReason: 'Away' } }, status: 3 },
    ]
    for (const { scene, status } of cases) {
      const { user, event, row, colleague } = await attendingScene(scene)
      expect(await withdrawFromEvent({ payload, roleModel: user, eventId: event.id, reason: 'Ill' })).toMatchObject({ ok: false, error: 'invalid-state' })
      expect(await rowOf(row.id)).toMatchObject({ status, withdrawnAt: null })
      expect(await mailsTo(outbox, colleague.email)).toHaveLength(0)
    }
    const { event, row, roleModel, other } = await attendingScene()
    // Another role model (attending too) cannot withdraw this one, by address or by their own session.
    expect(await withdrawFromEvent({ payload, roleModel: signedIn(other), eventId: event.id, roleModelId: roleModel.id, reason: 'Ill' })).toMatchObject({ ok: false, error: 'not-found' })
    const stranger = await createApprovedRoleModel(payload)
    expect(await withdrawFromEvent({ payload, roleModel: signedIn(stranger), eventId: event.id, reason: 'Ill' })).toMatchObject({ ok: false, error: 'not-found' })
    for (const forged of ['abc', '0', '-1', '']) expect(await withdrawFromEvent({ payload, roleModel: signedIn(roleModel), eventId: forged, reason: 'Ill' })).toMatchObject({ ok: false, error: 'not-found' })
    expect((await rowOf(row.id)).status).toBe(2)
  })

  it('is held by the collection: only the withdraw operation, only while attending an event to come', async () => {
    const { roleModel, user, event, row, creator } = await attendingScene({ event: { date: eventDate(5) } })
    // A role model's plain update (as Payload's REST API would send it) is refused.
    await expect(payload.update({ collection: 'event-role-models', id: row.id, data: { status: 3, withdrawReason: 'x' } as never, overrideAccess: false, user }))
      .rejects.toThrow(/not allowed/i)
    // A teacher cannot write a withdrawal for them (the fields are the role model's and staff's).
    await payload.update({ collection: 'event-role-models', id: row.id, data: { withdrawnAt: new Date().toISOString(), withdrawReason: 'x' } as never, overrideAccess: false, user: creator })
    expect(await rowOf(row.id)).toMatchObject({ status: 2, withdrawnAt: null, withdrawReason: null })
    // Through the operation's flag but without a reason, or on an event already over: refused.
    await expect(payload.update({ collection: 'event-role-models', id: row.id, data: { status: 3 } as never, overrideAccess: false, user, context: { [WITHDRAW_CONTEXT]: true } }))
      .rejects.toThrow('A reason of up to 2048 characters is required to withdraw')
    await payload.update({ collection: 'events', id: event.id, data: { date: eventDate(-1) } as never, overrideAccess: true, context: { skipEmail: true } })
    await expect(payload.update({ collection: 'event-role-models', id: row.id, data: { status: 3, withdrawReason: 'Ill' } as never, overrideAccess: false, user, context: { [WITHDRAW_CONTEXT]: true } }))
      .rejects.toThrow('This invitation cannot be withdrawn from')
    expect((await rowOf(row.id)).status).toBe(2)
    expect(roleModel.id).toBeTruthy()
  })
})

describe('similar role models', () => {
  it('are offered for the event, allowed to take part and not on it, at most three', async () => {
    const { event, roleModel, other, inRegion } = await attendingScene()
    const people = await Promise.all(['Ana', 'Ben', 'Cy', 'Di'].map((name) => inRegion(name)))
    await inRegion('Al', { deleteAt: eventDate(30) })
    const found = await similarRoleModels({ payload, event })
    expect(found.map((person) => person.id)).toEqual(people.slice(0, 3).map((person) => person.id))
    expect(found.map((person) => person.id)).not.toContain(roleModel.id)
    expect(found.map((person) => person.id)).not.toContain(other.id)
    expect(found[0].link).toMatch(new RegExp(`/events/${event.id}/role-models/${people[0].id}$`))
  })

  it('when the region has too few, come next from its neighbouring regions, the region\'s own first (issue 50 item 1)', async () => {
    const { event, region, inRegion } = await attendingScene()
    const own = await inRegion('Ana')
    const nextDoor = regions.find((other) => other !== region)!
    const district = (await payload.find({ collection: 'districts', where: { region: { equals: nextDoor } }, limit: 1, overrideAccess: true })).docs[0].id
    const before = await payload.findByID({ collection: 'regions', id: region, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'regions', id: region, data: { neighbours: [nextDoor as number] }, overrideAccess: true })
    try {
      const neighbour = await createApprovedRoleModel(payload, { firstName: 'Aaaa', surname: `Neighbour${Date.now()}`, region: nextDoor as number, district: district as number })
      const found = await similarRoleModels({ payload, event })
      expect(found[0].id).toBe(own.id)
      expect(found[1].id).toBe(neighbour.id)
      // Without neighbours, the region's own alone.
      await payload.update({ collection: 'regions', id: region, data: { neighbours: [] }, overrideAccess: true })
      expect((await similarRoleModels({ payload, event })).map((person) => person.id)).toEqual([own.id])
    } finally {
      await payload.update({ collection: 'regions', id: region, data: { neighbours: (before.neighbours ?? []).map((item) => (typeof item === 'object' ? item.id : item)) }, overrideAccess: true })
    }
  })
})
