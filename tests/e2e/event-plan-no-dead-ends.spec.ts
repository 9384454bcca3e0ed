import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { activateByApi, chooseRegion, dismissSuggestion, eventIdOf, schoolDayIn, startDraft, storedEvent, weekdayPublicHolidayIn } from './support/events'
import { fieldError } from './support/forms'
import { completeProfileData, createRoleModel, reference, staffToken } from './support/role-models'
import type { Reference } from './support/role-models'
import { securityId, signInAs } from './support/teacher'
import { formatDisplayDate, parseDateInput } from '../../app/domain/shared/dates'

/** Axe at both widths (it needs JavaScript; the no-JS project renders the same markup). */
async function checkA11y(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/**
 * After a refused save the keyboard is on the first invalid field (with JavaScript) or on the error summary that links
 * to it (without: the page is new, and the summary takes focus on load, as on every form of the site).
 */
async function expectFocusOn(page: Page, field: string) {
  if (test.info().project.use.javaScriptEnabled === false) {
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem with your event details' })
    await expect(summary).toBeFocused()
    await expect(summary.locator(`a[href$="-${field}-label"]`)).toHaveCount(1)
  } else {
    await expect(page.locator(`[name="${field}"]`)).toBeFocused()
  }
}

/** The thin-region notices recorded for an event, as staff read them (the dashboard counts these). */
async function noticesOf(request: APIRequestContext, eventId: number) {
  const response = await request.get(`/cms-api/region-shortfalls?where[event][equals]=${eventId}&depth=0`, { headers: { Authorization: `JWT ${await staffToken(request)}` } })
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { docs: { region: number; month: string }[] }).docs
}

const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click()

/** An approved role model who comes to in-person events, in the region titled `regionTitle`. */
async function roleModelIn(request: APIRequestContext, ref: Reference, regionTitle: string, surname: string) {
  const region = ref.regions.find((item) => item.title === regionTitle)!
  const district = ref.districts.find((item) => (typeof item.region === 'object' ? item.region.id : item.region) === region.id)!
  return createRoleModel(request, { ...completeProfileData(ref), region: region.id, district: district.id, firstName: 'Ana', surname: `${surname}${Date.now()}`, checkStatus: 'approved' })
}

test.describe('event plan: names, the school year, copies and thin regions', () => {
  test.slow()

  test("a named event on a public holiday: warned, kept as typed, accepted by saving again; the name leads @forms", async ({ page, javaScriptEnabled }) => {
    await signInAs(page, 'aorere')
    const id = await startDraft(page, 'In person')
    // A suggested name, the school's place, and how many role models could come there.
    await expect(page.getByLabel('Event name')).toHaveValue('Careers day')
    await expect(page.getByLabel('Address')).toHaveValue('2 Portage Road, Papatoetoe, Auckland')
    await expect(page.getByLabel('Region', { exact: true }).locator('option:checked')).toHaveText('Auckland')
    await expect(page.getByLabel('District', { exact: true }).locator('option:checked')).toHaveText('Ōtara-Papatoetoe')
    await expect(page.getByText(/role models? can come to in-person events in this region|No role models come to in-person events in this region/)).toBeVisible()

    const name = `Careers day, Year 10 ${Date.now()}`
    const holiday = weekdayPublicHolidayIn(8)
    await page.getByLabel('Event name').fill(`  ${name}  `)
    await page.getByLabel('Date', { exact: true }).fill(holiday.date)
    // Times are typed 24-hour in plain text boxes (the browser's time control showed '09:00 AM').
    await expect(page.getByLabel('Arrival time')).toHaveAttribute('type', 'text')
    await page.getByLabel('Arrival time').fill('09:00')
    await page.getByLabel('End time').fill('13:30')
    await page.getByLabel('Number of students attending').fill('60')
    await page.getByLabel('Age of students').fill('Year 10')
    await save(page)

    const shown = formatDisplayDate(parseDateInput(holiday.date)!)
    await expect(fieldError(page, `${shown} is ${holiday.name}, a public holiday. Save again to keep this date, or choose another.`)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/events/${id}/plan$`))
    await expectFocusOn(page, 'Date')
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(holiday.date)
    await expect(page.getByLabel('End time')).toHaveValue('13:30')
    await checkA11y(page)
    expect((await storedEvent(page.request, id)).doc.date ?? null).toBeNull()

    // Saving the same date again accepts it.
    await save(page)
    await expect(page).toHaveURL(new RegExp(`/events/${id}/info$`))
    const stored = (await storedEvent(page.request, id)).doc
    expect(stored.title).toBe(name)
    expect(stored.date.slice(0, 10)).toBe(parseDateInput(holiday.date))

    // The name leads on the event's page and on My events.
    await page.goto(`/events/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await page.goto('/events?tab=drafts')
    await expect(page.getByRole('link', { name })).toBeVisible()
    void javaScriptEnabled
  })

  test('a name of only spaces or over 100 characters is refused, keeping what was typed @forms', async ({ page }) => {
    await signInAs(page, 'aorere')
    await startDraft(page, 'Online')
    await page.getByLabel('Event name').fill('     ')
    await save(page)
    await expect(fieldError(page, 'Event name is required')).toBeVisible()
    await expectFocusOn(page, 'Name')
    const long = 'k'.repeat(101)
    await page.getByLabel('Event name').fill(long)
    await save(page)
    await expect(fieldError(page, 'No more than 100 characters')).toBeVisible()
    await expect(page.getByLabel('Event name')).toHaveValue(long)
  })

  test("Copy as a new event: a draft with everything but the date, times and role models; another school's is refused @forms", async ({ page, browser, request }) => {
    const ref = await reference(request)
    await roleModelIn(request, ref, 'Auckland', 'Copy')
    await signInAs(page, 'aorere')
    const id = await startDraft(page, 'In person')
    const name = `Whānau evening ${Date.now()}`
    await page.getByLabel('Event name').fill(name)
    await page.getByLabel('Date', { exact: true }).fill(schoolDayIn(20))
    await page.getByLabel('Arrival time').fill('17:30')
    await page.getByLabel('End time').fill('19:00')
    await page.getByLabel('Number of students attending').fill('25')
    await page.getByLabel('Age of students').fill('Year 9')
    await save(page)
    await expect(page).toHaveURL(new RegExp(`/events/${id}/info$`))

    await page.goto(`/events/${id}`)
    await page.getByRole('button', { name: 'Copy as a new event' }).click()
    await expect(page).toHaveURL(/\/events\/\d+\/plan\?copied=1$/)
    const copy = eventIdOf(page)
    expect(copy).not.toBe(id)
    await expect(page.getByText('This is a copy of your event, saved as a draft.')).toBeVisible()
    await expect(page.getByLabel('Event name')).toHaveValue(name)
    await expect(page.getByLabel('Age of students')).toHaveValue('Year 9')
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Arrival time')).toHaveValue('')
    await checkA11y(page)

    // A teacher of another school cannot copy it: not found, nothing made.
    const other = await browser.newContext()
    const stranger = await other.newPage()
    await signInAs(stranger, 'hamilton')
    await stranger.goto('/events')
    const refused = await stranger.request.post(`/events/${id}/copy`, { form: { SecurityID: await securityId(stranger) }, maxRedirects: 0 })
    expect(refused.status()).toBe(404)
    // Nor without the SecurityID, even the school's own teacher.
    const forged = await page.request.post(`/events/${id}/copy`, { form: {}, maxRedirects: 0 })
    expect(forged.status()).toBe(403)
    await other.close()
  })

  test('a thin region is no dead end: neighbouring regions, online, or a message to the programme team @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    await roleModelIn(request, ref, 'Gisborne', 'Tairawhiti')
    const neighbour = await roleModelIn(request, ref, 'Bay of Plenty', 'Neighbour')
    await signInAs(page, 'aorere')
    const id = await startDraft(page, 'In person')
    await page.getByLabel('Event name').fill(`Careers expo ${Date.now()}`)
    await page.getByLabel('Address').fill('1 Childers Road, Gisborne')
    await chooseRegion(page, 'Gisborne', 'Gisborne District', javaScriptEnabled)
    await expect(page.getByText(/role models? can come to in-person events in this region/)).toBeVisible()
    await page.getByLabel('Date', { exact: true }).fill(schoolDayIn(20))
    await page.getByLabel('Arrival time').fill('09:00')
    await page.getByLabel('End time').fill('12:00')
    await page.getByLabel('Number of students attending').fill('60')
    await page.getByLabel('Age of students').fill('Year 11')
    await save(page)
    await expect(page).toHaveURL(new RegExp(`/events/${id}/info$`))
    await save(page)
    await expect(page).toHaveURL(new RegExp(`/events/${id}/role-models$`))
    await dismissSuggestion(page)

    const panel = page.getByRole('region', { name: 'Fewer role models in Gisborne than this event needs' })
    await expect(panel).toBeVisible()
    await checkA11y(page)
    // The neighbours' role models, who come in person, each card saying where they are.
    await panel.getByRole('link', { name: /Show role models from neighbouring regions too \(.*Bay of Plenty/ }).click()
    await expect(page).toHaveURL(/neighbours=1/)
    const card = page.getByRole('article', { name: new RegExp(`Ana ${neighbour.surname}`) })
    await expect(card.getByText(/, Bay of Plenty$/)).toBeVisible()
    await card.getByRole('button', { name: 'Add to event' }).click()
    await expect(page.getByRole('article', { name: new RegExp(`Ana ${neighbour.surname}`) }).getByRole('button', { name: 'Remove', exact: true })).toBeVisible()
    await expect(page).toHaveURL(/neighbours=1/)

    // A message to the programme team, written for the teacher.
    await page.getByRole('link', { name: /Ask the programme team for help/ }).click()
    await expect(page).toHaveURL(/\/contact\?/)
    await expect(page.getByLabel('Message')).toHaveValue(/Gisborne.*60 students/)

    // Or the event goes online.
    await page.goto(`/events/${id}/role-models`)
    // Shown three times, the notice counts once on the programme's dashboard, in this New Zealand month (issue 50 item 5).
    const gisborne = ref.regions.find((item) => item.title === 'Gisborne')!
    const notices = await noticesOf(request, id)
    expect(notices.map((notice) => notice.region)).toEqual([gisborne.id])
    expect(notices[0].month).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit' }).format(new Date()))
    await page.getByRole('button', { name: 'Make this an online event' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}/plan$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan your online event')
    await expect(page.getByText('Your event is now online: add its date, times and meeting details.')).toBeVisible()
    expect((await storedEvent(request, id)).doc.type).toBe('online')
  })

  test('a live event in a thin region has the same way out: its choose page offers the neighbouring regions and the programme team (issue 50 item 1) @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    const local = await roleModelIn(request, ref, 'Gisborne', 'LiveLocal')
    const neighbour = await roleModelIn(request, ref, 'Bay of Plenty', 'LiveNeighbour')
    await signInAs(page, 'aorere')
    const id = await startDraft(page, 'In person')
    await page.getByLabel('Event name').fill(`Live expo ${Date.now()}`)
    await page.getByLabel('Address').fill('1 Childers Road, Gisborne')
    await chooseRegion(page, 'Gisborne', 'Gisborne District', javaScriptEnabled)
    await page.getByLabel('Date', { exact: true }).fill(schoolDayIn(21))
    await page.getByLabel('Arrival time').fill('09:00')
    await page.getByLabel('End time').fill('12:00')
    await page.getByLabel('Number of students attending').fill('60')
    await page.getByLabel('Age of students').fill('Year 11')
    await save(page)
    // On the info step before its own save (a second click may otherwise land on the plan's button as it goes).
    await expect(page).toHaveURL(new RegExp(`/events/${id}/info$`))
    await save(page)
    await expect(page).toHaveURL(new RegExp(`/events/${id}/role-models$`))
    await dismissSuggestion(page)
    await page.getByRole('article', { name: new RegExp(`Ana ${local.surname}`) }).getByRole('button', { name: 'Add to event' }).click()
    await expect(page.getByRole('article', { name: new RegExp(`Ana ${local.surname}`) }).getByRole('button', { name: 'Remove', exact: true })).toBeVisible()
    await activateByApi(page, id)
    expect((await storedEvent(request, id)).doc.status).toBe('active')

    await page.goto(`/events/${id}/role-models`)
    const panel = page.getByRole('region', { name: 'Fewer role models in Gisborne than this event needs' })
    await expect(panel).toBeVisible()
    await checkA11y(page)
    // A live event goes online through its meeting's form (after-accepted.spec), the role models on it told.
    await expect(page.getByRole('button', { name: 'Make this an online event' })).toHaveCount(0)
    await expect(panel.getByRole('link', { name: 'Make this an online event' })).toHaveAttribute('href', `/events/${id}/go-online`)
    await expect(panel.getByRole('link', { name: /Ask the programme team for help/ })).toBeVisible()
    await panel.getByRole('link', { name: /Show role models from neighbouring regions too \(.*Bay of Plenty/ }).click()
    await expect(page).toHaveURL(/neighbours=1/)
    await expect(page.getByRole('heading', { level: 2, name: /in Gisborne and neighbouring regions$/ })).toBeVisible()
    await expect(page.getByRole('article', { name: new RegExp(`Ana ${neighbour.surname}`) })).toBeVisible()
  })
})
