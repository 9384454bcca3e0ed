import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { shoot } from './support/screens'
import { completeProfileData, createRoleModel, reference, signIn, uniqueEmail } from './support/role-models'
import { staffCreate } from './support/staff-api'

let counter = 0

/** An active online event of a school of its own, open to offers, hoping for `industry`; made as staff through the REST API. */
async function openRequest(request: APIRequestContext, industry: number) {
  const n = `${Date.now()}${process.pid}${counter++}`
  const schoolName = `Kura Whakatere ${n}`
  const school = await staffCreate(request, 'schools', { name: schoolName, ministryNumber: `e2e-or-${n}`, active: true })
  const teacherEmail = uniqueEmail('teacher')
  const teacher = await staffCreate(request, 'teachers', { email: teacherEmail, subject: `e2e-or-${n}`, name: 'Hine Kaiako', school: school.id })
  const title = `Robotics kōrero ${n}`
  const date = `${new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10)}T00:00:00.000Z`
  const event = await staffCreate(request, 'events', {
    title, type: 'online', status: 'active', school: school.id, createdBy: teacher.id, primaryContact: teacher.id, date, startTime: '13:00', endTime: '14:00',
    studentsAge: 'Year 10', numberOfStudents: 28, maxRoleModels: 3, activatedAt: new Date().toISOString(),
    offersOpen: true, offersHope: 'Someone who builds robots and can show one.', offersIndustries: [industry], offersOpenedAt: new Date().toISOString(),
  })
  return { eventId: event.id, title, schoolName, teacherEmail }
}

test.describe('opportunities', () => {
  test('a vetted role model sees an open request, says they are interested with a note and takes it back @forms', async ({ page, request }) => {
    const ref = await reference(request)
    const profile = completeProfileData(ref)
    const roleModel = await createRoleModel(request, { ...profile, checkStatus: 'approved' })
    const opened = await openRequest(request, profile.industry)
    await signIn(page, roleModel, '/role-model')

    const section = page.getByRole('region', { name: 'Opportunities' })
    await expect(section.getByText(opened.title)).toBeVisible()
    await section.getByRole('link', { name: 'See all opportunities' }).click()
    await expect(page).toHaveURL(/\/role-model\/opportunities$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible()
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Opportunities' }).first()).toBeVisible()

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: opened.title }) })
    await expect(card.getByText('Someone who builds robots and can show one.')).toBeVisible()
    await expect(card.getByText(opened.schoolName)).toBeVisible()
    await expect(card.getByText('13:00 to 14:00')).toBeVisible()
    await expect(card.getByText('Year 10')).toBeVisible()
    await expect(card.getByText('28', { exact: true })).toBeVisible()
    await expect(card.getByText('Looking for your industry')).toBeVisible()
    await expect(page.getByText(opened.teacherEmail)).toHaveCount(0)
    await expectNoA11yViolations(page)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }

    await card.getByLabel(/A note to the school/).fill('I build underwater robots with my kids.')
    await card.getByRole('button', { name: new RegExp(`^I'm interested ?: ${opened.title}$`) }).click()
    await expect(page.getByText('Thank you: the school can now see you\'re interested.')).toBeVisible()
    await expect(card.getByText("You told the school you're interested.")).toBeVisible()
    await expect(card.getByText('I build underwater robots with my kids.')).toBeVisible()
    await expectNoA11yViolations(page)
    await shoot(page, 'opportunities-interested')

    await card.getByRole('button', { name: new RegExp(`^Take back ?: ${opened.title}$`) }).click()
    await expect(page.getByText('You took back your interest in this event.')).toBeVisible()
    await expect(card.getByText('You took back your interest.')).toBeVisible()
    await expect(card.getByRole('button', { name: new RegExp(`^I'm interested again ?: ${opened.title}$`) })).toBeVisible()
  })

  test('a role model whose check is not approved sees why, and no requests @forms', async ({ page, request }) => {
    const ref = await reference(request)
    const profile = completeProfileData(ref)
    const opened = await openRequest(request, profile.industry)
    const roleModel = await createRoleModel(request, { ...profile, checkStatus: 'pending' })
    await signIn(page, roleModel, '/role-model/opportunities')
    await expect(page.getByText("You can see and offer for schools' open requests once your criminal record check is approved.")).toBeVisible()
    await expect(page.getByText(opened.title)).toHaveCount(0)
    await expect(page.getByRole('button', { name: /I'm interested/ })).toHaveCount(0)
    await expectNoA11yViolations(page)
  })
})
