import { expect, test } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { logIn, uniqueEmail } from './support/accounts'
import { createRoleModel } from './support/role-models'
import { mailCount } from './support/mail'
import { fieldError } from './support/forms'

const DEMO = { email: 'aroha.ngata@demo.example.nz', password: 'Kia-ora-Demo-2026' }

test.describe('role-model log in', () => {
  test('logs in and goes to returnTo, or /role-model by default @forms', async ({ page }) => {
    await page.goto('/account/log-in/role-model?returnTo=%2Faccount%2Fsettings')
    await expect(page.getByRole('dialog', { name: 'Log in as a role model' })).toBeVisible()
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email)
    await page.getByLabel('Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/account\/settings$/)

    await page.context().clearCookies()
    await logIn(page, DEMO.email, DEMO.password)
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')
  })

  test('refuses a returnTo on another site', async ({ page }) => {
    await page.goto('/account/log-in/role-model?returnTo=https%3A%2F%2Fevil.example%2F')
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email)
    await page.getByLabel('Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')
  })

  test('session cookie persists only with Keep me signed in', async ({ page }) => {
    await logIn(page, DEMO.email, DEMO.password)
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')
    let cookie = (await page.context().cookies()).find((c) => c.name === '__session')!
    expect(cookie.expires).toBe(-1)
    await page.context().clearCookies()
    await logIn(page, DEMO.email, DEMO.password, { remember: true })
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')
    cookie = (await page.context().cookies()).find((c) => c.name === '__session')!
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)
  })

  test('shows the spec messages for missing fields and wrong credentials, keeping the email @forms', async ({ page, javaScriptEnabled }) => {
    await page.goto('/account/log-in/role-model')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(fieldError(page, 'Email is required')).toBeVisible()
    await expect(fieldError(page, 'Please enter a password')).toBeVisible()
    if (javaScriptEnabled) await expect(page.getByLabel('Email', { exact: true })).toBeFocused()

    await page.getByLabel('Email', { exact: true }).fill('not-an-email')
    await page.getByLabel('Password').fill('whatever')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(fieldError(page, 'Please enter a valid email address')).toBeVisible()

    await page.getByLabel('Email', { exact: true }).fill('nobody@e2e.example.nz')
    await page.getByLabel('Password').fill('Wrong-password-1')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert')).toContainText('The email address or password you entered is incorrect.')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('nobody@e2e.example.nz')
    await expect(page.getByLabel('Password')).toHaveValue('')
  })

  test('the login modal is accessible and links to forgot password and resend verification', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/account/log-in/role-model')
      await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Resend verification email?' })).toBeVisible()
      // The password box keeps a usable width beside (or, on a phone, above) its 'Show password' button.
      await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible()
      const emailBox = (await page.getByLabel('Email').boundingBox())!
      expect((await page.getByLabel('Password', { exact: true }).boundingBox())!.width).toBeGreaterThan(emailBox.width * 0.6)
      await page.screenshot({ path: `tests/.tmp/screens/log-in-${width}.png`, fullPage: false })
      await expectNoA11yViolations(page)
    }
  })

  test('five wrong passwords lock the account, which answers like a wrong password, as an unknown email does @forms', async ({ page, request }) => {
    test.setTimeout(90_000)
    // A verified account made through the API: signing up is role-model-sign-up.spec's.
    const { email, password } = await createRoleModel(request)
    const incorrect = 'The email address or password you entered is incorrect. Please try again.'
    for (let attempt = 1; attempt <= 5; attempt++) {
      await logIn(page, email, 'Wrong-password-1')
      await expect(page.getByRole('alert')).toContainText(incorrect)
    }
    // Locked: the right password is refused with the same words, so nobody learns the account exists.
    await logIn(page, email, password)
    await expect(page.getByRole('alert')).toContainText(incorrect)
    await expect(page).toHaveURL(/\/account\/log-in\/role-model/)
    await logIn(page, uniqueEmail('nobody'), 'Wrong-password-1')
    await expect(page.getByRole('alert')).toContainText(incorrect)
  })

  test('a verification link that is not valid says so', async ({ page }) => {
    await page.goto('/account/verify?token=forged.token')
    await expect(page).toHaveURL(/\/account\/log-in\/resend-verification-email$/)
    await expect(page.getByRole('alert')).toContainText('This verification link is not valid. Please request a new one.')
  })

  test('the bot check on forgot password: a filled honeypot gets the sent page and no email', async ({ page, request }) => {
    const { email } = await createRoleModel(request)
    const before = mailCount(email)
    await page.goto('/account/log-in/forgot-password')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.locator('input[name=Website]').fill('http://spam.example', { force: true })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/account\/log-in\/forgot-password\/sent$/)
    await page.waitForTimeout(1000)
    expect(mailCount(email)).toBe(before)
  })

  test('a one-off alert stays with the page it came to: moving on in the modal does not bring it back', async ({ page }) => {
    await page.goto('/account/verify?token=forged.token')
    const message = 'This verification link is not valid. Please request a new one.'
    await expect(page.getByRole('alert')).toContainText(message)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await page.getByRole('link', { name: 'Back to log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in as a role model' })).toBeVisible()
    await expect(page.getByText(message)).toHaveCount(0)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL(/\/account\/log-in\/forgot-password$/)
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
    await expect(page.getByText(message)).toHaveCount(0)
  })
})
