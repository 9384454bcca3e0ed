import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { purgeDeletedAccounts } from '~/domain/accounts/purge.server'
import { parseDashboardQuery } from '~/domain/programme/dashboard-query'
import type { DashboardQuery } from '~/domain/programme/dashboard-query'
import { programmeDashboard, programmeRows, recordRegionShortfall, schoolOptions } from '~/domain/programme/dashboard.server'
import { sqliteAdapterOf } from '~/lib/sqlite.server'
import { nzDate } from '~/domain/shared/dates'
import type { Event } from '../../cms/payload-types'
import { startTestPayload } from './support/payload'
import { asUser, completeProfile, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'

let payload: Payload
let regionA: number
let regionB: number
let districtB: number

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  regionA = (await completeProfile(payload)).region
  const regions = (await payload.find({ collection: 'regions', limit: 0, pagination: false, overrideAccess: true, depth: 0 })).docs
  regionB = regions.find((region) => region.id !== regionA)!.id
  districtB = (await payload.find({ collection: 'districts', where: { region: { equals: regionB } }, limit: 1, overrideAccess: true })).docs[0].id
})

const query = (search: string): DashboardQuery => parseDashboardQuery(new URLSearchParams(search)).query
const HOUR = 3_600_000
const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * HOUR).toISOString()
async function event(school: number, data: Partial<Event> & Pick<Event, 'status' | 'date'>) {
  return payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true }, depth: 0,
    data: { type: 'in-person', region: regionA, startTime: '09:00', endTime: '11:00', school, ...data },
  })
}

async function row(eventId: number, status: number, invitedAt: string, answeredAfterHours: number | null) {
  const roleModel = await createApprovedRoleModel(payload)
  await payload.create({
    collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, depth: 0,
    data: { event: eventId, roleModel: roleModel.id, status, invitedAt, respondedAt: answeredAfterHours == null ? null : at(invitedAt, answeredAfterHours) },
  })
  return roleModel
}

describe('programme dashboard figures', () => {
  it('counts a year of one school exactly, with a cancelled event, an expired invitation and a deleted account', async () => {
    const school = await createSchool(payload, { name: 'Dashboard College' })
    const other = await createSchool(payload, { name: 'Elsewhere School' })
    const invited = '2025-02-01T00:00:00.000Z'
    const held = await event(school.id, { status: 'done', date: '2025-03-10T00:00:00.000Z', numberOfStudents: 60 })
    await row(held.id, 2, invited, 10)
    await row(held.id, 2, invited, 24)
    await row(held.id, 3, invited, 48)
    // Accepted, then the school cancelled: an answer, not a visit.
    const cancelled = await event(school.id, { status: 'cancelled', date: '2025-04-01T00:00:00.000Z', numberOfStudents: 40 })
    await row(cancelled.id, 2, invited, 4)
    // Live with a day that has passed: held. One invitation expired; the one who came has since deleted their account.
    const online = await event(school.id, { status: 'active', type: 'online', region: null, date: '2025-06-14T00:00:00.000Z', numberOfStudents: 25 })
    await row(online.id, 5, '2025-05-01T00:00:00.000Z', null)
    const leaving = await row(online.id, 2, '2025-05-01T00:00:00.000Z', 2)
    // Accepted, then withdrew (decision 0030: stored as a decline with its date): counted as withdrawn, not declined.
    const withdrew = await row(online.id, 2, '2025-05-01T00:00:00.000Z', 6)
    const sql = sqliteAdapterOf(payload)!.client
    await sql.execute({ sql: 'UPDATE event_role_models SET status = 3, withdrawn_at = ? WHERE role_model_id = ?', args: ['2025-06-01T00:00:00.000Z', withdrew.id] })
    await event(school.id, { status: 'draft', date: '2025-09-01T00:00:00.000Z' })
    // Outside: another school, and the same school another year.
    await row((await event(other.id, { status: 'done', date: '2025-03-11T00:00:00.000Z', numberOfStudents: 99 })).id, 2, invited, 1)
    await event(school.id, { status: 'done', date: '2024-12-31T00:00:00.000Z', numberOfStudents: 99 })

    await payload.update({ collection: 'role-models', id: leaving.id, data: { deleteAt: new Date(Date.now() - HOUR).toISOString() }, overrideAccess: true, context: { skipEmail: true } })
    expect(await purgeDeletedAccounts(payload, new Date())).toBeGreaterThanOrEqual(1)

    const year = query(`from=2025-01-01&to=2025-12-31&school=${school.id}`)
    const figures = await programmeDashboard({ payload, query: year })
    expect(figures.eventsByStatus).toEqual({ draft: 1, active: 1, done: 1, cancelled: 1 })
    expect(figures.held).toEqual({ events: 2, students: 85, visits: 2 })
    // Neither held event has attendance recorded: their planned numbers are counted.
    expect(figures.unconfirmedHeld).toBe(2)
    expect(figures.byMonth).toHaveLength(12)
    expect(figures.byMonth.filter((month) => month.events)).toEqual([
      { month: '2025-03', events: 1, students: 60, visits: 2, shortfalls: 0 },
      { month: '2025-06', events: 1, students: 25, visits: 0, shortfalls: 0 },
    ])
    expect(figures.byRegion).toEqual(expect.arrayContaining([{ region: regionA, events: 1, students: 60, visits: 2 }, { region: null, events: 1, students: 25, visits: 0 }]))
    expect(figures.byRegion).toHaveLength(2)
    // The deleted account's invitation went with their personal data (purge): 6 of the 7 sent remain.
    expect(figures.invitations).toEqual({
      sent: 6, open: 0, accepted: 3, declined: 1, expired: 1, uninvited: 0, withdrawn: 1, responseRate: 5 / 6, medianHoursToAnswer: 17,
    })
    expect(figures.supplyDemand.find((entry) => entry.region === regionA)).toMatchObject({ eventsPlanned: 2, shortfalls: 0 })

    // The school records attendance at the in-person event: 55 students came, and one of its two role models.
    await sql.execute({ sql: 'UPDATE events SET students_attended = 55, attendance_recorded_at = ? WHERE id = ?', args: [new Date().toISOString(), held.id] })
    await sql.execute({ sql: 'UPDATE event_role_models SET attended = 1 WHERE id = (SELECT min(id) FROM event_role_models WHERE event_id = ? AND status = 2)', args: [held.id] })
    const recorded = await programmeDashboard({ payload, query: year })
    expect(recorded.held).toEqual({ events: 2, students: 80, visits: 1 })
    expect(recorded.unconfirmedHeld).toBe(1)
    expect(recorded.byMonth.find((month) => month.month === '2025-03')).toEqual({ month: '2025-03', events: 1, students: 55, visits: 1, shortfalls: 0 })

    // The type filter keeps the online event alone; the school filter kept the other school out.
    const onlineOnly = await programmeDashboard({ payload, query: query(`from=2025-01-01&to=2025-12-31&school=${school.id}&type=online`) })
    expect(onlineOnly.eventsByStatus).toEqual({ draft: 0, active: 1, done: 0, cancelled: 0 })
    expect(onlineOnly.invitations.sent).toBe(2)

    // The rows counted are the range's and the filters' only.
    const march = await programmeRows({ payload, query: query(`from=2025-03-01&to=2025-03-31&region=${regionA}`) })
    expect(march.events.map((each) => each.id)).toContain(held.id)
    expect(march.events.every((each) => each.date.startsWith('2025-03') && String(each.region) === String(regionA))).toBe(true)
  })

  it('sets the role models teachers may see for in-person events by region against the shortfalls told this year', async () => {
    const thisYear = query(`region=${regionB}`)
    const before = await programmeDashboard({ payload, query: thisYear })
    const inRegionB = { region: regionB, district: districtB }
    await createApprovedRoleModel(payload, { ...inRegionB, canDoInPersonEvent: true })
    await createApprovedRoleModel(payload, { ...inRegionB, canDoInPersonEvent: true, canDoOnlineEvent: true })
    // Not counted: online only, a check still pending, scheduled for deletion.
    await createApprovedRoleModel(payload, { ...inRegionB, canDoInPersonEvent: false, canDoOnlineEvent: true })
    await createRoleModel(payload, { ...(await completeProfile(payload)), ...inRegionB, checkStatus: 'pending' })
    await createApprovedRoleModel(payload, { ...inRegionB, deleteAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString() })
    const school = await createSchool(payload)
    await recordRegionShortfall({ payload, region: regionB, school: school.id })
    await recordRegionShortfall({ payload, region: regionB, school: school.id })
    await recordRegionShortfall({ payload, region: regionA, school: school.id })

    const after = await programmeDashboard({ payload, query: thisYear })
    const entry = (figures: typeof after) => figures.supplyDemand.find((each) => each.region === regionB) ?? { roleModels: 0, shortfalls: 0 }
    expect(entry(after).roleModels - entry(before).roleModels).toBe(2)
    expect(entry(after).shortfalls - entry(before).shortfalls).toBe(2)
    // The region filter leaves the other region out.
    expect(after.supplyDemand.every((each) => each.region === regionB)).toBe(true)
    const lastYear = await programmeDashboard({ payload, query: query(`from=2025-01-01&to=2025-12-31&region=${regionB}`) })
    expect(entry(lastYear).shortfalls).toBe(0)
    const rows = await programmeRows({ payload, query: thisYear })
    expect(rows.supply.map((each) => String(each.region))).toEqual([String(regionB)])
    expect(rows.shortfalls.find((each) => String(each.region) === String(regionB))?.times).toBe(entry(after).shortfalls)
  })

  it('records a thin-region notice once per event and region, however often a teacher saving the plan is told (issue 50 item 5)', async () => {
    const { saveEventScreen, eventFormOptions } = await import('~/routes/__event-pages.server')
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const event = await payload.create({ collection: 'events', data: { type: 'in-person', status: 'draft', school: school.id, createdBy: teacher.id }, overrideAccess: true })
    const regions = (await payload.find({ collection: 'regions', limit: 0, pagination: false, overrideAccess: true, depth: 0 })).docs
    const [empty, another] = regions.filter((region) => region.id !== regionA && region.id !== regionB).map((region) => region.id)
    const told = () => payload.count({ collection: 'region-shortfalls', where: { and: [{ region: { equals: empty } }, { event: { equals: event.id } }] }, overrideAccess: true })
    expect((await told()).totalDocs).toBe(0)
    const options = await eventFormOptions('en')
    const saveIn = async (region: unknown) => {
      const formData = new FormData()
      formData.set('RegionID', String(region))
      return saveEventScreen({ teacher, event, screen: 'plan', formData, options, locale: 'en' })
    }
    expect((await saveIn(empty)).ok).toBe(false)
    expect((await saveIn(empty)).ok).toBe(false)
    // Another region is another notice.
    expect((await saveIn(another)).ok).toBe(false)
    const rows = await payload.find({ collection: 'region-shortfalls', where: { event: { equals: event.id } }, sort: 'createdAt', overrideAccess: true, depth: 0 })
    expect(rows.docs.map((row) => [row.region, row.school])).toEqual([[empty, school.id], [another, school.id]])
    expect(rows.docs[0].month).toBe(nzDate(new Date()).slice(0, 7))
  })

  it('keeps one notice when the same one is recorded at once, as from two processes: the unique key decides', async () => {
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const event = await payload.create({ collection: 'events', data: { type: 'in-person', status: 'draft', school: school.id, createdBy: teacher.id }, overrideAccess: true })
    await Promise.all(Array.from({ length: 4 }, () => recordRegionShortfall({ payload, region: regionA, school: school.id, event: event.id })))
    expect((await payload.count({ collection: 'region-shortfalls', where: { event: { equals: event.id } }, overrideAccess: true })).totalDocs).toBe(1)
    // Counted by region and by month on the dashboard.
    const rows = await programmeRows({ payload, query: query(`region=${regionA}`) })
    const month = nzDate(new Date()).slice(0, 7)
    expect(rows.shortfalls.find((each) => String(each.region) === String(regionA) && each.month === month)?.times).toBeGreaterThanOrEqual(1)
    const figures = await programmeDashboard({ payload, query: query(`region=${regionA}`) })
    expect(figures.byMonth.find((each) => each.month === month)?.shortfalls).toBe(rows.shortfalls.filter((each) => each.month === month).reduce((sum, each) => sum + each.times, 0))
  })

  it('keeps shortfalls to the system and staff: teachers and role models can neither write nor read them', async () => {
    const school = await createSchool(payload)
    const teacher = asUser(await createTeacher(payload, school.id), 'teachers')
    const roleModel = asUser(await createApprovedRoleModel(payload), 'role-models')
    for (const user of [teacher, roleModel]) {
      await expect(payload.create({ collection: 'region-shortfalls', data: { region: regionA }, user, overrideAccess: false })).rejects.toThrow(/not allowed/i)
      await expect(payload.find({ collection: 'region-shortfalls', user, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    }
  })

  it('counts open requests and the offers made on them, those invited from and who came, by month and region (issue 51)', async () => {
    const school = await createSchool(payload, { name: 'Offers College' })
    // Stored as the system leaves them (its hooks open and close requests; the figures only count what is stored).
    const opened = async (data: Partial<Event> & Pick<Event, 'status' | 'date'>) => {
      const created = await event(school.id, data)
      await payload.db.updateOne({ collection: 'events', id: created.id, data: { offersOpenedAt: at(data.date!, -24 * 30) } })
      return created
    }
    const offer = async (eventId: number, status: 'open' | 'invited' | 'declined', invitation?: { status: number; attended?: boolean }) => {
      const roleModel = await createApprovedRoleModel(payload)
      await payload.db.create({ collection: 'offers', data: { event: eventId, roleModel: roleModel.id, status } })
      if (invitation) {
        await payload.create({
          collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, depth: 0,
          data: { event: eventId, roleModel: roleModel.id, status: invitation.status, invitedAt: at('2024-02-01T00:00:00.000Z'), attended: invitation.attended ?? null },
        })
      }
    }
    // March, region A, done with attendance recorded: two invited from offers, one came; one declined.
    const held = await opened({ status: 'done', date: '2024-03-10T00:00:00.000Z', numberOfStudents: 30, studentsAttended: 28, attendanceRecordedAt: '2024-03-11T00:00:00.000Z' })
    await offer(held.id, 'invited', { status: 2, attended: true })
    await offer(held.id, 'invited', { status: 2, attended: false })
    await offer(held.id, 'declined')
    // May, region B, cancelled: an offer invited and accepted, but the event never happened.
    const cancelled = await opened({ status: 'cancelled', date: '2024-05-02T00:00:00.000Z', region: regionB, district: districtB })
    await offer(cancelled.id, 'invited', { status: 2 })
    // An event never opened to offers counts no open request.
    await event(school.id, { status: 'done', date: '2024-03-12T00:00:00.000Z' })

    const figures = await programmeDashboard({ payload, query: query(`from=2024-01-01&to=2024-12-31&school=${school.id}`) })
    const month = (name: string) => figures.offersByMonth.find((row) => row.month === name)
    expect(month('2024-03')).toEqual({ month: '2024-03', openRequests: 1, offers: 3, invited: 2, came: 1 })
    expect(month('2024-05')).toEqual({ month: '2024-05', openRequests: 1, offers: 1, invited: 1, came: 0 })
    expect(figures.offersByMonth.reduce((sum, row) => sum + row.openRequests, 0)).toBe(2)
    expect(figures.offersByRegion).toEqual(expect.arrayContaining([
      { region: regionA, openRequests: 1, offers: 3, invited: 2, came: 1 }, { region: regionB, openRequests: 1, offers: 1, invited: 1, came: 0 },
    ]))
    expect(figures.offersByRegion).toHaveLength(2)
  })

  it("schoolOptions: the chosen region's schools by name, and the chosen school wherever it is; none without either", async () => {
    const otahuhu = await createSchool(payload, { name: 'Ōtāhuhu College', region: regionB })
    const aorere = await createSchool(payload, { name: 'Aorere College', region: regionB })
    const elsewhere = await createSchool(payload, { name: 'Elsewhere College', region: regionA })
    const inB = await schoolOptions(payload, { region: regionB, school: null })
    expect(inB).toEqual(expect.arrayContaining([{ id: otahuhu.id, title: 'Ōtāhuhu College' }, { id: aorere.id, title: 'Aorere College' }]))
    expect(inB.map((school) => school.title)).toEqual(inB.map((school) => school.title).sort())
    expect(inB).toHaveLength((await payload.count({ collection: 'schools', where: { region: { equals: regionB } }, overrideAccess: true })).totalDocs)
    expect(inB.map((school) => school.id)).not.toContain(elsewhere.id)
    // The chosen school is listed with the region's, and alone without a region.
    expect((await schoolOptions(payload, { region: regionB, school: elsewhere.id })).map((school) => school.id)).toEqual(expect.arrayContaining([otahuhu.id, aorere.id, elsewhere.id]))
    expect(await schoolOptions(payload, { region: null, school: elsewhere.id })).toEqual([{ id: elsewhere.id, title: 'Elsewhere College' }])
    expect(await schoolOptions(payload, { region: null, school: null })).toEqual([])
  })
})

describe('role models waiting or silent, and nudges', () => {
  it('lists the role models not invited lately, the invitations not answered and the invitations expiring in a row', async () => {
    const { outreachLists, parseOutreachQuery } = await import('~/domain/programme/outreach.server')
    const industry = (await payload.find({ collection: 'industries', limit: 1, sort: '-id', overrideAccess: true, depth: 0 })).docs[0].id
    const school = await createSchool(payload)
    const held = await event(school.id, { status: 'done', date: '2025-08-01T00:00:00.000Z' })
    const days = (n: number) => new Date(Date.now() - n * 24 * HOUR).toISOString()
    const person = (firstName: string) => createApprovedRoleModel(payload, { firstName, surname: `Outreach${Date.now()}`, industry })
    const invite = async (roleModel: number, status: number, invitedAt: string, eventId = held.id) => {
      await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: eventId, roleModel, status, invitedAt } })
    }
    const never = await person('Never')
    const lately = await person('Lately')
    const longAgo = await person('LongAgo')
    const waiting = await person('Waiting')
    const expiring = await person('Expiring')
    await invite(lately.id, 2, days(10))
    await invite(longAgo.id, 2, days(400))
    await invite(waiting.id, 1, days(12))
    const second = await event(school.id, { status: 'done', date: '2025-09-01T00:00:00.000Z' })
    const lastSent = days(50)
    await invite(expiring.id, 5, days(100))
    await invite(expiring.id, 5, lastSent, second.id)
    // In a row means the last two: an older answer does not count, a newer one ends the row, one alone is no row.
    const third = await event(school.id, { status: 'done', date: '2025-10-01T00:00:00.000Z' })
    const expiringAfterYes = await person('ExpiringAfterYes')
    await invite(expiringAfterYes.id, 2, days(200))
    await invite(expiringAfterYes.id, 5, days(90), second.id)
    await invite(expiringAfterYes.id, 5, days(80), third.id)
    const answeredLast = await person('AnsweredLast')
    await invite(answeredLast.id, 5, days(90))
    await invite(answeredLast.id, 5, days(80), second.id)
    await invite(answeredLast.id, 3, days(20), third.id)
    const once = await person('Once')
    await invite(once.id, 5, days(90))

    const query = parseOutreachQuery(new URLSearchParams(`idle=180&open=7&industry=${industry}`))
    const lists = await outreachLists({ payload, query })
    const ids = (people: { id: number }[]) => people.map((each) => each.id)
    expect(ids(lists.notInvited)).toEqual(expect.arrayContaining([never.id, longAgo.id]))
    expect(ids(lists.notInvited)).not.toContain(lately.id)
    expect(lists.notInvited.find((each) => each.id === never.id)?.since).toBeNull()
    expect(ids(lists.notAnswering)).toContain(waiting.id)
    expect(ids(lists.expiringInARow)).toContain(expiring.id)
    expect(ids(lists.expiringInARow)).not.toContain(longAgo.id)
    expect(ids(lists.expiringInARow)).toContain(expiringAfterYes.id)
    expect(ids(lists.expiringInARow)).not.toContain(answeredLast.id)
    expect(ids(lists.expiringInARow)).not.toContain(once.id)
    expect(lists.expiringInARow.find((each) => each.id === expiring.id)?.since).toBe(lastSent)
    expect(lists.notAnswering.find((each) => each.id === waiting.id)).toMatchObject({ name: `Waiting ${waiting.surname}`, email: waiting.email })
    // Bad settings fall back to the defaults.
    expect(parseOutreachQuery(new URLSearchParams('idle=-3&open=abc&region=x'))).toEqual({ idleDays: 180, openDays: 7, region: null, industry: null })
  })

  it('queues at most one nudge per role model in 30 days, and the job sends it once', async () => {
    const { queueNudge } = await import('~/domain/programme/outreach.server')
    const { sendNudges } = await import('~/domain/programme/nudges.server')
    const { mailsTo } = await import('./support/outbox')
    const staff = await payload.create({ collection: 'staff', data: { email: `nudger.${Date.now()}@example.nz`, password: 'Correct-Horse-Battery-9' }, overrideAccess: true })
    const roleModel = await createApprovedRoleModel(payload, { firstName: 'Nudged' })
    expect(await queueNudge({ payload, staff: asUser(staff, 'staff'), roleModelId: roleModel.id })).toEqual({ ok: true })
    expect(await queueNudge({ payload, staff: asUser(staff, 'staff'), roleModelId: roleModel.id })).toEqual({ ok: false, error: 'too-soon' })
    // The collection holds the rule for the admin's API too.
    await expect(payload.create({ collection: 'nudges', data: { roleModel: roleModel.id }, user: asUser(staff, 'staff'), overrideAccess: false })).rejects.toThrow(/nudged in the last 30 days/)
    expect(await queueNudge({ payload, staff: asUser(staff, 'staff'), roleModelId: 987_654 })).toEqual({ ok: false, error: 'not-found' })

    expect(await sendNudges(payload, new Date())).toBeGreaterThanOrEqual(1)
    expect(await sendNudges(payload, new Date())).toBe(0)
    const mails = await mailsTo(process.env.OUTBOX_DIR!, roleModel.email)
    expect(mails).toHaveLength(1)
    // A month later the role model can be nudged again.
    const later = new Date(Date.now() + 31 * 24 * HOUR)
    expect(await queueNudge({ payload, staff: asUser(staff, 'staff'), roleModelId: roleModel.id, now: later })).toEqual({ ok: true })
  })
})
