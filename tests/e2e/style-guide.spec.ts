import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { shoot } from './support/screens'
import { waitForHydration } from './support/teacher'
import { signInToAdmin } from './support/staff'

const TABS = ['Alerts and buttons', 'Form fields', 'Multi-select and date picker', 'Accordions and tabs', 'Modals and video', 'Playground']

async function open(page: Page, path: string, javaScriptEnabled = true) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  if (javaScriptEnabled) await waitForHydration(page)
}

const tabLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Style guide sections' }).getByRole('link', { name, exact: true })

test.describe('style guide', () => {
  test('is not found for anyone but staff in production @forms', async ({ page }) => {
    for (const path of ['/style-guide', '/style-guide/tab-2']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    }
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    expect((await page.goto('/style-guide'))?.status()).toBe(200)
    expect((await page.goto('/style-guide/tab-7'))?.status()).toBe(404)
    expect((await page.goto('/style-guide/tab-01'))?.status()).toBe(404)
  })

  test('tabs are links with their own address and the current one marked, with or without JavaScript @forms', async ({ page, javaScriptEnabled }) => {
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    await open(page, '/style-guide', javaScriptEnabled)
    await expect(page).toHaveTitle(/^Style guide \|/)
    await expect(tabLink(page, TABS[0])).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Alerts', exact: true })).toBeVisible()
    for (const [index, name] of TABS.entries()) {
      await tabLink(page, name).click()
      await expect(page).toHaveURL(new RegExp(`/style-guide/tab-${index + 1}$`))
      await expect(tabLink(page, name)).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('navigation', { name: 'Style guide sections' }).locator('[aria-current]')).toHaveCount(1)
    }
    await expect(page.getByRole('heading', { name: 'Playground' })).toBeVisible()
  })

  test('the password reveal button shows and hides the password, here and on the real forms', async ({ page }) => {
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    await open(page, '/style-guide/tab-2')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('Secret-Kiwi-42')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await expect(page.getByText('Your password is visible')).toBeAttached()
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveValue('Secret-Kiwi-42')

    // The product's own password fields have it too.
    await open(page, '/account/log-in/role-model')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  })

  test('fields show their error and counter states', async ({ page }) => {
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    await open(page, '/style-guide/tab-2')
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('1000 characters remaining')).toBeVisible()
    await expect(page.getByText('50 characters remaining')).toHaveClass(/counter-warning/)
    await expect(page.getByText('1 character too many')).toHaveClass(/counter-error/)
    const empty = page.getByLabel('Empty')
    await empty.fill('a'.repeat(999))
    await expect(page.getByText('1 character remaining')).toBeVisible()
  })

  test('the multi-select filters, closes on Escape, a click outside or Done, and gives focus back', async ({ page }) => {
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    await open(page, '/style-guide/tab-3')
    const toggle = page.getByRole('button', { name: /Languages spoken/ })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toContainText('1 selected')
    await expect(page.getByRole('checkbox', { name: 'English' })).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const filter = page.getByRole('textbox', { name: 'Filter the options' })
    await expect(filter).toBeFocused()
    await page.keyboard.type('maori')
    await expect(page.getByRole('checkbox', { name: 'English' })).toBeHidden()
    await expect(page.getByRole('checkbox', { name: 'Cook Islands Māori' })).toBeVisible()
    await shoot(page, 'style-guide-multi-select-open')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('checkbox', { name: 'Cook Islands Māori' })).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await expect(toggle).toContainText('2 selected')
    await expect(page.getByText('Closed: the selection changed.')).toBeVisible()

    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('checkbox', { name: 'English' })).toBeVisible()
    await page.getByRole('heading', { name: 'Style guide', level: 1 }).click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText('Closed: the selection did not change.')).toBeVisible()

    await toggle.click()
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await shoot(page, 'style-guide-choosers')
  })

  test('without JavaScript the multi-select is plain checkboxes @forms', async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, 'the enhanced dropdown is tested above')
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    await open(page, '/style-guide/tab-3', false)
    await expect(page.getByRole('group', { name: 'Languages spoken' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Te reo Māori', exact: true })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'English' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Languages spoken/ })).toBeHidden()
  })

  test('the date picker starts weeks on Monday and offers no past dates when asked', async ({ page }) => {
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    await open(page, '/style-guide/tab-3')
    await page.getByRole('button', { name: /Choose date\W+Event date/ }).click()
    const picker = page.getByRole('dialog')
    await expect(picker.getByRole('columnheader').first()).toHaveAttribute('abbr', 'Monday')
    // Styled as on the event forms (the page links their styles): a popup over the page, not a table in the flow.
    await expect(picker).toHaveCSS('position', 'absolute')
    const today = picker.locator('[aria-current=date]')
    await expect(today).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    // Yesterday cannot be chosen: focus stays on today.
    await expect(today).toBeFocused()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /Choose date\W+Any date/ }).click()
    await expect(page.getByRole('dialog').locator('[aria-current=date]')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('dialog').locator('button:focus')).not.toHaveAttribute('aria-current', 'date')
  })

  test('the example modal closes by itself after 3 seconds and gives focus back', async ({ page }) => {
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    await open(page, '/style-guide/tab-5')
    const opener = page.getByRole('link', { name: 'Open the example modal' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Example modal' })
    await expect(dialog).toBeVisible()
    const opened = Date.now()
    await expect(dialog).toBeHidden({ timeout: 6000 })
    expect(Date.now() - opened).toBeGreaterThan(2000)
    await expect(page).toHaveURL(/\/style-guide\/tab-5$/)
    await expect(opener).toBeFocused()
  })

  test('the video modal embeds the privacy-enhanced player, links the transcript and gives focus back', async ({ page }) => {
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    const response = await page.goto('/style-guide/tab-5')
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com')
    expect(policy).toContain("frame-ancestors 'none'")
    await waitForHydration(page)
    const opener = page.getByRole('link', { name: 'Watch the example video' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Example video' })
    await expect(dialog).toBeVisible()
    const frame = dialog.locator('iframe')
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?/)
    await expect(frame).toHaveAttribute('title', 'Video: Example video')
    await expect(dialog.getByRole('link', { name: 'Read the transcript' })).toHaveAttribute('href', /#example-transcript$/)
    await shoot(page, 'style-guide-video-modal')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('the playground checks the form on the server, with or without JavaScript @forms', async ({ page, javaScriptEnabled }) => {
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    await open(page, '/style-guide/tab-6', javaScriptEnabled)
    await page.getByLabel('Email').fill('mere@example.nz')
    await page.getByRole('button', { name: 'Check the form' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Please enter a password' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Please choose at least one language' })).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('anything')
    if (javaScriptEnabled) await page.getByRole('button', { name: /Languages spoken/ }).click()
    await page.getByRole('checkbox', { name: 'Samoan' }).check()
    if (javaScriptEnabled) await page.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Check the form' }).click()
    await expect(page.getByText('Everything you entered is valid.')).toBeVisible()
    await expect(page).toHaveURL(/\/style-guide\/tab-6\?valid=1$/)
  })

  test('axe finds nothing on any tab, in English and in te reo Māori; screenshots', async ({ page }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page, page.request, { name: 'Style guide' })
    for (const lang of ['en', 'mi']) {
      if (lang === 'mi') {
        await open(page, '/style-guide')
        await page.getByRole('button', { name: 'Change language: Te reo Māori' }).click()
        await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
      }
      for (let n = 1; n <= TABS.length; n++) {
        await open(page, `/style-guide/tab-${n}`)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expectNoA11yViolations(page)
        if (lang === 'en') await shoot(page, `style-guide-tab-${n}`)
      }
    }
    await open(page, '/style-guide/tab-5?modal=example')
    await expectNoA11yViolations(page)
  })
})
