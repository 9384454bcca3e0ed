import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { waitForMail } from './support/mail'
import { completeProfileData, createRoleModel, getRoleModel, reference, regionAndDistricts, signIn, STAFF } from './support/role-models'

const WARNING = 'Your profile is not visible to teachers yet. Your criminal record check has either not been received or not been reviewed by our team yet.'
const tmp = path.resolve('tests/.tmp/profile-files')

async function files() {
  fs.mkdirSync(tmp, { recursive: true })
  const jpeg = path.join(tmp, 'photo.jpg')
  const png = path.join(tmp, 'photo.png')
  const disguised = path.join(tmp, 'not-a-photo.jpg')
  const oversized = path.join(tmp, 'oversized.png')
  if (!fs.existsSync(oversized)) {
    fs.writeFileSync(jpeg, await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e7d32' } }).jpeg().toBuffer())
    fs.writeFileSync(png, await sharp({ create: { width: 300, height: 300, channels: 4, background: '#b26a00' } }).png().toBuffer())
    fs.writeFileSync(disguised, '<html><body>This is not an image</body></html>')
    // A real PNG padded to exactly 2 MB + 1 byte.
    const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer()
    fs.writeFileSync(oversized, Buffer.concat([small, Buffer.alloc(2_097_153 - small.length)]))
  }
  return { jpeg, png, disguised, oversized }
}

async function shoot(page: Page, name: string) {
  if (test.info().project.name !== 'js') return
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `tests/.tmp/screens/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const errorOf = (page: Page, text: string) => page.locator('.field-errors li', { hasText: text })

test.describe('role-model profile', () => {
  test('a new role model creates a profile: basic information, then your journey @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    const { region, district } = regionAndDistricts(ref)
    const { jpeg } = await files()
    const roleModel = await createRoleModel(request, { firstName: 'Hana', surname: 'Parata' })
    await signIn(page, roleModel)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia ora, Hana')
    await expect(page.getByText(WARNING)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Basic information' })).toBeVisible()
    await expect(page.getByText('About 10 minutes')).toBeVisible()
    await expect(page.getByText('About 15 minutes')).toBeVisible()
    await expect(page.getByText('We have not received your criminal record check yet.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'My invites' })).toBeVisible()
    await expect(page.getByText('You have no invitations waiting for a reply.')).toBeVisible()
    await expect(page.getByText('You have no upcoming events.')).toBeVisible()
    if (javaScriptEnabled) await expectNoA11yViolations(page)
    await shoot(page, 'landing-new')

    await page.getByRole('region', { name: 'Basic information' }).getByRole('link', { name: /Continue/ }).click()
    await expect(page).toHaveURL(/\/role-model\/profile\/basic-information$/)
    await page.getByLabel('First name', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    for (const message of ['First name is required', 'Phone number is required', 'Pronoun is required', 'Gender is required', 'Age is required',
      'Ethnicity is required', 'Region is required', 'District is required', 'Languages spoken is required', 'You must select at least one of these options.']) {
      await expect(errorOf(page, message)).toBeVisible()
    }
    // What was typed is kept: the last name is still there.
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Parata')
    if (javaScriptEnabled) await expect(page.getByLabel('First name', { exact: true })).toBeFocused()
    await shoot(page, 'basic-errors')

    await page.getByLabel('First name', { exact: true }).fill('Hana')
    await page.getByLabel('Phone number', { exact: true }).fill('021 555 0100')
    await page.getByLabel('Pronoun', { exact: true }).selectOption({ label: ref.pronouns[0].title })
    await page.getByLabel('Gender', { exact: true }).selectOption({ label: ref.genders[0].title })
    await page.getByLabel('Age', { exact: true }).selectOption({ label: ref['age-ranges'][0].title })
    await page.getByRole('group', { name: 'Ethnicity' }).getByLabel(ref.ethnicities[1].title, { exact: true }).check()
    await page.getByRole('group', { name: 'Languages spoken' }).getByLabel(ref.languages[0].title, { exact: true }).check()
    await page.getByLabel('Online events').check()
    const districtSelect = page.getByLabel('District', { exact: true })
    await page.getByLabel('Region', { exact: true }).selectOption({ label: region.title })
    if (!javaScriptEnabled) {
      await page.getByRole('button', { name: 'Show districts for this region' }).click()
      // Everything typed survives the reload.
      await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('021 555 0100')
      await expect(page.getByLabel('Online events')).toBeChecked()
    }
    await expect(districtSelect).toBeEnabled()
    await districtSelect.selectOption({ label: district.title })
    await page.getByLabel(/^(Choose|Replace) photo$/).setInputFiles(jpeg)
    if (javaScriptEnabled) await expect(page.getByRole('img', { name: 'Your new photo (not saved yet)' })).toBeVisible()
    await page.getByRole('button', { name: 'Save and continue' }).click()

    await expect(page).toHaveURL(/\/role-model\/profile\/your-journey$/)
    await expect(page.getByText('Basic information saved.')).toBeVisible()
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(errorOf(page, 'What do you do? is required')).toBeVisible()
    await expect(errorOf(page, 'Industry is required')).toBeVisible()
    await page.getByLabel('What do you do?').fill('Marine <b>biologist</b>')
    await page.getByLabel('Industry', { exact: true }).selectOption({ label: ref.industries[1].title })
    await page.getByLabel('Tell us what you do now').fill('I count fish & study <script>alert(1)</script> oceans.')
    if (javaScriptEnabled) await expect(page.getByText('946 characters remaining')).toBeVisible()
    await shoot(page, 'journey')
    await page.getByRole('button', { name: 'Save profile' }).click()

    await expect(page).toHaveURL(/\/role-model$/)
    await expect(page.getByText('Your profile has been saved.')).toBeVisible()
    await expect(page.getByText(WARNING)).toBeVisible()
    await expect(page.locator('.panel', { hasText: 'Basic information' }).getByText('Complete', { exact: true })).toBeVisible()
    await expect(page.locator('.panel', { hasText: 'Your journey' }).getByText('Complete', { exact: true })).toBeVisible()

    await page.getByRole('link', { name: 'Preview profile' }).click()
    const modal = page.getByRole('dialog')
    await expect(modal.getByRole('heading', { level: 2 })).toHaveText(`Hana Parata (${ref.pronouns[0].title})`)
    await expect(modal.getByText('Marine <b>biologist</b>')).toBeVisible()
    await expect(modal.getByText('I count fish & study <script>alert(1)</script> oceans.')).toBeVisible()
    await expect(modal.getByText(district.title)).toBeVisible()
    await expect(modal.getByRole('heading', { name: 'My journey' })).toBeVisible()
    await expect(modal.getByRole('heading', { name: 'More about me' })).toBeVisible()
    await expect(modal.locator('img.profile-photo')).toHaveAttribute('src', /thumbnailMd|400x400|\.jpg/)
    await expect(modal.getByRole('button', { name: /favourite/i })).toHaveCount(0)
    if (javaScriptEnabled) await expectNoA11yViolations(page)
    await shoot(page, 'preview-modal')
    if (javaScriptEnabled) {
      await page.keyboard.press('Escape')
      await expect(modal).toHaveCount(0)
    } else {
      await modal.getByRole('link', { name: 'Close' }).first().click()
      await expect(page).toHaveURL(/\/role-model$/)
    }

    const stored = await getRoleModel(request, roleModel.id)
    expect(stored).toMatchObject({ profileComplete: true, whatDoYouDo: 'Marine <b>biologist</b>', district: { id: district.id } })
    expect(stored.profilePicture.sizes.thumbnailXs.width).toBe(96)
  })
})
