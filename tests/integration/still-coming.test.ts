import { eventRoleModelsOverview } from '../../app/domain/events/role-models-on-event.server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { sendEventReminders } from '../../app/domain/calendar/calendar.server'
import { confirmStillComing, readStillComingLink, withdrawByLink } from '../../app/domain/invitations/still-coming.server'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

// Events on days of their own, far from other tests' data; New Zealand is UTC+13 in March.
let day = 0
const nextDay = () => `2027-03-${String(10 + (day += 2)).padStart(2, '0')}`
/** 09:30 New Zealand time `days` before `date`. */
const nzMorning = (date: string, days: number) => new Date(Date.parse(`${date}T09:30:00+13:00`) - days * 24 * 3600 * 1000)

const decoded = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
/** The still-coming links of one message (its text and HTML parts carry the same one). */
const linksIn = (mail: string) => [...new Set([...decoded(mail).matchAll(/\/still-coming\/([\w-]+\.[\w-]+)/g)].map((match) => match[1]))]

async function rowOf(id: number | string) {
  return payload.findByID({ collection: 'event-role-models', id, overrideAccess: true, depth: 0 })
}

/** An active online event on `date` (13:00) with the role model attending. */
async function attendingScene() {
  const date = nextDay()
  const school = await createSchool(payload, { name: 'Aorere College' })
  const teacher = await createTeacher(payload, school.id)
  const otherTeacher = await createTeacher(payload, (await createSchool(payload)).id)
  const roleModel = await createApprovedRoleModel(payload, { firstName: 'Mere' })
  const event = await payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true },
    data: { title: 'Careers kōrero', type: 'online', status: 'active', school: school.id, createdBy: teacher.id, primaryContact: teacher.id, date: `${date}T00:00:00.000Z`, startTime: '13:00', endTime: '14:00', meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1' } } as never,
  })
  const row = await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel: roleModel.id, status: 2 } as never })
  return { date, teacher, otherTeacher, roleModel, event, row }
}

describe('still coming?', () => {
  it("a te reo Māori speaker's reminder links to the page in te reo Māori", async () => {
    const { date, roleModel } = await attendingScene()
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { language: 'mi' }, overrideAccess: true, context: { skipEmail: true } })
    await sendEventReminders(payload, nzMorning(date, 3))
    const [mail] = await mailsTo(outbox, roleModel.email)
    const [token] = linksIn(mail)
    expect(decoded(mail)).toContain(`/still-coming/${token}?lng=mi`)
  })

  it('the reminder asks once per run with a link that confirms once, without signing in (fixed clock)', async () => {
    const { date, roleModel, teacher, otherTeacher, event, row } = await attendingScene()
    const threeDays = nzMorning(date, 3)
    await sendEventReminders(payload, threeDays)
    await sendEventReminders(payload, new Date(threeDays.getTime() + 3600_000))
    const first = await mailsTo(outbox, roleModel.email)
    expect(first).toHaveLength(1)
    expect(decoded(first[0])).toContain("Are you still coming? Please confirm with one press")
    const [token] = linksIn(first[0])
    expect(token).toBeTruthy()
    // The link carries the reminder's language, which the page opens in (issue 50 item 6).
    expect(decoded(first[0])).toContain(`/still-coming/${token}?lng=en`)
    const nonce = (await rowOf(row.id)).stillComingNonce
    expect(nonce).toBeTruthy()

    // The one-day reminder carries the same link while it is unused.
    await sendEventReminders(payload, nzMorning(date, 1))
    const both = await mailsTo(outbox, roleModel.email)
    expect(both).toHaveLength(2)
    expect(both.flatMap(linksIn)).toEqual([token, token])
    expect((await rowOf(row.id)).stillComingNonce).toBe(nonce)

    expect(await readStillComingLink({ payload, token })).toMatchObject({ ok: true, view: { state: 'open', firstName: 'Mere', event: { id: event.id, title: 'Careers kōrero', schoolName: 'Aorere College' } } })
    expect((await eventRoleModelsOverview({ payload, teacher, event })).confirmations.size).toBe(0)

    // Refused for anyone else signed in; changes nothing.
    const stranger = asUser(await createApprovedRoleModel(payload), 'role-models') as never
    expect(await confirmStillComing({ payload, token, signedIn: stranger })).toEqual({ ok: false, refusal: 'invalid' })
    expect(await confirmStillComing({ payload, token, signedIn: otherTeacher as never })).toEqual({ ok: false, refusal: 'invalid' })
    expect((await rowOf(row.id)).confirmedAt).toBeNull()

    // One press, without signing in (or signed in as themselves).
    const results = await Promise.all([confirmStillComing({ payload, token }), confirmStillComing({ payload, token, signedIn: asUser(roleModel, 'role-models') as never })])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    const confirmed = await rowOf(row.id)
    expect(confirmed.confirmedAt).toBeTruthy()
    expect(confirmed.stillComingNonce).toBeNull()
    expect(await confirmStillComing({ payload, token })).toEqual({ ok: false, refusal: 'used' })
    expect(await readStillComingLink({ payload, token })).toMatchObject({ ok: true, view: { state: 'confirmed' } })
    expect([...(await eventRoleModelsOverview({ payload, teacher, event })).confirmations.keys()]).toEqual([String(roleModel.id)])
    // Another school's teacher sees nothing of it.
    expect((await eventRoleModelsOverview({ payload, teacher: otherTeacher as never, event })).confirmations.size).toBe(0)
  })

  it('counts one use of a link when its uses race, as from two processes: the database decides, no lock (decision 0051)', async () => {
    const { date, roleModel, row } = await attendingScene()
    await sendEventReminders(payload, nzMorning(date, 3))
    const [token] = linksIn((await mailsTo(outbox, roleModel.email))[0])
    const results = await Promise.all([
      confirmStillComing({ payload, token }), withdrawByLink({ payload, token, reason: 'My car broke down' }),
      confirmStillComing({ payload, token }), withdrawByLink({ payload, token, reason: 'Unwell' }), confirmStillComing({ payload, token }),
    ])
    expect(results.filter((result) => result.ok), JSON.stringify(results)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual(Array.from({ length: 4 }, () => ({ ok: false, refusal: 'used' })))
    const stored = await rowOf(row.id)
    expect(stored.stillComingNonce).toBeNull()
    // Confirmed, or withdrawn with the one reason that went through: never both.
    if (stored.status === 2) expect(stored).toMatchObject({ confirmedAt: expect.any(String), withdrawnAt: null })
    else expect(stored).toMatchObject({ status: 3, confirmedAt: null, withdrawReason: expect.stringMatching(/^(My car broke down|Unwell)$/) })
  })

  it('refuses forged, expired and reused links', async () => {
    const { date, roleModel, event, row } = await attendingScene()
    await sendEventReminders(payload, nzMorning(date, 3))
    const [token] = linksIn((await mailsTo(outbox, roleModel.email))[0])
    const [body, signature] = token.split('.')
    const forgedBody = Buffer.from(JSON.stringify([typeof row.id === 'number' ? String(row.id + 1) : String(roleModel.id), String(roleModel.id), 'x', Date.now() + 1e9])).toString('base64url')
    for (const forged of [`${forgedBody}.${signature}`, `${body}.${signature.slice(1)}x`, 'nonsense', '']) {
      expect(await readStillComingLink({ payload, token: forged })).toEqual({ ok: false, refusal: 'invalid' })
      expect(await confirmStillComing({ payload, token: forged })).toEqual({ ok: false, refusal: 'invalid' })
    }
    // From the moment the event begins (13:00 New Zealand time on its day).
    const begins = new Date(`${date}T13:00:00+13:00`)
    expect(await confirmStillComing({ payload, token, now: begins })).toEqual({ ok: false, refusal: 'expired' })
    // Cancelled meanwhile: nothing left to confirm.
    await payload.update({ collection: 'events', id: event.id, data: { status: 'cancelled' } as never, overrideAccess: true, context: { skipEmail: true, eventTransition: true } })
    expect(await confirmStillComing({ payload, token })).toEqual({ ok: false, refusal: 'expired' })
    expect((await rowOf(row.id)).confirmedAt).toBeNull()
  })

  it('withdraws through the link with a reason, once', async () => {
    const { date, roleModel, teacher, event, row } = await attendingScene()
    await sendEventReminders(payload, nzMorning(date, 3))
    const [token] = linksIn((await mailsTo(outbox, roleModel.email))[0])
    expect(await withdrawByLink({ payload, token, reason: ' ' })).toMatchObject({ ok: false, refusal: 'reason' })
    expect((await rowOf(row.id)).status).toBe(2)
    expect(await withdrawByLink({ payload, token, reason: 'My car broke down' })).toEqual({ ok: true })
    expect(await rowOf(row.id)).toMatchObject({ status: 3, withdrawReason: 'My car broke down', stillComingNonce: null })
    expect(await readStillComingLink({ payload, token })).toMatchObject({ ok: true, view: { state: 'withdrawn', firstName: 'Mere', event: { id: event.id, schoolName: 'Aorere College' } } })
    expect(await confirmStillComing({ payload, token })).toEqual({ ok: false, refusal: 'used' })
    expect(await withdrawByLink({ payload, token, reason: 'Again' })).toEqual({ ok: false, refusal: 'used' })
    // The next reminder skips them: they are no longer attending.
    await sendEventReminders(payload, nzMorning(date, 1))
    expect((await mailsTo(outbox, roleModel.email)).filter((mail) => decoded(mail).includes('A reminder that you'))).toHaveLength(1)
    expect(teacher.id).toBeTruthy()
    expect(event.id).toBeTruthy()
  })
})
