import { expect, test } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'

/** The visitor's home (issue 50 item 8, decision 0083): why the programme, for whom, how far it has come, and the ways in. */
test.describe("the visitor's home", () => {
  test('tells what the programme is and who it is for, with its figures, image and both ways in, at 1280 and 375 px @forms', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bring the world of work into the classroom')

      // The content-managed copy under the catalogue's headings.
      const what = page.getByRole('region', { name: 'What is Inspiring the Future Aotearoa?' })
      await expect(what).toContainText('Volunteers from every kind of work visit classrooms')
      const who = page.getByRole('region', { name: 'Who it is for' })
      await expect(who.getByRole('listitem')).toHaveCount(3)
      await expect(who).toContainText('Teachers and careers advisers')

      // The seeded illustration with its alt text, at its stored size.
      const image = page.getByRole('img', { name: /^An illustration: a volunteer stands at a board/ })
      await expect(image).toBeVisible()
      await expect(image).toHaveAttribute('src', /\/media\/file\/home-classroom.*\.png$/)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960)

      // The figures: three counts with their labels.
      const figures = page.getByRole('region', { name: 'The programme so far' })
      const items = figures.getByRole('listitem')
      await expect(items).toHaveCount(3)
      await expect(items.nth(0)).toHaveText(/^[\d,]+ events? held$/)
      await expect(items.nth(1)).toHaveText(/^[\d,]+ students? reached$/)
      await expect(items.nth(2)).toHaveText(/^[\d,]+ role models? taking part$/)

      // Both ways in, to the existing pages.
      const roleModels = page.getByRole('region', { name: 'Volunteer as a role model' })
      await expect(roleModels.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/account/sign-up/role-model')
      await expect(roleModels.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/log-in/role-model')
      await expect(page.getByRole('region', { name: 'Teachers and schools' }).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/log-in')
      await expectNoA11yViolations(page)
    }
  })

  test('the ways in lead to the sign-up and log-in pages @forms', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/account\/sign-up\/role-model$/)
    // Behind the account modal, the same home (its figures too).
    await expect(page.getByRole('heading', { name: 'The programme so far' })).toBeAttached()
    await page.goto('/')
    await page.getByRole('region', { name: 'Teachers and schools' }).getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/account\/log-in$/)
  })

  test('in te reo Māori, the copy without a translation shows the English marked as English @forms', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Change language: Te reo Māori' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
    await expect(page.locator('.content-text > div[lang="en"]').first()).toContainText('Volunteers from every kind of work')
    await expect(page.getByRole('heading', { name: 'Who it is for' })).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('img', { name: /^An illustration: a volunteer/ })).toHaveAttribute('lang', 'en')
    await expect(page.locator('.home-figures-list li')).toHaveCount(3)
    await expect(page.locator('.home-figure-label').first()).toHaveAttribute('lang', 'en')
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Change language: English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})
