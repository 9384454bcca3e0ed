import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { waitForMail } from './support/mail'
import { completeProfileData, createRoleModel, getRoleModel, reference, signIn, staffToken } from './support/role-models'
import { shoot } from './support/screens'
import { signInToAdmin } from './support/staff'
import { signInAs } from './support/teacher'

// The programme's own pages (decision 0032): the dashboard of numbers and the vetting queue, for staff alone.

async function staffApi(request: APIRequestContext, method: 'get' | 'post', path: string, data?: Record<string, unknown>) {
  const response = await request[method](`/cms-api/${path}`, { headers: { Authorization: `JWT ${await staffToken(request)}` }, data })
  expect(response.ok(), await response.text()).toBeTruthy()
  return response.json()
}

test.describe('programme dashboard', () => {
  test('staff see a month of held events as figures, a chart, a table and a CSV download', async ({ page, request }) => {
    const day = 1 + (Date.now() % 27)
    const date = `2019-05-${String(day).padStart(2, '0')}`
    // A school of the test's own, so the figures for it are this test's alone.
    const { doc: school } = await staffApi(request, 'post', 'schools', { name: `Dashboard School ${Date.now()}`, ministryNumber: String(Date.now() % 1e9), active: true })
    const { doc: event } = await staffApi(request, 'post', 'events', {
      title: `Past careers day ${Date.now()}`, type: 'online', status: 'done', school: school.id,
      date: `${date}T00:00:00.000Z`, startTime: '10:00', endTime: '11:00', numberOfStudents: 42,
    })
    await signInToAdmin(page, request)
    const range = `from=${date}&to=${date}&school=${school.id}`
    await page.goto(`/staff?${range}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Programme dashboard' })).toBeVisible()
    // The school filter (decision 0098): without a region it holds the chosen school alone, and says how to list others.
    const schoolFilter = page.getByRole('combobox', { name: 'School' })
    await expect(schoolFilter).toHaveValue(String(school.id))
    await expect(schoolFilter.locator('option')).toHaveCount(2)
    await expect(schoolFilter).toHaveAccessibleDescription(/choose its region and press Show/)
    const figures = page.locator('.staff-figures')
    await expect(figures.getByText('Held events')).toBeVisible()
    await expect(figures.locator('li').first()).toContainText('1')
    await expect(figures.locator('li').nth(1)).toContainText('42')
    await expect(figures).toContainText('1 held event has no attendance recorded: its planned number is counted')
    await expect(page.getByRole('img', { name: 'Bar chart: held events by month' })).toBeVisible()
    const months = page.getByRole('region', { name: 'Held events and thin-region notices by month' })
    await expect(months.getByRole('row', { name: /2019-05/ })).toContainText('42')
    await expectNoA11yViolations(page)
    await shoot(page, 'staff-dashboard')

    const downloading = page.waitForEvent('download')
    await months.getByRole('link', { name: 'Download Held events and thin-region notices by month as CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`programme-months-${date}-to-${date}.csv`)
    const file = await download.path()
    expect(fs.readFileSync(file, 'utf8')).toBe(`Month,Events,Students,Role-model visits,Events told their region had too few role models\r\n2019-05,1,42,0,0\r\n`)
    expect(event.id).toBeGreaterThan(0)
    // Open requests and offers (issue 51): their own table, chart and CSV; this event was never opened to offers.
    const offers = page.getByRole('region', { name: 'Open requests and offers by month' })
    await expect(page.getByRole('img', { name: 'Bar chart: offers from role models, those the school invited and those who came, by month' })).toBeVisible()
    await expect(offers.getByRole('row', { name: /2019-05/ })).toBeVisible()
    const downloadingOffers = page.waitForEvent('download')
    await offers.getByRole('link', { name: 'Download Open requests and offers by month as CSV' }).click()
    expect(fs.readFileSync(await (await downloadingOffers).path(), 'utf8'))
      .toBe('Month,Events open to offers,Offers from role models,Offers the school invited,Offered role models who came\r\n2019-05,0,0,0,0\r\n')
    // No region has an open request in this range: the table says so rather than standing empty.
    await expect(page.locator('section[aria-labelledby="table-offerRegions"]').getByRole('cell', { name: 'Nothing in this range.' })).toBeVisible()

    // A region chosen: the School list holds that region's schools (with the chosen one), and needs no hint.
    const { docs: [regional] } = await staffApi(request, 'get', 'schools?where[and][0][region][exists]=true&where[and][1][or][0][programme][equals]=false&where[and][1][or][1][programme][exists]=false&limit=1&depth=0')
    await page.getByRole('combobox', { name: 'Region' }).selectOption(String(regional.region))
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(new RegExp(`region=${regional.region}`))
    await expect(schoolFilter.locator(`option[value="${regional.id}"]`)).toHaveText(regional.name)
    await expect(schoolFilter).toHaveValue(String(school.id))
    await expect(page.locator('#school-filter-hint')).toHaveCount(0)

    // Bad input: a reversed range is said, and this year is shown instead.
    await page.goto('/staff?from=2026-06-01&to=2026-01-01&region=abc')
    await expect(page.getByRole('alert')).toContainText('The range ended before it began')
    await expect(page.getByRole('alert')).toContainText('A filter was not one of the choices')
  })

  test('visitors, teachers and role models are sent to the admin sign-in and see no figure', async ({ page, browser, request }) => {
    for (const path of ['/staff', '/staff/vetting', '/staff/csv/months']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login/)
    }
    const teacherContext = await browser.newContext()
    const teacherPage = await teacherContext.newPage()
    await signInAs(teacherPage, 'kaikoura')
    await teacherPage.goto('/staff')
    await expect(teacherPage).toHaveURL(/\/admin\/login/)
    const csv = await teacherPage.request.get('/staff/csv/status', { maxRedirects: 0 })
    expect(csv.status()).toBe(302)
    await teacherContext.close()

    const ref = await reference(request)
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Ana', surname: `Outsider${Date.now()}`, checkStatus: 'approved' })
    const roleModelContext = await browser.newContext()
    const roleModelPage = await roleModelContext.newPage()
    await signIn(roleModelPage, roleModel)
    await roleModelPage.goto('/staff/vetting')
    await expect(roleModelPage).toHaveURL(/\/admin\/login/)
    await roleModelContext.close()
  })
})

test.describe('vetting queue', () => {
  test('staff approve a waiting check in one step and decline another with a reason in two @forms', async ({ page, request }) => {
    const ref = await reference(request)
    const stamp = Date.now()
    const approving = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Rewi', surname: `Ngata${stamp}`, checkStatus: 'pending' })
    const declining = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Tia', surname: `Ngata${stamp}`, checkStatus: 'pending' })
    await signInToAdmin(page, request)
    await page.goto('/staff/vetting')
    await expect(page.getByRole('heading', { level: 1, name: 'Vetting queue' })).toBeVisible()
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name }) })
    await expect(row(`Rewi Ngata${stamp}`)).toContainText('0 days')
    await expectNoA11yViolations(page)
    await shoot(page, 'staff-vetting-queue')

    await row(`Rewi Ngata${stamp}`).getByRole('button', { name: `Approve the check of Rewi Ngata${stamp}` }).click()
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: `The check of Rewi Ngata${stamp} is approved` })).toBeVisible()
    await expect(row(`Rewi Ngata${stamp}`)).toHaveCount(0)
    expect((await getRoleModel(request, approving.id)).checkStatus).toBe('approved')
    await waitForMail(approving.email, /Your criminal record check has been approved/)

    // Declining asks for the reason first: an empty one is refused with the focus on it, and nothing changes.
    await row(`Tia Ngata${stamp}`).getByText('Decline…').click()
    await row(`Tia Ngata${stamp}`).getByRole('button', { name: 'Decline', exact: true }).click()
    const reason = row(`Tia Ngata${stamp}`).getByLabel('Reason (kept for staff; the role model does not see it)')
    await expect(row(`Tia Ngata${stamp}`).getByText('Give the reason for declining.')).toBeVisible()
    // Without JavaScript the error summary has the focus on load, as on every form (issue 50 item 9); it links to the reason.
    if (test.info().project.use.javaScriptEnabled === false) await expect(page.locator('.error-summary')).toBeFocused()
    else await expect(reason).toBeFocused()
    expect((await getRoleModel(request, declining.id)).checkStatus).toBe('pending')
    await reason.fill('The check came back with a conviction that rules out work with students.')
    await row(`Tia Ngata${stamp}`).getByRole('button', { name: 'Decline', exact: true }).click()
    await expect(page.getByText(`The check of Tia Ngata${stamp} is declined`)).toBeVisible()
    const declined = await getRoleModel(request, declining.id)
    expect(declined.checkStatus).toBe('declined')
    expect(declined.checkNotes).toContain('The check came back with a conviction')
  })
})

test.describe('role models waiting or silent', () => {
  test('staff nudge a role model whose invitation waits for an answer, once @forms', async ({ page, request }) => {
    const ref = await reference(request)
    const stamp = Date.now()
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Hemi', surname: `Quiet${stamp}`, checkStatus: 'approved' })
    const { doc: school } = await staffApi(request, 'post', 'schools', { name: `Outreach School ${stamp}`, ministryNumber: String((stamp + 7) % 1e9), active: true })
    const { doc: event } = await staffApi(request, 'post', 'events', { title: `Outreach ${stamp}`, type: 'online', status: 'active', school: school.id, date: '2027-03-03T00:00:00.000Z', startTime: '10:00', endTime: '11:00' })
    // Sent long ago and never answered: first in the list of invitations waiting. Within the first hour of 1 January
    // UTC, which is 1 January in New Zealand too (the page shows New Zealand dates; a later hour was the 2nd there).
    const invitedAt = new Date(Date.UTC(2020, 0, 1) + (stamp % 3_600_000)).toISOString()
    await staffApi(request, 'post', 'event-role-models', { event: event.id, roleModel: roleModel.id, status: 1, invitedAt })

    await signInToAdmin(page, request)
    await page.goto('/staff/outreach?open=7')
    const waiting = page.getByRole('region', { name: /Invitations waiting for an answer/ })
    const row = waiting.getByRole('row').filter({ has: page.getByRole('link', { name: `Hemi Quiet${stamp}` }) })
    await expect(row).toContainText('1 January 2020')
    await expectNoA11yViolations(page)
    await shoot(page, 'staff-outreach')
    await row.getByRole('button', { name: `Send Hemi Quiet${stamp} a nudge email` }).click()
    await expect(page.getByText(`A nudge email to Hemi Quiet${stamp} is on its way.`)).toBeVisible()
    await expect(waiting.getByRole('row').filter({ has: page.getByRole('link', { name: `Hemi Quiet${stamp}` }) })).toContainText('Nudged on')
  })
})
