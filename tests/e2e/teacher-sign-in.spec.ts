import { expect, test } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { securityId, signInAs, startSso } from './support/teacher'

test.describe('teacher sign-in through the Education Sector Logon (local identity provider)', () => {
  // Here the browser goes through the identity provider's pages (throughForm): elsewhere signInAs sends their requests.
  // Logging out ends every session of the account, so tests that log out use a teacher no other test signs in as.
  test('a teacher with the access role at an active school signs in and lands on their events, browse one click away @forms', async ({ page }) => {
    await signInAs(page, 'aorere-2', undefined, { throughForm: true })
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible()
    // "Create an event" first, browse one click away.
    const main = page.getByRole('main')
    await expect(main.getByRole('link').first()).toHaveText('Create an event')
    await main.getByRole('link', { name: 'Browse role models' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Browse role models' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
    // Signing in again (same subject) keeps the same teacher; a second school works too.
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
    await signInAs(page, 'hamilton', '/role-models?eventType=online', { throughForm: true })
    await expect(page).toHaveURL(/\/role-models\?eventType=online$/)
  })

  test('the login and sign-up modal’s school-or-teacher buttons start the same sign-in @forms', async ({ page }) => {
    await page.goto('/account/log-in')
    await page.getByRole('button', { name: 'Log in as a school or teacher' }).click()
    await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible()
    await page.getByRole('radio', { name: /Mele Tupou/ }).check()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/events$/)
    // Signed out in this browser alone: logging out would end Mele's sessions in the tests running beside this one.
    await page.context().clearCookies()
    await page.goto('/account/sign-up')
    await page.getByRole('button', { name: 'Sign up as a school or teacher' }).click()
    await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible()
  })

  test('refusals show the spec’s messages and sign nobody in @forms', async ({ page }) => {
    for (const [key, message] of [
      ['kaikoura', 'Your school is not currently participating'],
      ['unknown-school', 'Your school is not currently participating'],
      ['no-role', "We can't log you in as you don't have access"],
    ] as const) {
      await signInAs(page, key, undefined, { throughForm: true })
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('alert')).toContainText(message)
      await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
      const browse = await page.request.get('/role-models', { maxRedirects: 0 })
      expect(browse.status()).toBe(302)
    }
  })

  test('the identity provider’s form is accessible; its headers are the product’s', async ({ page }) => {
    await page.goto('/')
    await startSso(page)
    await expectNoA11yViolations(page)
    const response = await page.request.get(page.url())
    expect(response.headers()['content-security-policy']).toContain("form-action 'self'")
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: 'tests/.tmp/screens/dev-idp-375.png', fullPage: true })
  })

  test('cancelling at the identity provider comes back with a clear message', async ({ page }) => {
    await startSso(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.')
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  })

  test('a tampered or replayed callback is refused clearly, never signing anyone in', async ({ page }) => {
    // Without the SecurityID the form post is refused.
    await page.goto('/')
    expect((await page.request.post('/auth/sso', { form: { AuthenticationMethod: 'SSO' }, maxRedirects: 0 })).status()).toBe(403)
    expect((await page.request.post('/auth/sso', { form: { AuthenticationMethod: 'Password', SecurityID: await securityId(page) }, maxRedirects: 0 })).status()).toBe(400)

    // A callback nobody started.
    await page.goto('/auth/sso/callback?code=forged&state=forged')
    await expect(page.getByRole('alert')).toContainText('Your session has expired. Please refresh the page and try again.')

    // A started sign-in whose callback has the wrong state.
    await startSso(page)
    await page.goto('/auth/sso/callback?code=forged&state=wrong')
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.')
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)

    // A real callback used twice: the second time there is no pending sign-in to finish.
    let callback = ''
    page.on('request', (request) => {
      if (request.url().includes('/auth/sso/callback?code=')) callback = request.url()
    })
    await signInAs(page, 'aorere', undefined, { throughForm: true })
    await expect(page).toHaveURL(/\/events$/)
    expect(callback).toContain('state=')
    // Signed out in this browser alone (logging out would end Sam's sessions in every test running beside this one).
    await page.context().clearCookies()
    await page.goto(callback)
    await expect(page.getByRole('alert')).toContainText('Your session has expired. Please refresh the page and try again.')
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  })
})
