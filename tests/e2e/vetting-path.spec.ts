import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { expectHonestLanguage } from './support/mi-scan'
import { fieldError } from './support/forms'
import { waitForMail } from './support/mail'
import { completeProfileData, createRoleModel, getRoleModel, reference, signIn } from './support/role-models'
import { shoot } from './support/screens'
import { signInToAdmin } from './support/staff'

// The vetting path (decision 0084): the role model gives their legal name, date of birth and consent in a step of their
// profile and follows their check on a timeline; staff record that they asked NZ Police, then the result.

const nzDay = (date: Date) => new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', year: 'numeric' }).format(date)
const nzYmd = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(date)
/** A date as the form takes it (dd/mm/yyyy). */
const typed = (ymd: string) => ymd.split('-').reverse().join('/')
/** The day after eighteen years ago today, in New Zealand: one day too young. */
function oneDayUnder18() {
  const [year, month, day] = nzYmd(new Date()).split('-').map(Number)
  const date = new Date(Date.UTC(year - 18, month - 1, day + 1))
  return date.toISOString().slice(0, 10)
}

const timelineRow = (page: Page, label: string) => page.getByRole('region', { name: 'Your criminal record check' }).locator('dl > div').filter({ hasText: label })

test.describe('the vetting path', () => {
  test('a role model gives details and consent; staff record requested, then approved; the timeline follows @forms', async ({ page, browser, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    const surname = `Vetted${Date.now()}`
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Aroha', surname, checkStatus: 'not-received' })
    const today = nzDay(new Date())
    await signIn(page, roleModel)

    const check = page.getByRole('region', { name: 'Your criminal record check' })
    await expect(timelineRow(page, 'Consent given')).toContainText('Not yet')
    await expect(check).toContainText('Give your full legal name, date of birth and consent, so we can ask NZ Police for your check.')
    if (javaScriptEnabled) await expectNoA11yViolations(page)
    await check.getByRole('link', { name: 'Give your details and consent' }).click()
    await expect(page).toHaveURL(/\/role-model\/profile\/vetting$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Your criminal record check' })).toBeVisible()

    // Bad input: too young and no consent. What was typed stays; the first invalid field takes the focus.
    await page.getByLabel('Full legal name').fill('Aroha Mere Ngata')
    // By keyboard: with JavaScript each field is checked as it loses focus, and its message moves what comes after it
    // (a pointer's press would land where the button was).
    await page.getByLabel('Date of birth').fill(typed(oneDayUnder18()))
    await page.getByLabel('Date of birth').press('Tab')
    await expect(page.getByLabel(/I consent to .* asking NZ Police/)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Give my details and consent' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(fieldError(page, 'You must be 18 or older to be a role model')).toBeVisible()
    await expect(fieldError(page, 'Tick the box to give your consent')).toBeVisible()
    await expect(page.getByLabel('Full legal name')).toHaveValue('Aroha Mere Ngata')
    await expect(page.getByLabel('Date of birth')).toHaveValue(typed(oneDayUnder18()))
    if (javaScriptEnabled) {
      await expect(page.getByLabel('Date of birth')).toBeFocused()
      await expectNoA11yViolations(page)
    }
    await shoot(page, 'vetting-step-errors')
    expect((await getRoleModel(request, roleModel.id)).vettingConsentAt ?? null).toBeNull()

    await page.getByLabel('Date of birth').fill('04/05/1990')
    await page.getByLabel('Date of birth').press('Tab')
    await page.getByLabel(/I consent to .* asking NZ Police/).check()
    await page.getByRole('button', { name: 'Give my details and consent' }).click()
    await expect(page).toHaveURL(/\/role-model(#check)?$/)
    await expect(page.getByText('Thank you: we have your details and consent.')).toBeVisible()
    await expect(timelineRow(page, 'Consent given')).toContainText(today)
    await expect(timelineRow(page, 'Requested from NZ Police by our team')).toContainText('Not yet')
    await expect(check).toContainText('Our team will ask NZ Police for your check')
    await waitForMail(roleModel.email, /We have your consent for your criminal record check/)

    // The date of birth is never shown back: the step says it was given and offers to change it.
    await check.getByRole('link', { name: 'Change your details' }).click()
    await expect(page.getByText('Date of birth given.')).toBeVisible()
    await expect(page.getByLabel('Change your date of birth')).toHaveValue('')
    for (const shown of ['04/05/1990', '4 May 1990', '1990-05-04']) expect(await page.content()).not.toContain(shown)
    await expect(page.getByLabel('Full legal name')).toHaveValue('Aroha Mere Ngata')
    if (javaScriptEnabled) await expectNoA11yViolations(page)

    // Staff: the consent waits with what the request needs; two presses, requested then approved.
    const staffContext = await browser.newContext({ javaScriptEnabled })
    const staffPage = await staffContext.newPage()
    await signInToAdmin(staffPage, request)
    await staffPage.goto('/staff/vetting')
    const consents = staffPage.getByRole('region', { name: /Consents waiting for a request to NZ Police/ })
    const consentRow = consents.getByRole('row').filter({ hasText: `Aroha ${surname}` })
    await expect(consentRow).toContainText('Aroha Mere Ngata')
    await expect(consentRow).toContainText('4 May 1990')
    await expect(consentRow).toContainText(today)
    if (javaScriptEnabled) await expectNoA11yViolations(staffPage)
    await shoot(staffPage, 'staff-vetting-consents')
    await consentRow.getByRole('button', { name: `Record that NZ Police were asked for the check of Aroha ${surname}` }).click()
    await expect(staffPage.getByText(`Recorded that NZ Police were asked for the check of Aroha ${surname}`)).toBeVisible()
    await expect(consents.getByRole('row').filter({ hasText: `Aroha ${surname}` })).toHaveCount(0)
    await waitForMail(roleModel.email, /We have asked NZ Police for your criminal record check/)

    await page.goto('/role-model')
    await expect(timelineRow(page, 'Requested from NZ Police by our team')).toContainText(today)
    await expect(check).toContainText('We have asked NZ Police.')
    await expect(check.getByRole('link')).toHaveCount(0)
    await page.goto('/role-model/profile/vetting')
    await expect(page.getByText('We have asked NZ Police with the details you gave, so they cannot be changed now.')).toBeVisible()
    await expect(page.getByLabel('Full legal name')).toHaveCount(0)

    const waiting = staffPage.getByRole('region', { name: /Checks waiting for a result/ })
    await waiting.getByRole('row').filter({ hasText: `Aroha ${surname}` }).getByRole('button', { name: `Approve the check of Aroha ${surname}` }).click()
    await expect(staffPage.getByText(`The check of Aroha ${surname} is approved`)).toBeVisible()
    await waitForMail(roleModel.email, /Your criminal record check has been approved/)
    await staffContext.close()

    const stored = await getRoleModel(request, roleModel.id)
    expect(stored.dateOfBirth ?? null).toBeNull()
    await page.goto('/role-model')
    await expect(page.getByText('Your profile is live.')).toBeVisible()
    await expect(timelineRow(page, 'Result received')).toContainText(today)
    await expect(timelineRow(page, 'Approved until')).toContainText(nzDay(new Date(stored.checkExpiresAt)))
    await expect(timelineRow(page, 'Renewal due')).toContainText(String(new Date(stored.checkExpiresAt).getUTCFullYear()))
    await expect(check).toContainText('There is nothing you need to do until your renewal is due.')
    if (javaScriptEnabled) {
      await expectNoA11yViolations(page)
      await page.setViewportSize({ width: 375, height: 740 })
      await check.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
    await shoot(page, 'landing-check-approved')
  })

  test('a date of birth in the future is refused and nothing is stored', async ({ page, request }) => {
    const roleModel = await createRoleModel(request, { firstName: 'Tama', surname: `Future${Date.now()}`, checkStatus: 'not-received' })
    await signIn(page, roleModel, '/role-model/profile/vetting')
    await page.getByLabel('Full legal name').fill('Tama Ngata')
    const tomorrow = nzYmd(new Date(Date.now() + 86_400_000))
    await page.getByLabel('Date of birth').fill(typed(tomorrow))
    await page.getByLabel('Date of birth').press('Tab')
    await page.keyboard.press('Space')
    await expect(page.getByLabel(/I consent to .* asking NZ Police/)).toBeChecked()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(fieldError(page, 'Your date of birth cannot be in the future')).toBeVisible()
    const stored = await getRoleModel(request, roleModel.id)
    expect(stored.vettingConsentAt ?? null).toBeNull()
    expect(stored.legalName ?? null).toBeNull()
  })

  test('the step refuses a post without the SecurityID', async ({ page, request }) => {
    const roleModel = await createRoleModel(request, { firstName: 'Rua', surname: `Token${Date.now()}`, checkStatus: 'not-received' })
    await signIn(page, roleModel, '/role-model/profile/vetting')
    const answer = await page.request.post('/role-model/profile/vetting', { form: { LegalName: 'Rua Ngata', DateOfBirth: '04/05/1990', Consent: '1' }, maxRedirects: 0 })
    expect(answer.status()).toBe(403)
    expect((await getRoleModel(request, roleModel.id)).vettingConsentAt ?? null).toBeNull()
  })

  test('in te reo Māori the timeline and the step mark their English (no te reo copy yet)', async ({ page, request }) => {
    const ref = await reference(request)
    const surname = `Vrenkel${Date.now()}`
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Hohepa', surname, whatDoYouDo: 'Zelqor', tellUsWhatYouDoNow: 'Zelqor vrass.', checkStatus: 'not-received' })
    const userTexts = ['Hohepa', surname, 'Zelqor', 'Zelqor vrass.', '021 555 0142']
    await signIn(page, roleModel)
    await page.locator('.language-switch button').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
    await expectHonestLanguage(page, 'landing with the vetting timeline', { userTexts })
    await page.goto('/role-model/profile/vetting')
    await expectHonestLanguage(page, 'vetting step', { userTexts })
    await page.getByRole('button', { name: 'Give my details and consent' }).click()
    await expect(page.locator('.error-summary').first()).toBeVisible()
    await expectHonestLanguage(page, 'vetting step, refused', { userTexts })
  })
})
