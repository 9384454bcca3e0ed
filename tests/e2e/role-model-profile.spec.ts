import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { waitForMail } from './support/mail'
import { completeProfileData, createRoleModel, getRoleModel, reference, regionAndDistricts, signIn, updateRoleModel } from './support/role-models'
import { signInToAdmin } from './support/staff'
import { shoot } from './support/screens'

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
    if (javaScriptEnabled) await expectNoA11yViolations(page)
    await shoot(page, 'basic-errors')

    await page.getByLabel('First name', { exact: true }).fill('Hana')
    await page.getByLabel('Phone number', { exact: true }).fill('021 555 0100')
    await page.getByLabel('Pronoun', { exact: true }).selectOption({ label: ref.pronouns[0].title })
    await page.getByLabel('Gender', { exact: true }).selectOption({ label: ref.genders[0].title })
    await page.getByLabel('Age', { exact: true }).selectOption({ label: ref['age-ranges'][0].title })
    await page.getByRole('group', { name: 'Ethnicity' }).getByLabel(ref.ethnicities[1].title, { exact: true }).check()
    await page.getByRole('group', { name: 'Languages spoken' }).getByLabel(ref.languages[0].title, { exact: true }).check()
    await page.getByLabel('Online events').check()
    // With JavaScript the group's error goes as soon as a box is ticked, before focus leaves it.
    if (javaScriptEnabled) {
      await expect(page.getByLabel('Online events')).toBeFocused()
      await expect(errorOf(page, 'You must select at least one of these options.')).toHaveCount(0)
    }
    const districtSelect = page.getByLabel('District', { exact: true })
    await page.getByLabel('Region', { exact: true }).selectOption({ label: region.title })
    if (!javaScriptEnabled) {
      await page.getByRole('button', { name: 'Show districts for this region' }).click()
      // The page comes back at the district field, not at its top: the address leads to its label, so the next Tab is the field.
      await expect(page).toHaveURL(/\/role-model\/profile\/basic-information#profile-basic-DistrictID-label$/)
      await expect(districtSelect).toBeInViewport()
      await page.keyboard.press('Tab')
      await expect(districtSelect).toBeFocused()
      // Everything typed survives the reload.
      await expect(page.getByLabel('Region', { exact: true })).toHaveValue(String(region.id))
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
    if (javaScriptEnabled) await expectNoA11yViolations(page)
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
    await expect(modal.locator('img.profile-photo')).toHaveAttribute('src', /\/profile-photo\/\d+\/md$/)
    await expect.poll(() => modal.locator('img.profile-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400)
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

  test('the edit page keeps everything when input is refused: job title, files, district and unknown ids @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    const { disguised, oversized } = await files()
    const { region, elsewhere } = regionAndDistricts(ref)
    const roleModel = await createRoleModel(request, completeProfileData(ref))
    await signIn(page, roleModel, '/role-model/profile/edit')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile')
    await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Structural engineer')

    await page.getByLabel('Job title', { exact: true }).fill('')
    await page.getByLabel('Phone number', { exact: true }).fill('027 123 4567')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(errorOf(page, 'Job title is required')).toBeVisible()
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('027 123 4567')

    // A text file named .jpg: refused by its content on the server (the browser only sees the name).
    await page.getByLabel('Job title', { exact: true }).fill('Bridge engineer')
    await page.getByLabel(/^(Choose|Replace) photo$/).setInputFiles(disguised)
    if (javaScriptEnabled) {
      // The browser reports a type from the name; the server decides from the bytes.
      await page.getByRole('button', { name: 'Save changes' }).click()
    } else {
      await page.getByRole('button', { name: 'Save changes' }).click()
    }
    await expect(errorOf(page, 'That file type is not supported')).toBeVisible()
    await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Bridge engineer')
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('027 123 4567')

    // 2 MB + 1 byte: refused (in the browser at once with JavaScript, by the server without).
    await page.getByLabel(/^(Choose|Replace) photo$/).setInputFiles(oversized)
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(errorOf(page, 'File size is too large, maximum 2 MB allowed')).toBeVisible()
    await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Bridge engineer')
    if (javaScriptEnabled) {
      // Submitting anyway still goes to the server, which refuses it too.
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(errorOf(page, 'File size is too large, maximum 2 MB allowed')).toBeVisible()
    }
    await page.getByLabel(/^(Choose|Replace) photo$/).setInputFiles([])
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(/\/role-model$/)
    const stored = await getRoleModel(request, roleModel.id)
    expect(stored).toMatchObject({ whatDoYouDo: 'Bridge engineer', contactPhoneNumber: '027 123 4567', profilePicture: null })

    // Forged posts: a district of another region, an unknown pronoun.
    await page.goto('/role-model/profile/edit')
    const securityId = await page.locator('input[name=SecurityID]').first().inputValue()
    const base = {
      SecurityID: securityId, FirstName: 'Mere', Surname: 'Tester', ContactPhoneNumber: '021 1', PronounID: String(ref.pronouns[0].id),
      GenderID: String(ref.genders[0].id), AgeRangeID: String(ref['age-ranges'][0].id), Ethnicities: String(ref.ethnicities[0].id),
      RegionID: String(region.id), DistrictID: String(elsewhere.id), CanDoOnlineEvent: '1', LanguagesSpoken: String(ref.languages[0].id),
      WhatDoYouDo: 'Forged', IndustryID: String(ref.industries[0].id),
    }
    const wrongDistrict = await page.request.post('/role-model/profile/edit', { multipart: base, maxRedirects: 0 })
    expect(wrongDistrict.status()).toBe(400)
    expect(await wrongDistrict.text()).toContain('Please choose a district in the selected region')
    const unknown = await page.request.post('/role-model/profile/edit', { multipart: { ...base, DistrictID: String(regionAndDistricts(ref).district.id), PronounID: '999999' }, maxRedirects: 0 })
    expect(unknown.status()).toBe(400)
    expect(await unknown.text()).toContain('Please choose an option from the list')
    const noToken = await page.request.post('/role-model/profile/edit', { multipart: { ...base, SecurityID: 'forged' }, maxRedirects: 0 })
    expect(noToken.status()).toBe(403)
    expect((await getRoleModel(request, roleModel.id)).whatDoYouDo).toBe('Bridge engineer')
  })

  test('photo upload: JPEG and PNG previews, replace and remove; unsaved changes warning', async ({ page, request }) => {
    const ref = await reference(request)
    const { jpeg, png } = await files()
    const roleModel = await createRoleModel(request, completeProfileData(ref))
    await signIn(page, roleModel, '/role-model/profile/edit')
    await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0)
    await page.getByLabel('Choose photo').setInputFiles(jpeg)
    await expect(page.getByRole('img', { name: 'Your new photo (not saved yet)' })).toBeVisible()
    await expect(page.getByLabel('Replace photo')).toBeAttached()
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible()
    await expectNoA11yViolations(page)
    await shoot(page, 'edit-photo-preview')

    // Leaving with unsaved edits asks first.
    let warned = ''
    page.once('dialog', async (dialog) => {
      warned = dialog.message()
      await dialog.dismiss()
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My profile' }).click()
    await expect.poll(() => warned).toBe("Changes you've made to your profile will not be saved")
    await expect(page).toHaveURL(/\/role-model\/profile\/edit$/)

    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(/\/role-model$/)
    const first = (await getRoleModel(request, roleModel.id)).profilePicture
    expect(first).toMatchObject({ mimeType: 'image/jpeg', sizes: { thumbnailMd: { width: 400 }, thumbnailXs: { width: 96 } } })

    await page.goto('/role-model/profile/edit')
    await expect(page.getByRole('img', { name: 'Your current photo' })).toBeVisible()
    await page.getByLabel('Replace photo').setInputFiles(png)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(/\/role-model$/)
    const second = (await getRoleModel(request, roleModel.id)).profilePicture
    expect(second.mimeType).toBe('image/png')
    expect(second.id).not.toBe(first.id)
    // The replaced photo is gone.
    expect((await page.request.get(`/profile-photo/${first.id}/md`)).status()).toBe(404)
    expect((await page.request.get(`/profile-photo/${second.id}/xs`)).headers()['content-type']).toBe('image/png')

    await page.goto('/role-model/profile/edit')
    await page.getByRole('button', { name: 'Remove photo' }).click()
    await expect(page.getByText('Your photo will be removed when you save.')).toBeVisible()
    await expect(page.getByRole('img', { name: 'No photo yet.' })).toBeVisible()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(/\/role-model$/)
    expect((await getRoleModel(request, roleModel.id)).profilePicture).toBeNull()
  })

  test('a photo chosen before the page’s JavaScript has started is previewed once it has', async ({ page, request }) => {
    const ref = await reference(request)
    const { jpeg } = await files()
    const roleModel = await createRoleModel(request, completeProfileData(ref))
    await signIn(page, roleModel, '/role-model')
    // The page's scripts are held until the photo is chosen, as on a slow school laptop.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/build/**/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/role-model/profile/edit', { waitUntil: 'commit' })
    await page.getByLabel('Choose photo').setInputFiles(jpeg)
    await expect(page.getByRole('img', { name: 'No photo yet.' })).toBeVisible()
    release()
    await expect(page.getByRole('img', { name: 'Your new photo (not saved yet)' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible()
  })

  test('staff approve a pending check in the admin; the role model is told and teachers can now find the profile', async ({ page, browser, request }) => {
    const ref = await reference(request)
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Tama', surname: `Vetting${Date.now()}`, checkStatus: 'pending' })
    await waitForMail(roleModel.email, /received your criminal record check/)

    // While the check is pending, a teacher cannot find the profile.
    const teacherContext = await browser.newContext()
    const teacher = await teacherContext.newPage()
    await teacher.goto('/account/log-in')
    await teacher.getByRole('button', { name: 'Log in as a school or teacher' }).click()
    await teacher.getByRole('button', { name: 'Sign in' }).click()
    await expect(teacher.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse role models' })).toBeVisible()
    await teacher.goto(`/role-models?q=${encodeURIComponent(roleModel.surname)}`)
    await expect(teacher.getByText('No role models match your filters. Try fewer filters or a different search.')).toBeVisible()

    await signInToAdmin(page, request)
    // The vetting queue: role models whose check is pending.
    await page.goto('/admin/collections/role-models')
    await page.getByRole('link', { name: /^Vetting queue: criminal record checks waiting for review \(\d+\)$/ }).click()
    await expect(page).toHaveURL(/checkStatus/)
    await expect(page.getByRole('link', { name: roleModel.email })).toBeVisible()
    await shoot(page, 'admin-vetting-queue')
    await page.getByRole('link', { name: roleModel.email }).click()
    await page.getByRole('button', { name: 'Criminal record check' }).click()
    await page.locator('#field-checkStatus').click()
    await page.getByRole('option', { name: 'Approved' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    const approvedMail = await waitForMail(roleModel.email, /has been approved/)
    expect(approvedMail.text).toContain('Your profile is now visible to teachers')
    const stored = await getRoleModel(request, roleModel.id)
    expect(stored.checkStatus).toBe('approved')
    expect(new Date(stored.checkExpiresAt).getUTCFullYear()).toBe(new Date(stored.checkApprovedAt).getUTCFullYear() + 3)

    // A teacher finds the profile only now that the check is approved.
    await teacher.goto(`/role-models?q=${encodeURIComponent(roleModel.surname)}`)
    await expect(teacher.getByText(`Tama ${roleModel.surname}`).first()).toBeVisible()
    await updateRoleModel(request, roleModel.id, { checkStatus: 'declined' })
    await teacher.goto(`/role-models?q=${encodeURIComponent(roleModel.surname)}`)
    await expect(teacher.getByText('No role models match your filters. Try fewer filters or a different search.')).toBeVisible()
    await updateRoleModel(request, roleModel.id, { checkStatus: 'approved' })
    await teacherContext.close()

    const context = await browser.newContext()
    const rmPage = await context.newPage()
    await signIn(rmPage, roleModel)
    await expect(rmPage.getByText('Your profile is live. Teachers can see it and invite you to their events.')).toBeVisible()
    await expect(rmPage.getByText(/^Approved on \d{1,2} \w+ \d{4}\. Valid until \d{1,2} \w+ \d{4}\.$/)).toBeVisible()
    await expect(rmPage.getByText(WARNING)).toHaveCount(0)
    await shoot(rmPage, 'landing-live')
    await context.close()
  })
})
