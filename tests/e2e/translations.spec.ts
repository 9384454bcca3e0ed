import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { catalogueRows, interfaceCoverage } from '../../app/i18n/catalogue'
import { shippedCatalogue } from '../../app/i18n/shipped.server'
import { completeProfileData, createRoleModel, reference, signIn, staffToken } from './support/role-models'
import { createInvitation } from './support/invitations'
import { signInAs, waitForHydration } from './support/teacher'
import { shoot } from './support/screens'
import { signInToAdmin } from './support/staff'
import { expectNoA11yViolations } from './support/a11y'

async function deleteOverrides(request: APIRequestContext, keys: string[]) {
  const auth = { Authorization: `JWT ${await staffToken(request)}` }
  for (const key of keys) {
    const found = await (await request.get(`/cms-api/translations?where[key][equals]=${encodeURIComponent(key)}`, { headers: auth })).json()
    // overrideLock: an admin page of an earlier test may still hold the document's edit lock.
    for (const doc of found.docs ?? []) {
      const deleted = await request.delete(`/cms-api/translations/${doc.id}?overrideLock=true`, { headers: auth })
      expect(deleted.ok(), await deleted.text()).toBeTruthy()
    }
  }
}

async function switchLanguage(page: Page, to: 'mi' | 'en') {
  await page.getByRole('button', { name: to === 'mi' ? 'Change language: Te reo Māori' : 'Change language: English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', to)
}

// The admin's tests change the overrides, and so the catalogue's version, which the site's tests read (a page's
// catalogue address is cached for good only while its version is current): the file's tests run one after another,
// in one worker, so no edit lands between a page and the request that follows it.
test.describe.configure({ mode: 'default' })

test.describe('translations admin', () => {
  // Both tests change the overrides the coverage counts: one at a time.
  test.describe.configure({ mode: 'serial' })
  const EDITED = ['common:home.teacherTitle', 'validation:required', 'validation:emailInvalid']
  test.afterAll(async ({ request }) => deleteOverrides(request, EDITED))

  test('staff edit a string in the admin and both languages change on the next page view', async ({ page, browser }) => {
    test.skip(test.info().project.name !== 'js', 'the admin needs JavaScript')
    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { name: 'Teachers and schools' })).toBeVisible()

    await signInToAdmin(page, page.request, { throughForm: true, name: 'Translator' })
    await page.goto('/admin/translations?q=home.teacherTitle')
    const row = page.locator('tr[data-key="common:home.teacherTitle"]')
    await expect(row).toContainText('Teachers and schools')
    await expect(row).toContainText('(falls back to English)')
    await expect(row).toContainText('Missing')
    await shoot(page, 'admin-translations-list')
    await row.getByRole('button', { name: 'Edit common:home.teacherTitle' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/translations\/\d+/)
    await expect(page.locator('#field-en')).toHaveValue('Teachers and schools')
    // A translation that drops the English's placeholders, or carries a script, is refused with a clear message.
    const save = page.getByRole('button', { name: 'Save' })
    await page.locator('#field-en').fill('Teachers, schools and kura')
    await page.locator('#field-mi').fill('<script>alert(1)</script>')
    await expect(save).toBeEnabled()
    await save.click()
    await expect(page.getByText(/The following field is invalid: Te reo Māori/)).toBeVisible()
    await page.locator('#field-mi').fill('Ngā kaiako me ngā kura')
    await expect(save).toBeEnabled()
    await save.click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { name: 'Teachers, schools and kura' })).toBeVisible()
    await switchLanguage(visitor, 'mi')
    const heading = visitor.getByRole('heading', { name: 'Ngā kaiako me ngā kura' })
    await expect(heading).toBeVisible()
    // Translated: no English marking on it; its untranslated neighbour keeps lang="en".
    await expect(heading).not.toHaveAttribute('lang', 'en')
    await expect(visitor.getByRole('heading', { name: 'Volunteer as a role model' })).toHaveAttribute('lang', 'en')
    await page.goto('/admin/translations?q=home.teacherTitle')
    await expect(row).toContainText('Ngā kaiako me ngā kura')
    await expect(row).toContainText('Draft (needs fluent review) · edited')
    await visitor.context().close()
  })

  test('the coverage view counts interface strings per area and CMS content against a known fixture', async ({ page, request }) => {
    test.skip(test.info().project.name !== 'js', 'the admin needs JavaScript')
    await deleteOverrides(request, EDITED)
    const auth = { Authorization: `JWT ${await staffToken(request)}` }
    // Fixture (test texts, not translations): two te reo Māori validation strings, one of them reviewed.
    for (const data of [
      { key: 'validation:required', mi: 'Fixture {{field}}', status: 'reviewed' },
      { key: 'validation:emailInvalid', mi: 'Fixture email', status: 'draft' },
    ]) expect((await request.post('/cms-api/translations', { headers: auth, data })).ok()).toBeTruthy()
    const expected = interfaceCoverage(catalogueRows(shippedCatalogue().catalogue, [
      { key: 'validation:required', mi: 'Fixture {{field}}', status: 'reviewed' },
      { key: 'validation:emailInvalid', mi: 'Fixture email', status: 'draft' },
    ]))
    const validation = expected.areas.find((area) => area.area === 'validation')!
    expect([validation.translated, validation.reviewed]).toEqual([2, 1])

    await signInToAdmin(page, page.request, { throughForm: true, name: 'Translator' })
    await page.goto('/admin/translations/coverage')
    const ui = page.locator('#interface-coverage')
    const cells = (area: string) => ui.locator(`tr[data-area="${area}"] td`)
    await expect(cells('validation')).toHaveText([String(validation.total), `2 (${Math.round((2 / validation.total) * 100)}%)`, `1 (${Math.round((1 / validation.total) * 100)}%)`])
    await expect(cells('total').first()).toHaveText(String(expected.total.total))
    await expect(cells('total').nth(1)).toContainText(`${expected.total.translated} (`)
    await expect(cells('total').nth(2)).toContainText(`${expected.total.reviewed} (`)
    await shoot(page, 'admin-translations-coverage')
    // The admin screens the product adds pass axe, Payload's header included (its Locale label: decision 0043).
    await expectNoA11yViolations(page)

    // CMS content: a te reo Māori programme name of its own adds one translated field to site settings.
    const cms = page.locator('#cms-coverage tr[data-area="global: site-settings"] td[data-col="translated"]')
    await expect(cms).toHaveText('0 (0%)')
    const settingsUrl = '/cms-api/globals/site-settings'
    const previous = (await (await request.get(`${settingsUrl}?locale=mi&fallback-locale=none`, { headers: auth })).json()).programmeName
    expect((await request.post(`${settingsUrl}?locale=mi`, { headers: auth, data: { programmeName: 'Fixture programme name' } })).ok()).toBeTruthy()
    await page.reload()
    await expect(cms).toHaveText('1 (100%)')
    expect((await request.post(`${settingsUrl}?locale=mi`, { headers: auth, data: { programmeName: previous } })).ok()).toBeTruthy()
  })

  test('an import file that is not a translations file, or too large, is refused with a clear message', async ({ page }) => {
    test.skip(test.info().project.name !== 'js', 'the admin needs JavaScript')
    await signInToAdmin(page, page.request, { throughForm: true, name: 'Translator' })
    await page.goto('/admin/translations')
    await expect(page.getByLabel('Import a translations file (JSON, at most 1 MB)')).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByLabel('Import a translations file (JSON, at most 1 MB)').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'This is not a translations file' })).toBeVisible()
    await page.getByLabel('Import a translations file (JSON, at most 1 MB)').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.alloc(1024 * 1024 + 10, ' ') })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'larger than 1 MB' })).toBeVisible()
    // A good file (as the export writes it) is imported, and the list shows its strings.
    const file = { format: 'translations', version: 1, strings: { 'validation:emailInvalid': { en: 'Please enter a valid email address', mi: 'Fixture import', status: 'draft' } } }
    await page.getByLabel('Import a translations file (JSON, at most 1 MB)').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Imported 1 string.' })).toBeVisible()
    await page.goto('/admin/translations?q=validation:emailInvalid')
    await expect(page.locator('tr[data-key="validation:emailInvalid"]')).toContainText('Fixture import')
  })

  test('every shipped te reo Māori string is a draft for fluent review; an editor confirming one clears it', async ({ page, request }) => {
    test.skip(test.info().project.name !== 'js', 'the admin needs JavaScript')
    const key = 'common:nav.logIn'
    test.info().setTimeout(120_000)
    try {
      const drafts = catalogueRows(shippedCatalogue().catalogue, []).filter((row) => row.status === 'draft').length
      await signInToAdmin(page, page.request, { name: 'Reviewer' })
      await page.goto('/admin/translations')
      // Other specs running beside this one may hold an edited string as a draft of their own: the shipped drafts are
      // the least the count can be (tests/integration/translations.test.ts checks the exact set).
      const banner = page.locator('#drafts-to-review')
      await expect(banner).toContainText(/\d+ te reo Māori strings are drafts/)
      const shown = Number(/(\d+) te reo Māori strings are drafts/.exec((await banner.textContent()) ?? '')?.[1])
      expect(shown).toBeGreaterThanOrEqual(drafts)
      await banner.getByRole('link', { name: 'show the drafts' }).click()
      await expect(page).toHaveURL(/status=draft/)
      await expect(page.getByRole('status').filter({ hasText: / of \d+ strings/ })).toHaveText(/^\d+ of \d+ strings/)
      const row = page.locator(`tr[data-key="${key}"]`)
      await expect(row).toContainText('Takiuru')
      await expect(row).toContainText('Draft (needs fluent review)')
      await expectNoA11yViolations(page)

      // The edit screen shows the flag; choosing Reviewed and saving confirms the string.
      await row.getByRole('button', { name: `Edit ${key}` }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/translations\/\w+/)
      await expect(page.getByRole('radio', { name: 'Draft (needs fluent review)' })).toBeChecked()
      // Payload's radio buttons are styled spans over the inputs: their text is what is pressed.
      await page.getByText('Reviewed', { exact: true }).click()
      await expect(page.getByRole('radio', { name: 'Reviewed' })).toBeChecked()
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(/updated successfully/i)).toBeVisible()

      await page.goto('/admin/translations?status=draft')
      await expect(page.getByRole('status').filter({ hasText: / of \d+ strings/ })).toHaveText(/^\d+ of \d+ strings/)
      await expect(page.locator(`tr[data-key="${key}"]`)).toHaveCount(0)
      await page.goto(`/admin/translations?q=${key}`)
      await expect(page.locator(`tr[data-key="${key}"]`)).toContainText('Reviewed · edited')
    } finally {
      await deleteOverrides(request, [key])
    }
  })
})

test.describe('languages on the site', () => {
  const PUBLIC_PAGES = [
    '/', '/contact', '/terms', '/account/log-in', '/account/sign-up', '/account/log-in/role-model', '/account/sign-up/role-model',
    '/account/log-in/forgot-password', '/account/log-in/resend-verification-email',
  ]

  test('the language switch works on every page, with or without JavaScript @forms', async ({ page, browser, request }) => {
    test.setTimeout(120_000)
    const javaScript = test.info().project.name === 'js'
    /** On each page, te reo Māori and back; `lang` and the address follow. */
    const check = async (target: Page, paths: string[]) => {
      // A modal page keeps everything behind its dialog out of reach (ADR 0019), the switch included: the page behind
      // it is switched instead, and the modal page then opens in that language. Those pages are checked together
      // below, after one switch each way.
      const modalPages: { path: string; url: string }[] = []
      for (const path of paths) {
        await target.goto(path)
        const url = target.url()
        if (javaScript) await waitForHydration(target)
        if ((await target.locator('header.site-header[inert], dialog[open]').count()) > 0) {
          modalPages.push({ path, url })
          continue
        }
        await switchLanguage(target, 'mi')
        expect(target.url()).toBe(url)
        await expect(target.locator('html')).toHaveAttribute('lang', 'mi')
        if (javaScript) await waitForHydration(target)
        // The starter set's words are in te reo Māori.
        await expect(target.getByRole('link', { name: 'Whakapā mai' }).first()).toBeAttached()
        await switchLanguage(target, 'en')
        expect(target.url()).toBe(url)
        await expect(target.locator('html')).toHaveAttribute('lang', 'en')
      }
      if (modalPages.length === 0) return
      for (const to of ['mi', 'en'] as const) {
        await target.goto('/')
        if (javaScript) await waitForHydration(target)
        await switchLanguage(target, to)
        for (const { path, url } of modalPages) {
          await target.goto(path)
          expect(target.url()).toBe(url)
          await expect(target.locator('html')).toHaveAttribute('lang', to)
          if (to === 'mi') {
            if (javaScript) await waitForHydration(target)
            await expect(target.getByRole('link', { name: 'Whakapā mai' }).first()).toBeAttached()
          }
        }
      }
    }
    await check(page, PUBLIC_PAGES)

    const roleModel = await createRoleModel(request, completeProfileData(await reference(request)))
    const rmContext = await browser.newContext({ javaScriptEnabled: javaScript })
    const rmPage = await rmContext.newPage()
    await signIn(rmPage, roleModel)
    await check(rmPage, ['/role-model', '/role-model/events', '/account/settings', '/role-model/profile/edit'])
    await rmContext.close()

    const teacherContext = await browser.newContext({ javaScriptEnabled: javaScript })
    const teacherPage = await teacherContext.newPage()
    await signInAs(teacherPage, 'aorere')
    await check(teacherPage, ['/events', '/events/new', '/role-models', '/role-model-favourites'])
    await teacherContext.close()
  })

  test('te reo Māori pages mark English fallbacks, title included, and keep the starter set as drafts', async ({ page }) => {
    await page.goto('/contact?lng=mi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
    await expect(page.getByRole('heading', { level: 1, name: 'Whakapā mai' })).not.toHaveAttribute('lang', 'en')
    await expect(page.locator('title')).not.toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(/^Whakapā mai \|/)
    // Validation messages still in English say so, in the field's list and in the summary's links.
    await waitForHydration(page)
    await page.locator('form#contact-form button[type=submit]').click()
    await expect(page.locator('.field-errors li').first()).toHaveAttribute('lang', 'en')
    await expect(page.locator('.error-summary-list a').first()).toHaveAttribute('lang', 'en')
    // So does the summary's title.
    await expect(page.getByRole('alert').getByText('There is a problem', { exact: true })).toHaveAttribute('lang', 'en')
    await page.goto('/account/log-in/forgot-password?lng=mi')
    await expect(page.locator('title')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Takiuru' }).first()).toBeVisible()
  })

  test('tab rows and texts composed from several keys mark their English fallbacks; attributes show the English text', async ({ page, browser, request }) => {
    await page.goto('/account/log-in?lng=mi')
    await expect(page.getByRole('navigation', { name: 'Log in or sign up' }).getByRole('link', { name: 'Sign up' })).toHaveAttribute('lang', 'en')

    const roleModel = await createRoleModel(request, { ...completeProfileData(await reference(request)), checkStatus: 'approved' })
    const invitation = await createInvitation(request, roleModel.id)
    await signIn(page, roleModel, '/role-model/events')
    await page.goto('/role-model/events?lng=mi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
    // The navigation's name (an attribute, which cannot say its language) is the English fallback, not a key.
    const lists = page.getByRole('navigation', { name: 'Event lists' })
    await expect(lists.getByRole('link', { name: /^Upcoming/ })).toHaveAttribute('lang', 'en')
    const card = page.getByRole('listitem').filter({ hasText: invitation.title })
    await expect(card.getByRole('link', { name: invitation.title, exact: true })).not.toHaveAttribute('lang', 'en')
    // 'Wā' is translated; the time range composed into it ('{{start}} to {{end}}') is not.
    await expect(card.getByRole('term').filter({ hasText: 'Wā' })).not.toHaveAttribute('lang', 'en')
    await expect(card.getByText('13:00 to 14:00', { exact: true })).toHaveAttribute('lang', 'en')

    const teacherContext = await browser.newContext()
    const teacherPage = await teacherContext.newPage()
    await signInAs(teacherPage, 'aorere')
    await teacherPage.goto('/events?lng=mi')
    // 'Upcoming (3)': the count's frame and the tab's name both fall back.
    await expect(teacherPage.getByRole('navigation', { name: 'Events by state' }).getByRole('link', { name: /^Upcoming/ })).toHaveAttribute('lang', 'en')
    // A card's labels, and the list's confirmation after an event is cancelled.
    await expect(teacherPage.getByRole('article').first().getByRole('term').filter({ hasText: /^Start$/ })).toHaveAttribute('lang', 'en')
    await teacherPage.goto('/events?tab=cancelled&event-cancelled=1&lng=mi')
    await expect(teacherPage.getByRole('status').getByText('Your event has been cancelled.')).toHaveAttribute('lang', 'en')
    // A new draft's plan: the steps, the form's labels and the event's details are marked where they fall back.
    await teacherPage.goto('/events/new?lng=mi')
    await teacherPage.getByRole('radio', { name: /^In person/ }).check()
    await teacherPage.getByRole('button', { name: 'Continue' }).click()
    await expect(teacherPage).toHaveURL(/\/events\/\d+\/plan$/)
    const plan = teacherPage.url()
    await teacherPage.goto(`${plan}?lng=mi`)
    await expect(teacherPage.locator('html')).toHaveAttribute('lang', 'mi')
    await expect(teacherPage.locator('.event-step-label', { hasText: 'Plan the event' })).toHaveAttribute('lang', 'en')
    await expect(teacherPage.locator('label', { hasText: 'Address' }).locator('[lang=en]')).toHaveText('Address')
    // Submitted empty: the error summary's title, as the messages under it.
    await waitForHydration(teacherPage)
    await teacherPage.getByRole('button', { name: 'Save and continue' }).click()
    await expect(teacherPage.getByRole('alert').getByText('There is a problem with your event details')).toHaveAttribute('lang', 'en')
    await teacherPage.goto(`${plan.replace(/\/plan$/, '')}?lng=mi`)
    await expect(teacherPage.locator('dt', { hasText: 'Times' }).first().locator('[lang=en]')).toHaveText('Times')
    await expect(teacherPage.getByRole('link', { name: 'Discard event' })).toHaveAttribute('lang', 'en')
    // The notification settings: its heading, and '(you)' after the teacher's own name.
    const notifications = teacherPage.getByRole('region', { name: 'Notification settings' })
    await expect(notifications.getByRole('heading', { name: 'Notification settings' })).toHaveAttribute('lang', 'en')
    await expect(notifications.getByRole('group', { name: 'Who gets notified' }).getByText('(you)')).toHaveAttribute('lang', 'en')
    // Browsing: a filter group's name, a filter, the count of results and a profile's headings.
    await teacherPage.goto('/role-models?lng=mi')
    const filters = teacherPage.getByRole('search', { name: 'Filters' })
    await expect(filters.getByText('Regions', { exact: true }).first()).toHaveAttribute('lang', 'en')
    await expect(filters.getByText('Only my favourites')).toHaveAttribute('lang', 'en')
    await expect(teacherPage.getByRole('heading', { name: /^Showing \d+ role models$/ })).toHaveAttribute('lang', 'en')
    // The profile a card links to, opened with ?lng=mi too (a click would leave it, and the page would be English).
    const profile = new URL((await teacherPage.getByRole('article').first().getByRole('link').first().getAttribute('href'))!, teacherPage.url())
    profile.searchParams.set('lng', 'mi')
    await teacherPage.goto(profile.href)
    await expect(teacherPage.getByRole('dialog').getByRole('heading', { name: 'More about me' })).toHaveAttribute('lang', 'en')
    await teacherContext.close()

  })

  test('an unknown language code in the cookie or the address falls back to English', async ({ browser, baseURL }) => {
    const context = await browser.newContext()
    // As the language switch writes it (Remix: base64 of the JSON value), with a code the site does not know.
    await context.addCookies([{ name: 'lng', value: encodeURIComponent(Buffer.from(JSON.stringify('xx')).toString('base64')), url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bring the world of work into the classroom')
    await page.goto('/?lng=klingon')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/?lng=mi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
    const catalogue = await page.request.get('/locales/whatever/xx.json')
    expect(catalogue.status()).toBe(404)
    await context.close()
  })

  test('the browser gets its strings from the server, cached by version, not in the scripts', async ({ page, request }) => {
    await page.goto('/?lng=mi')
    const href = await page.locator('link[rel=preload][data-catalogue]').getAttribute('href')
    expect(href).toMatch(/^\/locales\/[0-9a-f]{12}\/mi\.json$/)
    const response = await request.get(href!)
    expect(response.headers()['cache-control']).toContain('immutable')
    const body = await response.json()
    expect(body.resources.mi.common.nav.logIn).toBe('Takiuru')
    expect(body.resources.en.common.nav.logIn).toBe('Log in')
    const stale = await request.get('/locales/000000000000/mi.json')
    expect(stale.headers()['cache-control']).toBe('no-cache')
  })
})
