import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { waitForHydration } from './support/teacher'

// The navigation menu (spec section 9): inline from 992 px; a Menu disclosure on tablets (767 to 992 px) and phones
// (below 576 px) that works without JavaScript.

const menuButton = (page: Page) => page.locator('summary', { hasText: 'Menu' })
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test.describe('the navigation menu', () => {
  test('inline on wide screens; a Menu that opens and leads somewhere on tablets and phones, with or without JavaScript @forms', async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/terms')
    await expect(menuButton(page)).toBeHidden()
    await expect(nav(page).getByRole('link', { name: 'Log in' })).toBeVisible()
    // A link of the navigation leads to its page and is then marked as the current one; with JavaScript the app
    // follows it itself (a mark set on the page survives).
    if (javaScriptEnabled) {
      await waitForHydration(page)
      await page.evaluate(() => Object.assign(window, { samePage: true }))
    }
    await expect(nav(page).getByRole('link', { name: 'Contact us' })).not.toHaveAttribute('aria-current', 'page')
    await nav(page).getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(nav(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute('aria-current', 'page')
    await expect(nav(page).getByRole('link', { name: 'Log in' })).not.toHaveAttribute('aria-current', 'page')
    if (javaScriptEnabled) expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
    await page.screenshot({ path: `tests/.tmp/screens/navigation-1280-${test.info().project.name}.png` })

    for (const width of [800, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/terms')
      await expect(menuButton(page)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden()
      await menuButton(page).click()
      await expect(nav(page).getByRole('link', { name: 'Sign up' })).toBeVisible()
      await page.screenshot({ path: `tests/.tmp/screens/navigation-${width}-open-${test.info().project.name}.png` })
      await expectNoA11yViolations(page)
      await nav(page).getByRole('link', { name: 'Contact us' }).click()
      await expect(page).toHaveURL(/\/contact$/)
      // A new page (or, with JavaScript, the navigation itself) leaves the menu closed.
      await expect(page.getByRole('link', { name: 'Sign up' })).toBeHidden()
    }
  })

  test('keyboard: Enter opens it, Tab reaches its links, Escape closes it back onto Menu; a press outside closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/terms')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await menuButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(nav(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav(page).getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menuButton(page)).toBeFocused()
    await expect(nav(page)).toBeHidden()

    await menuButton(page).click()
    await expect(nav(page)).toBeVisible()
    // A press below the open panel (it covers the page's top on a phone).
    await page.mouse.click(20, 760)
    await expect(nav(page)).toBeHidden()
  })
})
