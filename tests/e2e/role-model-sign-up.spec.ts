import { expect, test } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { fillSignUpForm, GOOD_PASSWORD, logIn, signUpAndVerify, uniqueEmail } from './support/accounts'
import { mailCount, waitForMail } from './support/mail'
import { fieldError } from './support/forms'
import { waitForHydration } from './support/teacher'

test.describe('role-model sign-up and email verification', () => {
  test('the login and sign-up modal offers role-model and school options and cannot be closed by the overlay', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/account\/log-in$/)
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog).toContainText('Education Sector Logon')
    await expect(dialog.getByRole('button', { name: 'Log in as a school or teacher' })).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('link', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/account\/sign-up$/)
    await expect(page.getByRole('dialog', { name: 'Sign up' }).locator('form[action="/auth/sso"] input[name=AuthenticationMethod]')).toHaveValue('SSO')
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Sign up as a role model' }).click()
    await expect(page.getByRole('dialog', { name: 'Sign up as a role model' })).toBeVisible()
  })

  test('with JavaScript the modal steps change without a full page load', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => (window.marker = 'still here'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click()
    await page.getByRole('link', { name: 'Log in as a role model' }).click()
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('dialog', { name: 'Forgot your password?' })).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => window.marker)).toBe('still here')
  })

  test('signs up, shows the success page, verifies from the real email and logs in @forms', async ({ page }) => {
    const email = uniqueEmail()
    await page.goto('/account/sign-up/role-model')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD)
    await page.getByLabel('Confirm password').fill(GOOD_PASSWORD)
    await page.getByLabel('First name').fill('Mere')
    await page.getByLabel('Last name').fill('Tester')
    await page.getByLabel(/I have read and accept/).check()
    await expect(page.getByRole('link', { name: 'terms and conditions', exact: true })).toHaveAttribute('href', '/terms')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByRole('dialog', { name: 'Check your email' })).toContainText('We have sent a verification link to')
    await expect(page.locator('strong', { hasText: email })).toBeVisible()

    // Before verifying, the account cannot log in.
    await logIn(page, email, GOOD_PASSWORD)
    await expect(page.getByRole('alert')).toContainText('Please verify your account before signing in')

    const mail = await waitForMail(email, /Verify your email address/)
    const link = mail.links.find((l: string) => l.includes('/account/verify?token='))!
    await page.goto(link)
    await expect(page).toHaveURL(/\/account\/log-in\/role-model$/)
    await expect(page.getByRole('dialog')).toContainText('Your email address has been verified.')
    // Following the link again says it is already verified.
    await page.goto(link)
    await expect(page.getByRole('dialog')).toContainText('Your email address has already been verified. Log in to continue profile creation.')

    await logIn(page, email, GOOD_PASSWORD)
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')
  })

  test('an email that already has an account is refused with the spec message, keeping what was typed @forms', async ({ page }) => {
    await page.goto('/account/sign-up/role-model')
    await fillSignUpForm(page, { firstName: 'Aroha', lastName: 'Again', email: 'Aroha.Ngata@demo.example.nz', password: GOOD_PASSWORD })
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(fieldError(page, 'An account with that email (aroha.ngata@demo.example.nz) already exists')).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('Aroha')
    await expect(page.getByLabel('Last name')).toHaveValue('Again')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('Aroha.Ngata@demo.example.nz')
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Confirm password')).toHaveValue('')
  })

  test('every sign-up rule shows its exact message @forms', async ({ page, javaScriptEnabled }) => {
    await page.goto('/account/sign-up/role-model')
    // With JavaScript the form is checked in the page once React has hydrated it (before, it is a plain post).
    if (javaScriptEnabled) await waitForHydration(page)
    await page.getByRole('button', { name: 'Sign up' }).click()
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Please enter a password', 'Confirm password is required', 'Please read and accept the terms and conditions before signup']) {
      await expect(fieldError(page, message)).toBeVisible()
    }
    if (javaScriptEnabled) await expect(page.getByLabel('First name')).toBeFocused()

    await page.getByLabel('First name').fill('Mere')
    await page.getByLabel('Last name').fill('Tester')
    await page.getByLabel('Email', { exact: true }).fill(`${'a'.repeat(65)}@example.nz`)
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password').fill('different')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(fieldError(page, 'Please enter a valid email address')).toBeVisible()
    await expect(fieldError(page, 'Your password must be at least 10 characters long')).toBeVisible()
    await expect(page.getByText(/Your password must contain at least 3 of the following/)).toBeVisible()
    // The oversized address is kept as typed, not truncated.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`${'a'.repeat(65)}@example.nz`)

    for (const tooLong of [`a@${'b'.repeat(64)}.nz`, `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.nz`]) {
      await page.getByLabel('Email', { exact: true }).fill(tooLong)
      await page.getByRole('button', { name: 'Sign up' }).click()
      await expect(fieldError(page, 'Please enter a valid email address')).toBeVisible()
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(tooLong)
    }

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail())
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD)
    await page.getByLabel('Confirm password').fill(`${GOOD_PASSWORD}x`)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(fieldError(page, 'Your passwords do not match')).toBeVisible()
  })

  test('sign-up and account pages are accessible on desktop and phone', async ({ page }) => {
    // Axe on every account page at two widths: three times the usual time on a shared machine.
    test.slow()
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [name, path] of [['sign-up', '/account/sign-up/role-model'], ['chooser', '/account/sign-up'], ['forgot', '/account/log-in/forgot-password'], ['success', '/account/sign-up/role-model/someone%40example.nz'], ['deleted', '/account/will-be-deleted/2024-03-05'], ['terms', '/terms']]) {
        await page.goto(path)
        await page.screenshot({ path: `tests/.tmp/screens/${name}-${width}.png` })
        await expectNoA11yViolations(page)
      }
    }
    await page.goto('/account/will-be-deleted/2024-03-05')
    await expect(page.getByRole('dialog')).toContainText('You can create a new account from 5 March 2024')
    await page.getByRole('link', { name: 'Done' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
  })

  test('the password checklist shows each rule as met while typing', async ({ page }) => {
    await page.goto('/account/sign-up/role-model')
    await page.waitForLoadState('networkidle')
    // Each rule is a list item: its text, then whether it is met (for screen readers).
    const rule = (text: string) => page.locator('.password-requirements li', { hasText: text })
    await page.getByLabel('Password', { exact: true }).fill('abc')
    await expect(rule('At least 10 characters')).toContainText('(not met)')
    await page.getByLabel('Password', { exact: true }).fill('abcdefghiJ1')
    await expect(rule('At least 10 characters')).toContainText('(met)')
    await expect(rule('At least 3 of the following:')).toContainText('(met)')
    await expect(rule('a special character')).toContainText('(not met)')
  })

  test('on a phone the terms box at the foot of the scrolled form can be ticked: the dialog stays where it was', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/account/sign-up/role-model')
    await waitForHydration(page)
    // Leaving the last field for the box re-renders the form; the dialog used to jump to its top under the finger.
    await fillSignUpForm(page, { firstName: 'Mere', lastName: 'Tester', email: uniqueEmail(), password: GOOD_PASSWORD })
    await expect(page.getByLabel(/I have read and accept/)).toBeChecked()
    await expect(page.getByLabel(/I have read and accept/)).toBeInViewport()
  })

  test('the bot check: a filled honeypot creates no account and sends no email', async ({ page }) => {
    const email = uniqueEmail('bot')
    await page.goto('/account/sign-up/role-model')
    await fillSignUpForm(page, { firstName: 'Bot', lastName: 'Bot', email, password: GOOD_PASSWORD })
    await page.locator('input[name=Website]').fill('http://spam.example', { force: true })
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible()
    await page.waitForTimeout(1000)
    expect(mailCount(email)).toBe(0)
  })

  test('resend verification: sends a new link, or sends verified accounts to log in with a warning @forms', async ({ page }) => {
    const email = uniqueEmail()
    await page.goto('/account/sign-up/role-model')
    await fillSignUpForm(page, { firstName: 'Mere', lastName: 'Tester', email, password: GOOD_PASSWORD })
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible()
    await waitForMail(email, /Verify/)

    await page.goto('/account/log-in/role-model')
    await page.getByRole('link', { name: 'Resend verification email?' }).click()
    await expect(page.getByRole('dialog', { name: 'Resend verification email' })).toBeVisible()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(fieldError(page, 'Email is required')).toBeVisible()
    await page.getByLabel('Email', { exact: true }).fill('not-valid')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(fieldError(page, 'Please enter a valid email address')).toBeVisible()
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/account\/log-in\/resend-verification-email\/sent$/)
    await expect.poll(() => mailCount(email)).toBe(2)
    const mail = await waitForMail(email, /Verify/)
    await page.goto(mail.links.find((l: string) => l.includes('/account/verify'))!)
    await expect(page.getByRole('dialog')).toContainText('Your email address has been verified.')

    await page.goto('/account/log-in/resend-verification-email')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/account\/log-in\/role-model$/)
    await expect(page.getByRole('alert')).toContainText('Your email address has already been verified. Log in to continue profile creation.')
  })

  test('forgot and reset password: same answer for unknown emails, single-use link, new password works @forms', async ({ page }) => {
    const { email } = await signUpAndVerify(page)
    await page.goto('/account/log-in/role-model')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('dialog', { name: 'Forgot your password?' })).toBeVisible()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(fieldError(page, 'Email is required')).toBeVisible()

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'))
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/account\/log-in\/forgot-password\/sent$/)
    // With JavaScript the address changes a moment before the dialog shows the answer: read it once it is there.
    const sent = /If an account exists for that email address/
    await expect(page.getByRole('dialog')).toContainText(sent)
    const unknownText = await page.getByRole('dialog').innerText()

    await page.goto('/account/log-in/forgot-password')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/account\/log-in\/forgot-password\/sent$/)
    await expect(page.getByRole('dialog')).toContainText(sent)
    expect(await page.getByRole('dialog').innerText()).toBe(unknownText)

    const mail = await waitForMail(email, /Reset your password/)
    const link = mail.links.find((l: string) => l.includes('/account/log-in/reset-password?token='))!
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible()
    await expect(page.getByText('Thank you. You can now reset your password.')).toBeVisible()
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expect(fieldError(page, 'New password is required')).toBeVisible()
    await expect(fieldError(page, 'Confirm new password is required')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('New-Password-2027')
    await page.getByLabel('Confirm new password').fill('New-Password-2028')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expect(fieldError(page, 'Your passwords do not match')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('New-Password-2027')
    await page.getByLabel('Confirm new password').fill('New-Password-2027')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expect(page).toHaveURL(/\/account\/log-in\/role-model$/)
    await expect(page.getByRole('dialog')).toContainText('Your password has been reset.')
    await expect(page.getByRole('dialog')).toContainText('Log in with your new password below.')

    await logIn(page, email, 'New-Password-2027')
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')

    // The link works once.
    await page.context().clearCookies()
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText('Your reset password attempt has expired please try again')
  })
})

test.describe('the password requirements popout', () => {
  test('pops out while the password field has focus, and is its description throughout; without JavaScript it simply shows @forms', async ({ page, javaScriptEnabled }) => {
    await page.goto('/account/sign-up/role-model')
    const password = page.getByLabel('Password', { exact: true })
    const requirement = page.locator('.password-requirements li', { hasText: 'At least 10 characters' })
    // Screen readers hear the requirements whether or not they show.
    await expect(password).toHaveAccessibleDescription(/At least 10 characters/)
    if (!javaScriptEnabled) {
      await expect(requirement).toBeVisible()
      return
    }
    await waitForHydration(page)
    await expect(requirement).toBeHidden()
    await password.focus()
    await expect(requirement).toBeVisible()
    await password.fill('abcdefghiJ1')
    await expect(requirement).toContainText('(met)')
    await page.screenshot({ path: 'tests/.tmp/screens/password-popout-1280.png' })
    // The next field can be clicked straight through the popout, which then folds away.
    await page.getByLabel('Confirm password').click()
    await expect(page.getByLabel('Confirm password')).toBeFocused()
    await expect(requirement).toBeHidden()
    await expectNoA11yViolations(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await password.focus()
    await expect(requirement).toBeVisible()
    await expectNoA11yViolations(page)
    await page.screenshot({ path: 'tests/.tmp/screens/password-popout-375.png' })
  })
})
