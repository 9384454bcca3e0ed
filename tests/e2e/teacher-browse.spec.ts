import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { completeProfileData, createRoleModel, reference } from './support/role-models'
import { securityId, signInAs, waitForHydration } from './support/teacher'

const showing = (page: Page) => page.getByRole('heading', { name: /^Showing \d+ role models?$/ })
const countShown = async (page: Page) => Number((await showing(page).textContent())!.match(/\d+/)![0])
const cards = (page: Page) => page.getByRole('main').getByRole('article')

/** The API's answer for the same filters, to check the page shows what the server says. */
async function apiTotal(page: Page, search: string) {
  const response = await page.request.get(`/api/role-models?${search}`)
  expect(response.status()).toBe(200)
  // Compressed in one call on the server (decision 0021), private to the teacher.
  expect(response.headers()['content-encoding']).toBe('gzip')
  expect(response.headers()['vary']).toBe('Cookie, Accept-Encoding')
  return (await response.json())._meta.totalResults as number
}

/**
 * The list shows every role model again: the page's count is the API's unfiltered total. Other tests create and
 * hide role models at the same time, so a count that moved meanwhile is read again from a fresh page.
 */
async function expectUnfiltered(page: Page) {
  await expectShowsApiTotal(page, '')
}

/**
 * The page's count is the API's total for the same filters (`search`, in the API's names). Other tests create and
 * hide role models at the same time (matching a filter too), so a count that moved between the page and the API's
 * answer is read again from a fresh page.
 */
async function expectShowsApiTotal(page: Page, search: string) {
  await expect(async () => {
    const [shown, total] = [await countShown(page), await apiTotal(page, search)]
    if (shown !== total) await page.reload()
    expect(shown).toBe(total)
  }).toPass({ timeout: 20_000 })
}

/** A filter's dropdown button (JavaScript only): its label, then how many are ticked. */
const dropdown = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label} `) })

/**
 * Ticks an option. With JavaScript: open the filter's dropdown, narrow it with its filter box, tick, and close it
 * (Escape, or a click outside with `closeBy`), which applies the filters. Without JavaScript the filters are checkbox
 * accordions and the form needs its Apply button.
 */
async function tick(page: Page, label: string, option: string, javaScriptEnabled: boolean, closeBy: 'escape' | 'outside' = 'escape') {
  const group = page.getByRole('group', { name: label })
  if (javaScriptEnabled) {
    await dropdown(page, label).click()
    await expect(dropdown(page, label)).toHaveAttribute('aria-expanded', 'true')
    const filter = group.getByRole('textbox', { name: 'Filter the options' })
    await expect(filter).toBeFocused()
    await filter.fill(option.slice(0, 6))
    await expect(group.getByRole('checkbox', { name: option, exact: true })).toBeVisible()
  } else if (!(await group.isVisible())) await page.locator('summary', { hasText: label }).click()
  await group.getByRole('checkbox', { name: option, exact: true }).check()
  if (!javaScriptEnabled) return page.getByRole('button', { name: 'Apply filters' }).click()
  // Nothing applies while the dropdown is open.
  await expect(page).not.toHaveURL(/%5B%5D=/)
  if (closeBy === 'escape') {
    await page.keyboard.press('Escape')
    await expect(dropdown(page, label)).toBeFocused()
  } else {
    await page.getByRole('heading', { level: 1 }).click()
  }
  await expect(dropdown(page, label)).toHaveAttribute('aria-expanded', 'false')
}

test.describe('browse role models (teachers)', () => {
  test('visitors are sent to log in; the API answers 401', async ({ page }) => {
    const response = await page.request.get('/role-models', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toContain('/account/log-in')
    expect((await page.request.get('/api/role-models')).status()).toBe(401)
  })

  test('every filter kind narrows the list and lives in the address @forms', async ({ page, javaScriptEnabled }) => {
    await signInAs(page, 'aorere', '/role-models')
    await expect(page).toHaveURL(/\/role-models$/)
    await expectUnfiltered(page)
    await expect(cards(page)).toHaveCount(9)
    // The demo's phone numbers never reach the page.
    await expect(page.locator('body')).not.toContainText('021 555')

    // Event type.
    await page.getByRole('radio', { name: 'Online' }).check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/eventType=online/)
    await expectShowsApiTotal(page, 'event-type=online')
    await page.getByRole('radio', { name: 'In-person' }).check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/eventType=in-person/)
    await page.getByRole('radio', { name: 'All' }).check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
    // With JavaScript defaults are left out of the address; a plain GET form sends them all.
    await expect(page).toHaveURL(javaScriptEnabled ? /\/role-models$/ : /eventType=all/)
    await expectUnfiltered(page)

    // Each filter: tick an option, see the count on its dropdown and the matching total.
    const lists = (await (await page.request.get('/api/role-models')).json()).filters
    const accordions = [
      ['Languages', 'languages', lists.languages[1]],
      ['Regions', 'regions', lists.regions[0]],
      ['Sectors', 'sectors', lists.sectors[0]],
      ['Industries', 'industries', lists.industries[0]],
      ['Education levels', 'educationLevels', lists.educationLevels[0]],
      ['Ethnicities', 'ethnicities', lists.ethnicities[0]],
    ] as const
    for (const [index, [label, key, option]] of accordions.entries()) {
      await tick(page, label, option.title, javaScriptEnabled, index % 2 ? 'outside' : 'escape')
      await expect(page).toHaveURL(new RegExp(`${key}%5B%5D=${option.id}`))
      if (javaScriptEnabled) await expect(dropdown(page, label)).toContainText('1 selected')
      else await expect(page.locator('summary', { hasText: label })).toContainText('1 selected')
      await expectShowsApiTotal(page, `${key}[]=${option.id}`)
      await page.getByRole('link', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(/\/role-models$/)
      await expectUnfiltered(page)
    }

    // Free-text search; an empty search is ignored.
    await page.getByRole('searchbox', { name: 'Search' }).fill('nurse')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/q=nurse/)
    await expectShowsApiTotal(page, 'q=nurse')
    for (const job of await page.getByRole('main').locator('.rm-card-job').allTextContents()) expect(job).toMatch(/nurse/i)
    await page.getByRole('searchbox', { name: 'Search' }).fill('   ')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    // The navigation first (with JavaScript the address drops the search), then the count.
    await expect(page).toHaveURL(javaScriptEnabled ? /\/role-models$/ : /q=(\+|%20)*(&|$)/)
    await expectUnfiltered(page)

    // Combined filters, then the back button returns to the previous state (JavaScript navigation).
    await tick(page, 'Languages', lists.languages[0].title, javaScriptEnabled)
    await page.getByRole('radio', { name: 'Online' }).check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/eventType=online/)
    await expect(page).toHaveURL(/languages%5B%5D=/)
    await page.goBack()
    await expect(page).not.toHaveURL(/eventType=online/)
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked()
  })

  test('the pager moves through pages of 9, and resets to page 1 past the end @forms', async ({ page, javaScriptEnabled }) => {
    await signInAs(page, 'hamilton', '/role-models')
    const total = await countShown(page)
    const pages = Math.ceil(total / 9)
    const pager = page.getByRole('navigation', { name: 'Pages of role models' })
    if (javaScriptEnabled) {
      // A click before hydration is a plain link (a full load, which would lose the marker): wait for React first.
      await waitForHydration(page)
      await page.evaluate(() => (window.marker = 1))
    }
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(cards(page)).toHaveCount(Math.min(9, total - 9))
    if (javaScriptEnabled) {
      // No full reload, and the grid is scrolled into view.
      expect(await page.evaluate(() => window.marker)).toBe(1)
      await expect(page.locator('#results')).toBeInViewport()
    }
    await pager.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=3/)
    await pager.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/page=2/)

    // A filter change resets to page 1.
    await page.getByRole('radio', { name: 'Online' }).check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/eventType=online/)
    await expect(page).not.toHaveURL(/page=/)

    // Bad page numbers never fail.
    await page.goto(`/role-models?page=${pages + 5}`)
    await expect(page).toHaveURL(/\/role-models$/)
    await page.goto('/role-models?page=abc&languages[]=nope&regions[]=999999')
    await expect(showing(page)).toHaveText('Showing 0 role models')
    await expect(page.getByText('No role models match your filters')).toBeVisible()
  })

  test('clicking a card opens the profile; without JavaScript it is the profile page @forms', async ({ page, javaScriptEnabled }) => {
    await signInAs(page, 'aorere', '/role-models?eventType=online')
    const first = cards(page).first()
    const name = (await first.getByRole('heading').textContent())!.trim()
    // With JavaScript the app follows the card's link itself: the page stays (a mark set on it survives).
    if (javaScriptEnabled) {
      await waitForHydration(page)
      await page.evaluate(() => Object.assign(window, { samePage: true }))
    }
    await first.getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/role-models\/\d+\?eventType=online$/)
    const dialog = page.getByRole('dialog', { name: new RegExp(name) })
    await expect(dialog).toBeVisible()
    if (javaScriptEnabled) expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
    await expect(dialog.getByRole('heading', { name: 'My journey', exact: true })).toBeVisible()
    await expect(dialog).not.toContainText('021 555')
    await expect(dialog.getByRole('button', { name: 'Add to your favourites' }).or(dialog.getByRole('button', { name: 'Remove from your favourites' }))).toBeVisible()
    if (javaScriptEnabled) {
      await dialog.getByRole('button', { name: 'Close' }).first().click()
    } else {
      await dialog.getByRole('link', { name: 'Close' }).first().click()
    }
    await expect(page).toHaveURL(/\/role-models\?eventType=online$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // Profiles that are not visible to teachers do not exist for them.
    expect((await page.request.get('/role-models/2')).status()).toBe(404)
    expect((await page.request.get('/role-models/not-a-number')).status()).toBe(404)
  })

  test("a name and an email with an apostrophe keep it: in the page title and in a working mailto: link", async ({ page, request }) => {
    const surname = `O'Brien${Date.now()}`
    const email = `mere.o'brien.${Date.now()}@e2e.example.nz`
    const roleModel = await createRoleModel(request, { ...completeProfileData(await reference(request)), firstName: 'Mere', surname, email, checkStatus: 'approved' })
    await signInAs(page, 'aorere')
    await page.goto(`/role-models/${roleModel.id}`)
    await expect(page).toHaveTitle(`Mere ${surname} | Inspiring the Future Aotearoa`)
    const dialog = page.getByRole('dialog', { name: `Mere ${surname}` })
    await expect(dialog.getByRole('link', { name: email }).first()).toHaveAttribute('href', `mailto:${email}`)
    // The JSON API sends the same name HTML-escaped, as the spec's client expects.
    const api = await (await page.request.get(`/api/role-models?q=${encodeURIComponent(surname)}`)).json()
    expect(api.data[0].name).toBe(`Mere O&#39;Brien${surname.slice("O'Brien".length)}`)
  })

  test('looks right and has no accessibility violations at 1280 and 375 px', async ({ page }) => {
    await signInAs(page, 'aorere')
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/role-models?languages[]=1')
      await expectNoA11yViolations(page)
      await page.screenshot({ path: `tests/.tmp/screens/browse-${width}.png`, fullPage: width === 1280 })
      if (width === 375) {
        const toggle = page.getByRole('button', { name: 'Show filters' })
        await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden()
        await toggle.click()
        await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true')
        await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible()
        await expectNoA11yViolations(page)
        await page.screenshot({ path: 'tests/.tmp/screens/browse-375-filters.png' })
        await page.getByRole('button', { name: 'Hide filters' }).click()
      }
      await cards(page).first().getByRole('link').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoA11yViolations(page)
      await page.screenshot({ path: `tests/.tmp/screens/profile-${width}.png` })
    }
  })
})

test.describe('favourites', () => {
  test('toggle on the card and in the profile, persist per teacher, and filter the list @forms', async ({ page, javaScriptEnabled }) => {
    // Each project uses its own teacher so the two runs never share favourites.
    await signInAs(page, javaScriptEnabled ? 'aorere' : 'hamilton', '/role-models?q=engineer')
    const card = cards(page).first()
    const name = (await card.getByRole('heading').textContent())!.trim()
    const add = card.getByRole('button', { name: 'Add to your favourites' })
    const remove = card.getByRole('button', { name: 'Remove from your favourites' })
    if (await remove.count()) {
      await remove.click()
      await expect(add).toBeVisible()
    }
    await add.click()
    await expect(remove).toBeVisible()
    await expect(remove).toHaveAttribute('title', 'Remove from your favourites')
    await page.reload()
    await expect(remove).toBeVisible()

    await page.goto('/role-models?onlyMyFavourites=true')
    await expect(page.getByRole('checkbox', { name: 'Only my favourites' })).toBeChecked()
    await expect(cards(page).getByRole('heading', { name })).toBeVisible()

    // The other teacher does not see this favourite.
    const mine = await (await page.request.get('/api/role-model-favourites')).json()
    expect(mine.map((f: { name: string }) => f.name)).toContain(name)

    // Removing it in the profile modal.
    await cards(page).getByRole('link', { name }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Remove from your favourites' }).click()
    await expect(dialog.getByRole('button', { name: 'Add to your favourites' })).toBeVisible()
    await page.goto('/role-models?onlyMyFavourites=true')
    await expect(cards(page).getByRole('heading', { name })).toHaveCount(0)
  })

  test('with JavaScript the button is busy while pending, keeps the focus, and keeps its state on failure', async ({ page }) => {
    await signInAs(page, 'hamilton', '/role-models?q=chef')
    await waitForHydration(page)
    const card = cards(page).first()
    let release: () => void = () => undefined
    let arrived: () => void = () => undefined
    const held = new Promise<void>((resolve) => (arrived = resolve))
    // The button's fetcher posts to /role-model-favourites; the server answers that the change failed.
    await page.route('**/role-model-favourites?*', async (route) => {
      const answer = new Promise<void>((resolve) => (release = resolve))
      arrived()
      await answer
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: false, favourite: false }) })
    })
    const button = card.getByRole('button', { name: /your favourites/ })
    const before = await button.getAttribute('aria-label')
    await button.click()
    // Busy, not disabled: a disabled button would drop the keyboard focus.
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toBeFocused()
    await held
    release()
    await expect(button).toBeEnabled()
    await expect(button).toHaveAttribute('aria-label', before!)
    await expect(card.getByText('An error occurred')).toBeVisible()
  })

  test('the favourites API: X-SecurityID required, booleans, unknown ids refused', async ({ page }) => {
    await signInAs(page, 'aorere')
    const token = await securityId(page)
    const first = (await (await page.request.get('/api/role-models?q=farmer')).json()).data[0]
    expect((await page.request.post('/api/role-model-favourites', { data: { userId: first.id } })).status()).toBe(403)
    expect((await page.request.post('/api/role-model-favourites', { data: { userId: first.id }, headers: { 'X-SecurityID': 'forged' } })).status()).toBe(403)
    const added = await page.request.post('/api/role-model-favourites', { data: { userId: first.id }, headers: { 'X-SecurityID': token } })
    expect(await added.json()).toBe(true)
    const unknown = await page.request.post('/api/role-model-favourites', { data: { userId: 999999 }, headers: { 'X-SecurityID': token } })
    expect(await unknown.json()).toBe(false)
    const bad = await page.request.post('/api/role-model-favourites', { data: { userId: 'abc' }, headers: { 'X-SecurityID': token } })
    expect(await bad.json()).toBe(false)
    // A role model that is not visible (the pending demo profile) cannot be favourited.
    const hidden = await page.request.post('/api/role-model-favourites', { data: { userId: 2 }, headers: { 'X-SecurityID': token } })
    expect(await hidden.json()).toBe(false)
    const list = await (await page.request.get('/api/role-model-favourites')).json()
    expect(list.map((f: { id: number }) => f.id)).toContain(first.id)
    const removed = await page.request.delete('/api/role-model-favourites', { data: { userId: first.id }, headers: { 'X-SecurityID': token } })
    expect(await removed.json()).toBe(true)
    const after = await (await page.request.get('/api/role-models?q=farmer')).json()
    expect(after.data.find((c: { id: number }) => c.id === first.id).favourite).toBe(false)
    // A 10,000-character search gets an answer, not a crash.
    const long = await page.request.get(`/api/role-models?q=${'x'.repeat(10_000)}&start=abc`)
    expect(long.status()).toBe(200)
    expect((await long.json())._meta.totalResults).toBe(0)
  })
})
