import { expect, test } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { fillSignUpForm, GOOD_PASSWORD, logIn, uniqueEmail } from './support/accounts'
import { waitForMail } from './support/mail'
import { fieldError } from './support/forms'
import { createRoleModel, signIn } from './support/role-models'

test.describe('role-model account settings', () => {
  test.describe.configure({ timeout: 120_000 })
  // The accounts are made verified through the API (createRoleModel) and signed in with signIn: signing up is
  // role-model-sign-up.spec's, the login form role-model-log-in.spec's.
  test('visitors are sent to log in first', async ({ page }) => {
    await page.goto('/account/settings')
    await expect(page).toHaveURL(/\/account\/log-in\/role-model\?returnTo=%2Faccount%2Fsettings$/)
  })

  test('the language follows the person: the switch saves it, signing in from another browser brings it back, settings show it @forms', async ({ page, browser, request }) => {
    const roleModel = await createRoleModel(request)
    await signIn(page, roleModel, '/account/settings')
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
    await page.getByRole('button', { name: 'Change language: Te reo Māori' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
    await expect(page).toHaveURL(/\/account\/settings$/)
    await expect(page.getByRole('radio', { name: 'Te reo Māori' })).toBeChecked()

    // A fresh browser: English until the person signs in, then theirs.
    const other = await browser.newContext({ javaScriptEnabled: test.info().project.name === 'js' })
    const elsewhere = await other.newPage()
    await elsewhere.goto('/')
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en')
    // Through the login form: what signing in does to the language is this test's subject.
    await signIn(elsewhere, roleModel, '/account/settings', { throughForm: true })
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'mi')
    // Back to English from the settings' own form, which saves it too.
    await elsewhere.getByRole('radio', { name: 'English' }).check()
    await elsewhere.locator('#language').getByRole('button').click()
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en')
    await expect(elsewhere).toHaveURL(/\/account\/settings#language$/)
    await other.close()
    await page.context().clearCookies()
    await signIn(page, roleModel, '/account/settings', { throughForm: true })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
  })

  test('change password: toggle shows and cancel hides the form; wrong current password; success @forms', async ({ page, request }) => {
    const roleModel = await createRoleModel(request)
    const { email, password } = roleModel
    await signIn(page, roleModel, '/account/settings')
    await expect(page.getByLabel('Current password')).toHaveCount(0)
    await page.getByRole('link', { name: 'Change password' }).click()
    await expect(page.getByLabel('Current password')).toBeVisible()
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page.getByLabel('Current password')).toHaveCount(0)

    await page.getByRole('link', { name: 'Change password' }).click()
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(fieldError(page, 'Old password is required')).toBeVisible()
    await expect(fieldError(page, 'New password is required')).toBeVisible()
    await expect(fieldError(page, 'Confirm password is required')).toBeVisible()

    await page.getByLabel('Current password').fill('Not-the-password-1')
    await page.getByLabel('New password').fill('Another-Pass-2027')
    await page.getByLabel('Confirm password').fill('Another-Pass-2027')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(fieldError(page, 'Current password incorrect')).toBeVisible()
    await expect(page.getByLabel('Current password')).toHaveValue('')

    await page.getByLabel('Current password').fill(password)
    await page.getByLabel('New password').fill('Another-Pass-2027')
    await page.getByLabel('Confirm password').fill('Another-Pass-2027')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.getByText('Your password has been changed.')).toBeVisible()

    await page.context().clearCookies()
    await logIn(page, email, 'Another-Pass-2027')
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')
  })

  test('update email: confirm must match, signs out, blocks login until the emailed link is used @forms', async ({ page, request }) => {
    const roleModel = await createRoleModel(request)
    const { email, password } = roleModel
    await signIn(page, roleModel, '/account/settings')
    const updateEmail = page.getByRole('region', { name: 'Update email address' })
    await page.getByRole('button', { name: 'Update email' }).click()
    await expect(fieldError(page, 'Email is required').first()).toBeVisible()
    await expect(fieldError(page, 'Password is required')).toBeVisible()

    const newEmail = uniqueEmail('new')
    await updateEmail.getByLabel('New email address', { exact: true }).fill('nope')
    await updateEmail.getByLabel('Confirm new email address').fill(newEmail)
    await updateEmail.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Update email' }).click()
    await expect(fieldError(page, 'Please enter an email address')).toBeVisible()

    await updateEmail.getByLabel('New email address', { exact: true }).fill(newEmail)
    await updateEmail.getByLabel('Confirm new email address').fill(uniqueEmail('other'))
    await updateEmail.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Update email' }).click()
    await expect(fieldError(page, 'Emails do not match')).toBeVisible()

    await updateEmail.getByLabel('Confirm new email address').fill('aroha.ngata@demo.example.nz')
    await updateEmail.getByLabel('New email address', { exact: true }).fill('aroha.ngata@demo.example.nz')
    await updateEmail.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Update email' }).click()
    await expect(fieldError(page, 'This email is already in use, please choose another email address')).toBeVisible()

    await updateEmail.getByLabel('New email address', { exact: true }).fill(newEmail)
    await updateEmail.getByLabel('Confirm new email address').fill(newEmail)
    await updateEmail.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Update email' }).click()
    await expect(page).toHaveURL(new RegExp(`/account/update-email/`))
    const dialog = page.getByRole('dialog', { name: 'Confirm your new email address' })
    await expect(dialog.locator('strong')).toHaveText(newEmail)
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()

    // Signed out, and neither address can log in yet.
    await page.goto('/account/settings')
    await expect(page).toHaveURL(/\/account\/log-in\/role-model/)
    await logIn(page, email, password)
    await expect(page.getByRole('alert')).toContainText('Please confirm your new email address')

    const mail = await waitForMail(newEmail, /Confirm your new email address/)
    await page.goto(mail.links.find((l: string) => l.includes('/account/confirm-email?token='))!)
    await expect(page.getByRole('dialog')).toContainText('Your email address has been updated.')
    await logIn(page, newEmail, password)
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')
  })

  test('delete account: validated, confirmed in a modal, then scheduled; the email cannot sign up again @forms', async ({ page, request, javaScriptEnabled }) => {
    const roleModel = await createRoleModel(request)
    const { email, password } = roleModel
    await signIn(page, roleModel, '/account/settings')
    await page.getByRole('button', { name: 'Delete account' }).click()
    await expect(fieldError(page, 'Delete reason is required')).toBeVisible()
    await expect(fieldError(page, 'Email is required')).toBeVisible()
    await expect(fieldError(page, 'Password is required')).toBeVisible()

    await page.getByLabel('Why are you deleting your account?').fill('x'.repeat(256))
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).last().fill(password)
    await page.getByRole('button', { name: 'Delete account' }).click()
    await expect(fieldError(page, 'No more than 255 characters')).toBeVisible()
    await expect(page.getByLabel('Why are you deleting your account?')).toHaveValue('x'.repeat(256))

    await page.getByLabel('Why are you deleting your account?').fill('Moving overseas')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).last().fill('Wrong-password-99')
    await page.getByRole('button', { name: 'Delete account' }).click()
    await expect(fieldError(page, 'Current password incorrect')).toBeVisible()

    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).last().fill(password)
    await page.getByRole('button', { name: 'Delete account' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('link', { name: 'Keep profile' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(page).toHaveURL(/\/account\/settings$/)

    await page.getByLabel('Why are you deleting your account?').fill('Moving overseas')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).last().fill(password)
    await page.getByRole('button', { name: 'Delete account' }).click()
    await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Yes, delete my account' }).click()
    await expect(page).toHaveURL(/\/account\/will-be-deleted\/\d{4}-\d{2}-\d{2}$/)
    const dialog = page.getByRole('dialog', { name: 'Your account will be deleted' })
    await expect(dialog).toContainText(/You can create a new account from \d{1,2} [A-Z][a-z]+ \d{4}/)
    if (javaScriptEnabled) await expectNoA11yViolations(page)

    // Signed out; logging in again shows the deletion page; the email cannot register again yet.
    await page.goto('/account/settings')
    await expect(page).toHaveURL(/\/account\/log-in\/role-model/)
    await logIn(page, email, password)
    await expect(page).toHaveURL(/\/account\/will-be-deleted\/\d{4}-\d{2}-\d{2}$/)
    await page.goto('/account/sign-up/role-model')
    await fillSignUpForm(page, { firstName: 'Mere', lastName: 'Again', email, password: GOOD_PASSWORD })
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(fieldError(page, `An account with that email (${email}) already exists`)).toBeVisible()
  })

  test('the settings page is accessible on desktop and phone', async ({ page, request }) => {
    await signIn(page, await createRoleModel(request))
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/account/settings?change-password')
      await page.screenshot({ path: `tests/.tmp/screens/settings-${width}.png`, fullPage: true })
      await expectNoA11yViolations(page)
    }
  })
})
