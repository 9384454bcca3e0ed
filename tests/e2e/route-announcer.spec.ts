import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { fieldError } from './support/forms'
import { completeProfileData, createRoleModel, reference } from './support/role-models'
import { signInAs, waitForHydration } from './support/teacher'

/**
 * Client navigations (decision 0047): the new page's title is said in a polite live region and the focus goes to the
 * page's heading, unless a dialog, an outcome alert or the first invalid field took it. JavaScript only: without it
 * every navigation is a page load, which screen readers announce themselves.
 */

const FORGOT = 'Forgot your password?'
const announcer = (page: Page) => page.locator('[data-route-announcer]')

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

test.describe('announcing client navigations', () => {
  test('a link read out by its title, the focus on the new heading; not on the first load', async ({ page, request }) => {
    // The live region is in the server's page, empty, so it exists before the first navigation.
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<div class="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">\s*<\/div>/)

    await page.goto('/')
    await waitForHydration(page)
    await expect(announcer(page)).toHaveText('')
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

    // By pointer, from the footer (a link that stays on the page while the content under it changes).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(announcer(page)).toHaveText(await page.title())

    // By keyboard: back from the heading to the header's Contact link, Enter.
    const contact = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Contact us' })
    await tabTo(page, contact, { back: true })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/contact$/)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeFocused()
    await expect(heading).toHaveAttribute('tabindex', '-1')
    await expect(announcer(page)).toHaveText(await page.title())
    expect(await page.title()).toMatch(/^Contact/)
    // The next Tab goes on from the top of the new page's content.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
  })

  test('the title is read in its own language on a te reo Māori page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Change language: Te reo Māori' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
    await waitForHydration(page)
    // The terms page's title has no te reo Māori yet: the live region carries the title's own language mark.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(announcer(page)).toHaveText(/^Terms and conditions \| /)
    await expect(page.locator('title')).toHaveAttribute('lang', 'en')
    await expect(announcer(page)).toHaveAttribute('lang', 'en')
    // The contact page's title is in te reo Māori, the page's language: nothing to mark.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Whakapā mai' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(announcer(page)).toHaveText(/^Whakapā mai \| /)
    await expect(announcer(page)).not.toHaveAttribute('lang', /.*/)
  })

  test('a navigation into the account dialog (a modal page) leaves the focus in the dialog', async ({ page }) => {
    await page.goto('/account/log-in/role-model')
    await waitForHydration(page)
    await page.getByRole('link', { name: FORGOT }).click()
    await expect(page).toHaveURL(/\/account\/log-in\/forgot-password$/)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused()
    await expect(announcer(page)).toHaveText('')
  })

  test('a failed submit and an outcome alert keep their focus; a search change is no new page', async ({ page }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    // Refused: the first invalid field has the focus, nothing is announced.
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(fieldError(page, 'Please enter your name')).toBeVisible()
    await expect(page.getByLabel('Name')).toBeFocused()
    await expect(announcer(page)).toHaveText('')

    // Sent: the redirect to /contact?sent=1 changes the search only; the outcome keeps the focus.
    await page.getByLabel('Name').fill(`Mere ${Date.now()}`)
    await page.getByLabel('Email').fill('mere.teacher@example.nz')
    await page.getByLabel('I am interested in').selectOption('school')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent.' })).toBeFocused()
    await expect(announcer(page)).toHaveText('')
  })

  test('a navigation that opens a dialog leaves the focus in it, and closing gives it back to the opener', async ({ page, request }) => {
    const ref = await reference(request)
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Tui', surname: `Heard${Date.now()}${Math.floor(Math.random() * 1000)}`, checkStatus: 'approved' })
    await signInAs(page, 'aorere', `/role-models?q=${roleModel.surname}`)
    await waitForHydration(page)
    const cardLink = page.getByRole('article').filter({ hasText: roleModel.surname }).getByRole('link', { name: `Tui ${roleModel.surname}` })
    await tabTo(page, cardLink, { max: 80 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/role-models/${roleModel.id}`))
    const dialog = page.getByRole('dialog', { name: new RegExp(roleModel.surname) })
    await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused()
    await expect(announcer(page)).toHaveText('')

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(/\/role-models\?/)
    await expect(cardLink).toBeFocused()
    await expect(announcer(page)).toHaveText('')
  })
})
