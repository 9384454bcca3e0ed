import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { homeContent, forgetHomeContent } from '~/domain/content/home.server'
import { HOME_IMAGE_ALT_REQUIRED } from '~/domain/content/home'
import { parseDashboardQuery } from '~/domain/programme/dashboard-query'
import { programmeDashboard } from '~/domain/programme/dashboard.server'
import { countHomeFigures, forgetHomeFigures, homeFiguresCounting, HOME_FIGURES_MAX_AGE_MS, keptHomeFigures } from '~/domain/programme/home-figures.server'
import { eventDateToStored, nzDate } from '~/domain/shared/dates'
import type { Event } from '../../cms/payload-types'
import { startTestPayload } from './support/payload'
import { completeProfile, createApprovedRoleModel, createRoleModel, createSchool } from './support/fixtures'

let payload: Payload
let region: number
let school: number

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  region = (await completeProfile(payload)).region
  school = (await createSchool(payload, { name: 'Home Figures College' })).id
})

const DAY = 86_400_000
const day = (offsetDays: number) => eventDateToStored(nzDate(new Date(Date.now() + offsetDays * DAY)))
async function event(data: Partial<Event> & Pick<Event, 'status' | 'date'>) {
  return payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true }, depth: 0,
    data: { type: 'in-person', region, startTime: '09:00', endTime: '11:00', school, ...data },
  })
}

describe("the home's figures", () => {
  it("count held events, their students and the role models teachers may see now, as the staff dashboard does", async () => {
    const before = await countHomeFigures(payload)
    // Held: done; live with a day that has passed (attendance recorded: the recorded students count, not the planned).
    await event({ status: 'done', date: day(-30), numberOfStudents: 30 })
    await event({ status: 'active', date: day(-2), numberOfStudents: 50, studentsAttended: 12, attendanceRecordedAt: new Date().toISOString() })
    // Not held: live today or later, cancelled, a draft.
    await event({ status: 'active', date: day(0), numberOfStudents: 70 })
    await event({ status: 'active', date: day(20), numberOfStudents: 70 })
    await event({ status: 'cancelled', date: day(-10), numberOfStudents: 70 })
    await event({ status: 'draft', date: day(-10), numberOfStudents: 70 })
    // Taking part: a role model teachers may see; not one whose check is not approved.
    await createApprovedRoleModel(payload)
    await createRoleModel(payload)

    const after = await countHomeFigures(payload)
    expect(after).toEqual({ eventsHeld: before.eventsHeld + 2, studentsReached: before.studentsReached + 42, roleModels: before.roleModels + 1 })

    // The staff dashboard over the same days counts the same held events and students.
    const { query } = parseDashboardQuery(new URLSearchParams(`from=${day(-60).slice(0, 10)}&to=${day(30).slice(0, 10)}&school=${school}`))
    const dashboard = await programmeDashboard({ payload, query })
    expect(dashboard.held.events).toBe(2)
    expect(dashboard.held.students).toBe(42)
  })

  it('are kept for five minutes, then counted again while the kept ones are still shown', async () => {
    forgetHomeFigures()
    // Five minutes that stay within one New Zealand day: across its midnight the other test's event of today is held.
    const sameDay = (from: Date) => nzDate(from) === nzDate(new Date(from.getTime() + HOME_FIGURES_MAX_AGE_MS + 2000))
    const start = sameDay(new Date()) ? new Date() : new Date(Date.now() - HOME_FIGURES_MAX_AGE_MS - 2000)
    const first = await keptHomeFigures(payload, start)
    expect(first).toEqual(await countHomeFigures(payload))

    await event({ status: 'done', date: day(-5), numberOfStudents: 8 })
    // Within five minutes: the kept figures, no count.
    expect(await keptHomeFigures(payload, new Date(start.getTime() + HOME_FIGURES_MAX_AGE_MS - 1000))).toEqual(first)
    expect(homeFiguresCounting()).toBeNull()

    // After: this visitor still gets the kept figures, and one count runs in the background.
    const later = new Date(start.getTime() + HOME_FIGURES_MAX_AGE_MS + 1000)
    expect(await keptHomeFigures(payload, later)).toEqual(first)
    expect(homeFiguresCounting()).not.toBeNull()
    await homeFiguresCounting()
    expect(await keptHomeFigures(payload, new Date(later.getTime() + 1000))).toEqual({ ...first!, eventsHeld: first!.eventsHeld + 1, studentsReached: first!.studentsReached + 8 })
  })
})

describe("the home's content", () => {
  it('starts with the shipped copy and illustration; te reo Māori shows the English marked as English until translated', async () => {
    forgetHomeContent()
    const en = await homeContent(payload, 'en')
    expect(en.whatHtml).toMatch(/^<p>Volunteers from every kind of work visit classrooms/)
    expect(en.whoHtml).toContain('<li><strong>Students</strong> in years 7 to 13')
    expect(en.image).toMatchObject({ url: expect.stringMatching(/\/media\/file\/home-classroom.*\.png$/), alt: expect.stringMatching(/^An illustration: a volunteer/), width: 960, height: 600 })

    const mi = await homeContent(payload, 'mi')
    expect(mi.whatHtml).toMatch(/^<div lang="en"><p>Volunteers from every kind of work/)
    expect(mi.image).toMatchObject({ alt: en.image!.alt, lang: 'en' })

    await payload.updateGlobal({ slug: 'account-content', locale: 'mi', data: { homeWhoText: 'Mā ngā ākonga.' }, overrideAccess: true })
    // The save clears the kept copy at once.
    const translated = await homeContent(payload, 'mi')
    expect(translated.whoHtml).toBe('<p>Mā ngā ākonga.</p>\n')
    expect(translated.whatHtml).toMatch(/^<div lang="en">/)
    expect((await homeContent(payload, 'en')).whoHtml).toContain('<strong>Students</strong>')
  })

  it('refuses an image without alt text, and the home shows none if its alt text is removed later', async () => {
    const bare = await payload.create({ collection: 'media', data: {}, filePath: 'cms/seed/images/home-classroom.png', overrideAccess: true })
    await expect(payload.updateGlobal({ slug: 'account-content', data: { homeImage: bare.id }, overrideAccess: true })).rejects.toThrow(/Home Image|homeImage/i)
    const described = await payload.create({ collection: 'media', data: { alt: 'Students listening' }, filePath: 'cms/seed/images/home-classroom.png', overrideAccess: true })
    await payload.updateGlobal({ slug: 'account-content', data: { homeImage: described.id }, overrideAccess: true })
    expect((await homeContent(payload, 'en')).image?.alt).toBe('Students listening')

    await payload.update({ collection: 'media', id: described.id, data: { alt: '' }, locale: 'en', overrideAccess: true })
    forgetHomeContent()
    expect((await homeContent(payload, 'en')).image).toBeNull()
    expect(HOME_IMAGE_ALT_REQUIRED).toMatch(/alt text/)
  })
})
